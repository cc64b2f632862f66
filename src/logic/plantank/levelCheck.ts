/**
 * Well-formedness of a level (spec plantank.md "Level"): the checks the campaign tests, the level
 * codec and a level designer share. Each problem is a sentence naming the field and place.
 */
import { compileBoard, neighbours } from './grid.ts';
import type { Level } from './types.ts';
import { FUNCTION_COUNT, MAX_SLOTS } from './types.ts';

/** Problems that make a level unplayable or unfair; empty when the level is well-formed. */
export function levelProblems(level: Level): string[] {
  const problems: string[] = [];
  if (typeof level.id !== 'string' || level.id.trim() === '') problems.push('id is empty');
  if (typeof level.title !== 'string' || level.title.trim() === '') problems.push('title is empty');
  if (!Array.isArray(level.subLengths) || level.subLengths.length !== FUNCTION_COUNT) {
    problems.push(`subLengths must list ${FUNCTION_COUNT} slot counts`);
  } else {
    level.subLengths.forEach((n, i) => {
      if (!Number.isInteger(n) || n < 0 || n > MAX_SLOTS) problems.push(`subLengths[${i}] (F${i + 1}) must be 0..${MAX_SLOTS}, got ${n}`);
    });
    if ((level.subLengths[0] ?? 0) < 1) problems.push('F1 must have at least 1 slot');
  }
  if (!Number.isInteger(level.allowedCommands) || level.allowedCommands < 0 || level.allowedCommands > 7) {
    problems.push(`allowedCommands must be 0..7, got ${level.allowedCommands}`);
  }
  let board;
  try {
    board = compileBoard(level);
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
    return problems;
  }
  const { row, col } = level.start;
  if (board.tiles[board.startCell] !== 1) problems.push(`the tank starts on a hole (row ${row}, col ${col})`);
  if (board.stars[board.startCell] === 1) problems.push(`a star lies under the tank (row ${row}, col ${col})`);
  if (board.starCount === 0) problems.push('there are no stars');
  const reached = reachableTiles(level);
  for (let cell = 0; cell < board.stars.length; cell++) {
    if (board.stars[cell] === 1 && !reached.has(cell)) {
      problems.push(`the star at row ${Math.floor(cell / board.cols)}, col ${cell % board.cols} cannot be reached over tiles`);
    }
  }
  return problems;
}

/** Cells (row * cols + col) reachable from the start by moving between neighbouring tiles. */
export function reachableTiles(level: Level): Set<number> {
  const board = compileBoard(level);
  const seen = new Set<number>([board.startCell]);
  const queue = [board.startCell];
  while (queue.length > 0) {
    const cell = queue.shift() as number;
    const r = Math.floor(cell / board.cols);
    const c = cell % board.cols;
    for (const n of neighbours(board.grid, board.rows, board.cols, r, c)) {
      const next = n.row * board.cols + n.col;
      if (board.tiles[next] === 1 && !seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}
