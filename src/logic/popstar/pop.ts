/**
 * Popping a group (spec "Moves"): the group is removed, bricks fall down per column, then empty
 * columns close to the left. The input board is never mutated.
 */
import { checkBoard, type Board, type Cell } from './board.ts';
import { findGroupUnchecked } from './groups.ts';
import { groupPointsUnchecked, type Scoring } from './scoring.ts';
import { checkAnyInteger, checkScoring } from './validate.ts';

export interface PopResult {
  board: Board;
  /** Number of bricks removed. */
  removed: number;
  /** Points earned by this pop (5n^2 for PopStar, (n - 2)^2 for SameGame). */
  points: number;
}

/** Where a surviving brick went: for the screen's fall and column-slide transforms. */
export interface BrickMove {
  from: Cell;
  to: Cell;
}

export interface PopTrace extends PopResult {
  /** The removed bricks in burst order (flood fill from the tap): brick i shows brickPoints(i). */
  group: Cell[];
  /** Every surviving brick whose cell changed; bricks that stayed put are not listed. */
  moved: BrickMove[];
}

function checkPopArgs(fn: string, board: Board, row: number, col: number, scoring: Scoring): [number, number] {
  checkBoard(fn, board);
  checkScoring(fn, 'scoring', scoring);
  return [checkAnyInteger(fn, 'row', row), checkAnyInteger(fn, 'col', col)];
}

/** Pop the group at (row, col). null when it is not a legal move (empty cell, off board, lone brick). */
export function pop(board: Board, row: number, col: number, scoring: Scoring = 'popstar'): PopResult | null {
  const [r, c] = checkPopArgs('pop', board, row, col, scoring);
  return popUnchecked(board, r, c, scoring);
}

/** Like pop, and also reports which cells burst and where every surviving brick moved. */
export function popWithTrace(board: Board, row: number, col: number, scoring: Scoring = 'popstar'): PopTrace | null {
  const [r, c] = checkPopArgs('popWithTrace', board, row, col, scoring);
  const group = findGroupUnchecked(board, r, c);
  if (group.length < 2) return null;
  const moved: BrickMove[] = [];
  return { ...removeGroup(board, group, scoring, moved), group, moved };
}

/** pop without the argument checks (for callers that checked them already). */
export function popUnchecked(board: Board, row: number, col: number, scoring: Scoring): PopResult | null {
  const group = findGroupUnchecked(board, row, col);
  return group.length < 2 ? null : removeGroup(board, group, scoring, null);
}

export interface PopSequence {
  board: Board;
  points: number;
  /** The index of the first tap that is not a legal pop (the board and points are those before it), or -1. */
  failed: number;
}

/**
 * The pops of `taps` in order, as pop would play them, on one working copy of the cells: a long
 * replay on a big board then allocates one board, not one per pop. No argument checks.
 */
export function popSequenceUnchecked(board: Board, taps: readonly Cell[], scoring: Scoring): PopSequence {
  const { width, height } = board;
  const cells = board.cells.slice();
  const current: Board = { width, height, cells };
  const seen = new Uint8Array(width * height);
  let points = 0;
  for (let i = 0; i < taps.length; i++) {
    const [row, col] = taps[i] as Cell;
    const group = findGroupUnchecked(current, row, col, seen);
    for (const [r, c] of group) seen[r * width + c] = 0;
    if (group.length < 2) return { board: current, points, failed: i };
    // The first pop settles the whole board; after it, columns left of the group cannot change.
    let from = i === 0 ? 0 : width;
    for (const [, c] of group) if (c < from) from = c;
    removeGroupInPlace(cells, width, height, group, from);
    points += groupPointsUnchecked(group.length, scoring);
  }
  return { board: current, points, failed: -1 };
}

/**
 * removeGroup's rules on `cells` itself, from column `from` on. A brick only ever moves down its
 * column or into a column already emptied by the pass, so no brick is overwritten before it is read.
 */
function removeGroupInPlace(cells: number[], width: number, height: number, group: Cell[], from: number): void {
  for (const [r, c] of group) cells[r * width + c] = 0;
  let target = from;
  for (let c = from; c < width; c++) {
    let landing = height - 1;
    for (let r = height - 1; r >= 0; r--) {
      const colour = cells[r * width + c] ?? 0;
      if (colour === 0) continue;
      if (landing !== r || target !== c) {
        cells[landing * width + target] = colour;
        cells[r * width + c] = 0;
      }
      landing--;
    }
    if (landing < height - 1) target++;
  }
}

/** The board without `group`, settled; every brick that changed cell goes into `moved` when given. */
function removeGroup(board: Board, group: Cell[], scoring: Scoring, moved: BrickMove[] | null): PopResult {
  const { width, height } = board;
  const holes = new Uint8Array(width * height);
  for (const [r, c] of group) holes[r * width + c] = 1;

  const cells = new Array<number>(width * height).fill(0);
  let target = 0; // the next column to fill: empty columns close to the left
  for (let c = 0; c < width; c++) {
    // Walk the column bottom-up; surviving bricks stack from the bottom row.
    let landing = height - 1;
    for (let r = height - 1; r >= 0; r--) {
      const colour = board.cells[r * width + c] ?? 0;
      if (colour === 0 || holes[r * width + c] === 1) continue;
      cells[landing * width + target] = colour;
      if (moved !== null && (landing !== r || target !== c)) moved.push({ from: [r, c], to: [landing, target] });
      landing--;
    }
    if (landing < height - 1) target++;
  }
  return { board: { width, height, cells }, removed: group.length, points: groupPointsUnchecked(group.length, scoring) };
}
