// The rule alone, not the checked levelTarget: this runs in the home page's bundle.
import { targetOfLevel } from '../../logic/popstar/targets.ts';
import { bareRecord, isInt, isRecord, ownValue, validRecords, type Section } from '../persistShape';

/** PopStar's saved progress: best score, levels reached, the run in progress. Owned by the PopStar screens. */
export interface PopstarLevelRecord {
  /** The cumulative score the run had when it first reached this level (a run continues from it). */
  startScore: number;
  /** The best cumulative score reached at the end of this level. */
  best: number;
}

/**
 * A run in progress, enough to rebuild it exactly: the level's board comes from (level, seed) and
 * the moves are replayed on it (the selection and the animations are not saved).
 */
export interface PopstarRun {
  seed: number;
  level: number;
  /** Cumulative score when this level started. */
  startScore: number;
  /** Taps played on this level, [row, col], each on the board as it stood. */
  moves: [number, number][];
  hintsLeft: number;
  /** The hint already paid for on the board after `moves`: it shows again for free after a reload. */
  hintCell?: [number, number];
  /** The best score before this run began (for the run-over screen's "new best"). */
  bestAtStart: number;
}

export interface PopstarProgress {
  best: number;
  levels: Record<string, PopstarLevelRecord>;
  run: PopstarRun | null;
}

/** Board sides and hint counts are small; anything larger is not a save we wrote. */
const MAX_CELL = 99;
const MAX_MOVES = 10_000;
/** The highest level a save may name: past any run a person plays (a level takes seconds at least). */
export const MAX_LEVEL = 9999;
const LEVEL_KEY = /^[1-9]\d{0,3}$/;

function isMove(v: unknown): v is [number, number] {
  return Array.isArray(v) && v.length === 2 && isInt(v[0], 0, MAX_CELL) && isInt(v[1], 0, MAX_CELL);
}

/** The score a run must have had to reach `level`: the target of the level before it. */
const scoreToReach = (level: number) => (level > 1 ? targetOfLevel(level - 1) : 0);

/** A saved run, or null when the value is not exactly the shape the game writes. */
export function validateRun(v: unknown): PopstarRun | null {
  if (!isRecord(v)) return null;
  const { seed, level, startScore, moves, hintsLeft, hintCell, bestAtStart } = v;
  if (!isInt(seed, 0, 0xffffffff) || !isInt(level, 1, MAX_LEVEL) || !isInt(startScore, 0) || !isInt(hintsLeft, 0, 99) || !isInt(bestAtStart, 0)) {
    return null;
  }
  if (!Array.isArray(moves) || moves.length > MAX_MOVES || !moves.every(isMove)) return null;
  if (hintCell !== undefined && hintCell !== null && !isMove(hintCell)) return null;
  const run: PopstarRun = { seed, level, startScore, moves: moves.map(([r, c]) => [r, c]), hintsLeft, bestAtStart };
  return isMove(hintCell) ? { ...run, hintCell: [hintCell[0], hintCell[1]] } : run;
}

function levelRecordOf(r: unknown, key: string): PopstarLevelRecord | null {
  if (!isRecord(r) || !isInt(r.startScore, 0) || !isInt(r.best, 0)) return null;
  // A level is reached with its predecessor's target met, and ends no lower than it began.
  if (r.startScore < scoreToReach(Number(key)) || (r.best > 0 && r.best < r.startScore)) return null;
  return { startScore: r.startScore, best: r.best };
}

export const popstarProgress: Section<PopstarProgress> = {
  label: 'store.label.popstarProgress',
  defaults: () => ({ best: 0, levels: bareRecord(), run: null }),
  validate: (v, drop) => {
    if (!isRecord(v) || !isInt(v.best, 0)) return null;
    const levels = validRecords(v.levels, LEVEL_KEY, levelRecordOf, drop, 'level');
    if (levels === null) return null;
    const run = v.run === null ? null : validateRun(v.run);
    if (v.run !== null && run === null) drop?.('the run in progress');
    return { best: v.best, levels, run };
  },
  // Bests are maxima and a level reached in any tab stays reached; the run in progress (and a
  // level's first score, when two tabs reached it) is the one saved last.
  merge: (stored, mine, newer) => {
    const levels = bareRecord<PopstarLevelRecord>();
    for (const [k, r] of Object.entries(mine.levels)) levels[k] = r;
    for (const [k, s] of Object.entries(stored.levels)) {
      const m = ownValue(mine.levels, k);
      levels[k] = m === undefined ? s : { startScore: newer ? s.startScore : m.startScore, best: Math.max(s.best, m.best) };
    }
    return { best: Math.max(stored.best, mine.best), levels, run: newer ? stored.run : mine.run };
  },
};

function withLevel(p: PopstarProgress, level: number, record: PopstarLevelRecord): PopstarProgress {
  const levels = bareRecord<PopstarLevelRecord>();
  for (const [k, r] of Object.entries(p.levels)) levels[k] = r;
  levels[level] = record;
  return { ...p, levels };
}

/** The record of a level reached, if it was. */
export function levelRecordAt(p: PopstarProgress, level: number): PopstarLevelRecord | undefined {
  return ownValue(p.levels, level);
}

/** The run reached `level` with `score`: remember the first score it was reached with. */
export function recordLevelReached(p: PopstarProgress, level: number, score: number): PopstarProgress {
  if (level > MAX_LEVEL || levelRecordAt(p, level) !== undefined) return p;
  return withLevel(p, level, { startScore: score, best: 0 });
}

/** A level ended (its bonus counted) with this cumulative score. */
export function recordLevelEnd(p: PopstarProgress, level: number, score: number): PopstarProgress {
  const known = levelRecordAt(p, level);
  const record = known ?? { startScore: 0, best: 0 };
  if (record.best >= score && p.best >= score && known !== undefined) return p;
  const best = Math.max(p.best, score);
  if (level > MAX_LEVEL) return { ...p, best };
  return { ...withLevel(p, level, { ...record, best: Math.max(record.best, score) }), best };
}

/** A run ended by the player with this score: it still counts for the best run. */
export function recordRunScore(p: PopstarProgress, score: number): PopstarProgress {
  return score > p.best ? { ...p, best: score } : p;
}

/** Levels a run may start from: every level reached so far, in order. */
export function reachedLevels(p: PopstarProgress): number[] {
  return Object.keys(p.levels)
    .map(Number)
    .sort((a, b) => a - b);
}
