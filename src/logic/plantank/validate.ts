/**
 * Entry checks shared by the public functions: a level, a program, run limits. Each runs once per
 * call, never per step, and throws PlantankInputError (LevelFormatError for levels) naming the field.
 */
import type { Board } from './grid.ts';
import { boardOf, LevelFormatError } from './grid.ts';
import { checkInteger, checkRecord, isRecord, PlantankInputError, show } from './inputError.ts';
import type { Instruction, Level, Program, RunResult } from './types.ts';
import { DEFAULT_MAX_STACK, DEFAULT_MAX_STEPS, FUNCTION_COUNT, MAX_RUN_STACK, MAX_RUN_STEPS, MAX_SLOTS } from './types.ts';

/** Every field of a Level: types, slot counts, paints, then the board (cached per level object). */
export function checkLevel(level: unknown, name = 'level'): Board {
  if (!isRecord(level)) throw new LevelFormatError(`${name} must be a level object, got ${show(level)}`, name);
  const { id, title, description, solution, subLengths, allowedCommands, grid, colors, items, start } = level;
  // One test on the path every run takes; the error path below finds which field failed.
  const valid = typeof id === 'string' && typeof title === 'string'
    && (description === undefined || typeof description === 'string') && (solution === undefined || typeof solution === 'string')
    && Array.isArray(subLengths) && subLengths.length === FUNCTION_COUNT && allSlotCounts(subLengths)
    && typeof allowedCommands === 'number' && Number.isInteger(allowedCommands) && allowedCommands >= 0 && allowedCommands <= 7;
  if (!valid) throwLevelFieldError(level, name);
  return boardOf(level as unknown as Level, grid, colors, items, start, name);
}

function allSlotCounts(subLengths: unknown[]): boolean {
  for (let f = 0; f < FUNCTION_COUNT; f++) if (!isSlotCount(subLengths[f])) return false;
  return true;
}

function isSlotCount(n: unknown): boolean {
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= MAX_SLOTS;
}

function throwLevelFieldError(level: Record<string, unknown>, name: string): never {
  const { id, title, description, solution, subLengths, allowedCommands } = level;
  if (typeof id !== 'string') throw new LevelFormatError(`id must be a string, got ${show(id)}`, `${name}.id`);
  if (typeof title !== 'string') throw new LevelFormatError(`title must be a string, got ${show(title)}`, `${name}.title`);
  if (description !== undefined && typeof description !== 'string') {
    throw new LevelFormatError(`description must be a string, got ${show(description)}`, `${name}.description`);
  }
  if (solution !== undefined && typeof solution !== 'string') throw new LevelFormatError(`solution must be a string, got ${show(solution)}`, `${name}.solution`);
  if (!Array.isArray(subLengths) || subLengths.length !== FUNCTION_COUNT) {
    throw new LevelFormatError(`subLengths must list ${FUNCTION_COUNT} slot counts, got ${show(subLengths)}`, `${name}.subLengths`);
  }
  for (let f = 0; f < FUNCTION_COUNT; f++) {
    const n: unknown = subLengths[f];
    if (!isSlotCount(n)) throw new LevelFormatError(`subLengths[${f}] (F${f + 1}) must be 0..${MAX_SLOTS}, got ${show(n)}`, `${name}.subLengths[${f}]`);
  }
  throw new LevelFormatError(`allowedCommands must be 0..7, got ${show(allowedCommands)}`, `${name}.allowedCommands`);
}

const CONDITIONS: ReadonlySet<unknown> = new Set([null, 'R', 'G', 'B']);
const COLORS: ReadonlySet<unknown> = new Set(['R', 'G', 'B']);

/** One instruction: a condition (null or a colour) and an action; a call names F1..F5 only. */
export function checkInstruction(value: unknown, field: string): Instruction {
  if (!isValidInstruction(value)) throwInstructionError(value, field);
  return value as Instruction;
}

function isValidInstruction(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { condition, action } = value as Record<string, unknown>;
  if (!CONDITIONS.has(condition) || typeof action !== 'object' || action === null) return false;
  const { kind } = action as Record<string, unknown>;
  if (kind === 'forward' || kind === 'left' || kind === 'right') return true;
  if (kind === 'call') {
    const fn = (action as Record<string, unknown>).fn;
    return typeof fn === 'number' && Number.isInteger(fn) && fn >= 0 && fn < FUNCTION_COUNT;
  }
  return kind === 'paint' && COLORS.has((action as Record<string, unknown>).color);
}

