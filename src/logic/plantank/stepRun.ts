/**
 * The step-by-step form of the interpreter, for animation and the Step button: an immutable run
 * state advanced one non-empty slot at a time, under the same rules (docs/plantank-rules.md, "Execution")
 * as the fast form in compiledRun.ts; a property test checks that both agree.
 *
 * Inside, a run is a mutable Core whose stack keeps, per frame, the next frame below it of the same
 * function: a call finds the frame the infinite-loop rule needs, and a return restores it, in O(1),
 * so a run costs the same per slot at any stack depth. Public states are snapshots of a Core.
 */
import type { Board } from './grid.ts';
import { step } from './grid.ts';
import { checkInteger, isRecord, PlantankInputError, show } from './inputError.ts';
import { parseProgram } from './programText.ts';
import type { Instruction, Level, Outcome, Program, RunLimits, RunResult, Slot } from './types.ts';
import { FUNCTION_COUNT, MAX_RUN_STACK, MAX_RUN_STEPS, MAX_SLOTS } from './types.ts';
import { checkLevel, checkLimits, checkProgram } from './validate.ts';

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
const RUN_EVENTS: ReadonlySet<unknown> = new Set(['start', 'forward', 'star', 'turn', 'paint', 'call', 'skip', 'fell', 'won']);
const OUTCOMES: ReadonlySet<unknown> = new Set(['won', 'fell', 'outOfFuel', 'programEnded', 'infiniteLoop', 'stackOverflow']);
const NO_SLOTS: readonly Slot[] = [];

interface Core {
  level: Level;
  program: Program;
  board: Board;
  maxSteps: number;
  maxStackLimit: number;
  row: number;
  col: number;
  dir: number;
  colors: readonly string[];
  items: readonly string[];
  starsLeft: number;
  starsTaken: number;
  /**
   * The stack, bottom first: `depth` frames, one entry per frame in each array (function, slot,
   * steps at entry). Typed arrays that only grow, so deep recursion never reallocates per call.
   */
  depth: number;
  fns: Int32Array;
  slots: Int32Array;
  entries: Int32Array;
  /** prevSame[i]: index of the nearest frame below frame i running the same function, or -1. */
  prevSame: Int32Array;
  /** tops[fn]: index of the topmost frame running fn, or -1. */
  tops: Int32Array;
  /** The frames as last published; the bottom `clean` of them have not changed since. */
  published: readonly StackFrame[];
  clean: number;
  steps: number;
  calls: number;
  skipped: number;
  maxStack: number;
  event: RunEvent;
  executedFn: number;
  executedSlot: number;
  outcome: Outcome | null;
  fellFrom?: { row: number; col: number };
  loop?: { fn: number; caller: number };
}

/** States this module made, with their level's board: stepping them needs no checks. */
const trusted = new WeakMap<object, Board>();

const INITIAL_FRAMES = 64;

function emptyStack(): Pick<Core, 'depth' | 'fns' | 'slots' | 'entries' | 'prevSame' | 'tops'> {
  return {
    depth: 0,
    fns: new Int32Array(INITIAL_FRAMES), slots: new Int32Array(INITIAL_FRAMES),
    entries: new Int32Array(INITIAL_FRAMES), prevSame: new Int32Array(INITIAL_FRAMES),
    tops: new Int32Array(FUNCTION_COUNT).fill(-1),
  };
}

function grown(array: Int32Array): Int32Array {
  const out = new Int32Array(array.length * 2);
  out.set(array);
  return out;
}

function push(core: Core, fn: number, slot: number, entrySteps: number): void {
  const i = core.depth;
  if (i === core.fns.length) {
    core.fns = grown(core.fns);
    core.slots = grown(core.slots);
    core.entries = grown(core.entries);
    core.prevSame = grown(core.prevSame);
  }
  core.prevSame[i] = core.tops[fn] as number;
  core.tops[fn] = i;
  core.fns[i] = fn;
  core.slots[i] = slot;
  core.entries[i] = entrySteps;
  core.depth = i + 1;
}

function pop(core: Core): void {
  const i = --core.depth;
  core.tops[core.fns[i] as number] = core.prevSame[i] as number;
  if (i < core.clean) core.clean = i;
}

