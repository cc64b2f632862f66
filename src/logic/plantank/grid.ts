/**
 * Board geometry (docs/plantank-rules.md, "Grid"): RoboZZle's square grid with 4 directions and Plan Tank's
 * pointy-top hex grid in odd-r offset coordinates with 6 directions, both stored as cells[row][col].
 */
import { checkInteger, isRecord, PlantankInputError, quoteChar, show } from './inputError.ts';
import type { Level } from './types.ts';
import { MAX_BOARD_CELLS } from './types.ts';

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
  return dirCountOf(checkGrid(grid, 'grid'));
}

export function turnRight(grid: GridKind, dir: number): number {
  const n = dirCountOf(checkGrid(grid, 'grid'));
  return (checkInteger(dir, 'dir', 0, n - 1) + 1) % n;
}

export function turnLeft(grid: GridKind, dir: number): number {
  const n = dirCountOf(checkGrid(grid, 'grid'));
  return (checkInteger(dir, 'dir', 0, n - 1) + n - 1) % n;
}

/**
 * Coordinates the geometry functions take: cells of any board and the cells around it. Kept within
 * 32-bit integers so the row parity (`row & 1`) and the moves stay exact.
 */
const MAX_COORD = 2 ** 30;

/** The cell one step forward; may lie outside the board. */
export function forwardCell(grid: GridKind, row: number, col: number, dir: number): { row: number; col: number } {
  const g = checkGrid(grid, 'grid');
  checkInteger(row, 'row', -MAX_COORD, MAX_COORD);
  checkInteger(col, 'col', -MAX_COORD, MAX_COORD);
  checkInteger(dir, 'dir', 0, dirCountOf(g) - 1);
  return step(g, row, col, dir);
}

/** Cells next to (row, col) on the board, in direction order, with the direction that reaches each. */
export function neighbours(grid: GridKind, rows: number, cols: number, row: number, col: number): { row: number; col: number; dir: number }[] {
  const g = checkGrid(grid, 'grid');
  checkInteger(rows, 'rows', 1, MAX_BOARD_CELLS);
  checkInteger(cols, 'cols', 1, MAX_BOARD_CELLS);
  checkInteger(row, 'row', -MAX_COORD, MAX_COORD);
  checkInteger(col, 'col', -MAX_COORD, MAX_COORD);
  const out: { row: number; col: number; dir: number }[] = [];
  for (let dir = 0; dir < dirCountOf(g); dir++) {
    const next = step(g, row, col, dir);
    if (next.row >= 0 && next.row < rows && next.col >= 0 && next.col < cols) out.push({ ...next, dir });
  }
  return out;
}

/** For the interpreters, whose inputs are checked already: no checks on the hot path. */
export function dirCountOf(grid: GridKind): number {
  return grid === 'hex' ? 6 : 4;
}

/** forwardCell without the checks; dir must be valid for the grid. */
export function step(grid: GridKind, row: number, col: number, dir: number): { row: number; col: number } {
  const table = grid === 'square' ? SQUARE_DELTAS : (row & 1) === 0 ? HEX_DELTAS_EVEN : HEX_DELTAS_ODD;
  const delta = table[dir] as readonly [number, number];
  return { row: row + delta[1], col: col + delta[0] };
}

function checkGrid(grid: unknown, field: string): GridKind {
  if (grid !== 'hex' && grid !== 'square') throw new PlantankInputError(field, `${field} must be 'hex' or 'square', got ${show(grid)}`);
  return grid;
}

