/**
 * Groups: 4-connected sets of same-colour bricks (spec "Moves"). A group of 2 or more can be popped.
 */
import { checkBoard, colourAt, type Board, type Cell } from './board.ts';
import { checkAnyInteger } from './validate.ts';

/**
 * The group containing (row, col), in flood-fill order from the tapped brick (the order in which the
 * bricks burst and show 10i + 5). [] on an empty cell or off the board. The fill is iterative: an
 * explicit queue, no recursion, so a big group cannot overflow the stack (the seed's warning).
 */
export function findGroup(board: Board, row: number, col: number): Cell[] {
  checkBoard('findGroup', board);
  return findGroupUnchecked(board, checkAnyInteger('findGroup', 'row', row), checkAnyInteger('findGroup', 'col', col));
}

/**
 * findGroup without the argument checks. `seen` marks the cells of groups already filled; callers
 * that fill many groups pass one buffer for all (a fill only visits its own group's cells).
 */
export function findGroupUnchecked(
  board: Board,
  row: number,
  col: number,
  seen: Uint8Array = new Uint8Array(board.cells.length),
): Cell[] {
  const colour = colourAt(board, row, col);
  if (colour === 0) return [];
  const { width } = board;
  const group: Cell[] = [[row, col]];
  seen[row * width + col] = 1;
  for (let head = 0; head < group.length; head++) {
    const [r, c] = group[head] as Cell;
    const neighbours: Cell[] = [
      [r - 1, c],
      [r + 1, c],
      [r, c - 1],
      [r, c + 1],
    ];
    for (const [nr, nc] of neighbours) {
      if (colourAt(board, nr, nc) !== colour) continue;
      const index = nr * width + nc;
      if (seen[index] === 1) continue;
      seen[index] = 1;
      group.push([nr, nc]);
    }
  }
  return group;
}

export interface Group {
  readonly colour: number;
  /** The group's cells, in flood-fill order from its first cell in reading order. */
  readonly cells: Cell[];
}

/** Every poppable group (2 or more bricks), in reading order of their first cell. */
export function listGroups(board: Board): Group[] {
  checkBoard('listGroups', board);
  const { width, height } = board;
  // One buffer for every fill, so a big board costs one pass, not one allocation per group.
  const seen = new Uint8Array(width * height);
  const groups: Group[] = [];
  for (let row = 0; row < height; row++) {
    for (let col = 0; col < width; col++) {
      if (seen[row * width + col] === 1 || colourAt(board, row, col) === 0) continue;
      const cells = findGroupUnchecked(board, row, col, seen);
      if (cells.length >= 2) groups.push({ colour: colourAt(board, row, col), cells });
    }
  }
  return groups;
}

/** True while some brick has a same-colour neighbour, i.e. a group of 2+ exists. */
export function hasMoves(board: Board): boolean {
  return hasMovesUnchecked(checkBoard('hasMoves', board));
}

export function hasMovesUnchecked(board: Board): boolean {
  for (let row = 0; row < board.height; row++) {
    for (let col = 0; col < board.width; col++) {
      const colour = colourAt(board, row, col);
      if (colour === 0) continue;
      // Checking right and down covers every adjacent pair once.
      if (colourAt(board, row, col + 1) === colour || colourAt(board, row + 1, col) === colour) return true;
    }
  }
  return false;
}
