import { describe, expect, it } from 'vitest';
import { calmRuns, leastSteal, smoothGoal } from './smooth';

describe('calm smoothness runs', () => {
  const runs = (...steals: (number | null)[]) => steals.map((steal, id) => ({ id, steal }));

  it('keeps the runs with the least steal, in the order they ran', () => {
    expect(leastSteal(runs(9, 2, 30, 4, 1), 3).map((r) => r.id)).toEqual([1, 3, 4]);
    expect(leastSteal(runs(null, 7, 3), 2).map((r) => r.id)).toEqual([0, 2]);
  });

  it('runs again while runs are noisy, up to the number of tries', async () => {
    const measure = (steals: number[]) => {
      let i = 0;
      return () => Promise.resolve({ id: i, steal: steals[i++]! });
    };
    // Calm from the start: just the runs wanted.
    expect((await calmRuns(measure([1, 2, 3, 40]), 3, 6, 5)).all).toHaveLength(3);
    // Two noisy runs: two more made, the calm three kept.
    const r = await calmRuns(measure([1, 30, 2, 20, 3, 50]), 3, 6, 5);
    expect(r.all).toHaveLength(5);
    expect(r.kept.map((x) => x.id)).toEqual([0, 2, 4]);
    // Noisy throughout: stops at the tries and keeps the least noisy.
    const n = await calmRuns(measure([30, 20, 10, 40, 25, 15, 1]), 3, 6, 5);
    expect(n.all).toHaveLength(6);
    expect(n.kept.map((x) => x.id)).toEqual([1, 2, 5]);
  });
});

describe('the smoothness goal', () => {
  it('is met at 16.7 ms or less, whatever the floor', () => {
    expect(smoothGoal(16.7)).toBe('met');
    expect(smoothGoal(16.6, 16.8)).toBe('met');
  });

  it("is met to the floor's resolution: no worse than the empty page's own p99", () => {
    expect(smoothGoal(16.8, 16.8)).toBe('met (the floor)');
    expect(smoothGoal(16.9, 16.8)).toBe('missed');
    expect(smoothGoal(16.8)).toBe('missed');
  });

  it('is missed by a late p99, and a late floor does not excuse it', () => {
    expect(smoothGoal(33.4, 16.8)).toBe('missed');
    expect(smoothGoal(33.3, 33.4)).toBe('missed');
    expect(smoothGoal(17.3, 17.3)).toBe('missed');
  });
});
