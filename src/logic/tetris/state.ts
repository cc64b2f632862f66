import type { PieceType, Rotation } from './pieces.ts';
import type { TSpin } from './scoring.ts';

/** A locked block's piece letter (for its colour), 'X' for a block of no piece (diagrams, garbage), or empty. */
export type Cell = PieceType | 'X' | null;
export type Row = readonly Cell[];
/** Rows top to bottom: the hidden buffer first (`bufferRows` of them), then the visible field. */
export type Field = readonly Row[];

/** The piece in play. (x, y) is its bounding box's top-left cell in field rows (buffer included). */
export interface ActivePiece {
  readonly type: PieceType;
  readonly rotation: Rotation;
  readonly x: number;
  readonly y: number;
}

export type GameMode = 'marathon' | 'sprint' | 'ultra';
export type GameStatus = 'playing' | 'over';
/** Why a game ended: its line goal, its time limit, or a top out (spec "Game over"). */
export type GameResult = 'goal' | 'timeUp' | 'blockOut' | 'lockOut';

/** What the latest lock did, for callouts and the clear animation. */
export interface ClearReport {
  readonly lines: number;
  readonly tspin: TSpin;
  /** The clear's points (with back-to-back, combo and perfect clear), without drop points. */
  readonly points: number;
  /** The back-to-back x1.5 was applied to this clear. */
  readonly backToBack: boolean;
  /** Combo counter after this lock: -1 when it cleared nothing, 0 on the first clearing piece, then 1, 2... */
  readonly combo: number;
  readonly perfectClear: boolean;
  /** Cleared rows as visible-field indices (0 = top visible row) in the field before the clear, ascending. */
  readonly rows: readonly number[];
}

export interface TetrisState {
  readonly version: 1;
  readonly mode: GameMode;
  readonly width: number;
  readonly height: number;
  readonly bufferRows: number;
  readonly startLevel: number;
  /** Lines that end the game with result 'goal' (marathon 150 or null for endless, sprint 40). */
  readonly lineGoal: number | null;
  /** Game time that ends the game with result 'timeUp' (ultra 120000 ms). */
  readonly timeLimitMs: number | null;

  readonly field: Field;
  /** Null only once the game is over. */
  readonly active: ActivePiece | null;
  readonly hold: PieceType | null;
  /** Hold is allowed once per piece and comes back when a piece locks. */
  readonly canHold: boolean;
  /** The next pieces, NEXT_COUNT of them. */
  readonly queue: readonly PieceType[];
  /** The rest of the current 7-bag, dealt into the queue before a new bag is shuffled. */
  readonly bag: readonly PieceType[];
  /** Seeded RNG state (src/logic/rng.ts) for the next bag. */
  readonly rng: number;

  readonly score: number;
  readonly level: number;
  readonly lines: number;
  readonly status: GameStatus;
  readonly result: GameResult | null;
  readonly lastClear: ClearReport | null;
  /** -1 = no combo running. */
  readonly combo: number;
  /** The last line clear was difficult (Tetris or line-clearing T-spin). */
  readonly backToBack: boolean;

  /** Game clock in ms: what sprint times and ultra's limit count. */
  readonly elapsedMs: number;
  /** Time gathered toward the next gravity row (0 while on the ground). */
  readonly gravityMs: number;
  /** Time spent on the ground since the lock timer last (re)started. */
  readonly lockMs: number;
  /** Lock-timer restarts used by this piece since it last reached a new lowest row. */
  readonly lockResets: number;
  /** Lowest field row any cell of this piece has reached (larger = lower). */
  readonly lowestRow: number;
  /** The piece has touched down since it last reached a new lowest row: moves now count as resets. */
  readonly touchedDown: boolean;
  /** Kick test (1-5) of the last successful action if it was a rotation; null after a shift or a fall. */
  readonly lastRotationKick: number | null;
  /** Pieces locked so far: the screen watches it to know "a lock just happened". */
  readonly locks: number;
}

export const BUFFER_ROWS = 20;
export const NEXT_COUNT = 5;

/** Field and option ranges the engine accepts (newGame, fromDiagram, saves). */
export const MIN_SIZE = 4;
export const MAX_WIDTH = 40;
export const MAX_HEIGHT = 60;
export const MAX_BUFFER_ROWS = 100;
export const MAX_START_LEVEL = 30;
export const MAX_LINE_GOAL = 1_000_000;
/**
 * Score, lines, locks and combo stop here instead of growing past exact integers (a save holding an
 * inexact score could not be checked, so it could not be loaded).
 */
export const MAX_COUNT = Number.MAX_SAFE_INTEGER;

export function addCount(a: number, b: number): number {
  const sum = a + b;
  return sum < MAX_COUNT ? sum : MAX_COUNT;
}

/** Clocks stop at the largest finite number: Infinity would not survive a save (JSON writes null). */
export function addMs(a: number, b: number): number {
  const sum = a + b;
  return sum < Number.MAX_VALUE ? sum : Number.MAX_VALUE;
}
