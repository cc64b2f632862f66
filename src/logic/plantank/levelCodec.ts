/**
 * A text code for custom levels (for share links): base64url of the level's JSON. decodeLevel checks
 * every field and the level's well-formedness, so a link cannot smuggle in an unplayable board.
 */
import { Base64UrlError, decodeBase64Url, encodeBase64Url } from './base64url.ts';
import { LevelFormatError } from './grid.ts';
import { levelProblems } from './levelCheck.ts';
import type { Level } from './types.ts';

function fail(message: string): never {
  throw new LevelFormatError(`level code: ${message}`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function int(record: Record<string, unknown>, key: string, where: string): number {
  const v = record[key];
  if (typeof v !== 'number' || !Number.isInteger(v)) fail(`${where}${key} must be an integer, got ${JSON.stringify(v) ?? 'nothing'}`);
  return v;
}

function strings(record: Record<string, unknown>, key: string): string[] {
  const v = record[key];
  if (!Array.isArray(v)) fail(`${key} must be an array of strings`);
  return v.map((s, i) => (typeof s === 'string' ? s : fail(`${key}[${i}] must be a string`)));
}

/** Checks a parsed JSON value field by field and returns it as a well-formed Level. */
export function levelFromData(value: unknown): Level {
  if (!isRecord(value)) fail('expected a JSON object');
  const { id, title, description, grid, solution } = value;
  if (typeof id !== 'string') fail('id must be a string');
  if (typeof title !== 'string') fail('title must be a string');
  if (description !== undefined && typeof description !== 'string') fail('description must be a string');
  if (solution !== undefined && typeof solution !== 'string') fail('solution must be a string');
  if (grid !== 'hex' && grid !== 'square') fail(`grid must be "hex" or "square", got ${JSON.stringify(grid) ?? 'nothing'}`);
  const start = value.start;
  if (!isRecord(start)) fail('start must be an object {row, col, dir}');
  const subs = value.subLengths;
  if (!Array.isArray(subs)) fail('subLengths must be an array');
  const level: Level = {
    id, title, grid,
    colors: strings(value, 'colors'),
    items: strings(value, 'items'),
    start: { row: int(start, 'row', 'start.'), col: int(start, 'col', 'start.'), dir: int(start, 'dir', 'start.') },
    subLengths: subs.map((_, i) => int(subs as unknown as Record<string, unknown>, String(i), 'subLengths.')),
    allowedCommands: int(value, 'allowedCommands', ''),
  };
  if (description !== undefined) level.description = description;
  if (solution !== undefined) level.solution = solution;
  const problems = levelProblems(level);
  if (problems.length > 0) fail(problems.join('; '));
  return level;
}

export function encodeLevel(level: Level): string {
  const { id, title, description, grid, colors, items, start, subLengths, allowedCommands, solution } = level;
  return encodeBase64Url(JSON.stringify({ id, title, description, grid, colors, items, start, subLengths, allowedCommands, solution }));
}

/** Throws LevelFormatError saying what is wrong. */
export function decodeLevel(code: string): Level {
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
