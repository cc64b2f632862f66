/** Guideline scoring (spec "Scoring"); `level` is always the level before the clear. */

export type TSpin = 'none' | 'mini' | 'full';

/** Points per level, indexed by lines cleared (0..4). */
const LINE_POINTS: readonly number[] = [0, 100, 300, 500, 800];
const TSPIN_MINI_POINTS: readonly number[] = [100, 200, 400];
const TSPIN_FULL_POINTS: readonly number[] = [400, 800, 1200, 1600];
/** Perfect-clear bonus per level by lines cleared; a back-to-back Tetris earns 3200 instead of 2000. */
const PERFECT_CLEAR_POINTS: readonly number[] = [0, 800, 1200, 1800, 2000];
const PERFECT_CLEAR_B2B_TETRIS = 3200;

/**
 * A mini T-spin cannot clear three lines by the table; if one ever does (an odd kick), it is scored
 * and reported as a full T-spin triple, the only three-line T-spin the table knows.
 */
export function effectiveTSpin(tspin: TSpin, lines: number): TSpin {
  return tspin === 'mini' && lines >= 3 ? 'full' : tspin;
}

/** Tetrises and line-clearing T-spins (mini included) are "difficult" and build the back-to-back chain. */
export function isDifficult(lines: number, tspin: TSpin): boolean {
  return lines === 4 || (lines > 0 && tspin !== 'none');
}

/** The action's own points before back-to-back, combo and perfect clear. */
export function actionPoints(lines: number, tspin: TSpin, level: number): number {
  const table = tspin === 'full' ? TSPIN_FULL_POINTS : tspin === 'mini' ? TSPIN_MINI_POINTS : LINE_POINTS;
  const perLevel = table[lines];
  if (perLevel === undefined) throw new Error(`no score for ${lines} lines with T-spin '${tspin}'`);
  return perLevel * level;
}

export interface ClearScoreInput {
  lines: number;
  tspin: TSpin;
  level: number;
  /** This clear continues a back-to-back chain (the previous clear was difficult and so is this one). */
  backToBack: boolean;
  /** Combo counter after this lock: 0 on the first clearing piece, +1 for each further one. */
  combo: number;
  perfectClear: boolean;
}

export function clearPoints(input: ClearScoreInput): number {
  const { lines, tspin, level, backToBack, combo, perfectClear } = input;
  const action = actionPoints(lines, tspin, level);
  // x1.5 applies to the action only; every table entry is a multiple of 100, so this stays whole.
  const withB2b = backToBack ? (action * 3) / 2 : action;
  const comboBonus = lines > 0 && combo > 0 ? 50 * combo * level : 0;
  let pcBonus = 0;
  if (perfectClear && lines > 0) {
    pcBonus = (lines === 4 && backToBack ? PERFECT_CLEAR_B2B_TETRIS : (PERFECT_CLEAR_POINTS[lines] ?? 0)) * level;
  }
  return withB2b + comboBonus + pcBonus;
}
