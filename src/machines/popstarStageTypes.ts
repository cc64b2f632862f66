/**
 * The data of a PopStar run as the status machine's stage (popstarStage.ts holds the functions):
 * the run's shape, its inputs, its phases and their timing.
 */
import type { Board, Cell } from '../logic/popstar/index.ts';

export type LevelSource = (level: number, seed: number) => { board: Board; certificate: Cell[] };

export interface PopstarTiming {
  /** Level intro banner (level and target). */
  introMs: number;
  /** Burst, fall and column slide: taps are ignored meanwhile. */
  popMs: number;
  /** "No more moves" before the leftover countdown starts. */
  bonusStartMs: number;
  /** One leftover brick exploding. */
  bonusStepMs: number;
  /** The counted bonus on show before the verdict. */
  bonusEndMs: number;
  clearedMs: number;
  failedMs: number;
}

// The pop, which the player waits on, stays under 300 ms; banners are skippable.
export const POPSTAR_TIMING: PopstarTiming = {
  introMs: 1400,
  popMs: 280,
  bonusStartMs: 500,
  bonusStepMs: 120,
  bonusEndMs: 600,
  clearedMs: 1600,
  failedMs: 1400,
};

/**
 * Under reduced motion the animations are (near) instant, so the waits that only let them play
 * shrink too: a pop settles at once and the leftover countdown runs fast. Banners keep their
 * reading time (they can be skipped with a tap).
 */
export const POPSTAR_TIMING_REDUCED: PopstarTiming = {
  ...POPSTAR_TIMING,
  popMs: 40,
  bonusStartMs: 250,
  bonusStepMs: 30,
  bonusEndMs: 300,
};

export const HINTS_PER_LEVEL = 3;

export type Phase = 'intro' | 'playing' | 'popping' | 'bonus' | 'cleared' | 'failed' | 'over';

/** Everything needed to start (or restore exactly) a run at a level: the saved run's shape. */
export interface RunParams {
  seed: number;
  level: number;
  /** Cumulative score when the level started. */
  startScore: number;
  /** Taps already played on this level (a restored run replays them). */
  moves?: readonly Cell[];
  hintsLeft?: number;
  /** The hint already paid for on the board after `moves` (it shows again for free), if any. */
  hintCell?: Cell | null;
  /** The best score before this run began: the run-over screen's "new best" compares with it. */
  bestAtStart?: number;
}

export type Praise = 'Good!' | 'Great!' | 'Excellent!' | 'Fantastic!';

/** A surviving brick that a pop moved (a fall, a column slide, or both), by its id. */
export interface BrickFall {
  id: number;
  from: Cell;
  to: Cell;
}

/** One pop, for the screen's burst, fall, points, praise and stamp. */
export interface PopEvent {
  /** Counts pops over the level: a key for the burst animation. */
  id: number;
  /** Burst order: brick i shows 10i + 5 points. */
  group: Cell[];
  /** The popped bricks' ids, parallel to `group`. */
  ids: readonly number[];
  /** Every surviving brick whose cell changed; the rest stayed put. */
  falls: readonly BrickFall[];
  colour: number;
  points: number;
  praise: Praise | null;
  /** This pop took the score past the level's target ("target reached" stamp). */
  reachedTarget: boolean;
}

export interface Selection {
  cells: Cell[];
  points: number;
  /** Chosen by the hint rather than by the player. */
  hinted: boolean;
}

export interface BonusCountdown {
  /** Leftover bricks in explosion order. */
  order: Cell[];
  /** How many of `order` have exploded. */
  exploded: number;
  /** The bonus still standing: 2000 minus the deductions so far, never below 0. */
  value: number;
}

export interface PopstarStage {
  seed: number;
  level: number;
  target: number;
  startScore: number;
  score: number;
  board: Board;
  /**
   * A stable id per brick (0 on empty cells), parallel to board.cells: the screen keys bricks by it
   * so that a fall or a column slide moves the same element instead of re-creating it.
   */
  ids: readonly number[];
  certificate: readonly Cell[];
  moves: readonly Cell[];
  phase: Phase;
  phaseMs: number;
  selection: Selection | null;
  targetReached: boolean;
  lastPop: PopEvent | null;
  pops: number;
  bonus: BonusCountdown | null;
  hintsLeft: number;
  /**
   * The hint already paid for on the board as it stands (null once a pop changes it): showing it
   * again costs nothing.
   */
  hintCell: Cell | null;
  /** The latest tap on a lone brick, which cannot pop (null once anything else happens). */
  loneTap: LoneTap | null;
  /** Lone taps on this level so far: each one's id, so the screen's nudge restarts on every one. */
  loneTaps: number;
  bestAtStart: number;
}

export interface LoneTap {
  cell: Cell;
  id: number;
}

export type PopstarInput =
  /** A tap on a cell: select its group, or pop it when already selected (or when oneTap). */
  | { type: 'tap'; row: number; col: number; oneTap?: boolean }
  /** Esc: drop the selection. */
  | { type: 'clear' }
  /** Skip a banner (intro, cleared, failed). */
  | { type: 'skip' }
  /**
   * The hint's answer for the position after `afterMoves` taps (stale answers are dropped). Costs a
   * hint unless one was already given on this board: then that hint shows again, for free.
   */
  | { type: 'hint'; cell: Cell; afterMoves: number };

export interface StageOptions {
  timing?: PopstarTiming;
  generate?: LevelSource;
}