function setSlot(core: Core, index: number, slot: number): void {
  core.slots[index] = slot;
  if (index < core.clean) core.clean = index;
}

/** Moves the top frame to its next non-empty slot, returning from finished frames (spec "Execution" 2-3). */
function settle(core: Core): void {
  while (core.depth > 0) {
    const top = core.depth - 1;
    const slots = core.program.functions[core.fns[top] as number] ?? NO_SLOTS;
    const from = core.slots[top] as number;
    let slot = from;
    while (slot < slots.length && !slots[slot]) slot++;
    if (slot < slots.length) {
      if (slot !== from) setSlot(core, top, slot);
      return;
    }
    pop(core);
    if (top > 0) setSlot(core, top - 1, (core.slots[top - 1] as number) + 1);
  }
}

/** After a slot that did not end the run: on to the next slot; F1 running out ends the program (rule 2). */
function moveOn(core: Core): void {
  const top = core.depth - 1;
  setSlot(core, top, (core.slots[top] as number) + 1);
  settle(core);
  if (core.depth === 0) core.outcome = 'programEnded';
}

/** Executes exactly one non-empty slot of a running Core. */
function advance(core: Core): void {
  const top = core.depth - 1;
  const fn = core.fns[top] as number;
  const slot = core.slots[top] as number;
  const instruction = (core.program.functions[fn] as Slot[])[slot] as Instruction;
  core.executedFn = fn;
  core.executedSlot = slot;
  const { row, col } = core;

  if (instruction.condition !== null && instruction.condition !== core.colors[row]?.[col]) {
    core.skipped++;
    core.event = 'skip';
    moveOn(core);
    return;
  }
  const action = instruction.action;
  if (action.kind === 'call') {
    const g = action.fn;
    core.event = 'call';
    const earlier = core.tops[g] as number;
    if (earlier >= 0 && core.entries[earlier] === core.steps) {
      core.outcome = 'infiniteLoop';
      core.loop = { fn: g, caller: fn };
      return;
    }
    if (core.depth >= core.maxStackLimit) {
      core.outcome = 'stackOverflow';
      return;
    }
    push(core, g, 0, core.steps);
    core.calls++;
    if (core.depth > core.maxStack) core.maxStack = core.depth;
    settle(core);
    if (core.depth === 0) core.outcome = 'programEnded';
    return;
  }

  core.steps++;
  const outOfFuel = core.steps >= core.maxSteps;
  if (action.kind === 'forward') {
    const to = step(core.board.grid, row, col, core.dir);
    const item = core.items[to.row]?.[to.col];
    core.row = to.row;
    core.col = to.col;
    if (item === undefined || item === '#') {
      core.event = 'fell';
      core.outcome = 'fell';
      core.fellFrom = { row, col };
      return;
    }
    if (item === '*') {
      core.starsLeft--;
      core.starsTaken++;
      core.items = replaceCell(core.items, to.row, to.col, '.');
      if (core.starsLeft === 0) {
        core.event = 'won';
        core.outcome = 'won';
        return;
      }
      core.event = 'star';
    } else {
      core.event = 'forward';
    }
  } else if (action.kind === 'paint') {
    core.colors = replaceCell(core.colors, row, col, action.color);
    core.event = 'paint';
  } else {
    const n = core.board.dirCount;
    core.dir = action.kind === 'left' ? (core.dir + n - 1) % n : (core.dir + 1) % n;
    core.event = 'turn';
  }
  if (outOfFuel) core.outcome = 'outOfFuel';
  else moveOn(core);
}

function replaceCell(rows: readonly string[], row: number, col: number, ch: string): string[] {
  const out = [...rows];
  const old = out[row] ?? '';
  out[row] = old.slice(0, col) + ch + old.slice(col + 1);
  return out;
}

function createCore(level: Level, program: Program | string, options: RunLimits | undefined): Core {
  const board = checkLevel(level);
  const { maxSteps, maxStack } = checkLimits(options);
  const parsed = typeof program === 'string' ? parseProgram(program, level) : checkProgram(program);
  const core: Core = {
    level, program: parsed, board, maxSteps, maxStackLimit: maxStack,
    row: board.startRow, col: board.startCol, dir: board.startDir,
    colors: level.colors, items: level.items,
    starsLeft: board.starCount, starsTaken: 0,
    ...emptyStack(),
    published: [], clean: 0,
    steps: 0, calls: 0, skipped: 0, maxStack: 1,
    event: 'start', executedFn: -1, executedSlot: -1, outcome: null,
  };
  push(core, 0, 0, 0);
  settle(core);
  core.outcome = board.starCount === 0 ? 'won' : core.depth === 0 ? 'programEnded' : null;
  return core;
}

