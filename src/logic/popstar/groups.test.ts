import { describe, expect, it } from 'vitest';
import { parseBoard, type Cell } from './board.ts';
import { findGroup, hasMoves, listGroups } from './groups.ts';
import { PopstarInputError } from './inputError.ts';

const sorted = (cells: Cell[]) => [...cells].sort((a, b) => a[0] - b[0] || a[1] - b[1]);

describe('findGroup (iterative flood fill)', () => {
  const board = parseBoard(['GRBY', 'RRBY', 'GRPY', 'BGPG']);

  it('finds the 4-connected same-colour group, starting from the tapped brick', () => {
    const group = findGroup(board, 1, 1);
    expect(group[0]).toEqual([1, 1]);
    expect(sorted(group)).toEqual([
      [0, 1],
      [1, 0],
      [1, 1],
      [2, 1],
    ]);
  });

  it('does not connect diagonally', () => {
    // G at (0,0) and G at (2,0) are separated by R at (1,0); G at (3,1) touches (2,0) only diagonally.
    expect(findGroup(board, 0, 0)).toEqual([[0, 0]]);
    expect(findGroup(board, 3, 3)).toEqual([[3, 3]]);
  });

  it('returns [] on an empty cell and off the board', () => {
    const sparse = parseBoard(['R.', 'RG']);
    expect(findGroup(sparse, 0, 1)).toEqual([]);
    expect(findGroup(sparse, -1, 0)).toEqual([]);
    expect(findGroup(sparse, 0, 2)).toEqual([]);
    // Integers off the board are no group; a value that is not an integer is not a cell at all.
    expect(findGroup(sparse, 2 ** 53, -(2 ** 53))).toEqual([]);
    expect(() => findGroup(sparse, 0.5, 0)).toThrow(PopstarInputError);
  });

  it('fills a board-wide snake without recursion', () => {
    // A 60 x 60 serpentine path of R through B walls: one group of every R.
    const size = 60;
    const rows = Array.from({ length: size }, (_, r) =>
      Array.from({ length: size }, (_, c) => {
        if (r % 2 === 0) return 'R';
        const gap = r % 4 === 1 ? size - 1 : 0;
        return c === gap ? 'R' : 'B';
      }).join(''),
    );
    const reds = rows.join('').split('').filter((x) => x === 'R').length;
    expect(findGroup(parseBoard(rows), 0, 0)).toHaveLength(reds);
  });
});

describe('listGroups and hasMoves', () => {
  it('lists the poppable groups only, in reading order', () => {
    const groups = listGroups(parseBoard(['GRBY', 'RRBY', 'GRPY', 'BGPG']));
    expect(groups.map((g) => [g.colour, g.cells.length])).toEqual([
      [1, 4], // R
      [3, 2], // B
      [4, 3], // Y
      [5, 2], // P
    ]);
  });

  it('sees a move when two same-colour bricks touch, horizontally or vertically', () => {
    expect(hasMoves(parseBoard(['RG', 'GR']))).toBe(false);
    expect(hasMoves(parseBoard(['RR', 'GB']))).toBe(true);
    expect(hasMoves(parseBoard(['RG', 'RB']))).toBe(true);
    expect(hasMoves(parseBoard(['..', '..']))).toBe(false);
    expect(hasMoves(parseBoard(['R.', 'G.']))).toBe(false);
  });
});
