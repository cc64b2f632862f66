import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber } from './formatNumber';

describe('formatNumber', () => {
  it('groups thousands with commas', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(-4500)).toBe('-4,500');
  });

  it('reads back as the same number', () => {
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => Number(formatNumber(n).replace(/,/g, '')) === n));
  });
});
