/**
 * Import of robozzle.com `LevelInfo2` records (docs/plantank-rules.md, "Level"). Real records are untidy:
 * every number may be a string and fields play does not need may be missing, null or odd
 * (`"About": {}`); those are ignored. Only what play needs is checked, with a message naming the field.
 */
import { checkRows, compileBoard, directionCount, LevelFormatError } from './grid.ts';
import { show } from './inputError.ts';
import type { Level } from './types.ts';
import { FUNCTION_COUNT, MAX_SLOTS } from './types.ts';

/**
 * What a field held instead of what play needs, by its kind; `value` is the value itself as the
 * record writes it (a string quoted and cut short) for text, numbers and true/false, else ''.
 */
export type RecordValueKind = 'text' | 'number' | 'boolean' | 'null' | 'array' | 'object' | 'other';
export interface RecordValue {
  kind: RecordValueKind;
  value: string;
}

/** What is wrong with a record, as a code and values a screen can put in words. */
export type RoboZZleProblem =
  | { code: 'notObject'; values: RecordValue }
  | { code: 'missing'; values: { field: string } }
  | { code: 'notInteger' | 'notRows' | 'notRow' | 'notSlotList'; values: { field: string } & RecordValue }
  | { code: 'slotList'; values: { field: string; max: number; count: number } }
  | { code: 'slotCount'; values: { field: string; max: number; value: number } }
  | { code: 'f1Empty'; values: { field: string } }
  | { code: 'paint'; values: { value: number } }
  | { code: 'tankOnHole'; values: { row: number; col: number } }
  /** Row and column count from 0, as the record writes them. */
  | { code: 'startOutside'; values: { row: number; col: number; rows: number; cols: number } }
  | { code: 'startDir'; values: { dir: number; max: number } }
  /** The board itself does not compile (ragged rows, unknown tiles...): the message says how. */
  | { code: 'board'; values: Record<string, never> };

/** A record that is not a playable RoboZZle level: the English message for logs, the code for screens. */
export class RoboZZleImportError extends LevelFormatError {
  readonly code: RoboZZleProblem['code'];
  readonly values: RoboZZleProblem['values'];
  constructor(problem: RoboZZleProblem, message: string) {
    super(`RoboZZle level: ${message}`);
    this.name = 'RoboZZleImportError';
    this.code = problem.code;
    this.values = problem.values;
  }
}

function fail(problem: RoboZZleProblem, message: string): never {
  throw new RoboZZleImportError(problem, message);
}

/** A value for a problem: its kind for the screen's words, itself where it is short to show. */
function found(value: unknown): RecordValue {
  if (typeof value === 'string') return { kind: 'text', value: show(value) };
  if (typeof value === 'number') return { kind: 'number', value: show(value) };
  if (typeof value === 'boolean') return { kind: 'boolean', value: show(value) };
  if (value === null) return { kind: 'null', value: '' };
  if (Array.isArray(value)) return { kind: 'array', value: '' };
  return { kind: typeof value === 'object' ? 'object' : 'other', value: '' };
}

/** Field lookup that ignores case, so `RobotRow`, `robotRow` and `robotrow` all match. */
function fieldReader(record: Record<string, unknown>): (...names: string[]) => { name: string; value: unknown } | undefined {
  const byLower = new Map<string, string>();
  for (const key of Object.keys(record)) byLower.set(key.toLowerCase(), key);
  return (...names) => {
    for (const name of names) {
      const key = byLower.get(name.toLowerCase());
      if (key !== undefined && record[key] !== undefined && record[key] !== null) return { name: key, value: record[key] };
    }
    return undefined;
  };
}

function toInt(value: unknown, what: string): number {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\s*-?\d{1,9}\s*$/.test(value)) return Number(value);
  return fail({ code: 'notInteger', values: { field: what, ...found(value) } }, `${what} must be an integer, got ${show(value)}`);
}

function toRows(value: unknown, what: string): string[] {
  if (!Array.isArray(value)) return fail({ code: 'notRows', values: { field: what, ...found(value) } }, `${what} must be an array of strings, got ${show(value)}`);
  return value.map((row, i) => (typeof row === 'string' ? row : fail({ code: 'notRow', values: { field: `${what}[${i}]`, ...found(row) } }, `${what}[${i}] must be a string, got ${show(row)}`)));
}

