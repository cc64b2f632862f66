import { describe, expect, it } from 'vitest';
import { formatBoard, parseBoard, remainingBricks } from './board.ts';
import { hasMoves } from './groups.ts';
import { pop, popWithTrace } from './pop.ts';
import { endBonus } from './scoring.ts';

function popRows(rows: string[], row: number, col: number) {
  const result = pop(parseBoard(rows), row, col);
  if (result === null) throw new Error(`no pop at ${row},${col}`);
  return { ...result, rows: formatBoard(result.board) };
}

describe('pop: remove, fall, close columns (spec "Moves")', () => {
  it('lets bricks fall into holes in several columns', () => {
    const { rows, removed, points } = popRows(['GRBY', 'RRBY', 'GRPY', 'BGPG'], 1, 1);
    expect(removed).toBe(4);
    expect(points).toBe(80);
    expect(rows).toEqual(['..BY', 'G.BY', 'G.PY', 'BGPG']);
  });

  it('closes several empty columns at once', () => {
    expect(popRows(['RRGB', 'RRGB'], 0, 0).rows).toEqual(['GB..', 'GB..']);
  });

  it('closes an empty column in the middle and slides every column right of it', () => {
    expect(popRows(['RGGB', 'RGGB'], 1, 2).rows).toEqual(['RB..', 'RB..']);
    expect(popRows(['.B..', 'GB..', 'GBR.', 'RBRG'], 3, 1).rows).toEqual(['....', 'G...', 'GR..', 'RRG.']);
  });

  it('empties the last column without moving the others', () => {
    expect(popRows(['GBR', 'GBR'], 0, 2).rows).toEqual(['GB.', 'GB.']);
  });

  it('combines a fall and a column slide', () => {
    // The R group spans column 0 entirely and the top of column 1.
    expect(popRows(['RRG', 'RBG', 'RBY'], 0, 0).rows).toEqual(['.G.', 'BG.', 'BY.']);
  });

  it('a perfect clear ends the level with the full 2000 bonus', () => {
    const first = popRows(['RG', 'RG'], 0, 0);
    expect(first.rows).toEqual(['G.', 'G.']);
    const second = pop(first.board, 1, 0);
    expect(second).not.toBeNull();
    expect(formatBoard(second!.board)).toEqual(['..', '..']);
    expect(hasMoves(second!.board)).toBe(false);
    expect(remainingBricks(second!.board)).toBe(0);
    expect(first.points + second!.points + endBonus(remainingBricks(second!.board))).toBe(2040);
  });

  it('returns null for a lone brick, an empty cell or a tap off the board', () => {
    const board = parseBoard(['R.', 'GB']);
    expect(pop(board, 0, 0)).toBeNull();
    expect(pop(board, 0, 1)).toBeNull();
    expect(pop(board, 5, 0)).toBeNull();
  });

  it('never mutates the board it is given', () => {
    const board = parseBoard(['RRG', 'RBG']);
    const before = [...board.cells];
    pop(board, 0, 0);
    expect(board.cells).toEqual(before);
  });

  it('scores SameGame pops (n - 2)^2', () => {
    expect(pop(parseBoard(['RRR', 'RGG']), 0, 0, 'samegame')?.points).toBe(4);
    expect(pop(parseBoard(['RRR', 'RGG']), 1, 1, 'samegame')?.points).toBe(0);
  });
});

describe('popWithTrace: what the screen animates', () => {
  it('lists the burst cells in flood order and each brick that fell', () => {
    const trace = popWithTrace(parseBoard(['GRBY', 'RRBY', 'GRPY', 'BGPG']), 1, 1)!;
    expect(trace.group[0]).toEqual([1, 1]);
    expect(trace.group).toHaveLength(4);
    expect(trace.moved).toEqual([{ from: [0, 0], to: [1, 0] }]);
  });

  it('lists bricks that slid left with their column', () => {
    const trace = popWithTrace(parseBoard(['RRGB', 'RRGB']), 0, 0)!;
    expect(trace.moved).toEqual([
      { from: [1, 2], to: [1, 0] },
      { from: [0, 2], to: [0, 0] },
      { from: [1, 3], to: [1, 1] },
      { from: [0, 3], to: [0, 1] },
    ]);
  });

  it('agrees with pop', () => {
    const board = parseBoard(['RRG', 'RBG', 'RBY']);
    const trace = popWithTrace(board, 2, 0)!;
    expect(pop(board, 2, 0)).toEqual({ board: trace.board, removed: trace.removed, points: trace.points });
  });
});
