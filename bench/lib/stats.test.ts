import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pairedSignFlipP } from './stats';

describe('pairedSignFlipP', () => {
  it('is 2 / 2^n when every round moves the same way by the same amount', () => {
    expect(pairedSignFlipP([1, 1, 1, 1])).toBe(2 / 16);
    expect(pairedSignFlipP([-0.5, -0.5, -0.5, -0.5, -0.5, -0.5])).toBe(2 / 64);
  });

  it('is 1 when the rounds cancel out, and large when one round carries the difference', () => {
    expect(pairedSignFlipP([1, -1, 2, -2])).toBe(1);
    // One big round among small ones that cancel out: half the patterns or more reach it, with
    // only the big round's sign deciding which way.
    expect(pairedSignFlipP([3, 0.1, -0.1, 0.1, -0.1])).toBeGreaterThanOrEqual(0.5);
  });

  it('is a probability, symmetric in the sign of the differences and in their order', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: -10, max: 10, noNaN: true }), { minLength: 1, maxLength: 8 }), (diffs) => {
        const p = pairedSignFlipP(diffs);
        expect(p).toBeGreaterThanOrEqual(2 / 2 ** diffs.length - 1e-12);
        expect(p).toBeLessThanOrEqual(1);
        expect(pairedSignFlipP(diffs.map((d) => -d))).toBeCloseTo(p, 12);
        expect(pairedSignFlipP([...diffs].reverse())).toBeCloseTo(p, 12);
      }),
    );
  });

  it('has nothing to say about no rounds', () => {
    expect(pairedSignFlipP([])).toBeNaN();
  });
});
