import { currentLocale } from '../../i18n';

/**
 * A whole number with the active language's separators ("12,345", "12.345"). One formatter per
 * language: `toLocaleString` builds a new Intl.NumberFormat on every call, and a HUD formats its
 * numbers on every render.
 */
const formats = new Map<string, Intl.NumberFormat>();

export function formatNumber(n: number): string {
  const locale = currentLocale();
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    formats.set(locale, format);
  }
  return format.format(n);
}
