import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
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

  it('follows the active language', () => {
    i18n.loadAndActivate({ locale: 'pt-BR', messages: {} });
    expect(formatNumber(1234567)).toBe('1.234.567');
    i18n.loadAndActivate({ locale: 'vi', messages: {} });
    expect(formatNumber(12345)).toBe('12.345');
    i18n.loadAndActivate({ locale: 'zh-Hans', messages: {} });
    expect(formatNumber(12345)).toBe('12,345');
    i18n.activate('en');
    expect(formatNumber(12345)).toBe('12,345');
  });
});
