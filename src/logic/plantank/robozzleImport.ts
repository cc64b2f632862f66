/**
 * Import of robozzle.com `LevelInfo2` records (docs/plantank-rules.md, "Level"). Real records are untidy:
 * every number may be a string and fields play does not need may be missing, null or odd
 * (`"About": {}`); those are ignored. Only what play needs is checked, with a message naming the field.
 */
import { compileBoard, LevelFormatError } from './grid.ts';
import type { Level } from './types.ts';
import { FUNCTION_COUNT, MAX_SLOTS } from './types.ts';

function fail(message: string): never {
  throw new LevelFormatError(`RoboZZle level: ${message}`);
}

function show(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}...` : value);
  if (value === null || value === undefined || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return Array.isArray(value) ? 'an array' : `a ${typeof value}`;
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
  return fail(`${what} must be an integer, got ${show(value)}`);
}

function toRows(value: unknown, what: string): string[] {
  if (!Array.isArray(value)) return fail(`${what} must be an array of strings, got ${show(value)}`);
  return value.map((row, i) => (typeof row === 'string' ? row : fail(`${what}[${i}] must be a string, got ${show(row)}`)));
}

/** A robozzle.com LevelInfo2 record -> a square Level. Throws LevelFormatError naming the bad field. */
export function fromRoboZZle(info: unknown): Level {
  if (typeof info !== 'object' || info === null || Array.isArray(info)) fail(`expected an object, got ${show(info)}`);
  const field = fieldReader(info as Record<string, unknown>);
  const need = (...names: string[]): { name: string; value: unknown } => {
    const found = field(...names);
    return found ?? fail(`${names.join(' or ')} is missing`);
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
  if (!Array.isArray(subField.value)) fail(`${subField.name} must be an array of slot counts, got ${show(subField.value)}`);
  const rawSubs: unknown[] = subField.value;
  if (rawSubs.length < 1 || rawSubs.length > FUNCTION_COUNT) fail(`${subField.name} must list 1 to ${FUNCTION_COUNT} slot counts, got ${rawSubs.length}`);
  const subLengths = rawSubs.map((v, i) => {
    const n = toInt(v, `${subField.name}[${i}]`);
    if (n < 0 || n > MAX_SLOTS) fail(`${subField.name}[${i}] must be 0..${MAX_SLOTS}, got ${n}`);
    return n;
  });
  while (subLengths.length < FUNCTION_COUNT) subLengths.push(0);
  if ((subLengths[0] ?? 0) < 1) fail(`${subField.name}[0] (F1) must be at least 1`);

  // A record without AllowedCommands allows no paint, like RoboZZle's default.
  const allowedField = field('AllowedCommands');
  const allowedCommands = allowedField ? toInt(allowedField.value, allowedField.name) : 0;
  if (allowedCommands < 0 || allowedCommands > 7) fail(`AllowedCommands must be 0..7 (1 red, 2 green, 4 blue), got ${allowedCommands}`);

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
  try {
    compileBoard(level);
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  if (items[start.row]?.[start.col] === '#') fail(`the tank starts on a hole (row ${start.row}, col ${start.col})`);
  return level;
}