function throwInstructionError(value: unknown, field: string): never {
  if (!isRecord(value)) throw new PlantankInputError(field, `${field} must be null or an instruction {condition, action}, got ${show(value)}`);
  const { condition, action } = value;
  if (!CONDITIONS.has(condition)) throw new PlantankInputError(`${field}.condition`, `${field}.condition must be null, 'R', 'G' or 'B', got ${show(condition)}`);
  if (!isRecord(action)) throw new PlantankInputError(`${field}.action`, `${field}.action must be an object {kind, ...}, got ${show(action)}`);
  if (action.kind === 'call') {
    const fn = action.fn;
    const which = typeof fn === 'number' && Number.isInteger(fn) && fn >= FUNCTION_COUNT && fn < 1e6 ? `F${fn + 1}` : `fn ${show(fn)}`;
    throw new PlantankInputError(`${field}.action.fn`, `${field} calls ${which}, which does not exist: only F1..F${FUNCTION_COUNT} (fn 0..${FUNCTION_COUNT - 1})`);
  }
  if (action.kind === 'paint') throw new PlantankInputError(`${field}.action.color`, `${field}.action.color must be 'R', 'G' or 'B', got ${show(action.color)}`);
  throw new PlantankInputError(`${field}.action.kind`, `${field}.action.kind must be forward, left, right, call or paint, got ${show(action.kind)}`);
}

/**
 * A Program object: at most FUNCTION_COUNT functions (missing ones are empty), each at most
 * MAX_SLOTS slots, each slot null or a valid instruction.
 */
export function checkProgram(program: unknown, name = 'program'): Program {
  if (!isRecord(program)) throw new PlantankInputError(name, `${name} must be a program {functions} or its text, got ${show(program)}`);
  const functions = program.functions;
  if (!Array.isArray(functions) || functions.length > FUNCTION_COUNT) {
    throw new PlantankInputError(`${name}.functions`, `${name}.functions must be an array of at most ${FUNCTION_COUNT} functions, got ${show(functions)}`);
  }
  for (let f = 0; f < functions.length; f++) {
    const slots: unknown = functions[f];
    if (!Array.isArray(slots) || slots.length > MAX_SLOTS) {
      throw new PlantankInputError(`${name}.functions[${f}]`, `${name}.functions[${f}] (F${f + 1}) must be an array of at most ${MAX_SLOTS} slots, got ${show(slots)}`);
    }
    for (let i = 0; i < slots.length; i++) {
      const slot: unknown = slots[i];
      if (slot !== null && !isValidInstruction(slot)) throwInstructionError(slot, `${name}.functions[${f}][${i}]`);
    }
  }
  return program as unknown as Program;
}

/** RunLimits with defaults filled in: positive integers up to MAX_RUN_STEPS and MAX_RUN_STACK. */
export function checkLimits(options: unknown, name = 'options'): { maxSteps: number; maxStack: number } {
  if (options === undefined) return { maxSteps: DEFAULT_MAX_STEPS, maxStack: DEFAULT_MAX_STACK };
  const record = checkRecord(options, name);
  const { maxSteps, maxStack } = record;
  return {
    maxSteps: maxSteps === undefined ? DEFAULT_MAX_STEPS : checkInteger(maxSteps, `${name}.maxSteps`, 1, MAX_RUN_STEPS),
    maxStack: maxStack === undefined ? DEFAULT_MAX_STACK : checkInteger(maxStack, `${name}.maxStack`, 1, MAX_RUN_STACK),
  };
}

const OUTCOMES: ReadonlySet<unknown> = new Set(['won', 'fell', 'outOfFuel', 'programEnded', 'infiniteLoop', 'stackOverflow']);

/** A RunResult's shape: an outcome, counts, the final cell (one off the board after a fall), the optional details. */
export function checkRunResult(value: unknown, name = 'result'): RunResult {
  const result = checkRecord(value, name);
  if (!OUTCOMES.has(result.outcome)) throw new PlantankInputError(`${name}.outcome`, `${name}.outcome must be an Outcome, got ${show(result.outcome)}`);
  for (const key of ['steps', 'calls', 'skipped', 'maxStack', 'starsLeft']) checkInteger(result[key], `${name}.${key}`, 0, Number.MAX_SAFE_INTEGER);
  const final = checkRecord(result.final, `${name}.final`);
  checkInteger(final.row, `${name}.final.row`, -1, Number.MAX_SAFE_INTEGER);
  checkInteger(final.col, `${name}.final.col`, -1, Number.MAX_SAFE_INTEGER);
  checkInteger(final.dir, `${name}.final.dir`, 0, 5);
  if (result.fellFrom !== undefined) {
    const fellFrom = checkRecord(result.fellFrom, `${name}.fellFrom`);
    checkInteger(fellFrom.row, `${name}.fellFrom.row`, 0, Number.MAX_SAFE_INTEGER);
    checkInteger(fellFrom.col, `${name}.fellFrom.col`, 0, Number.MAX_SAFE_INTEGER);
  }
  if (result.loop !== undefined) {
    const loop = checkRecord(result.loop, `${name}.loop`);
    checkInteger(loop.fn, `${name}.loop.fn`, 0, FUNCTION_COUNT - 1);
    checkInteger(loop.caller, `${name}.loop.caller`, 0, FUNCTION_COUNT - 1);
  }
  return value as RunResult;
}
