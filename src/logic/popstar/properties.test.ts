/** Properties of play on random boards, checked with fast-check. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { remainingBricks, type Board } from './board.ts';
import { hasMoves, listGroups } from './groups.ts';
import { pop } from './pop.ts';
import { endBonus } from './scoring.ts';
import { settledBoardArbitrary as settledBoard } from './settledBoardArbitrary.ts';

function assertSettled(board: Board): void {
  const { width, height, cells } = board;
  let seenEmptyColumn = false;
  for (let col = 0; col < width; col++) {
    let bricks = 0;
    for (let row = 0; row < height; row++) {
      if (cells[row * width + col] === 0) continue;
      bricks++;
      if (row + 1 < height) expect(cells[(row + 1) * width + col], `brick floats at ${row},${col}`).not.toBe(0);
    }
    if (bricks > 0) expect(seenEmptyColumn, `empty column left of column ${col}`).toBe(false);
    else seenEmptyColumn = true;
  }
}

function countColour(board: Board, colour: number): number {
  return board.cells.filter((c) => c === colour).length;
}

/** Play to the end, choosing among the groups with `choices`, then the first group. */
type PopCheck = (before: Board, after: Board, removed: number, points: number) => void;

function playOut(board: Board, choices: number[], check: PopCheck) {
  let current = board;
  let points = 0;
  for (let step = 0; ; step++) {
    const groups = listGroups(current);
    if (groups.length === 0) break;
    const choice = choices[step] ?? 0;
    const group = groups[choice % groups.length]!;
    const [row, col] = group.cells[choice % group.cells.length]!;
    const result = pop(current, row, col);
    expect(result).not.toBeNull();
    check(current, result!.board, result!.removed, result!.points);
    expect(countColour(result!.board, group.colour)).toBe(countColour(current, group.colour) - group.cells.length);
    points += result!.points;
    current = result!.board;
  }
  return { board: current, points };
}

describe('properties of pop', () => {
  it('a pop never adds bricks, and removes exactly its group', () => {
    fc.assert(
      fc.property(settledBoard, fc.array(fc.nat(), { maxLength: 30 }), (board, choices) => {
        playOut(board, choices, (before, after, removed) => {
          expect(removed).toBeGreaterThanOrEqual(2);
          expect(remainingBricks(after)).toBe(remainingBricks(before) - removed);
        });
      }),
    );
  });

  it('after every pop no brick floats over an empty cell and no empty column stands left of a brick', () => {
    fc.assert(
      fc.property(settledBoard, fc.array(fc.nat(), { maxLength: 30 }), (board, choices) => {
        playOut(board, choices, (_, after) => assertSettled(after));
      }),
    );
  });

  it('the score of a game equals the sum of 5n^2 over its pops plus the end bonus', () => {
    fc.assert(
      fc.property(settledBoard, fc.array(fc.nat(), { maxLength: 30 }), (board, choices) => {
        const sizes: number[] = [];
        const end = playOut(board, choices, (before, after, _removed, points) => {
          // n is measured on the boards, independently of what pop reports as removed.
          const n = remainingBricks(before) - remainingBricks(after);
          sizes.push(n);
          expect(points).toBe(5 * n * n);
        });
        expect(hasMoves(end.board)).toBe(false);
        const m = remainingBricks(end.board);
        expect(m).toBe(remainingBricks(board) - sizes.reduce((a, b) => a + b, 0));
        const expected = sizes.reduce((a, n) => a + 5 * n * n, 0) + Math.max(0, 2000 - 20 * m * m);
        expect(end.points + endBonus(m)).toBe(expected);
      }),
    );
  });

  it('an illegal tap returns null and leaves the board as it was', () => {
    fc.assert(
      fc.property(settledBoard, fc.integer({ min: -1, max: 8 }), fc.integer({ min: -1, max: 8 }), (board, row, col) => {
        const before = [...board.cells];
        const result = pop(board, row, col);
        expect(board.cells).toEqual(before);
        const onBoard = row >= 0 && col >= 0 && row < board.height && col < board.width;
        if (!onBoard || board.cells[row * board.width + col] === 0) expect(result).toBeNull();
      }),
    );
  });
});
