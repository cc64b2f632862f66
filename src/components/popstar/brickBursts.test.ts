import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { burstBricks, burstTiming } from './brickBursts';

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
