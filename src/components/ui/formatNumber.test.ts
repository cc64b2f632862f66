import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { LOCALES } from '../../i18n/locales';
import { decimalMark, formatNumber, NUMBER_MARKS } from './formatNumber';

describe('formatNumber', () => {
  afterEach(() => i18n.activate('en'));

  it('groups thousands with commas', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe('1,000');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(-4500)).toBe('-4,500');
    expect(formatNumber(-999)).toBe('-999');
  });

  it('reads back as the same number', () => {
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => Number(formatNumber(n).replace(/,/g, '')) === n));
  });

  it('follows the active language', () => {
    i18n.loadAndActivate({ locale: 'pt-BR', messages: {} });
    expect(formatNumber(1234567)).toBe('1.234.567');
    expect(decimalMark()).toBe(',');
    i18n.loadAndActivate({ locale: 'vi', messages: {} });
    expect(formatNumber(12345)).toBe('12.345');
    i18n.loadAndActivate({ locale: 'zh-Hans', messages: {} });
    expect(formatNumber(12345)).toBe('12,345');
    expect(decimalMark()).toBe('.');
    i18n.activate('en');
    expect(formatNumber(12345)).toBe('12,345');
  });

  it('writes every whole number as Intl.NumberFormat does, in every language', () => {
    for (const locale of LOCALES) {
      const intl = new Intl.NumberFormat(locale);
      i18n.loadAndActivate({ locale, messages: {} });
      fc.assert(fc.property(fc.integer({ min: -1e15, max: 1e15 }), (n) => formatNumber(n) === intl.format(n)));
      expect(decimalMark(), locale).toBe(intl.formatToParts(1.5).find((p) => p.type === 'decimal')?.value);
      expect(NUMBER_MARKS[locale].group, locale).toBe(intl.formatToParts(12345).find((p) => p.type === 'group')?.value);
    }
  });
});