/** The public snapshot of a Core; the Core may go on changing afterwards. */
function publish(core: Core): RunState {
  const depth = core.depth;
  const stack = new Array<StackFrame>(depth);
  const clean = Math.min(core.clean, depth);
  for (let i = 0; i < clean; i++) stack[i] = core.published[i] as StackFrame;
  for (let i = clean; i < depth; i++) stack[i] = { fn: core.fns[i] as number, slot: core.slots[i] as number, entrySteps: core.entries[i] as number };
  core.published = stack;
  core.clean = depth;
  const state: { -readonly [K in keyof RunState]: RunState[K] } = {
    level: core.level, program: core.program, maxSteps: core.maxSteps, maxStackLimit: core.maxStackLimit,
    row: core.row, col: core.col, dir: core.dir, colors: core.colors, items: core.items,
    starsLeft: core.starsLeft, starsTaken: core.starsTaken, stack,
    steps: core.steps, calls: core.calls, skipped: core.skipped, maxStack: core.maxStack,
    event: core.event, executed: core.executedFn < 0 ? null : { fn: core.executedFn, slot: core.executedSlot }, outcome: core.outcome,
  };
  if (core.fellFrom) state.fellFrom = core.fellFrom;
  if (core.loop) state.loop = core.loop;
  trusted.set(state, core.board);
  return state;
}

/** A Core to go on from a running state: one this module made is taken as it is, any other is checked field by field. */
function coreOf(state: RunState): Core {
  const board = trusted.get(state);
  if (!board) return coreOfUnknown(state as unknown as Record<string, unknown>);
  const core = coreOfTrusted(state, board);
  load(core, state.stack);
  return core;
}

/** Puts a stack into an empty Core; its frame objects are reused when the Core is published. */
function load(core: Core, frames: readonly StackFrame[]): void {
  for (const frame of frames) push(core, frame.fn, frame.slot, frame.entrySteps);
  core.published = frames;
  core.clean = frames.length;
}

function coreOfTrusted(state: RunState, board: Board): Core {
  return {
    level: state.level, program: state.program, board, maxSteps: state.maxSteps, maxStackLimit: state.maxStackLimit,
    row: state.row, col: state.col, dir: state.dir, colors: state.colors, items: state.items,
    starsLeft: state.starsLeft, starsTaken: state.starsTaken,
    ...emptyStack(),
    published: [], clean: 0,
    steps: state.steps, calls: state.calls, skipped: state.skipped, maxStack: state.maxStack,
    event: state.event, executedFn: state.executed?.fn ?? -1, executedSlot: state.executed?.slot ?? -1, outcome: state.outcome,
  };
}

const MAX_COUNT = Number.MAX_SAFE_INTEGER;

/** Rows of the board's size over an alphabet: a state's colours or items. */
function checkCells(value: unknown, board: Board, field: string, alphabet: string): string[] {
  if (!Array.isArray(value) || value.length !== board.rows) {
    throw new PlantankInputError(field, `${field} must be an array of ${board.rows} rows, got ${show(value)}`);
  }
  for (let r = 0; r < board.rows; r++) {
    const row: unknown = value[r];
    if (typeof row !== 'string' || row.length !== board.cols) {
      throw new PlantankInputError(`${field}[${r}]`, `${field}[${r}] must be a string of ${board.cols} cells, got ${show(row)}`);
    }
    for (let c = 0; c < row.length; c++) {
      if (!alphabet.includes(row[c] as string)) throw new PlantankInputError(`${field}[${r}]`, `${field}[${r}] col ${c}: ${show(row[c])} is not one of ${alphabet}`);
    }
  }
  return value as string[];
}

