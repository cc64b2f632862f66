/**
 * Plan Tank data types: levels, programs and run results (docs/plantank-rules.md).
 * Level and RunResult are public API (docs/plantank-api.md): their shape does not change.
 */

export interface Level {
  id: string;
  title: string;
  description?: string;
  grid: 'hex' | 'square';
  /** One string per row: 'R' | 'G' | 'B' per cell. */
  colors: string[];
  /** One string per row: '#' no tile, '.' tile, '*' star. */
  items: string[];
  /** hex: dir 0..5 clockwise from east; square: 0..3 (E, S, W, N). */
  start: { row: number; col: number; dir: number };
  /** Slots of F1..F5, 0 = absent. */
  subLengths: number[];
  /** Paint bitmask: 1 red, 2 green, 4 blue. */
  allowedCommands: number;
  /** A program known to win. */
  solution?: string;
}

export type Color = 'R' | 'G' | 'B';

/** `fn` is the 0-based index of the called function: F1 = 0 ... F5 = 4. */
export type Action =
  | { kind: 'forward' }
  | { kind: 'left' }
  | { kind: 'right' }
  | { kind: 'call'; fn: number }
  | { kind: 'paint'; color: Color };

export interface Instruction {
  /** null = always; otherwise the colour the cell under the tank must have. */
  condition: Color | null;
  action: Action;
}

/** A slot is empty (null) or holds an instruction. */
export type Slot = Instruction | null;

/** Always FUNCTION_COUNT functions (F1..F5); an absent function has no slots. */
export interface Program {
  functions: Slot[][];
}

export type Outcome = 'won' | 'fell' | 'outOfFuel' | 'programEnded' | 'infiniteLoop' | 'stackOverflow';

export interface RunResult {
  outcome: Outcome;
  /** Forward moves, turns and paints executed (spec "Execution" 7). */
  steps: number;
  calls: number;
  skipped: number;
  /** Most frames at once, F1's own included, no tail-call removal. */
  maxStack: number;
  starsLeft: number;
  /** Where the tank ended; after a fall, the hole or off-board cell it drove into. */
  final: { row: number; col: number; dir: number };
  /** outcome 'fell': the tile the tank drove off from. */
  fellFrom?: { row: number; col: number };
  /** outcome 'infiniteLoop': the function entered again without a step, and the function calling it. */
  loop?: { fn: number; caller: number };
}

export interface RunLimits {
  maxSteps?: number;
  maxStack?: number;
}

/** RoboZZle has five functions F1..F5, each with at most 10 slots (spec "Level"). */
export const FUNCTION_COUNT = 5;
export const MAX_SLOTS = 10;
/** Spec "Execution" 7 and 8. */
export const DEFAULT_MAX_STEPS = 1000;
export const DEFAULT_MAX_STACK = 1024;
/**
 * Upper bounds of RunLimits. Calls and skipped conditions are not steps, so a contrived program can
 * fan calls out through F2..F5 between two steps and a run's work grows with maxSteps times that
 * fan-out: the bound keeps the worst case within ten times the default's. Between two steps each
 * function opens at most one new frame, so a stack deeper than five frames a step is unreachable.
 */
export const MAX_RUN_STEPS = 10_000;
export const MAX_RUN_STACK = FUNCTION_COUNT * MAX_RUN_STEPS;
/** Largest board any export accepts (rows * cols); RoboZZle's boards are 12 x 16, the campaign's at most 10 x 12. */
export const MAX_BOARD_CELLS = 65_536;
export const PAINT_RED = 1;
export const PAINT_GREEN = 2;
export const PAINT_BLUE = 4;
