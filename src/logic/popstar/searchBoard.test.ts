/** The solver's typed-array board must follow exactly the rules of the readable pop.ts. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseBoard, remainingBricks } from './board.ts';
import { listGroups } from './groups.ts';
import { PopstarInputError } from './inputError.ts';
import { pop } from './pop.ts';
import { GroupScan, SearchBoard } from './searchBoard.ts';
import { settledBoardArbitrary } from './settledBoardArbitrary.ts';

describe('SearchBoard', () => {
  it('converts to and from a Board', () => {
    const board = parseBoard(['R...', 'RG..', 'BGY.']);
    const search = SearchBoard.fromBoard(board);
    expect(search.toBoard()).toEqual(board);
    expect(search.columns).toBe(3);
    expect(search.bricks).toBe(6);
    expect([...search.colourCounts]).toEqual([0, 2, 2, 1, 1]);
  });

  it('refuses boards too large for its byte and Int16 buffers', () => {
    expect(() => new SearchBoard(300, 2, 5)).toThrow(/too large for the solver/);
    expect(() => new SearchBoard(200, 200, 5)).toThrow(PopstarInputError);
  });

  it('maps display cells to internal indices and back', () => {
    const search = SearchBoard.fromBoard(parseBoard(['RGB', 'RGB']));
    for (let row = 0; row < 2; row++) {
      for (let col = 0; col < 3; col++) expect(search.cellOf(search.indexOf(row, col))).toEqual([row, col]);
    }
  });

  it('plays every pop exactly like pop(), and scans the same groups as listGroups', () => {
    fc.assert(
      fc.property(settledBoardArbitrary, fc.array(fc.nat(), { maxLength: 30 }), (board, choices) => {
        const search = SearchBoard.fromBoard(board);
        const scan = new GroupScan(board.width * board.height);
        let current = board;
        for (let step = 0; ; step++) {
          const groups = listGroups(current);
          scan.scan(search);
          const poppable = [...scan.groupSize.subarray(0, scan.groups)].filter((size) => size >= 2);
          expect(poppable.sort((a, b) => a - b)).toEqual(groups.map((g) => g.cells.length).sort((a, b) => a - b));
          if (groups.length === 0) break;
          const choice = choices[step] ?? 0;
          const group = groups[choice % groups.length]!;
          const [row, col] = group.cells[choice % group.cells.length]!;
          current = pop(current, row, col)!.board;
          const size = scan.fillOne(search, search.indexOf(row, col));
          expect(size).toBe(group.cells.length);
          search.removeCells(scan.members, 0, size);
          expect(search.toBoard()).toEqual(current);
          expect(search.bricks).toBe(remainingBricks(current));
        }
      }),
    );
  });
});
