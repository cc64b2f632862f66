/**
 * A text code for custom levels (for share links): base64url of the level's JSON. decodeLevel checks
 * every field and the level's well-formedness, so a link cannot smuggle in an unplayable board.
 */
import { Base64UrlError, decodeBase64Url, encodeBase64Url } from './base64url.ts';
import { LevelFormatError } from './grid.ts';
import { isRecord, show } from './inputError.ts';
import { levelProblems } from './levelCheck.ts';
import type { Level } from './types.ts';
import { FUNCTION_COUNT, MAX_BOARD_CELLS } from './types.ts';
import { checkLevel } from './validate.ts';

/**
 * Longest level code decodeLevel reads: the largest level a player could share (a 32 x 32 board,
 * a 100-character title, a 1000-character description in any script) with room to spare, as
 * inputs.test.ts checks; real boards are far smaller. Longer codes are refused before decoding.
 */
export const MAX_LEVEL_CODE_LENGTH = 16_384;

const MAX_PROBLEMS_SHOWN = 10;

function fail(message: string): never {
  throw new LevelFormatError(`level code: ${message}`);
}

function int(record: Record<string, unknown>, key: string, where: string): number {
  const v = record[key];
  if (typeof v !== 'number' || !Number.isInteger(v)) fail(`${where}${key} must be an integer, got ${show(v)}`);
  return v;
}

function strings(record: Record<string, unknown>, key: string): string[] {
  const v = record[key];
  if (!Array.isArray(v)) fail(`${key} must be an array of strings`);
  if (v.length > MAX_BOARD_CELLS) fail(`${key} has ${v.length} rows; a board has at most ${MAX_BOARD_CELLS} cells`);
  const out: string[] = [];
  for (let i = 0; i < v.length; i++) {
    const s: unknown = v[i];
    out.push(typeof s === 'string' ? s : fail(`${key}[${i}] must be a string`));
  }
  return out;
}

/** Checks a parsed JSON value field by field and returns it as a well-formed Level. */
export function levelFromData(value: unknown): Level {
  if (!isRecord(value)) fail('expected a JSON object');
  const { id, title, description, grid, solution } = value;
  if (typeof id !== 'string') fail('id must be a string');
  if (typeof title !== 'string') fail('title must be a string');
  if (description !== undefined && typeof description !== 'string') fail('description must be a string');
  if (solution !== undefined && typeof solution !== 'string') fail('solution must be a string');
  if (grid !== 'hex' && grid !== 'square') fail(`grid must be "hex" or "square", got ${show(grid)}`);
  const start = value.start;
  if (!isRecord(start)) fail('start must be an object {row, col, dir}');
  const subs = value.subLengths;
  if (!Array.isArray(subs)) fail('subLengths must be an array');
  if (subs.length > FUNCTION_COUNT) fail(`subLengths must list ${FUNCTION_COUNT} slot counts`);
  const level: Level = {
    id, title, grid,
    colors: strings(value, 'colors'),
    items: strings(value, 'items'),
    start: { row: int(start, 'row', 'start.'), col: int(start, 'col', 'start.'), dir: int(start, 'dir', 'start.') },
    subLengths: Array.from(subs, (_, i) => int(subs as unknown as Record<string, unknown>, String(i), 'subLengths.')),
    allowedCommands: int(value, 'allowedCommands', ''),
  };
  if (description !== undefined) level.description = description;
  if (solution !== undefined) level.solution = solution;
  const problems = levelProblems(level);
  // A board can hold thousands of unreachable stars: name the first few, count the rest.
  const shown = problems.slice(0, MAX_PROBLEMS_SHOWN).join('; ');
  if (problems.length > MAX_PROBLEMS_SHOWN) fail(`${shown}; and ${problems.length - MAX_PROBLEMS_SHOWN} more problems`);
  if (problems.length > 0) fail(shown);
  return level;
}

/** Throws LevelFormatError for a malformed level, or one too large for a link (over MAX_LEVEL_CODE_LENGTH). */
export function encodeLevel(level: Level): string {
  checkLevel(level);
  const { id, title, description, grid, colors, items, start: { row, col, dir }, subLengths, allowedCommands, solution } = level;
  const start = { row, col, dir };
  const code = encodeBase64Url(JSON.stringify({ id, title, description, grid, colors, items, start, subLengths, allowedCommands, solution }));
  if (code.length > MAX_LEVEL_CODE_LENGTH) {
    throw new LevelFormatError(`level code: the level is too large to share (${code.length} characters encoded, at most ${MAX_LEVEL_CODE_LENGTH})`);
  }
  return code;
}

/** Throws LevelFormatError saying what is wrong; a code over MAX_LEVEL_CODE_LENGTH is refused before decoding. */
export function decodeLevel(code: string): Level {
  if (typeof code !== 'string') fail(`expected the code as text, got ${show(code)}`);
  if (code.length > MAX_LEVEL_CODE_LENGTH) fail(`the code is ${code.length} characters long; a level code is at most ${MAX_LEVEL_CODE_LENGTH}`);
  let json: string;
  try {
    json = decodeBase64Url(code);
  } catch (error) {
    if (error instanceof Base64UrlError) fail(error.message);
    throw error;
  }
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    fail('not valid JSON inside');
  }
  return levelFromData(value);
}