/** An error in a level's data: says which field and where. */
export class LevelFormatError extends PlantankInputError {
  constructor(message: string, field = 'level') {
    super(field, message);
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
  /** The start as checked, so a run never reads the level object again. */
  startRow: number;
  startCol: number;
  startDir: number;
}

interface CachedBoard {
  board: Board;
  colors: readonly string[];
  items: readonly string[];
}

const boardCache = new WeakMap<object, CachedBoard>();

/**
 * Checks the board of a level (grid, rows, characters, start, size) and flattens it. Cached per
 * level object while it holds the same grid, start and colors/items arrays (of the same length):
 * change a board by giving the level new arrays, as immutable updates do. A stale board is still
 * a checked one, so a row edited in place cannot break a run, only go unnoticed.
 */
export function compileBoard(level: Level, name = 'level'): Board {
  if (!isRecord(level)) throw new LevelFormatError(`${name} must be an object, got ${show(level)}`, name);
  return boardOf(level, level.grid, level.colors, level.items, level.start, name);
}

/** compileBoard for a caller that has read the level's fields already. */
export function boardOf(level: Level, grid: unknown, colors: unknown, items: unknown, start: unknown, name: string): Board {
  const cached = boardCache.get(level);
  if (cached && isFresh(cached, grid, colors, items, start)) return cached.board;
  const board = buildBoard(level, name);
  boardCache.set(level, { board, colors: level.colors, items: level.items });
  return board;
}

function isFresh(cached: CachedBoard, grid: unknown, colors: unknown, items: unknown, start: unknown): boolean {
  const { board } = cached;
  return grid === board.grid && colors === cached.colors && items === cached.items
    && cached.colors.length === board.rows && cached.items.length === board.rows
    && isRecord(start) && start.row === board.startRow && start.col === board.startCol && start.dir === board.startDir;
}

/** Checks that colors and items are rows of one width, within MAX_BOARD_CELLS; returns [rows, cols]. */
export function checkRows(colors: unknown, items: unknown, field = 'level'): [number, number] {
  if (!Array.isArray(items)) throw new LevelFormatError(`items must be an array of strings, got ${show(items)}`, `${field}.items`);
  if (!Array.isArray(colors)) throw new LevelFormatError(`colors must be an array of strings, got ${show(colors)}`, `${field}.colors`);
  const rows = items.length;
  if (rows === 0) throw new LevelFormatError('items has no rows', `${field}.items`);
  if (colors.length !== rows) throw new LevelFormatError(`colors has ${colors.length} rows but items has ${rows}`, `${field}.colors`);
  if (rows > MAX_BOARD_CELLS) throw new LevelFormatError(`the board has ${rows} rows; a board has at most ${MAX_BOARD_CELLS} cells`, `${field}.items`);
  const first: unknown = items[0];
  if (typeof first !== 'string') throw new LevelFormatError(`items row 0 must be a string, got ${show(first)}`, `${field}.items`);
  const cols = first.length;
  if (cols === 0) throw new LevelFormatError('items row 0 is empty', `${field}.items`);
  if (rows * cols > MAX_BOARD_CELLS) {
    throw new LevelFormatError(`the board is ${rows} x ${cols}; a board has at most ${MAX_BOARD_CELLS} cells`, `${field}.items`);
  }
  for (let r = 0; r < rows; r++) {
    const itemRow: unknown = items[r];
    const colorRow: unknown = colors[r];
    if (typeof itemRow !== 'string') throw new LevelFormatError(`items row ${r} must be a string, got ${show(itemRow)}`, `${field}.items`);
    if (typeof colorRow !== 'string') throw new LevelFormatError(`colors row ${r} must be a string, got ${show(colorRow)}`, `${field}.colors`);
    if (itemRow.length !== cols) throw new LevelFormatError(`items row ${r} has ${itemRow.length} cells, expected ${cols}`, `${field}.items`);
    if (colorRow.length !== cols) throw new LevelFormatError(`colors row ${r} has ${colorRow.length} cells, expected ${cols}`, `${field}.colors`);
  }
  return [rows, cols];
}

function buildBoard(level: Level, name: string): Board {
  const { grid, colors, items, start } = level;
  if (grid !== 'hex' && grid !== 'square') throw new LevelFormatError(`grid must be 'hex' or 'square', got ${show(grid)}`, `${name}.grid`);
  const [rows, cols] = checkRows(colors, items, name);
  const dirCount = dirCountOf(grid);
  const size = rows * cols;
  const board: Board = {
    grid, rows, cols, dirCount,
    colors: new Uint8Array(size), tiles: new Uint8Array(size), stars: new Uint8Array(size),
    starCount: 0, next: new Int32Array(size * dirCount), startCell: 0, startRow: 0, startCol: 0, startDir: 0,
  };
  for (let r = 0; r < rows; r++) {
    const itemRow = items[r] as string;
    const colorRow = colors[r] as string;
    for (let c = 0; c < cols; c++) {
      const cell = r * cols + c;
      const colorCode = COLOR_CODES[colorRow[c] as keyof typeof COLOR_CODES];
      if (colorCode === undefined) {
        throw new LevelFormatError(`colors row ${r} col ${c}: ${quoteChar(colorRow[c] ?? '')} is not R, G or B`, `${name}.colors`);
      }
      board.colors[cell] = colorCode;
      const item = itemRow[c];
      if (item === '*') {
        board.stars[cell] = 1;
        board.starCount++;
      } else if (item !== '.' && item !== '#') {
        throw new LevelFormatError(`items row ${r} col ${c}: ${quoteChar(item ?? '')} is not '#', '.' or '*'`, `${name}.items`);
      }
      board.tiles[cell] = item === '#' ? 0 : 1;
    }
  }
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      for (let d = 0; d < dirCount; d++) {
        const to = step(grid, r, c, d);
        const inside = to.row >= 0 && to.row < rows && to.col >= 0 && to.col < cols;
        const target = to.row * cols + to.col;
        board.next[(r * cols + c) * dirCount + d] = inside && board.tiles[target] === 1 ? target : -1;
      }
    }
  }
  if (!isRecord(start)) throw new LevelFormatError(`start must be an object {row, col, dir}, got ${show(start)}`, `${name}.start`);
  const { row, col, dir } = start;
  if (typeof row !== 'number' || typeof col !== 'number' || !Number.isInteger(row) || row < 0 || row >= rows || !Number.isInteger(col) || col < 0 || col >= cols) {
    throw new LevelFormatError(`start (row ${show(row)}, col ${show(col)}) is outside the ${rows}x${cols} board`, `${name}.start`);
  }
  if (typeof dir !== 'number' || !Number.isInteger(dir) || dir < 0 || dir >= dirCount) {
    throw new LevelFormatError(`start dir ${show(dir)} is not a ${grid} direction 0..${dirCount - 1}`, `${name}.start.dir`);
  }
  board.startCell = row * cols + col;
  board.startRow = row;
  board.startCol = col;
  board.startDir = dir;
  return board;
}
