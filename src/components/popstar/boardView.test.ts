import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { burstBricks, burstTiming, placedBricks } from './boardView';

describe('placedBricks', () => {
  it('lists the cells with a colour and an id, in id order', () => {
    // 2 x 3: row 0 = [1 (id 5), 0, 2 (id 9)], row 1 = [3 (id 2), 4 (id 0: not yet dealt), 5 (id 7)]
    const cells = [1, 0, 2, 3, 4, 5];
    const ids = [5, 0, 9, 2, 0, 7];
    expect(placedBricks(cells, ids)).toEqual([
      { id: 2, i: 3 },
      { id: 5, i: 0 },
      { id: 7, i: 5 },
      { id: 9, i: 2 },
    ]);
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
        }),
      );
    fc.assert(
      fc.property(board, ({ cells, ids }) => {
        const placed = placedBricks(cells, ids);
        const expected = cells.flatMap((colour, i) => (colour !== 0 && ids[i] !== 0 ? [i] : []));
        expect(placed.map((p) => p.i).sort((a, b) => a - b)).toEqual(expected);
        for (const p of placed) expect(p.id).toBe(ids[p.i]);
        for (let k = 1; k < placed.length; k++) expect(placed[k]!.id).toBeGreaterThan(placed[k - 1]!.id);
      }),
    );
  });
});

describe('burstTiming', () => {
  it('starts the bursts in burst order within ~160 ms and ends them all together', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), (size) => {
        const timings = Array.from({ length: size }, (_, i) => burstTiming(size, i));
        const ends = new Set(timings.map(({ delay, late }) => delay + late));
        expect(ends.size).toBe(1);
        expect(timings[0]!.delay).toBe(0);
        for (let i = 1; i < size; i++) expect(timings[i]!.delay).toBeGreaterThanOrEqual(timings[i - 1]!.delay);
        expect(timings[size - 1]!.delay).toBeLessThanOrEqual(Math.min(18 * (size - 1), 160));
        expect(timings.every(({ late }) => late >= 0)).toBe(true);
      }),
    );
  });
});

describe('burstBricks', () => {
  const pop = { group: [[2, 0], [1, 0]] as [number, number][], colour: 1, ids: [5, 3] };

  it("gives each popped brick its id, cell, colour and timing, pop after pop", () => {
    const next = { group: [[0, 1]] as [number, number][], colour: 2, ids: [2] };
    expect(burstBricks([pop, next], new Set([1, 4, 6]))).toEqual([
      { id: 5, row: 2, col: 0, colour: 1, delay: 0, late: 18 },
      { id: 3, row: 1, col: 0, colour: 1, delay: 18, late: 0 },
      { id: 2, row: 0, col: 1, colour: 2, delay: 0, late: 0 },
    ]);
  });

  it('leaves out bricks without an id, still on the board (a new deal reuses ids) or already bursting', () => {
    expect(burstBricks([{ ...pop, ids: [0, 3] }], new Set())).toHaveLength(1);
    expect(burstBricks([pop], new Set([5]))).toEqual([expect.objectContaining({ id: 3 })]);
    expect(burstBricks([pop, pop], new Set())).toHaveLength(2);
    expect(burstBricks([{ ...pop, ids: [] }], new Set())).toEqual([]);
  });
});
