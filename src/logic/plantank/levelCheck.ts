/**
 * Well-formedness of a level (docs/plantank-rules.md, "Level"): the checks the campaign tests, the level
 * codec and a level designer share. Each problem is a sentence naming the field and place.
 */
import type { Board } from './grid.ts';
import { compileBoard, LevelFormatError } from './grid.ts';
import { isRecord, show } from './inputError.ts';
import type { Level } from './types.ts';
import { FUNCTION_COUNT, MAX_SLOTS } from './types.ts';
import { checkLevel } from './validate.ts';

/**
 * Problems that make a level unplayable or unfair; empty when the level is well-formed. Reports
 * rather than throws, except for a level that is not an object at all.
 */
export function levelProblems(level: Level): string[] {
  if (!isRecord(level)) throw new LevelFormatError(`level must be a level object, got ${show(level)}`);
  const problems: string[] = [];
  const { id, title, description, solution, subLengths, allowedCommands } = level as unknown as Record<string, unknown>;
  if (typeof id !== 'string') problems.push(`id must be a string, got ${show(id)}`);
  else if (id.trim() === '') problems.push('id is empty');
  if (typeof title !== 'string') problems.push(`title must be a string, got ${show(title)}`);
  else if (title.trim() === '') problems.push('title is empty');
  if (description !== undefined && typeof description !== 'string') problems.push(`description must be a string, got ${show(description)}`);
  if (solution !== undefined && typeof solution !== 'string') problems.push(`solution must be a string, got ${show(solution)}`);
  if (!Array.isArray(subLengths) || subLengths.length !== FUNCTION_COUNT) {
    problems.push(`subLengths must list ${FUNCTION_COUNT} slot counts`);
  } else {
    for (let i = 0; i < FUNCTION_COUNT; i++) {
      const n: unknown = subLengths[i];
      if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > MAX_SLOTS) problems.push(`subLengths[${i}] (F${i + 1}) must be 0..${MAX_SLOTS}, got ${show(n)}`);
    }
    const first: unknown = subLengths[0];
    if (!(typeof first === 'number' && first >= 1)) problems.push('F1 must have at least 1 slot');
  }
  if (typeof allowedCommands !== 'number' || !Number.isInteger(allowedCommands) || allowedCommands < 0 || allowedCommands > 7) {
    problems.push(`allowedCommands must be 0..7, got ${show(allowedCommands)}`);
  }
  let board: Board;
  try {
    board = compileBoard(level);
  } catch (error) {
    if (!(error instanceof LevelFormatError)) throw error;
    problems.push(error.message);
    return problems;
  }
  const { startRow: row, startCol: col } = board;
  if (board.tiles[board.startCell] !== 1) problems.push(`the tank starts on a hole (row ${row}, col ${col})`);
  if (board.stars[board.startCell] === 1) problems.push(`a star lies under the tank (row ${row}, col ${col})`);
  if (board.starCount === 0) problems.push('there are no stars');
  const reached = reachable(board);
  for (let cell = 0; cell < board.stars.length; cell++) {
    if (board.stars[cell] === 1 && !reached.has(cell)) {
      problems.push(`the star at row ${Math.floor(cell / board.cols)}, col ${cell % board.cols} cannot be reached over tiles`);
    }
  }
  return problems;
}

/** Cells (row * cols + col) reachable from the start by moving between neighbouring tiles. */
export function reachableTiles(level: Level): Set<number> {
  return reachable(checkLevel(level));
}

/** Breadth-first over the board's forward table (a tile's neighbouring tiles), with an index queue: linear in the board. */
function reachable(board: Board): Set<number> {
  const seen = new Set<number>([board.startCell]);
  const queue = [board.startCell];
  const D = board.dirCount;
  for (let head = 0; head < queue.length; head++) {
    const cell = queue[head] as number;
    for (let d = 0; d < D; d++) {
      const next = board.next[cell * D + d] as number;
      if (next >= 0 && !seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}
