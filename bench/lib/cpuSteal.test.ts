import { describe, expect, it } from 'vitest';
import { parseCpuTicks, stealShare } from './cpuSteal';

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
