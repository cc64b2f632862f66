/**
 * The step-by-step form of the interpreter, for animation and the Step button: an immutable run
 * state advanced one non-empty slot at a time, under the same rules (docs/plantank-rules.md, "Execution")
 * as the fast form in compiledRun.ts; a property test checks that both agree.
 *
 * Inside, a run is a mutable Core (runCore.ts). Public states are snapshots of a Core; a state this
 * module did not make is checked field by field first (runStateCheck.ts).
 */
import type { Board } from './grid.ts';
import { PlantankInputError, show } from './inputError.ts';
import { parseProgram } from './programText.ts';
import { advance, emptyStack, load, push, settle, type Core } from './runCore.ts';
import { RUN_EVENTS, STEP_EVENTS, type RunEvent, type RunState, type StackFrame } from './runState.ts';
import { checkFinished, coreOfUnknown, outcomeOf } from './runStateCheck.ts';
import type { Level, Outcome, Program, RunLimits, RunResult } from './types.ts';
import { checkLevel, checkLimits, checkProgram } from './validate.ts';

export type { RunEvent, RunState, StackFrame } from './runState.ts';

/** States this module made, with their level's board: stepping them needs no checks. */
const trusted = new WeakMap<object, Board>();

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

/** Publishes the state a call reached, and gives its stack arrays back. */
function done(core: Core): RunState {
  const state = publish(core);
  release(core);
  return state;
}

// A Core lives for one call (publish copies its frames out), so the steps of trusted states share
// one set of stack arrays rather than allocating five each, a run animating at 60 steps a second.
let shared = emptyStack();

/** Keeps the arrays a call may have grown, for the next call. */
function release(core: Core): void {
  shared = { depth: 0, fns: core.fns, slots: core.slots, entries: core.entries, prevSame: core.prevSame, tops: core.tops };
}

function coreOfTrusted(state: RunState, board: Board): Core {
  shared.tops.fill(-1);
  return {
    level: state.level, program: state.program, board, maxSteps: state.maxSteps, maxStackLimit: state.maxStackLimit,
    row: state.row, col: state.col, dir: state.dir, colors: state.colors, items: state.items,
    starsLeft: state.starsLeft, starsTaken: state.starsTaken,
    ...shared,
    published: [], clean: 0,
    steps: state.steps, calls: state.calls, skipped: state.skipped, maxStack: state.maxStack,
    event: state.event, executedFn: state.executed?.fn ?? -1, executedSlot: state.executed?.slot ?? -1, outcome: state.outcome,
  };
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
  return done(core);
}

/** Runs until the next step (forward, turn or paint) has been taken, or the run ends. */
export function stepToNextAction(state: RunState): RunState {
  if (outcomeOf(state) !== null) return state;
  const core = coreOf(state);
  do advance(core);
  while (core.outcome === null && !STEP_EVENTS.has(core.event));
  return done(core);
}

/** Runs to the end at once (the player's "Skip to the end"), by the same rules as stepRun. A finished run is returned unchanged. */
export function finishRun(state: RunState): RunState {
  if (outcomeOf(state) !== null) return state;
  const core = coreOf(state);
  while (core.outcome === null) advance(core);
  return done(core);
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
  return resultOf(outcome, state);
}

/** A finished run's RunResult, from a state or a Core; fresh objects, so no extra field of a foreign state gets in. */
function resultOf(outcome: Outcome, run: Pick<RunState, 'steps' | 'calls' | 'skipped' | 'maxStack' | 'starsLeft' | 'row' | 'col' | 'dir' | 'fellFrom' | 'loop'>): RunResult {
  const result: RunResult = {
    outcome,
    steps: run.steps, calls: run.calls, skipped: run.skipped, maxStack: run.maxStack,
    starsLeft: run.starsLeft,
    final: { row: run.row, col: run.col, dir: run.dir },
  };
  if (run.fellFrom) result.fellFrom = { row: run.fellFrom.row, col: run.fellFrom.col };
  if (run.loop) result.loop = { fn: run.loop.fn, caller: run.loop.caller };
  return result;
}

/** Runs to the end one slot at a time, by the same rules as stepRun (for tests and replays). */
export function runBySteps(level: Level, program: Program | string, options?: RunLimits): RunResult {
  const core = createCore(level, program, options);
  while (core.outcome === null) advance(core);
  return resultOf(core.outcome, core);
}
