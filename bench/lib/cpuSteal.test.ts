import { describe, expect, it } from 'vitest';
import { parseCpuTicks, stealShare } from './cpuSteal';
import { calmRuns, leastSteal } from './smooth';

const stat = (steal: number, idle: number) => `cpu  100 5 50 ${idle} 3 0 2 ${steal} 0 0\ncpu0 1 2 3 4 5 6 7 8 0 0\nintr 1\n`;

describe('host steal from /proc/stat', () => {
  it('reads the total and the steal column of the cpu line', () => {
    expect(parseCpuTicks(stat(40, 800))).toEqual({ total: 100 + 5 + 50 + 800 + 3 + 0 + 2 + 40, steal: 40 });
  });

  it('is null for text without a cpu line or with bad numbers', () => {
    expect(parseCpuTicks('intr 1\n')).toBeNull();
    expect(parseCpuTicks('cpu  1 2 x 4 5 6 7 8\n')).toBeNull();
    expect(parseCpuTicks('cpu  1 2 3\n')).toBeNull();
  });

  it('gives the share of the ticks between two readings that were stolen', () => {
    const share = stealShare(parseCpuTicks(stat(40, 800)), parseCpuTicks(stat(65, 875)));
    expect(share).toBeCloseTo((100 * 25) / 100);
    expect(stealShare(null, parseCpuTicks(stat(40, 800)))).toBeNull();
    expect(stealShare(parseCpuTicks(stat(40, 800)), parseCpuTicks(stat(40, 800)))).toBeNull();
  });
});

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
