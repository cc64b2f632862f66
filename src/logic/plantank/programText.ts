/**
 * RoboZZle's solution string (docs/plantank-rules.md, "Program"): each non-empty slot is two characters,
 * condition `_` `r` `g` `b` then action `F` `L` `R` `1`-`5` or `r` `g` `b` (paint); each function
 * ends with `|`. Empty slots are not written, so a gap inside a function closes up when printed
 * and parsed again; that never changes a run, because empty slots are skipped and counted nowhere.
 */
import { PlantankInputError, show } from './inputError.ts';
import type { Action, Color, Instruction, Level, Program, Slot } from './types.ts';
import { FUNCTION_COUNT, MAX_SLOTS, PAINT_BLUE, PAINT_GREEN, PAINT_RED } from './types.ts';
import { checkInstruction, checkLevel, checkProgram } from './validate.ts';

/**
 * Longest text parseProgram reads: ten times the longest program (5 functions of 10 two-character
 * slots and their '|'), so a pasted novel is refused at once instead of parsed.
 */
export const MAX_PROGRAM_TEXT_LENGTH = 1_000;

/** Thrown for any text that is not a program (or not one the given level allows). */
export class ProgramParseError extends PlantankInputError {
  /** 0-based index into the text. */
  readonly position: number;
  readonly reason: string;
  constructor(position: number, reason: string) {
    super('program', `${reason} (at character ${position + 1} of the program)`);
    this.name = 'ProgramParseError';
    this.position = position;
    this.reason = reason;
  }
}

/** A slot's condition by its character: `_` any colour, `r` `g` `b` that colour. */
export const CONDITION_OF_CHAR: Readonly<Record<string, Color | null>> = { _: null, r: 'R', g: 'G', b: 'B' };
/** The allowedCommands bit that lets a level paint each colour. */
export const PAINT_BIT: Readonly<Record<Color, number>> = { R: PAINT_RED, G: PAINT_GREEN, B: PAINT_BLUE };
const COLOR_NAME: Readonly<Record<Color, string>> = { R: 'red', G: 'green', B: 'blue' };

/** A slot's action by its character (`F` `L` `R` `1`-`5` `r` `g` `b`); undefined for any other character. */
export function actionOfChar(ch: string): Action | undefined {
  switch (ch) {
    case 'F': return { kind: 'forward' };
    case 'L': return { kind: 'left' };
    case 'R': return { kind: 'right' };
    case 'r': return { kind: 'paint', color: 'R' };
    case 'g': return { kind: 'paint', color: 'G' };
    case 'b': return { kind: 'paint', color: 'B' };
    default:
      if (ch >= '1' && ch <= String(FUNCTION_COUNT)) return { kind: 'call', fn: Number(ch) - 1 };
      return undefined;
  }
}

function actionChar(action: Action): string {
  switch (action.kind) {
    case 'forward': return 'F';
    case 'left': return 'L';
    case 'right': return 'R';
    case 'call': return String(action.fn + 1);
    case 'paint': return action.color.toLowerCase();
  }
}

/** The two-character code of one instruction, e.g. `_F` or `r2`. */
export function formatInstruction(instruction: Instruction): string {
  checkInstruction(instruction, 'instruction');
  return instructionCode(instruction);
}

function instructionCode(instruction: Instruction): string {
  const cond = instruction.condition === null ? '_' : instruction.condition.toLowerCase();
  return cond + actionChar(instruction.action);
}

/**
 * Parses a solution string. Without a level, each function gets exactly its written instructions.
 * With a level, functions get the level's slot counts (padded with empty slots) and anything the
 * level does not allow (too many instructions, calls to absent functions, disallowed paints) is
 * rejected. Accepts 1..5 functions (missing trailing ones are empty); prints always 5. A function
 * holds at most MAX_SLOTS instructions, with or without a level.
 */
