import { describe, expect, it } from 'vitest';
import { createRng } from '../rng.ts';
import { dealBoard, waveAverageBounds, waveAverageCounts } from './deal.ts';

function colourCounts(cells: readonly number[], colours: number): number[] {
  const counts = new Array<number>(colours).fill(0);
  for (const colour of cells) counts[colour - 1]! += 1;
  return counts;
}

describe('wave-average colour counts (spec "Board")', () => {
  it('gives the seed band 16-24 for 100 bricks in 5 colours', () => {
    expect(waveAverageBounds(100, 5)).toEqual({ min: 16, max: 24 });
  });

  it('keeps every colour within its band and sums to the cell count', () => {
    for (const [total, colours] of [
      [100, 5],
      [225, 5],
      [64, 3],
      [99, 4],
      [10, 1],
    ] as const) {
      const { min, max } = waveAverageBounds(total, colours);
      for (let seed = 0; seed < 200; seed++) {
        const counts = waveAverageCounts(total, colours, createRng(seed));
        expect(counts).toHaveLength(colours);
        expect(counts.reduce((a, b) => a + b, 0)).toBe(total);
        for (const count of counts) {
          expect(count).toBeGreaterThanOrEqual(min);
          expect(count).toBeLessThanOrEqual(max);
        }
      }
    }
  });

  it('fluctuates: the counts are not always the even split, and both ends of the band occur', () => {
    const seen = new Set<number>();
    for (let seed = 0; seed < 500; seed++) for (const c of waveAverageCounts(100, 5, createRng(seed))) seen.add(c);
    expect(seen.has(16)).toBe(true);
    expect(seen.has(24)).toBe(true);
    expect(seen.size).toBe(9);
  });

  it('rejects a band that cannot hold the total', () => {
    expect(() => waveAverageCounts(100, 5, createRng(1), -1)).toThrow(/no counts in 21..19/);
  });
});

describe('dealBoard', () => {
  it('deals a full 10 x 10 board of 5 colours by default, counts within 16-24', () => {
    for (let seed = 0; seed < 50; seed++) {
      const board = dealBoard(seed);
      expect(board.width).toBe(10);
      expect(board.height).toBe(10);
      for (const count of colourCounts(board.cells, 5)) {
        expect(count).toBeGreaterThanOrEqual(16);
        expect(count).toBeLessThanOrEqual(24);
      }
    }
  });

  it('is deterministic: the same seed deals the same board; other seeds deal others', () => {
    expect(dealBoard(42)).toEqual(dealBoard(42));
    expect(dealBoard(42, { width: 15, height: 15 })).toEqual(dealBoard(42, { width: 15, height: 15 }));
    expect(dealBoard(42).cells).not.toEqual(dealBoard(43).cells);
  });

  it('shuffles: bricks of a colour are not laid out in runs', () => {
    const { cells } = dealBoard(7);
    let sameAsNext = 0;
    for (let i = 0; i + 1 < cells.length; i++) if (cells[i] === cells[i + 1]) sameAsNext++;
    // Sorted runs would give 95 equal neighbours; a shuffle gives about 99 / 5.
    expect(sameAsNext).toBeLessThan(40);
  });

  it('takes size and colour count as parameters', () => {
    const board = dealBoard(3, { width: 15, height: 8, colours: 7 });
    expect(board.cells).toHaveLength(120);
    expect(new Set(board.cells)).toEqual(new Set([1, 2, 3, 4, 5, 6, 7]));
    expect(() => dealBoard(1, { colours: 11 })).toThrow(/colours must be an integer in 1..10/);
    expect(() => dealBoard(1, { width: 0 })).toThrow(/width and height/);
  });
});
