/**
 * The step-by-step form of the interpreter, for animation and the Step button: an immutable run
 * state advanced one non-empty slot at a time, under the same rules (spec plantank.md "Execution")
 * as the fast form in compiledRun.ts; a property test checks that both agree.
 */
import { compileBoard, forwardCell, turnLeft, turnRight } from './grid.ts';
import { parseProgram } from './programText.ts';
import type { Level, Outcome, Program, RunLimits, RunResult, Slot } from './types.ts';
import { DEFAULT_MAX_STACK, DEFAULT_MAX_STEPS } from './types.ts';

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

const STEP_EVENTS: ReadonlySet<RunEvent> = new Set(['forward', 'star', 'turn', 'paint', 'fell', 'won']);

/** Starts a run. A string is parsed against the level (throws ProgramParseError). */
export function createRun(level: Level, program: Program | string, options?: RunLimits): RunState {
  const board = compileBoard(level);
  const parsed = typeof program === 'string' ? parseProgram(program, level) : program;
  const stack = settle(parsed, [{ fn: 0, slot: 0, entrySteps: 0 }]);
  return {
    level, program: parsed,
    maxSteps: options?.maxSteps ?? DEFAULT_MAX_STEPS,
    maxStackLimit: Math.max(1, options?.maxStack ?? DEFAULT_MAX_STACK),
    row: level.start.row, col: level.start.col, dir: level.start.dir,
    colors: level.colors, items: level.items,
    starsLeft: board.starCount, starsTaken: 0,
    stack, steps: 0, calls: 0, skipped: 0, maxStack: 1,
    event: 'start', executed: null,
    outcome: board.starCount === 0 ? 'won' : stack.length === 0 ? 'programEnded' : null,
  };
}

/** Moves the top frame to its next non-empty slot, returning from finished frames (spec "Execution" 2-3). */
function settle(program: Program, frames: StackFrame[]): StackFrame[] {
  let stack = frames;
  while (stack.length > 0) {
    const top = stack[stack.length - 1] as StackFrame;
    const slots = program.functions[top.fn] ?? [];
    let slot = top.slot;
    while (slot < slots.length && !slots[slot]) slot++;
    if (slot < slots.length) {
      return slot === top.slot ? stack : [...stack.slice(0, -1), { ...top, slot }];
    }
    stack = stack.slice(0, -1);
    const caller = stack[stack.length - 1];
    if (caller) stack = [...stack.slice(0, -1), { ...caller, slot: caller.slot + 1 }];
  }
  return stack;
}

/** Executes exactly one non-empty slot. A finished run is returned unchanged. */
export function stepRun(state: RunState): RunState {
  if (state.outcome !== null) return state;
  const top = state.stack[state.stack.length - 1] as StackFrame;
  const instruction = (state.program.functions[top.fn] as Slot[])[top.slot] as NonNullable<Slot>;
  const executed = { fn: top.fn, slot: top.slot };
  const { row, col } = state;
  const advanced = (): StackFrame[] => settle(state.program, [...state.stack.slice(0, -1), { ...top, slot: top.slot + 1 }]);
  // The stack after a slot that did not end the run; F1 running out ends the program (rule 2).
  const flow = (stack: StackFrame[]): { stack: StackFrame[]; outcome: Outcome | null } => ({ stack, outcome: stack.length === 0 ? 'programEnded' : null });

  if (instruction.condition !== null && instruction.condition !== state.colors[row]?.[col]) {
    return { ...state, ...flow(advanced()), skipped: state.skipped + 1, event: 'skip', executed };
  }
  const action = instruction.action;
  if (action.kind === 'call') {
    const g = action.fn;
    let earlier: StackFrame | undefined;
    for (let i = state.stack.length - 1; i >= 0 && !earlier; i--) if (state.stack[i]?.fn === g) earlier = state.stack[i];
    if (earlier && earlier.entrySteps === state.steps) {
      return { ...state, event: 'call', executed, outcome: 'infiniteLoop', loop: { fn: g, caller: top.fn } };
    }
    if (state.stack.length >= state.maxStackLimit) return { ...state, event: 'call', executed, outcome: 'stackOverflow' };
    const pushed = [...state.stack, { fn: g, slot: 0, entrySteps: state.steps }];
    const stack = settle(state.program, pushed);
    return { ...state, ...flow(stack), calls: state.calls + 1, maxStack: Math.max(state.maxStack, pushed.length), event: 'call', executed };
  }

  const steps = state.steps + 1;
  const outOfFuel = steps >= state.maxSteps;
  if (action.kind === 'forward') {
    const to = forwardCell(state.level.grid, row, col, state.dir);
    const item = state.items[to.row]?.[to.col];
    if (item === undefined || item === '#') {
      return { ...state, ...to, steps, event: 'fell', executed, outcome: 'fell', fellFrom: { row, col } };
    }
    const moved = { ...state, ...to, steps, executed };
    if (item === '*') {
      const starsLeft = state.starsLeft - 1;
      const items = replaceCell(state.items, to.row, to.col, '.');
      const taken = { ...moved, items, starsLeft, starsTaken: state.starsTaken + 1 };
      if (starsLeft === 0) return { ...taken, event: 'won', outcome: 'won' };
      return outOfFuel ? { ...taken, event: 'star', outcome: 'outOfFuel' } : { ...taken, ...flow(advanced()), event: 'star' };
    }
    return outOfFuel ? { ...moved, event: 'forward', outcome: 'outOfFuel' } : { ...moved, ...flow(advanced()), event: 'forward' };
  }
  const after: RunState = action.kind === 'paint'
    ? { ...state, colors: replaceCell(state.colors, row, col, action.color), steps, event: 'paint', executed }
    : { ...state, dir: action.kind === 'left' ? turnLeft(state.level.grid, state.dir) : turnRight(state.level.grid, state.dir), steps, event: 'turn', executed };
  return outOfFuel ? { ...after, outcome: 'outOfFuel' } : { ...after, ...flow(advanced()) };
}

function replaceCell(rows: readonly string[], row: number, col: number, ch: string): string[] {
  const out = [...rows];
  const old = out[row] ?? '';
  out[row] = old.slice(0, col) + ch + old.slice(col + 1);
  return out;
}

/** Runs until the next step (forward, turn or paint) has been taken, or the run ends. */
export function stepToNextAction(state: RunState): RunState {
  let s = state;
  do {
    s = stepRun(s);
  } while (s.outcome === null && !STEP_EVENTS.has(s.event));
  return s;
}

/** True for events that are steps (count against the 1000). */
export function isStepEvent(event: RunEvent): boolean {
  return STEP_EVENTS.has(event);
}

/** The RunResult of a finished run (null while it goes on). */
export function runResultOf(state: RunState): RunResult | null {
  if (state.outcome === null) return null;
  const result: RunResult = {
    outcome: state.outcome,
    steps: state.steps, calls: state.calls, skipped: state.skipped, maxStack: state.maxStack,
    starsLeft: state.starsLeft,
    final: { row: state.row, col: state.col, dir: state.dir },
  };
  if (state.fellFrom) result.fellFrom = state.fellFrom;
  if (state.loop) result.loop = state.loop;
  return result;
}

/** Runs to the end one slot at a time (slow; for tests and replays). */
export function runBySteps(level: Level, program: Program | string, options?: RunLimits): RunResult {
  let state = createRun(level, program, options);
  while (state.outcome === null) state = stepRun(state);
  return runResultOf(state) as RunResult;
}
