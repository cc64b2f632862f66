/**
 * Board geometry (spec plantank.md "Grid"): RoboZZle's square grid with 4 directions and Plan Tank's
 * pointy-top hex grid in odd-r offset coordinates with 6 directions, both stored as cells[row][col].
 */
import type { Level } from './types.ts';

export type GridKind = Level['grid'];

/** Colour codes shared by boards and instruction conditions (0 = no condition). */
export const COLOR_CODES = { R: 1, G: 2, B: 3 } as const;
export const COLOR_LETTERS = ['', 'R', 'G', 'B'] as const;

// (dcol, drow) per direction; square: E, S, W, N.
const SQUARE_DELTAS: readonly (readonly [number, number])[] = [[1, 0], [0, 1], [-1, 0], [0, -1]];
// Hex odd-r, directions E, SE, SW, W, NW, NE: the spec's forward table, one row per row parity.
const HEX_DELTAS_EVEN: readonly (readonly [number, number])[] = [[1, 0], [0, 1], [-1, 1], [-1, 0], [-1, -1], [0, -1]];
const HEX_DELTAS_ODD: readonly (readonly [number, number])[] = [[1, 0], [1, 1], [0, 1], [-1, 0], [0, -1], [1, -1]];

export function directionCount(grid: GridKind): number {
  return grid === 'hex' ? 6 : 4;
}

export function turnRight(grid: GridKind, dir: number): number {
  return (dir + 1) % directionCount(grid);
}

export function turnLeft(grid: GridKind, dir: number): number {
  const n = directionCount(grid);
  return (dir + n - 1) % n;
}

/** The cell one step forward; may lie outside the board. */
export function forwardCell(grid: GridKind, row: number, col: number, dir: number): { row: number; col: number } {
  const table = grid === 'square' ? SQUARE_DELTAS : (row & 1) === 0 ? HEX_DELTAS_EVEN : HEX_DELTAS_ODD;
  const delta = table[dir];
  if (delta === undefined) throw new RangeError(`direction ${dir} does not exist on a ${grid} grid`);
  return { row: row + delta[1], col: col + delta[0] };
}

/** Cells next to (row, col) on the board, in direction order, with the direction that reaches each. */
export function neighbours(grid: GridKind, rows: number, cols: number, row: number, col: number): { row: number; col: number; dir: number }[] {
  const out: { row: number; col: number; dir: number }[] = [];
  for (let dir = 0; dir < directionCount(grid); dir++) {
    const next = forwardCell(grid, row, col, dir);
    if (next.row >= 0 && next.row < rows && next.col >= 0 && next.col < cols) out.push({ ...next, dir });
  }
  return out;
}

/** An error in a level's data: says which field and where. */
export class LevelFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LevelFormatError';
  }
}

/** A level flattened for the interpreters: cell = row * cols + col. */
export interface Board {
  grid: GridKind;
  rows: number;
  cols: number;
  dirCount: number;
  /** Colour code per cell (1 R, 2 G, 3 B). */
  colors: Uint8Array;
  /** 1 where there is a tile. */
  tiles: Uint8Array;
  /** 1 where a star lies. */
  stars: Uint8Array;
  starCount: number;
  /** next[cell * dirCount + dir] = the tile forward, or -1 for a hole or off the board. */
  next: Int32Array;
  startCell: number;
}

const boardCache = new WeakMap<Level, Board>();

/** Checks the shape of a level (rows, characters, start) and flattens it; cached per level object. */
export function compileBoard(level: Level): Board {
  const cached = boardCache.get(level);
  if (cached) return cached;
  const board = buildBoard(level);
  boardCache.set(level, board);
  return board;
}

function buildBoard(level: Level): Board {
  const { grid, colors, items, start } = level;
  if (grid !== 'hex' && grid !== 'square') throw new LevelFormatError(`grid must be 'hex' or 'square', got ${String(grid)}`);
  const rows = items.length;
  if (rows === 0) throw new LevelFormatError('items has no rows');
  if (colors.length !== rows) throw new LevelFormatError(`colors has ${colors.length} rows but items has ${rows}`);
  const cols = (items[0] ?? '').length;
  if (cols === 0) throw new LevelFormatError('items row 0 is empty');
  const dirCount = directionCount(grid);
  const size = rows * cols;
  const board: Board = {
    grid, rows, cols, dirCount,
    colors: new Uint8Array(size), tiles: new Uint8Array(size), stars: new Uint8Array(size),
    starCount: 0, next: new Int32Array(size * dirCount), startCell: 0,
  };
  for (let r = 0; r < rows; r++) {
    const itemRow = items[r] ?? '';
    const colorRow = colors[r] ?? '';
    if (itemRow.length !== cols) throw new LevelFormatError(`items row ${r} has ${itemRow.length} cells, expected ${cols}`);
    if (colorRow.length !== cols) throw new LevelFormatError(`colors row ${r} has ${colorRow.length} cells, expected ${cols}`);
    for (let c = 0; c < cols; c++) {
      const cell = r * cols + c;
      const colorCode = COLOR_CODES[colorRow[c] as keyof typeof COLOR_CODES];
      if (colorCode === undefined) throw new LevelFormatError(`colors row ${r} col ${c}: '${colorRow[c]}' is not R, G or B`);
      board.colors[cell] = colorCode;
      const item = itemRow[c];
      if (item === '*') {
        board.stars[cell] = 1;
        board.starCount++;
      } else if (item !== '.' && item !== '#') {
        throw new LevelFormatError(`items row ${r} col ${c}: '${item}' is not '#', '.' or '*'`);
      }
      board.tiles[cell] = item === '#' ? 0 : 1;
    }
  }
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      for (let d = 0; d < dirCount; d++) {
        const to = forwardCell(grid, r, c, d);
        const inside = to.row >= 0 && to.row < rows && to.col >= 0 && to.col < cols;
        const target = to.row * cols + to.col;
        board.next[(r * cols + c) * dirCount + d] = inside && board.tiles[target] === 1 ? target : -1;
      }
    }
  }
  const { row, col, dir } = start;
  if (!Number.isInteger(row) || row < 0 || row >= rows || !Number.isInteger(col) || col < 0 || col >= cols) {
    throw new LevelFormatError(`start (row ${row}, col ${col}) is outside the ${rows}x${cols} board`);
  }
  if (!Number.isInteger(dir) || dir < 0 || dir >= dirCount) {
    throw new LevelFormatError(`start dir ${dir} is not a ${grid} direction 0..${dirCount - 1}`);
  }
  board.startCell = row * cols + col;
  return board;
}