/** A robozzle.com LevelInfo2 record -> a square Level. Throws LevelFormatError naming the bad field. */
export function fromRoboZZle(info: unknown): Level {
  if (typeof info !== 'object' || info === null || Array.isArray(info)) fail({ code: 'notObject', values: found(info) }, `expected an object, got ${show(info)}`);
  const field = fieldReader(info as Record<string, unknown>);
  const need = (...names: string[]): { name: string; value: unknown } => {
    const found = field(...names);
    return found ?? fail({ code: 'missing', values: { field: names.join(' / ') } }, `${names.join(' or ')} is missing`);
  };
  const int = (...names: string[]): number => {
    const found = need(...names);
    return toInt(found.value, found.name);
  };

  const colorsField = need('Colors');
  const itemsField = need('Items');
  const colors = toRows(colorsField.value, colorsField.name);
  const items = toRows(itemsField.value, itemsField.name);
  const start = { row: int('RobotRow', 'BeginRow'), col: int('RobotCol', 'BeginCol'), dir: int('RobotDir', 'TankDir') };

  const subField = need('SubLengths');
  if (!Array.isArray(subField.value)) fail({ code: 'notSlotList', values: { field: subField.name, ...found(subField.value) } }, `${subField.name} must be an array of slot counts, got ${show(subField.value)}`);
  const rawSubs: unknown[] = subField.value;
  if (rawSubs.length < 1 || rawSubs.length > FUNCTION_COUNT) fail({ code: 'slotList', values: { field: subField.name, max: FUNCTION_COUNT, count: rawSubs.length } }, `${subField.name} must list 1 to ${FUNCTION_COUNT} slot counts, got ${rawSubs.length}`);
  const subLengths = rawSubs.map((v, i) => {
    const n = toInt(v, `${subField.name}[${i}]`);
    if (n < 0 || n > MAX_SLOTS) fail({ code: 'slotCount', values: { field: `${subField.name}[${i}]`, max: MAX_SLOTS, value: n } }, `${subField.name}[${i}] must be 0..${MAX_SLOTS}, got ${n}`);
    return n;
  });
  while (subLengths.length < FUNCTION_COUNT) subLengths.push(0);
  if ((subLengths[0] ?? 0) < 1) fail({ code: 'f1Empty', values: { field: `${subField.name}[0]` } }, `${subField.name}[0] (F1) must be at least 1`);

  // A record without AllowedCommands allows no paint, like RoboZZle's default.
  const allowedField = field('AllowedCommands');
  const allowedCommands = allowedField ? toInt(allowedField.value, allowedField.name) : 0;
  if (allowedCommands < 0 || allowedCommands > 7) fail({ code: 'paint', values: { value: allowedCommands } }, `AllowedCommands must be 0..7 (1 red, 2 green, 4 blue), got ${allowedCommands}`);

  const idField = field('Id');
  const id = idField && (typeof idField.value === 'string' || typeof idField.value === 'number') ? String(idField.value).trim() : '';
  const titleField = field('Title');
  const title = typeof titleField?.value === 'string' && titleField.value.trim() !== '' ? titleField.value : `RoboZZle ${id || 'level'}`;
  const aboutField = field('About', 'Description');

  const level: Level = {
    id: id ? `robozzle-${id}` : 'robozzle',
    title,
    grid: 'square',
    colors, items, start, subLengths, allowedCommands,
  };
  if (typeof aboutField?.value === 'string' && aboutField.value !== '') level.description = aboutField.value;
  const boardProblem = (error: unknown): never => fail({ code: 'board', values: {} }, error instanceof Error ? error.message : String(error));
  // The start is checked here, once the board's size is known, so that it is not blamed on the board.
  let rows = 0;
  let cols = 0;
  try {
    [rows, cols] = checkRows(colors, items);
  } catch (error) {
    boardProblem(error);
  }
  if (start.row < 0 || start.row >= rows || start.col < 0 || start.col >= cols) {
    fail({ code: 'startOutside', values: { row: start.row, col: start.col, rows, cols } }, `the tank starts at row ${start.row}, col ${start.col}, outside the ${rows} x ${cols} board`);
  }
  const maxDir = directionCount('square') - 1;
  if (start.dir < 0 || start.dir > maxDir) fail({ code: 'startDir', values: { dir: start.dir, max: maxDir } }, `the tank's start direction ${start.dir} is not a square direction 0..${maxDir}`);
  try {
    compileBoard(level);
  } catch (error) {
    boardProblem(error);
  }
  if (items[start.row]?.[start.col] === '#') fail({ code: 'tankOnHole', values: { row: start.row, col: start.col } }, `the tank starts on a hole (row ${start.row}, col ${start.col})`);
  return level;
}
