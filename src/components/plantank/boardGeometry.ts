/**
 * Where cells and the tank sit on screen (docs/plantank-rules.md, "Grid"): pointy-top hexagons in odd-r
 * offset coordinates, odd rows half a cell to the right, rows 3/4 of a cell's height apart (Red
 * Blob Games, "Hexagonal Grids"); or RoboZZle's square grid. Lengths are in cell widths ("units"),
 * so the board scales with CSS alone: positions become percentages of the board.
 */
import type { Level } from '../../logic/plantank/index.ts';

/** A pointy-top hexagon of width 1 is 2/sqrt(3) tall. */
export const HEX_HEIGHT = 2 / Math.sqrt(3);

export interface BoardGeometry {
  grid: Level['grid'];
  rows: number;
  cols: number;
  /** Board size in units (one cell width = 1). */
  width: number;
  height: number;
  cellHeight: number;
  /** Vertical distance between rows, in units. */
  rowStep: number;
  /** Degrees per direction step (the tank's turn). */
  turnDegrees: number;
}

export function boardGeometry(level: Pick<Level, 'grid' | 'items'>): BoardGeometry {
  const rows = level.items.length;
  const cols = level.items[0]?.length ?? 0;
  if (level.grid === 'square') {
    return { grid: 'square', rows, cols, width: cols, height: rows, cellHeight: 1, rowStep: 1, turnDegrees: 90 };
  }
  const rowStep = HEX_HEIGHT * 0.75;
  return {
    grid: 'hex',
    rows,
    cols,
    width: cols + (rows > 1 ? 0.5 : 0),
    height: HEX_HEIGHT + (rows - 1) * rowStep,
    cellHeight: HEX_HEIGHT,
    rowStep,
    turnDegrees: 60,
  };
}

/** Top-left corner of a cell's box in units; works for cells off the board too (a fall). */
export function cellOrigin(g: BoardGeometry, row: number, col: number): { x: number; y: number } {
  const odd = g.grid === 'hex' && (row & 1) === 1;
  return { x: col + (odd ? 0.5 : 0), y: row * g.rowStep };
}

/** A cell's box as percentages of the board (for absolutely positioned cells). */
export function cellBox(g: BoardGeometry, row: number, col: number): { left: string; top: string; width: string; height: string } {
  const { x, y } = cellOrigin(g, row, col);
  const pct = (n: number) => `${+(n * 100).toFixed(4)}%`;
  return { left: pct(x / g.width), top: pct(y / g.height), width: pct(1 / g.width), height: pct(g.cellHeight / g.height) };
}

/**
 * The tank's transform: a cell-sized element at the board's top-left corner, translated in
 * percentages of its own size (one cell), so only `transform` changes as it drives.
 */
export function tankTranslate(g: BoardGeometry, row: number, col: number): string {
  const { x, y } = cellOrigin(g, row, col);
  const pct = (n: number) => `${+(n * 100).toFixed(4)}%`;
  return `translate(${pct(x)}, ${pct(y / g.cellHeight)})`;
}

/**
 * The tank's heading in degrees, turning the short way from the previous heading (5 -> 0 is one
 * step clockwise, not five back), so the rotate transition never spins the long way round.
 */
export function nextHeading(previous: number, dir: number, g: BoardGeometry): number {
  const full = 360;
  const target = dir * g.turnDegrees;
  const current = ((previous % full) + full) % full;
  let delta = target - current;
  if (delta > full / 2) delta -= full;
  if (delta < -full / 2) delta += full;
  return previous + delta;
}