export function parseProgram(text: string, level?: Level): Program {
  if (typeof text !== 'string') throw new PlantankInputError('text', `text must be a program string, got ${show(text)}`);
  if (level !== undefined) checkLevel(level);
  if (text.length > MAX_PROGRAM_TEXT_LENGTH) {
    throw new ProgramParseError(MAX_PROGRAM_TEXT_LENGTH, `the text is ${text.length} characters long; a program is at most ${FUNCTION_COUNT * (2 * MAX_SLOTS + 1)}`);
  }
  const functions: Instruction[][] = [[]];
  const positions: number[][] = [[]];
  let i = 0;
  while (i < text.length) {
    const ch = text[i] as string;
    if (ch === '|') {
      if (functions.length === FUNCTION_COUNT) {
        if (i + 1 < text.length) throw new ProgramParseError(i + 1, `text after the end of F${FUNCTION_COUNT}`);
        return finish(functions, positions, text, level);
      }
      functions.push([]);
      positions.push([]);
      i++;
      continue;
    }
    const condition = CONDITION_OF_CHAR[ch];
    if (condition === undefined) {
      throw new ProgramParseError(i, `expected a condition (_ r g b) or '|', got ${describeChar(ch)}`);
    }
    if (i + 1 >= text.length) throw new ProgramParseError(i, `condition '${ch}' has no action after it`);
    const actionCh = text[i + 1] as string;
    const action = actionOfChar(actionCh);
    if (action === undefined) {
      throw new ProgramParseError(i + 1, `expected an action (F L R 1-${FUNCTION_COUNT} r g b), got ${describeChar(actionCh)}`);
    }
    (functions[functions.length - 1] as Instruction[]).push({ condition, action });
    (positions[positions.length - 1] as number[]).push(i);
    i += 2;
  }
  // Text ending right after a '|' leaves the remaining functions empty.
  if (text.endsWith('|')) return finish(functions.slice(0, -1), positions.slice(0, -1), text, level);
  if (text.length === 0) throw new ProgramParseError(0, "empty text: a program is at least F1 closed by '|'");
  throw new ProgramParseError(text.length, `F${functions.length} is not closed by '|'`);
}

function describeChar(ch: string): string {
  const code = ch.codePointAt(0) ?? 0;
  return code >= 0x21 && code <= 0x7e ? `'${ch}'` : `character code ${code}`;
}

function finish(functions: Instruction[][], positions: number[][], text: string, level: Level | undefined): Program {
  while (functions.length < FUNCTION_COUNT) {
    functions.push([]);
    positions.push([]);
  }
  if (!level) {
    functions.forEach((instructions, f) => {
      if (instructions.length > MAX_SLOTS) {
        throw new ProgramParseError((positions[f] as number[])[MAX_SLOTS] as number, `F${f + 1} has ${instructions.length} instructions but a function has at most ${MAX_SLOTS} slots`);
      }
    });
    return { functions };
  }
  const allowed = level.allowedCommands;
  const slotted: Slot[][] = [];
  for (let f = 0; f < FUNCTION_COUNT; f++) {
    const instructions = functions[f] as Instruction[];
    const slots = level.subLengths[f] as number;
    if (instructions.length > slots) {
      const at = (positions[f] as number[])[slots] ?? text.length;
      const reason = slots === 0
        ? `F${f + 1} does not exist in this level`
        : `F${f + 1} has ${instructions.length} instructions but this level gives it ${slots} slots`;
      throw new ProgramParseError(at, reason);
    }
    instructions.forEach((instruction, k) => {
      const at = (positions[f] as number[])[k] as number;
      const { action } = instruction;
      if (action.kind === 'call' && (level.subLengths[action.fn] ?? 0) <= 0) {
        throw new ProgramParseError(at + 1, `F${action.fn + 1} does not exist in this level`);
      }
      if (action.kind === 'paint' && (allowed & PAINT_BIT[action.color]) === 0) {
        throw new ProgramParseError(at + 1, `painting ${COLOR_NAME[action.color]} is not allowed in this level`);
      }
    });
    const row: Slot[] = [...instructions];
    while (row.length < slots) row.push(null);
    slotted.push(row);
  }
  return { functions: slotted };
}

/** Prints RoboZZle's solution string: always five functions, empty slots left out. */
export function formatProgram(program: Program): string {
  checkProgram(program);
  let out = '';
  for (let f = 0; f < FUNCTION_COUNT; f++) {
    for (const slot of program.functions[f] ?? []) {
      if (slot) out += instructionCode(slot);
    }
    out += '|';
  }
  return out;
}

/** A program with the level's slot counts, every slot empty. */
export function emptyProgram(level: Level): Program {
  checkLevel(level);
  const functions: Slot[][] = [];
  for (let f = 0; f < FUNCTION_COUNT; f++) {
    functions.push(new Array<Slot>(Math.max(0, level.subLengths[f] ?? 0)).fill(null));
  }
  return { functions };
}

/** Non-empty slots: the number par is measured in. */
export function instructionCount(program: Program): number {
  checkProgram(program);
  let n = 0;
  for (const fn of program.functions) for (const slot of fn) if (slot) n++;
  return n;
}
