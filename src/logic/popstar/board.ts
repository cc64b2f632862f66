/**
 * The PopStar / SameGame board and its text format (spec "Board").
 * A board is immutable data: every rule function returns a new board.
 */

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
  let count = 0;
  for (const colour of board.cells) if (colour !== 0) count++;
  return count;
}

/**
 * Parse rows of letters, top row first: 'R' 'G' 'B' 'Y' 'P' (then 'O' 'C' 'W' 'M' 'K' for more
 * colours) and '.' for an empty cell. The board must be settled the way play leaves it (spec
 * "Moves"): no brick above an empty cell, no empty column left of a brick. Throws an Error that
 * says what is wrong and where.
 */
export function parseBoard(rows: string[]): Board {
  if (!Array.isArray(rows) || rows.length === 0) throw new Error('parseBoard: no rows (expected at least one row)');
  const height = rows.length;
  const first = rows[0];
  if (typeof first !== 'string' || first.length === 0) throw new Error('parseBoard: row 0 is empty');
  const width = first.length;
  const cells: number[] = new Array<number>(width * height);
  rows.forEach((line, row) => {
    if (typeof line !== 'string') throw new Error(`parseBoard: row ${row} is not a string`);
    if (line.length !== width) {
      throw new Error(`parseBoard: row ${row} has ${line.length} cells, expected ${width} (the width of row 0)`);
    }
    for (let col = 0; col < width; col++) {
      const letter = line[col] as string;
      const colour = letter === EMPTY_LETTER ? 0 : COLOUR_LETTERS.indexOf(letter) + 1;
      if (colour === 0 && letter !== EMPTY_LETTER) {
        throw new Error(
          `parseBoard: row ${row}, column ${col}: unknown letter '${letter}' (expected one of ${COLOUR_LETTERS} or '${EMPTY_LETTER}')`,
        );
      }
      cells[row * width + col] = colour;
    }
  });
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
        throw new Error(
          `parseBoard: row ${row}, column ${col}: brick '${letterOf(colour)}' floats over the empty cell at row ${row + 1} (bricks fall down)`,
        );
      }
    }
    if (!columnHasBrick && emptyColumn < 0) emptyColumn = col;
    if (columnHasBrick && emptyColumn >= 0) {
      throw new Error(
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
  const rows: string[] = [];
  for (let row = 0; row < board.height; row++) {
    let line = '';
    for (let col = 0; col < board.width; col++) line += letterOf(board.cells[row * board.width + col] ?? 0);
    rows.push(line);
  }
  return rows;
}
