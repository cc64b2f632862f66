/**
 * What the designer checks and tells: the sizes it draws, whether a proof still holds, the level's
 * problems (each with a code and its numbers, so a screen can say it in any language; `text` is
 * the English), why Share is off, and a saved design read back.
 */
import type { DesignerState } from './designer.ts';
import { PlantankInputError } from './inputError.ts';
import { levelProblems } from './levelCheck.ts';
import type { Level } from './types.ts';
import { checkLevel } from './validate.ts';

export const DESIGN_MAX_COLS = 16;
export const DESIGN_MAX_ROWS = 12;
export const DESIGN_MIN_COLS = 2;
export const DESIGN_MIN_ROWS = 1;
export const MAX_TITLE_LENGTH = 100;
export const MAX_DESCRIPTION_LENGTH = 1000;

/** What play depends on: the board, the start and the functions (not the title or description). */
export function playKey(level: Level): string {
  const { grid, colors, items, start, subLengths, allowedCommands } = level;
  return JSON.stringify([grid, colors, items, start.row, start.col, start.dir, subLengths, allowedCommands]);
}

/** The proof holds for the level as it is now. */
export function isProven(state: DesignerState): boolean {
  return state.proof !== null && state.proof.key === playKey(state.level);
}

export type ProblemKind = 'hole' | 'star' | 'other';
/** Which problem it is: `other` is any levelProblems sentence the designer has no words of its own for. */
export type ProblemCode = 'tankOnHole' | 'starUnderTank' | 'starUnreachable' | 'noStars' | 'noTitle' | 'other';
export interface DesignProblem {
  /** In English. */
  text: string;
  code: ProblemCode;
  /** The cell it is about (0-based), to mark it on the board. */
  at?: { row: number; col: number };
  kind: ProblemKind;
}

/**
 * levelProblems in words for a designer: rows and columns counted from 1, and the cell each
 * problem is about, so the board can mark it.
 */
export function designProblems(level: Level): DesignProblem[] {
  return levelProblems(level).map((p): DesignProblem => {
    let m = /^the tank starts on a hole \(row (\d+), col (\d+)\)/.exec(p);
    if (m) return { text: 'The tank stands on a hole: put it on a tile.', code: 'tankOnHole', at: { row: +m[1]!, col: +m[2]! }, kind: 'hole' };
    m = /^a star lies under the tank \(row (\d+), col (\d+)\)/.exec(p);
    if (m) return { text: 'A star lies under the tank: move the tank or the star.', code: 'starUnderTank', at: { row: +m[1]!, col: +m[2]! }, kind: 'star' };
    m = /^the star at row (\d+), col (\d+) cannot be reached/.exec(p);
    if (m) {
      const at = { row: +m[1]!, col: +m[2]! };
      return { text: `The star at row ${at.row + 1}, column ${at.col + 1} cannot be reached: join it to the tank with tiles.`, code: 'starUnreachable', at, kind: 'star' };
    }
    if (p === 'there are no stars') return { text: 'There are no stars: place at least one.', code: 'noStars', kind: 'other' };
    if (p === 'title is empty') return { text: 'Give the level a title.', code: 'noTitle', kind: 'other' };
    return { text: p.charAt(0).toUpperCase() + p.slice(1) + '.', code: 'other', kind: 'other' };
  });
}

/** Why Share and Save are off, as a code: problems on the board, or no proof yet; null when they are on. */
export function shareBlockerCode(state: DesignerState): 'problems' | 'unproven' | null {
  if (designProblems(state.level).length > 0) return 'problems';
  if (!isProven(state)) return 'unproven';
  return null;
}

/** Why Share and Save are off, in English words; null when they are on. */
export function shareBlocker(state: DesignerState): string | null {
  const code = shareBlockerCode(state);
  if (code === 'problems') return 'Fix the problems shown first.';
  if (code === 'unproven') return 'Win your level in test play first: a level is shared only once its maker has solved it.';
  return null;
}

/**
 * A saved design read back (a draft may still have problems, unlike a shared level): every field
 * checked by the engine, copied afresh, and the board within the designer's sizes. Throws
 * PlantankInputError (LevelFormatError) saying what is wrong.
 */
export function readDesign(value: unknown): Level {
  checkLevel(value);
  const v = value as Level;
  const rows = v.items.length;
  const cols = v.items[0]?.length ?? 0;
  if (rows > DESIGN_MAX_ROWS || cols > DESIGN_MAX_COLS || rows < DESIGN_MIN_ROWS || cols < DESIGN_MIN_COLS) {
    throw new PlantankInputError('level.items', `the board is ${cols} x ${rows}; the designer makes boards of up to ${DESIGN_MAX_COLS} x ${DESIGN_MAX_ROWS}`);
  }
  if (v.title.length > MAX_TITLE_LENGTH || (v.description?.length ?? 0) > MAX_DESCRIPTION_LENGTH) {
    throw new PlantankInputError('level.title', 'the title or description is too long');
  }
  const level: Level = {
    id: v.id,
    title: v.title,
    grid: v.grid,
    colors: [...v.colors],
    items: [...v.items],
    start: { row: v.start.row, col: v.start.col, dir: v.start.dir },
    subLengths: [...v.subLengths],
    allowedCommands: v.allowedCommands,
  };
  if (v.description !== undefined) level.description = v.description;
  if (v.solution !== undefined) level.solution = v.solution;
  return level;
}
