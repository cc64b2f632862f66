import { currentLocale } from '../../i18n';
import type { Locale } from '../../i18n/locales';

/**
 * Each language's digit group separator and decimal mark, as Intl.NumberFormat writes them (a unit
 * test holds the two together). Written out rather than asked of Intl: the first Intl.NumberFormat
 * a page builds costs tens of milliseconds, inside the first render of every screen with a score.
 */
export const NUMBER_MARKS: Record<Locale, { group: string; decimal: string }> = {
  en: { group: ',', decimal: '.' },
  'zh-Hans': { group: ',', decimal: '.' },
  'pt-BR': { group: '.', decimal: ',' },
  vi: { group: '.', decimal: ',' },
};

/** A whole number with the active language's separators ("12,345", "12.345"); other numbers are rounded. */
export function formatNumber(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const digits = String(Math.abs(Math.round(n))).replace(/\B(?=(\d{3})+(?!\d))/g, NUMBER_MARKS[currentLocale()].group);
  return n < 0 && Math.round(n) !== 0 ? `-${digits}` : digits;
}

/** The active language's decimal mark ("." in English and Chinese, "," in Portuguese and Vietnamese). */
export function decimalMark(): string {
  return NUMBER_MARKS[currentLocale()].decimal;
}
