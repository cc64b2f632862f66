/**
 * The step-by-step run's public state, and the names of its events and outcomes.
 */
import type { Level, Outcome, Program } from './types.ts';

/** What the last stepRun did. 'won' and 'fell' are forward moves; 'star' a forward move onto a star. */
export type RunEvent = 'start' | 'forward' | 'star' | 'turn' | 'paint' | 'call' | 'skip' | 'fell' | 'won';

export interface StackFrame {
  /** 0-based function index (F1 = 0). */
  fn: number;
  /**
   * The top frame: the next slot to run (the slot to highlight). A frame below it: the call slot it
   * is waiting on. When the run has ended, the top frame still points at the slot that ended it.
   */
  slot: number;
  /** Steps taken when this frame was entered (for the infinite-loop rule). */
  entrySteps: number;
}

export interface RunState {
  readonly level: Level;
  readonly program: Program;
  readonly maxSteps: number;
  readonly maxStackLimit: number;
  /** Tank; after a fall, the hole or off-board cell it drove into. */
  readonly row: number;
  readonly col: number;
  readonly dir: number;
  /** The board's colours as painted so far. */
  readonly colors: readonly string[];
  /** The board's items with taken stars turned into '.'. */
  readonly items: readonly string[];
  readonly starsLeft: number;
  readonly starsTaken: number;
  /** Bottom (F1) first. Empty once F1 has ended. */
  readonly stack: readonly StackFrame[];
  readonly steps: number;
  readonly calls: number;
  readonly skipped: number;
  readonly maxStack: number;
  readonly event: RunEvent;
  /** The slot the last stepRun executed (null at the start). */
  readonly executed: { fn: number; slot: number } | null;
  /** null while the run goes on. */
  readonly outcome: Outcome | null;
  readonly fellFrom?: { row: number; col: number };
  readonly loop?: { fn: number; caller: number };
}

export const STEP_EVENTS: ReadonlySet<RunEvent> = new Set(['forward', 'star', 'turn', 'paint', 'fell', 'won']);
export const RUN_EVENTS: ReadonlySet<unknown> = new Set(['start', 'forward', 'star', 'turn', 'paint', 'call', 'skip', 'fell', 'won']);
export const OUTCOMES: ReadonlySet<unknown> = new Set(['won', 'fell', 'outOfFuel', 'programEnded', 'infiniteLoop', 'stackOverflow']);
