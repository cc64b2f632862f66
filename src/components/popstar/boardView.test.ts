import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placedBricks } from './boardView';

describe('placedBricks', () => {
  it('lists the cells with a colour and an id, in id order, from the given row down', () => {
    // 2 x 3: row 0 = [1 (id 5), 0, 2 (id 9)], row 1 = [3 (id 2), 4 (id 0: not yet dealt), 5 (id 7)]
    const cells = [1, 0, 2, 3, 4, 5];
    const ids = [5, 0, 9, 2, 0, 7];
    expect(placedBricks(cells, ids, 3, 0)).toEqual([
      { id: 2, i: 3 },
      { id: 5, i: 0 },
      { id: 7, i: 5 },
      { id: 9, i: 2 },
    ]);
    expect(placedBricks(cells, ids, 3, 1)).toEqual([
      { id: 2, i: 3 },
      { id: 7, i: 5 },
    ]);
    expect(placedBricks(cells, ids, 3, 2)).toEqual([]);
  });

  it('is every shown brick once, in increasing id order (property)', () => {
    const board = fc
      .record({ width: fc.integer({ min: 1, max: 6 }), height: fc.integer({ min: 1, max: 6 }) })
      .chain(({ width, height }) =>
        fc.record({
          width: fc.constant(width),
          height: fc.constant(height),
          cells: fc.array(fc.integer({ min: 0, max: 5 }), { minLength: width * height, maxLength: width * height }),
          // Distinct ids, 0 meaning none.
          ids: fc.shuffledSubarray([...Array(width * height + 4).keys()], { minLength: width * height, maxLength: width * height }),
          fromRow: fc.integer({ min: -1, max: height + 1 }),
        }),
      );
    fc.assert(
      fc.property(board, ({ width, cells, ids, fromRow }) => {
        const placed = placedBricks(cells, ids, width, fromRow);
        const expected = cells.flatMap((colour, i) => (colour !== 0 && ids[i] !== 0 && Math.floor(i / width) >= fromRow ? [i] : []));
        expect(placed.map((p) => p.i).sort((a, b) => a - b)).toEqual(expected);
        for (const p of placed) expect(p.id).toBe(ids[p.i]);
        for (let k = 1; k < placed.length; k++) expect(placed[k]!.id).toBeGreaterThan(placed[k - 1]!.id);
      }),
    );
  });
});
