/**
 * The PopStar / SameGame board and its text format (spec "Board").
 * A board is immutable data: every rule function returns a new board.
 */
import { PopstarInputError } from './inputError.ts';
import { checkInteger, describeValue } from './validate.ts';

/** A cell as [row, col]: row 0 is the top row, col 0 the left column. */
export type Cell = [row: number, col: number];

export interface Board {
  /** Number of columns. */
  readonly width: number;
  /** Number of rows. */
  readonly height: number;
  /**
   * Row-major (index = row * width + col), row 0 at the top.
   * 0 is an empty cell; 1..n is a colour, written as COLOUR_LETTERS[colour - 1].
   */
  readonly cells: readonly number[];
}

/**
 * Colour letters, in colour order. The first five are the spec's red, green, blue, yellow, purple;
 * the rest exist so that the colour count can be a parameter (orange, cyan, white, magenta, black).
 */
export const COLOUR_LETTERS = 'RGBYPOCWMK';
export const EMPTY_LETTER = '.';

/**
 * Largest board side. Large enough for a group whose points pass 2^31 (the solver must stay exact
 * there); small enough that a solver playout, about cells^2 steps, stays affordable on a full board.
 */
export const MAX_SIDE = 150;
export const MAX_CELLS = MAX_SIDE * MAX_SIDE;
/** Every colour needs a letter. */
export const MAX_COLOURS = COLOUR_LETTERS.length;

/**
 * Throws PopstarInputError unless `board` is { width, height, cells } with sides in 1..MAX_SIDE and
 * width * height cells, each 0 (empty) or a colour 1..MAX_COLOURS. One linear pass, no allocation.
 */
export function checkBoard(fn: string, board: unknown, field = 'board'): Board {
  if (typeof board !== 'object' || board === null || Array.isArray(board)) {
    throw new PopstarInputError(field, `${fn}: ${field} must be an object { width, height, cells }, got ${describeValue(board)}`);
  }
  const { width, height, cells } = board as Record<string, unknown>;
  const w = checkInteger(fn, `${field}.width`, width, 1, MAX_SIDE);
  const h = checkInteger(fn, `${field}.height`, height, 1, MAX_SIDE);
  if (!Array.isArray(cells) || cells.length !== w * h) {
    throw new PopstarInputError(
      `${field}.cells`,
      `${fn}: ${field}.cells must be an array of width x height = ${w * h} colours, got ${describeValue(cells)}`,
    );
  }
  for (let i = 0; i < cells.length; i++) {
    const colour: unknown = cells[i];
    if (typeof colour !== 'number' || !Number.isInteger(colour) || colour < 0 || colour > MAX_COLOURS) {
      throw new PopstarInputError(
        `${field}.cells[${i}]`,
        `${fn}: ${field}.cells[${i}] must be an integer in 0..${MAX_COLOURS} (0 is empty), got ${describeValue(colour)}`,
      );
    }
  }
  return board as Board;
}

export function cellIndex(board: Board, row: number, col: number): number {
  return row * board.width + col;
}

/** True when (row, col) lies on the board (integers only). */
export function isOnBoard(board: Board, row: number, col: number): boolean {
  return (
    Number.isInteger(row) && Number.isInteger(col) && row >= 0 && col >= 0 && row < board.height && col < board.width
  );
}

/** The colour at (row, col): 0 when empty or off the board. */
export function colourAt(board: Board, row: number, col: number): number {
  return isOnBoard(board, row, col) ? (board.cells[row * board.width + col] ?? 0) : 0;
}

/** Number of bricks still on the board (the m of the end bonus). */
export function remainingBricks(board: Board): number {
  return remainingBricksUnchecked(checkBoard('remainingBricks', board));
}

export function remainingBricksUnchecked(board: Board): number {
  let count = 0;
  for (const colour of board.cells) if (colour !== 0) count++;
  return count;
}

