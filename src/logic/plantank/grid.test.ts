import { describe, expect, it } from 'vitest';
import { compileBoard, directionCount, forwardCell, LevelFormatError, neighbours, turnLeft, turnRight } from './grid.ts';
import { PlantankInputError } from './inputError.ts';
import { levelFromMap } from './levelMap.ts';

describe('hex grid (odd-r, spec "Grid")', () => {
  it('moves forward by the spec table on even rows', () => {
    // E, SE, SW, W, NW, NE from (row 2, col 2)
    const expected = [[2, 3], [3, 2], [3, 1], [2, 1], [1, 1], [1, 2]];
    expected.forEach(([row, col], dir) => expect(forwardCell('hex', 2, 2, dir)).toEqual({ row, col }));
  });

  it('moves forward by the spec table on odd rows', () => {
    const expected = [[3, 3], [4, 3], [4, 2], [3, 1], [2, 2], [2, 3]];
    expected.forEach(([row, col], dir) => expect(forwardCell('hex', 3, 2, dir)).toEqual({ row, col }));
  });

  it('every direction is one cell long at dir * 60 degrees clockwise from east, as drawn', () => {
    // Pointy-top, odd rows drawn half a cell right: centre x = col + (row & 1) / 2, y = row * sqrt(3) / 2 (y down).
    const centre = (row: number, col: number) => ({ x: col + (row & 1) / 2, y: (row * Math.sqrt(3)) / 2 });
    for (const row of [4, 5]) {
      for (let dir = 0; dir < 6; dir++) {
        const a = centre(row, 3);
        const to = forwardCell('hex', row, 3, dir);
        const b = centre(to.row, to.col);
        const angle = (dir * Math.PI) / 3;
        expect(b.x - a.x).toBeCloseTo(Math.cos(angle), 9);
        expect(b.y - a.y).toBeCloseTo(Math.sin(angle), 9);
      }
    }
  });

  it('turns by 60 degrees: right adds 1, left subtracts 1, six turns come back', () => {
    expect(directionCount('hex')).toBe(6);
    expect(turnRight('hex', 5)).toBe(0);
    expect(turnLeft('hex', 0)).toBe(5);
    let dir = 2;
    for (let i = 0; i < 6; i++) dir = turnRight('hex', dir);
    expect(dir).toBe(2);
  });

  it('three turns face back: forward, about face, forward returns to the start cell', () => {
    for (let row = 0; row < 4; row++) {
      for (let dir = 0; dir < 6; dir++) {
        const there = forwardCell('hex', row, 5, dir);
        const back = forwardCell('hex', there.row, there.col, (dir + 3) % 6);
        expect(back).toEqual({ row, col: 5 });
      }
    }
  });
});

describe('square grid (RoboZZle)', () => {
  it('moves E, S, W, N and turns by 90 degrees', () => {
    expect([0, 1, 2, 3].map((d) => forwardCell('square', 5, 5, d))).toEqual([
      { row: 5, col: 6 }, { row: 6, col: 5 }, { row: 5, col: 4 }, { row: 4, col: 5 },
    ]);
    expect(directionCount('square')).toBe(4);
    expect(turnRight('square', 3)).toBe(0);
    expect(turnLeft('square', 0)).toBe(3);
  });

  it('rejects a direction the grid does not have', () => {
    expect(() => forwardCell('square', 0, 0, 4)).toThrow(PlantankInputError);
    expect(() => forwardCell('square', 0, 0, 4)).toThrow(/dir must be an integer from 0 to 3, got 4/);
  });
});

describe('neighbours and compileBoard', () => {
  it('lists only cells inside the board', () => {
    expect(neighbours('hex', 3, 3, 0, 0).map((n) => n.dir)).toEqual([0, 1]);
    expect(neighbours('hex', 3, 3, 1, 1)).toHaveLength(6);
  });

  it('links tiles and marks holes and edges as -1', () => {
    const level = levelFromMap({ id: 't', title: 't', map: ['bbB', '#bb'], start: { row: 0, col: 0, dir: 0 }, subLengths: [1, 0, 0, 0, 0] });
    const board = compileBoard(level);
    expect(board.starCount).toBe(1);
    expect(board.next[0 * 6 + 0]).toBe(1); // (0,0) E -> (0,1)
    expect(board.next[0 * 6 + 1]).toBe(-1); // (0,0) SE -> (1,0), a hole
    expect(board.next[0 * 6 + 3]).toBe(-1); // off the board
    expect(board.next[1 * 6 + 1]).toBe(4); // (0,1) SE -> (1,1)
  });

  it('names the bad row or character', () => {
    const base = { id: 't', title: 't', grid: 'hex' as const, start: { row: 0, col: 0, dir: 0 }, subLengths: [1, 0, 0, 0, 0], allowedCommands: 0 };
    expect(() => compileBoard({ ...base, colors: ['RR', 'R'], items: ['..', '..'] })).toThrow(/colors row 1 has 1 cells/);
    expect(() => compileBoard({ ...base, colors: ['RX'], items: ['..'] })).toThrow(/colors row 0 col 1: 'X'/);
    expect(() => compileBoard({ ...base, colors: ['RR'], items: ['.x'] })).toThrow(LevelFormatError);
    expect(() => compileBoard({ ...base, colors: ['RR'], items: ['..'], start: { row: 0, col: 0, dir: 6 } })).toThrow(/dir 6/);
    expect(() => compileBoard({ ...base, colors: ['RR'], items: ['..'], start: { row: 1, col: 0, dir: 0 } })).toThrow(/outside/);
  });
});
