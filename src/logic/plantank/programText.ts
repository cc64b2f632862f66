/**
 * RoboZZle's solution string (docs/plantank-rules.md, "Program"): each non-empty slot is two characters,
 * condition `_` `r` `g` `b` then action `F` `L` `R` `1`-`5` or `r` `g` `b` (paint); each function
 * ends with `|`. Empty slots are not written, so a gap inside a function closes up when printed
 * and parsed again; that never changes a run, because empty slots are skipped and counted nowhere.
 * The editor's draft text (programDraft.ts) is the same text with every slot written, `.` for a
 * slot with no command; both are read here, by one reader.
 */
import { PlantankInputError, quoteChar, show } from './inputError.ts';
import type { Action, Color, Instruction, Level, Program, Slot } from './types.ts';
import { FUNCTION_COUNT, MAX_SLOTS, PAINT_BLUE, PAINT_GREEN, PAINT_RED } from './types.ts';
import { checkInstruction, checkLevel, checkProgram } from './validate.ts';

/**
 * Longest text parseProgram reads: about ten times the longest program (5 functions of 10
 * two-character slots and their '|', 105 characters), so a pasted novel is refused at once instead
 * of parsed, while a shorter text that is too long says where.
 */
export const MAX_PROGRAM_TEXT_LENGTH = 1_000;

/** Which text is read: RoboZZle's solution string, or the editor's draft that keeps every slot. */
export type ProgramForm = 'solution' | 'draft';

/**
 * What is wrong with a program text, for words in any language: `fn` and `slot` count from 1, `char`
 * is the character found, `count` how many slots a function has, `max` how many it may have.
 */
export type ProgramProblem =
  | { code: 'tooLong'; values: { length: number; max: number } }
  | { code: 'emptyText'; values: Record<string, never> }
  | { code: 'unknownCondition' | 'missingCommand' | 'unknownCommand'; values: { char: string; fn: number; slot: number } }
  | { code: 'unclosedFunction' | 'textAfterEnd' | 'noSuchFunction'; values: { fn: number } }
  | { code: 'functionTooLong' | 'tooManySlots'; values: { fn: number; count: number; max: number } }
  | { code: 'paintNotAllowed'; values: { color: Color } };

export type ProgramProblemCode = ProgramProblem['code'];

/** Thrown for any text that is not a program (or not one the given level allows). */
export class ProgramParseError extends PlantankInputError {
  /** 0-based index into the text. */
  readonly position: number;
  /** The problem in English, without its place. */
  readonly reason: string;
  readonly code: ProgramProblemCode;
  readonly values: ProgramProblem['values'];
  constructor(position: number, problem: ProgramProblem, form: ProgramForm = 'solution') {
    const reason = englishReason(problem, form);
    super('program', `${reason} (at character ${position + 1} of the ${form === 'draft' ? 'saved ' : ''}program)`);
    this.name = 'ProgramParseError';
    this.position = position;
    this.reason = reason;
    this.code = problem.code;
    this.values = problem.values;
  }
}

const COLOR_NAME: Readonly<Record<Color, string>> = { R: 'red', G: 'green', B: 'blue' };
const ACTION_CHARS = `F L R 1-${FUNCTION_COUNT} r g b`;

function englishReason({ code, values }: ProgramProblem, form: ProgramForm): string {
  const v = values as Partial<Record<string, string | number>>;
  switch (code) {
    case 'tooLong': return `the text is ${v.length} characters long; program text is read up to ${v.max}`;
    case 'emptyText': return "empty text: a program is at least F1 closed by '|'";
    case 'unknownCondition': return `expected a condition (_ r g b) or '|', got ${quoteChar(String(v.char))}`;
    case 'missingCommand': return `condition ${quoteChar(String(v.char))} has no action after it`;
    case 'unknownCommand': return `expected an action (${ACTION_CHARS}${form === 'draft' ? ", or '.' for none" : ''}), got ${quoteChar(String(v.char))}`;
    case 'unclosedFunction': return `F${v.fn} is not closed by '|'`;
    case 'textAfterEnd': return `text after the end of F${v.fn}`;
    case 'noSuchFunction': return `F${v.fn} does not exist in this level`;
    case 'functionTooLong': return `F${v.fn} has ${v.count} instructions but a function has at most ${v.max} slots`;
    case 'tooManySlots':
      return form === 'draft' ? `F${v.fn} has ${v.count} slots but this level gives it ${v.max}` : `F${v.fn} has ${v.count} instructions but this level gives it ${v.max} slots`;
    case 'paintNotAllowed': return `painting ${COLOR_NAME[v.color as Color]} is not allowed in this level`;
  }
}

/** A slot's condition by its character: `_` any colour, `r` `g` `b` that colour. */
export const CONDITION_OF_CHAR: Readonly<Record<string, Color | null>> = { _: null, r: 'R', g: 'G', b: 'B' };
/** The allowedCommands bit that lets a level paint each colour. */
export const PAINT_BIT: Readonly<Record<Color, number>> = { R: PAINT_RED, G: PAINT_GREEN, B: PAINT_BLUE };
/** The draft's action character for a slot with a colour or nothing, and no command yet. */
const NO_COMMAND = '.';

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

/** The two characters of a slot: `_F`, `r2`; in a draft, `g.` or `_.` for a slot with no command. */
export function slotCode(condition: Color | null, action: Action | null): string {
  return (condition === null ? '_' : condition.toLowerCase()) + (action ? actionChar(action) : NO_COMMAND);
}

