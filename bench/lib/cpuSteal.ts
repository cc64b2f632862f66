import { readFileSync } from 'node:fs';

/** The machine's CPU time so far, in clock ticks: all of it, and what the hypervisor stole. */
export interface CpuTicks {
  total: number;
  steal: number;
}

/**
 * Reads the first line of /proc/stat ("cpu user nice system idle iowait irq softirq steal ..."),
 * or null where there is none (not Linux). Steal is the time this virtual machine was ready to run
 * and its host ran something else: on a shared 2-core machine it is the noise under every frame.
 */
export function parseCpuTicks(stat: string): CpuTicks | null {
  const line = stat.split('\n').find((l) => l.startsWith('cpu '));
  if (!line) return null;
  const v = line.trim().split(/\s+/).slice(1, 9).map(Number);
  if (v.length < 8 || v.some((x) => !Number.isFinite(x))) return null;
  return { total: v.reduce((a, b) => a + b, 0), steal: v[7]! };
}

export function readCpuTicks(): CpuTicks | null {
  try {
    return parseCpuTicks(readFileSync('/proc/stat', 'utf8'));
  } catch {
    return null;
  }
}

/** The share of CPU time stolen between two readings, in %, or null when either is missing. */
export function stealShare(before: CpuTicks | null, after: CpuTicks | null): number | null {
  if (!before || !after || after.total <= before.total) return null;
  return (100 * (after.steal - before.steal)) / (after.total - before.total);
}
