/**
 * Popping a group (spec "Moves"): the group is removed, bricks fall down per column, then empty
 * columns close to the left. The input board is never mutated.
 */
import type { Board, Cell } from './board.ts';
import { findGroup } from './groups.ts';
import { groupPoints, type Scoring } from './scoring.ts';

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

/** Pop the group at (row, col). null when it is not a legal move (empty cell, off board, lone brick). */
export function pop(board: Board, row: number, col: number, scoring: Scoring = 'popstar'): PopResult | null {
  const trace = popWithTrace(board, row, col, scoring);
  return trace === null ? null : { board: trace.board, removed: trace.removed, points: trace.points };
}

/** Like pop, and also reports which cells burst and where every surviving brick moved. */
export function popWithTrace(board: Board, row: number, col: number, scoring: Scoring = 'popstar'): PopTrace | null {
  const group = findGroup(board, row, col);
  if (group.length < 2) return null;
  const { width, height } = board;
  const holes = new Uint8Array(width * height);
  for (const [r, c] of group) holes[r * width + c] = 1;

  const cells = new Array<number>(width * height).fill(0);
  const moved: BrickMove[] = [];
  let target = 0; // the next column to fill: empty columns close to the left
  for (let c = 0; c < width; c++) {
    // Walk the column bottom-up; surviving bricks stack from the bottom row.
    let landing = height - 1;
    for (let r = height - 1; r >= 0; r--) {
      const colour = board.cells[r * width + c] ?? 0;
      if (colour === 0 || holes[r * width + c] === 1) continue;
      cells[landing * width + target] = colour;
      if (landing !== r || target !== c) moved.push({ from: [r, c], to: [landing, target] });
      landing--;
    }
    if (landing < height - 1) target++;
  }
  return {
    board: { width, height, cells },
    removed: group.length,
    points: groupPoints(group.length, scoring),
    group,
    moved,
  };
}
