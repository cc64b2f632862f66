import { isInt, isRecord, type Section } from '../persistShape';

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

function isMove(v: unknown): v is [number, number] {
  return Array.isArray(v) && v.length === 2 && isInt(v[0], 0, MAX_CELL) && isInt(v[1], 0, MAX_CELL);
}

/** A saved run, or null when the value is not exactly the shape the game writes. */
export function validateRun(v: unknown): PopstarRun | null {
  if (!isRecord(v)) return null;
  const { seed, level, startScore, moves, hintsLeft, bestAtStart } = v;
  if (!isInt(seed, 0, 0xffffffff) || !isInt(level, 1) || !isInt(startScore, 0) || !isInt(hintsLeft, 0, 99) || !isInt(bestAtStart, 0)) {
    return null;
  }
  if (!Array.isArray(moves) || moves.length > MAX_MOVES || !moves.every(isMove)) return null;
  return { seed, level, startScore, moves: moves.map(([r, c]) => [r, c]), hintsLeft, bestAtStart };
}

export const popstarProgress: Section<PopstarProgress> = {
  label: 'PopStar progress',
  defaults: () => ({ best: 0, levels: {}, run: null }),
  validate: (v) => {
    if (!isRecord(v) || !isInt(v.best, 0) || !isRecord(v.levels)) return null;
    for (const [k, r] of Object.entries(v.levels)) {
      if (!/^[1-9]\d*$/.test(k) || !isRecord(r) || !isInt(r.startScore, 0) || !isInt(r.best, 0)) return null;
    }
    const run = v.run === null ? null : validateRun(v.run);
    if (v.run !== null && run === null) return null;
    return { best: v.best, levels: v.levels as Record<string, PopstarLevelRecord>, run };
  },
};

/** The run reached `level` with `score`: remember the first score it was reached with. */
export function recordLevelReached(p: PopstarProgress, level: number, score: number): PopstarProgress {
  if (p.levels[level] !== undefined) return p;
  return { ...p, levels: { ...p.levels, [level]: { startScore: score, best: 0 } } };
}

/** A level ended (its bonus counted) with this cumulative score. */
export function recordLevelEnd(p: PopstarProgress, level: number, score: number): PopstarProgress {
  const record = p.levels[level] ?? { startScore: 0, best: 0 };
  if (record.best >= score && p.best >= score && p.levels[level] !== undefined) return p;
  return {
    ...p,
    best: Math.max(p.best, score),
    levels: { ...p.levels, [level]: { ...record, best: Math.max(record.best, score) } },
  };
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