function checkFrame(value: unknown, field: string, program: Program, steps: number, isTop: boolean): StackFrame {
  if (!isRecord(value)) throw new PlantankInputError(field, `${field} must be a frame {fn, slot, entrySteps}, got ${show(value)}`);
  const fn = checkInteger(value.fn, `${field}.fn`, 0, FUNCTION_COUNT - 1);
  const slots = program.functions[fn] ?? NO_SLOTS;
  if (slots.length === 0) throw new PlantankInputError(`${field}.fn`, `${field}.fn is F${fn + 1}, which has no slots to be in`);
  const slot = checkInteger(value.slot, `${field}.slot`, 0, slots.length - 1);
  if (isTop && !slots[slot]) throw new PlantankInputError(`${field}.slot`, `${field}.slot must point at an instruction, but F${fn + 1} slot ${slot} is empty`);
  const entrySteps = checkInteger(value.entrySteps, `${field}.entrySteps`, 0, steps);
  return { fn, slot, entrySteps };
}

/** A state from elsewhere (a copy, a replay): every field the run reads is checked once here. */
function coreOfUnknown(state: Record<string, unknown>): Core {
  const board = checkLevel(state.level, 'state.level');
  const program = checkProgram(state.program, 'state.program');
  const maxSteps = checkInteger(state.maxSteps, 'state.maxSteps', 1, MAX_RUN_STEPS);
  const maxStackLimit = checkInteger(state.maxStackLimit, 'state.maxStackLimit', 1, MAX_RUN_STACK);
  // A running state has steps left; a state at its limit would have ended out of fuel.
  const steps = checkInteger(state.steps, 'state.steps', 0, maxSteps - 1);
  const cells = board.rows * board.cols;
  const stack = state.stack;
  if (!Array.isArray(stack) || stack.length < 1 || stack.length > maxStackLimit) {
    throw new PlantankInputError('state.stack', `state.stack of a running state must hold 1 to ${maxStackLimit} (state.maxStackLimit) frames, got ${show(stack)}`);
  }
  const frames = stack.map((frame: unknown, i) => checkFrame(frame, `state.stack[${i}]`, program, steps, i === stack.length - 1));
  const executed = state.executed;
  if (executed !== null) {
    if (!isRecord(executed)) throw new PlantankInputError('state.executed', `state.executed must be null or {fn, slot}, got ${show(executed)}`);
    checkInteger(executed.fn, 'state.executed.fn', 0, FUNCTION_COUNT - 1);
    checkInteger(executed.slot, 'state.executed.slot', 0, MAX_SLOTS - 1);
  }
  if (!RUN_EVENTS.has(state.event)) throw new PlantankInputError('state.event', `state.event must be a RunEvent, got ${show(state.event)}`);
  const core: Core = {
    level: state.level as Level, program, board, maxSteps, maxStackLimit,
    row: checkInteger(state.row, 'state.row', 0, board.rows - 1),
    col: checkInteger(state.col, 'state.col', 0, board.cols - 1),
    dir: checkInteger(state.dir, 'state.dir', 0, board.dirCount - 1),
    colors: checkCells(state.colors, board, 'state.colors', 'RGB'),
    items: checkCells(state.items, board, 'state.items', '.#*'),
    starsLeft: checkInteger(state.starsLeft, 'state.starsLeft', 1, cells),
    starsTaken: checkInteger(state.starsTaken, 'state.starsTaken', 0, cells),
    ...emptyStack(),
    published: [], clean: 0,
    steps,
    calls: checkInteger(state.calls, 'state.calls', 0, MAX_COUNT),
    skipped: checkInteger(state.skipped, 'state.skipped', 0, MAX_COUNT),
    maxStack: checkInteger(state.maxStack, 'state.maxStack', 1, maxStackLimit),
    event: state.event as RunEvent,
    executedFn: executed === null ? -1 : executed.fn as number,
    executedSlot: executed === null ? -1 : executed.slot as number,
    outcome: null,
  };
  load(core, frames);
  return core;
}

/** The state's outcome, checked: null while it runs. */
function outcomeOf(state: unknown): Outcome | null {
  if (!isRecord(state)) throw new PlantankInputError('state', `state must be a RunState from createRun, got ${show(state)}`);
  const { outcome } = state;
  if (outcome !== null && !OUTCOMES.has(outcome)) throw new PlantankInputError('state.outcome', `state.outcome must be null or an Outcome, got ${show(outcome)}`);
  return outcome as Outcome | null;
}

