import type { Plugin } from 'vite';

const COLOR_SET = /(--color-[\w-]+)\s*:/g;
const COLOR_READ = /var\((--color-[\w-]+)\)/g;
const ROOT_RULE = /(^|[{}\s;]):root(?:,\s*:host)?\s*\{[^}]*\}/g;

/**
 * `var(--color-x)` written as x's value. A read with a fallback, of a colour not given, or of one
 * this sheet sets anywhere but on the root (it may differ by place) stays a variable.
 */
export function inlineColors(css: string, colors: ReadonlyMap<string, string>): string {
  const setHere = new Set([...css.replace(ROOT_RULE, '$1').matchAll(COLOR_SET)].map((m) => m[1]!));
  return css.replace(COLOR_READ, (read, name: string) => (setHere.has(name) ? read : (colors.get(name) ?? read)));
}

/**
 * Writes the theme's colours (tailwind.config.js's `colorVariables`) into each stylesheet where it
 * reads them (`var(--color-ink-800)` becomes `#1d2247`): an element's style then resolves no
 * variable for them, which makes a restyle of the whole page (a dialog's inertness, a new screen)
 * cheaper. It runs on each sheet before Vite bundles and names it, so a file's hash follows the
 * colours it holds. The root keeps the variables for the page's code, which sets some of them in
 * styles of its own.
 */
export function colorsInline(colors: Record<string, string>): Plugin {
  const byName = new Map(Object.entries(colors));
  return {
    name: 'brickworks:colors-inline',
    apply: 'build',
    transform(code, id) {
      if (!/\.css$/.test(id.split('?')[0]!)) return null;
      const out = inlineColors(code, byName);
      return out === code ? null : { code: out, map: null };
    },
  };
}