/**
 * Parse rows of letters, top row first: 'R' 'G' 'B' 'Y' 'P' (then 'O' 'C' 'W' 'M' 'K' for more
 * colours) and '.' for an empty cell. The board must be settled the way play leaves it (spec
 * "Moves"): no brick above an empty cell, no empty column left of a brick. Throws a
 * PopstarInputError that says what is wrong and where.
 */
export function parseBoard(rows: string[]): Board {
  const fail = (field: string, message: string): never => {
    throw new PopstarInputError(field, `parseBoard: ${message}`);
  };
  if (!Array.isArray(rows)) fail('rows', `rows must be an array of strings, got ${describeValue(rows)}`);
  if (rows.length === 0) fail('rows', 'no rows (expected at least one row)');
  const height = rows.length;
  if (height > MAX_SIDE) fail('rows', `${height} rows, at most ${MAX_SIDE} allowed`);
  const first: unknown = rows[0];
  if (typeof first !== 'string') fail('rows[0]', 'row 0 is not a string');
  const width = (first as string).length;
  if (width === 0) fail('rows[0]', 'row 0 is empty');
  if (width > MAX_SIDE) fail('rows[0]', `row 0 has ${width} cells, at most ${MAX_SIDE} allowed`);
  const cells: number[] = new Array<number>(width * height);
  // An indexed loop, not forEach: forEach would skip the holes of a sparse array.
  for (let row = 0; row < height; row++) {
    const line: unknown = rows[row];
    if (typeof line !== 'string') fail(`rows[${row}]`, `row ${row} is not a string`);
    const text = line as string;
    if (text.length !== width) {
      fail(`rows[${row}]`, `row ${row} has ${text.length} cells, expected ${width} (the width of row 0)`);
    }
    for (let col = 0; col < width; col++) {
      const letter = text[col] as string;
      const colour = letter === EMPTY_LETTER ? 0 : COLOUR_LETTERS.indexOf(letter) + 1;
      if (colour === 0 && letter !== EMPTY_LETTER) {
        fail(
          `rows[${row}]`,
          `row ${row}, column ${col}: unknown letter '${letter}' (expected one of ${COLOUR_LETTERS} or '${EMPTY_LETTER}')`,
        );
      }
      cells[row * width + col] = colour;
    }
  }
  const board: Board = { width, height, cells };
  assertSettled(board);
  return board;
}

function assertSettled(board: Board): void {
  const { width, height, cells } = board;
  let emptyColumn = -1;
  for (let col = 0; col < width; col++) {
    let columnHasBrick = false;
    for (let row = 0; row < height; row++) {
      const colour = cells[row * width + col] ?? 0;
      if (colour === 0) continue;
      columnHasBrick = true;
      if (row + 1 < height && cells[(row + 1) * width + col] === 0) {
        throw new PopstarInputError(
          `rows[${row}]`,
          `parseBoard: row ${row}, column ${col}: brick '${letterOf(colour)}' floats over the empty cell at row ${row + 1} (bricks fall down)`,
        );
      }
    }
    if (!columnHasBrick && emptyColumn < 0) emptyColumn = col;
    if (columnHasBrick && emptyColumn >= 0) {
      throw new PopstarInputError(
        'rows',
        `parseBoard: column ${emptyColumn} is empty but column ${col} holds bricks (empty columns close to the left)`,
      );
    }
  }
}

function letterOf(colour: number): string {
  return colour === 0 ? EMPTY_LETTER : (COLOUR_LETTERS[colour - 1] ?? '?');
}

/** Print a board as rows of letters, top row first; parseBoard(formatBoard(b)) equals b. */
export function formatBoard(board: Board): string[] {
  checkBoard('formatBoard', board);
  const rows: string[] = [];
  for (let row = 0; row < board.height; row++) {
    let line = '';
    for (let col = 0; col < board.width; col++) line += letterOf(board.cells[row * board.width + col] ?? 0);
    rows.push(line);
  }
  return rows;
}