/** The two-character code of one instruction, e.g. `_F` or `r2`. */
export function formatInstruction(instruction: Instruction): string {
  checkInstruction(instruction, 'instruction');
  return slotCode(instruction.condition, instruction.action);
}

/** How many slots the level gives function `fn` (0: the level has no such function). */
export function slotCount(level: Pick<Level, 'subLengths'>, fn: number): number {
  return Math.max(0, level.subLengths[fn] ?? 0);
}

/**
 * Whether a level lets a program use an action: forward and the turns always, a call only to a
 * function the level has, a paint only of a colour it allows. The editor's palette and keys, the
 * program reader and the solver all ask this.
 */
export function levelAllows(level: Pick<Level, 'subLengths' | 'allowedCommands'>, action: Action): boolean {
  switch (action.kind) {
    case 'call': return slotCount(level, action.fn) > 0;
    case 'paint': return (level.allowedCommands & PAINT_BIT[action.color]) !== 0;
    default: return true;
  }
}

/** A slot as written: its condition, its action (null: a draft slot with no command yet) and where it starts. */
export interface WrittenSlot {
  condition: Color | null;
  action: Action | null;
  at: number;
}

/**
 * Reads the slots of a program text, five functions (1..5 written, missing trailing ones empty).
 * With a level, anything it does not allow (too many slots, calls to absent functions,
 * disallowed paints) is rejected; without one, a function holds at most MAX_SLOTS.
 */
export function readSlots(text: string, level: Level | undefined, form: ProgramForm): WrittenSlot[][] {
  if (text.length > MAX_PROGRAM_TEXT_LENGTH) fail(MAX_PROGRAM_TEXT_LENGTH, { code: 'tooLong', values: { length: text.length, max: MAX_PROGRAM_TEXT_LENGTH } }, form);
  const functions: WrittenSlot[][] = [[]];
  let i = 0;
  while (i < text.length) {
    const ch = text[i] as string;
    if (ch === '|') {
      if (functions.length === FUNCTION_COUNT) {
        if (i + 1 < text.length) fail(i + 1, { code: 'textAfterEnd', values: { fn: FUNCTION_COUNT } }, form);
        return checkSlots(functions, level, form);
      }
      functions.push([]);
      i++;
      continue;
    }
    const current = functions[functions.length - 1] as WrittenSlot[];
    const where = { fn: functions.length, slot: current.length + 1 };
    const condition = CONDITION_OF_CHAR[ch];
    if (condition === undefined) fail(i, { code: 'unknownCondition', values: { char: ch, ...where } }, form);
    if (i + 1 >= text.length) fail(i, { code: 'missingCommand', values: { char: ch, ...where } }, form);
    const actionCh = text[i + 1] as string;
    const action = form === 'draft' && actionCh === NO_COMMAND ? null : actionOfChar(actionCh);
    if (action === undefined) fail(i + 1, { code: 'unknownCommand', values: { char: actionCh, ...where } }, form);
    current.push({ condition, action, at: i });
    i += 2;
  }
  // Text ending right after a '|' leaves the remaining functions empty.
  if (text.endsWith('|')) return checkSlots(functions.slice(0, -1), level, form);
  if (text.length === 0) fail(0, { code: 'emptyText', values: {} }, form);
  return fail(text.length, { code: 'unclosedFunction', values: { fn: functions.length } }, form);
}

function checkSlots(functions: WrittenSlot[][], level: Level | undefined, form: ProgramForm): WrittenSlot[][] {
  while (functions.length < FUNCTION_COUNT) functions.push([]);
  functions.forEach((slots, f) => {
    const fn = f + 1;
    const max = level ? slotCount(level, f) : MAX_SLOTS;
    const over = slots[max];
    if (over) {
      const problem: ProgramProblem = !level
        ? { code: 'functionTooLong', values: { fn, count: slots.length, max } }
        : max === 0
          ? { code: 'noSuchFunction', values: { fn } }
          : { code: 'tooManySlots', values: { fn, count: slots.length, max } };
      fail(over.at, problem, form);
    }
    if (!level) return;
    for (const { action, at } of slots) {
      if (!action || levelAllows(level, action)) continue;
      if (action.kind === 'call') fail(at + 1, { code: 'noSuchFunction', values: { fn: action.fn + 1 } }, form);
      if (action.kind === 'paint') fail(at + 1, { code: 'paintNotAllowed', values: { color: action.color } }, form);
    }
  });
  return functions;
}

function fail(at: number, problem: ProgramProblem, form: ProgramForm): never {
  throw new ProgramParseError(at, problem, form);
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
  const functions = readSlots(text, level, 'solution').map((written, f) => {
    const slots = written.map(({ condition, action }): Slot => (action ? { condition, action } : null));
    if (level) while (slots.length < slotCount(level, f)) slots.push(null);
    return slots;
  });
  return { functions };
}

/** Prints RoboZZle's solution string: always five functions, empty slots left out. */
export function formatProgram(program: Program): string {
  checkProgram(program);
  let out = '';
  for (let f = 0; f < FUNCTION_COUNT; f++) {
    for (const slot of program.functions[f] ?? []) {
      if (slot) out += slotCode(slot.condition, slot.action);
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
    functions.push(new Array<Slot>(slotCount(level, f)).fill(null));
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
