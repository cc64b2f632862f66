/**
 * A whole number with thousands separators ("12,345"). One formatter for the app: `toLocaleString('en')`
 * builds a new Intl.NumberFormat on every call, and a HUD formats its numbers on every render.
 */
const FORMAT = new Intl.NumberFormat('en');

export function formatNumber(n: number): string {
  return FORMAT.format(n);
}