/** Starts a run. A string is parsed against the level (throws ProgramParseError). */
export function createRun(level: Level, program: Program | string, options?: RunLimits): RunState {
  return publish(createCore(level, program, options));
}

/** Executes exactly one non-empty slot. A finished run is returned unchanged. */
export function stepRun(state: RunState): RunState {
  if (outcomeOf(state) !== null) return state;
  const core = coreOf(state);
  advance(core);
  return publish(core);
}

/** Runs until the next step (forward, turn or paint) has been taken, or the run ends. */
export function stepToNextAction(state: RunState): RunState {
  if (outcomeOf(state) !== null) return state;
  const core = coreOf(state);
  do advance(core);
  while (core.outcome === null && !STEP_EVENTS.has(core.event));
  return publish(core);
}

/** Runs to the end at once (the player's "Skip to the end"), by the same rules as stepRun. A finished run is returned unchanged. */
export function finishRun(state: RunState): RunState {
  if (outcomeOf(state) !== null) return state;
  const core = coreOf(state);
  while (core.outcome === null) advance(core);
  return publish(core);
}

/** True for events that are steps (count against the 1000). */
export function isStepEvent(event: RunEvent): boolean {
  if (!RUN_EVENTS.has(event)) throw new PlantankInputError('event', `event must be a RunEvent, got ${show(event)}`);
  return STEP_EVENTS.has(event);
}

/** The RunResult of a finished run (null while it goes on). */
export function runResultOf(state: RunState): RunResult | null {
  const outcome = outcomeOf(state);
  if (outcome === null) return null;
  if (!trusted.has(state)) checkFinished(state as unknown as Record<string, unknown>);
  const result: RunResult = {
    outcome,
    steps: state.steps, calls: state.calls, skipped: state.skipped, maxStack: state.maxStack,
    starsLeft: state.starsLeft,
    final: { row: state.row, col: state.col, dir: state.dir },
  };
  if (state.fellFrom) result.fellFrom = { row: state.fellFrom.row, col: state.fellFrom.col };
  if (state.loop) result.loop = { fn: state.loop.fn, caller: state.loop.caller };
  return result;
}

/** The fields runResultOf reads from a finished state it did not make. */
function checkFinished(state: Record<string, unknown>): void {
  for (const key of ['steps', 'calls', 'skipped', 'maxStack', 'starsLeft'] as const) checkInteger(state[key], `state.${key}`, 0, MAX_COUNT);
  // After a fall the tank is on the cell it drove into, possibly just off the board.
  checkInteger(state.row, 'state.row', -1, MAX_COUNT);
  checkInteger(state.col, 'state.col', -1, MAX_COUNT);
  checkInteger(state.dir, 'state.dir', 0, 5);
  const { fellFrom, loop } = state;
  if (fellFrom !== undefined) {
    if (!isRecord(fellFrom)) throw new PlantankInputError('state.fellFrom', `state.fellFrom must be {row, col}, got ${show(fellFrom)}`);
    checkInteger(fellFrom.row, 'state.fellFrom.row', 0, MAX_COUNT);
    checkInteger(fellFrom.col, 'state.fellFrom.col', 0, MAX_COUNT);
  }
  if (loop !== undefined) {
    if (!isRecord(loop)) throw new PlantankInputError('state.loop', `state.loop must be {fn, caller}, got ${show(loop)}`);
    checkInteger(loop.fn, 'state.loop.fn', 0, FUNCTION_COUNT - 1);
    checkInteger(loop.caller, 'state.loop.caller', 0, FUNCTION_COUNT - 1);
  }
}

/** Runs to the end one slot at a time, by the same rules as stepRun (for tests and replays). */
export function runBySteps(level: Level, program: Program | string, options?: RunLimits): RunResult {
  const core = createCore(level, program, options);
  while (core.outcome === null) advance(core);
  const result: RunResult = {
    outcome: core.outcome,
    steps: core.steps, calls: core.calls, skipped: core.skipped, maxStack: core.maxStack,
    starsLeft: core.starsLeft,
    final: { row: core.row, col: core.col, dir: core.dir },
  };
  if (core.fellFrom) result.fellFrom = core.fellFrom;
  if (core.loop) result.loop = core.loop;
  return result;
}
