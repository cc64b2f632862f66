import { describe, expect, it } from 'vitest';
import { formatBoard, parseBoard, remainingBricks } from './board.ts';

describe('parseBoard / formatBoard', () => {
  it('reads rows top first, letters as colours 1..n and "." as empty', () => {
    const board = parseBoard(['R..', 'GBY', 'PRG']);
    expect(board.width).toBe(3);
    expect(board.height).toBe(3);
    expect(board.cells).toEqual([1, 0, 0, 2, 3, 4, 5, 1, 2]);
  });

  it('round-trips: parse(format(b)) equals b and format(parse(rows)) equals rows', () => {
    const rows = ['.....Y', 'R..B.Y', 'RG.BPY', 'RGYBPO', 'CWMKRG'];
    expect(formatBoard(parseBoard(rows))).toEqual(rows);
    const board = parseBoard(rows);
    expect(parseBoard(formatBoard(board))).toEqual(board);
  });

  it('counts the bricks left', () => {
    expect(remainingBricks(parseBoard(['R..', 'RG.']))).toBe(3);
    expect(remainingBricks(parseBoard(['..', '..']))).toBe(0);
  });

  it.each([
    [[], /no rows/],
    [[''], /row 0 is empty/],
    [['RG', 'R'], /row 1 has 1 cells, expected 2/],
    [['RG', 'RX'], /row 1, column 1: unknown letter 'X'/],
    [['Rg'], /row 0, column 1: unknown letter 'g'/],
    [['R G'], /row 0, column 1: unknown letter ' '/],
    [['RG', '.G'], /row 0, column 0: brick 'R' floats over the empty cell at row 1/],
    [['.G', '.G'], /column 0 is empty but column 1 holds bricks/],
    [['R.G', 'R.G'], /column 1 is empty but column 2 holds bricks/],
  ])('rejects %j with a message saying what and where', (rows, message) => {
    expect(() => parseBoard(rows as string[])).toThrow(message);
  });
});
