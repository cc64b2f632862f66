/**
 * The checks of a run state the step-by-step run did not make (a copy, a replay): every field the
 * run reads, checked once, so bad input throws a PlantankInputError naming the field.
 */
import type { Board } from './grid.ts';
import { checkInteger, isRecord, PlantankInputError, show } from './inputError.ts';
import { emptyStack, load, NO_SLOTS, type Core } from './runCore.ts';
import { OUTCOMES, RUN_EVENTS, type RunEvent, type StackFrame } from './runState.ts';
import type { Level, Outcome, Program } from './types.ts';
import { FUNCTION_COUNT, MAX_RUN_STACK, MAX_RUN_STEPS, MAX_SLOTS } from './types.ts';
import { checkLevel, checkProgram } from './validate.ts';

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
export function coreOfUnknown(state: Record<string, unknown>): Core {
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
export function outcomeOf(state: unknown): Outcome | null {
  if (!isRecord(state)) throw new PlantankInputError('state', `state must be a RunState from createRun, got ${show(state)}`);
  const { outcome } = state;
  if (outcome !== null && !OUTCOMES.has(outcome)) throw new PlantankInputError('state.outcome', `state.outcome must be null or an Outcome, got ${show(outcome)}`);
  return outcome as Outcome | null;
}

/** The fields runResultOf reads from a finished state it did not make. */
export function checkFinished(state: Record<string, unknown>): void {
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
