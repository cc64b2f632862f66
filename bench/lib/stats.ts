export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

export const mean = (values: number[]): number => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : NaN);
export const round = (v: number, digits = 1): number => (Number.isFinite(v) ? Math.round(v * 10 ** digits) / 10 ** digits : v);

/**
 * Two-sided exact sign-flip test of paired differences (build B's late share minus build A's, one a
 * round, the builds taking turns): the share of the 2^n ways of flipping the differences' signs
 * whose mean lies at least as far from 0 as the observed mean. With n rounds it is never under
 * 2 / 2^n: four rounds can show no difference below p = 0.125, six rounds p = 0.031.
 */
export function pairedSignFlipP(diffs: number[]): number {
  const n = diffs.length;
  if (n === 0) return NaN;
  if (n > 20) throw new Error('pairedSignFlipP: at most 20 pairs');
  const observed = Math.abs(diffs.reduce((a, b) => a + b, 0));
  let atLeast = 0;
  for (let mask = 0; mask < 2 ** n; mask++) {
    let sum = 0;
    for (let i = 0; i < n; i++) sum += mask & (1 << i) ? -diffs[i]! : diffs[i]!;
    // A tolerance for sums that are equal but for rounding.
    if (Math.abs(sum) >= observed - 1e-9) atLeast++;
  }
  return atLeast / 2 ** n;
}
