import type { Plugin } from 'vite';
import type { BundleFile } from './compileHints';

const ROOT_RULE = /(^|[{}\s;])(:root(?:,:host)?)\{([^}]*)\}/g;
const COLOR_SET = /(--color-[\w-]+)\s*:\s*([^;}]+)/g;
const COLOR_READ = /var\((--color-[\w-]+)\)/g;

/**
 * The colours the stylesheets set once, on the root (tailwind.config.js's plugin), by name. A name
 * set anywhere else, or to a value that reads another variable, is left out: it may differ by place.
 */
export function rootColors(sheets: readonly string[]): Map<string, string> {
  const onRoot = new Map<string, string>();
  const elsewhere = new Set<string>();
  for (const css of sheets) {
    const rootText: string[] = [];
    for (const m of css.matchAll(ROOT_RULE)) rootText.push(m[3]!);
    for (const block of rootText) {
      for (const [, name, value] of block.matchAll(COLOR_SET)) {
        const v = value!.trim();
        if (v.includes('var(') || (onRoot.has(name!) && onRoot.get(name!) !== v)) elsewhere.add(name!);
        else onRoot.set(name!, v);
      }
    }
    const outside = css.replace(ROOT_RULE, '$1');
    for (const [, name] of outside.matchAll(COLOR_SET)) elsewhere.add(name!);
  }
  for (const name of elsewhere) onRoot.delete(name);
  return onRoot;
}

/** `var(--color-x)` written as x's value; a read with a fallback, or of another name, stays. */
export function inlineColors(css: string, colors: ReadonlyMap<string, string>): string {
  return css.replace(COLOR_READ, (read, name: string) => colors.get(name) ?? read);
}

/** Every stylesheet of a bundle, with the root's colours written in place. */
export function inlineBundleColors(bundle: Record<string, BundleFile>): void {
  const sheets = Object.values(bundle).filter((f) => f.type === 'asset' && f.fileName.endsWith('.css') && typeof f.source === 'string');
  const colors = rootColors(sheets.map((f) => f.source as string));
  for (const f of sheets) f.source = inlineColors(f.source as string, colors);
}

/**
 * Writes the theme's colours into the built stylesheets where they read them (`var(--color-ink-800)`
 * becomes `#1d2247`): an element's style then resolves no variable for them, which makes a restyle
 * of the whole page (a dialog's inertness, a new screen) cheaper. The root keeps the variables for
 * the page's code, which sets some of them in styles of its own.
 */
export function colorsInline(): Plugin {
  return {
    name: 'brickworks:colors-inline',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        inlineBundleColors(bundle as unknown as Record<string, BundleFile>);
      },
    },
  };
}
