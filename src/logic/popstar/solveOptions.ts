/**
 * The solver's options: their types, the budgets' bounds, and the check a public call runs on them.
 */
import type { Board, Cell } from './board.ts';
import type { Scoring } from './scoring.ts';
import { checkAnyInteger, checkFinite, checkOptions, checkScoring, fail } from './validate.ts';

export interface SolveOptions {
  /** Wall-time budget in milliseconds (read through `now`), > 0 and at most MAX_TIME_MS. */
  timeMs?: number;
  /**
   * Playout budget, 1..maxPlayouts(width * height): a given count and seed always give the same
   * answer on every machine.
   */
  iterations?: number;
  /** Seed of the playouts' random numbers (default 0). */
  seed?: number;
  scoring?: Scoring;
  /** Stop as soon as a sequence scoring at least this much is found (used to certify levels). */
  target?: number;
  /** The clock for the time budget; the only clock the logic reads. Default: performance.now. */
  now?: () => number;
}

export interface Solution {
  /** Taps in order, each on the board as it stands after the previous pops; ends with no moves left. */
  moves: Cell[];
  /** Points of all pops plus the end bonus (PopStar) or clear bonus (SameGame). */
  score: number;
}

/** Used when neither timeMs nor iterations is given (fewer on boards where maxPlayouts is lower). */
export const DEFAULT_PLAYOUTS = 2000;

/** The longest time budget. */
export const MAX_TIME_MS = 1000;

/**
 * A playout costs about cells^2 steps (a rescan of the board after each pop), so the playout cap
 * is a work budget: iterations * cells^2 <= PLAYOUT_WORK, which is 20,000 playouts on 10 x 10.
 * Every board allows at least one playout (the answer needs one full game).
 */
const PLAYOUT_WORK = 2e8;
const MAX_PLAYOUTS = 20_000;

/** The most playouts one call may run on a board of `cells` cells. */
export function maxPlayouts(cells: number): number {
  return Math.max(1, Math.min(MAX_PLAYOUTS, Math.floor(PLAYOUT_WORK / (cells * cells))));
}

/** Throws PopstarInputError unless `options` is undefined or valid SolveOptions for `board`. */
export function checkSolveOptions(fn: string, board: Board, options: unknown): SolveOptions {
  const { timeMs, iterations, seed, scoring, target, now } = checkOptions(fn, options);
  const checked: SolveOptions = {};
  if (timeMs !== undefined) {
    if (typeof timeMs !== 'number' || !(timeMs > 0 && timeMs <= MAX_TIME_MS)) {
      fail(fn, 'options.timeMs', `a number of milliseconds in (0, ${MAX_TIME_MS}]`, timeMs);
    }
    checked.timeMs = timeMs;
  }
  if (iterations !== undefined) {
    const max = maxPlayouts(board.width * board.height);
    if (typeof iterations !== 'number' || !Number.isInteger(iterations) || iterations < 1 || iterations > max) {
      fail(fn, 'options.iterations', `an integer in 1..${max} (the most on a ${board.width} x ${board.height} board)`, iterations);
    }
    checked.iterations = iterations;
  }
  if (seed !== undefined) checked.seed = checkAnyInteger(fn, 'options.seed', seed);
  if (scoring !== undefined) checked.scoring = checkScoring(fn, 'options.scoring', scoring);
  if (target !== undefined) checked.target = checkFinite(fn, 'options.target', target);
  if (now !== undefined) {
    if (typeof now !== 'function') fail(fn, 'options.now', 'a function returning milliseconds', now);
    checked.now = now as () => number;
  }
  return checked;
}
