import { describe, expect, it } from 'vitest';
import { forwardCell } from '../../logic/plantank/index.ts';
import { boardGeometry, cellBox, cellOrigin, HEX_HEIGHT, nextHeading, tankTranslate } from './boardGeometry';

const hex = boardGeometry({ grid: 'hex', items: ['....', '....', '....'] });
const square = boardGeometry({ grid: 'square', items: ['...', '...'] });

describe('board geometry', () => {
  it('sizes a hex board: half a cell wider for the odd rows, rows 3/4 of a cell apart', () => {
    expect(hex.width).toBe(4.5);
    expect(hex.height).toBeCloseTo(HEX_HEIGHT * 2.5);
    expect(boardGeometry({ grid: 'hex', items: ['....'] }).width).toBe(4);
    expect(square.width).toBe(3);
    expect(square.height).toBe(2);
  });

  it('puts neighbouring hex centres one cell width apart in all six directions', () => {
    for (const [row, col] of [[1, 1], [2, 2]] as const) {
      const a = cellOrigin(hex, row, col);
      for (let dir = 0; dir < 6; dir++) {
        const n = forwardCell('hex', row, col, dir);
        const b = cellOrigin(hex, n.row, n.col);
        expect(Math.hypot(b.x - a.x, b.y - a.y)).toBeCloseTo(1);
        // Direction 0 is east and they go clockwise (screen y grows downwards): angle = dir * 60.
        expect(Math.atan2(b.y - a.y, b.x - a.x) * (180 / Math.PI)).toBeCloseTo(dir <= 3 ? dir * 60 : dir * 60 - 360);
      }
    }
  });

  it('gives cell boxes and the tank transform in percentages', () => {
    expect(cellBox(hex, 1, 0)).toEqual({ left: '11.1111%', top: `${+((0.75 * HEX_HEIGHT * 100) / hex.height).toFixed(4)}%`, width: '22.2222%', height: '40%' });
    expect(tankTranslate(hex, 1, 2)).toBe('translate(250%, 75%)');
    expect(tankTranslate(square, 1, 2)).toBe('translate(200%, 100%)');
    // Off the board (a fall): row -1 is odd, half a cell to the right.
    expect(tankTranslate(hex, -1, 0)).toBe('translate(50%, -75%)');
  });

  it('turns the short way round', () => {
    expect(nextHeading(0, 1, hex)).toBe(60);
    expect(nextHeading(300, 0, hex)).toBe(360);
    expect(nextHeading(360, 5, hex)).toBe(300);
    expect(nextHeading(0, 5, hex)).toBe(-60);
    expect(nextHeading(-90, 2, square)).toBe(-180);
    expect(nextHeading(720, 3, square)).toBe(630);
  });
});
