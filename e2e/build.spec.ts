import { expect, test } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import { COMPILE_HINT } from '../scripts/compileHints';
import { OUT_DIR } from '../playwright.config';

test('every chunk of the build, and the page entry as served, opens with the compile hint', async ({ request }) => {
  const assets = readdirSync(`${OUT_DIR}/assets`);
  // Workers are built apart, and the route preloader is a classic script emitted as an asset.
  const chunks = assets.filter((f) => f.endsWith('.js') && !f.includes('.worker-') && !f.startsWith('route-preload-'));
  expect(chunks.length).toBeGreaterThan(10);
  for (const f of chunks) expect(readFileSync(`${OUT_DIR}/assets/${f}`, 'utf8').startsWith(COMPILE_HINT), f).toBe(true);
  const entry = /<script type="module"[^>]*src="\.\/(assets\/index-[^"]+\.js)"/.exec(readFileSync(`${OUT_DIR}/index.html`, 'utf8'))?.[1];
  expect(entry).toBeDefined();
  expect((await (await request.get(`/${entry}`)).text()).startsWith(COMPILE_HINT)).toBe(true);
});

test('the stylesheets carry the theme’s values and colours, not variables every element would resolve', () => {
  const sheets = readdirSync(`${OUT_DIR}/assets`).filter((f) => f.endsWith('.css'));
  expect(sheets.length).toBeGreaterThan(1);
  const css = sheets.map((f) => readFileSync(`${OUT_DIR}/assets/${f}`, 'utf8')).join('\n');
  // Tailwind's own scales, written in place: `p-6` is 1.5rem, `text-sm` .875rem.
  expect(css).toContain('.p-6{padding:1.5rem}');
  for (const theme of ['--spacing', '--text-sm', '--font-weight-bold', '--radius-xl', '--leading-tight', '--ease-out']) {
    expect(css, theme).not.toContain(`var(${theme})`);
  }
  // The colours too (scripts/inlineColors.ts), while the root still sets them for the page's code.
  expect(css.match(/var\(--color-[\w-]+\)/g) ?? []).toEqual([]);
  expect(css).toContain('--color-ink-800:#1d2247');
  expect(css).toMatch(/\.bg-ink-800\{background-color:#1d2247\}/);
  // Each sheet is rewritten on its own: a colour set for a part of the page, by any sheet, would
  // have been written in place elsewhere with the root's value.
  expect(css.replace(/:root(,:host)?\{[^}]*\}/g, '').match(/--color-[\w-]+:/g) ?? []).toEqual([]);
  // Every variable a stylesheet reads is set by a stylesheet, by the page's code (a cell's place,
  // a board's size) or has a fallback.
  const read = new Set([...css.matchAll(/var\((--[\w-]+)\)/g)].map((m) => m[1]!));
  const set = new Set([...css.matchAll(/(--[\w-]+):/g)].map((m) => m[1]!));
  const setByCode = ['--area-h', '--area-w', '--c', '--c0', '--cs', '--d', '--r', '--r0', '--rs', '--late', '--clear-ms', '--headings', '--next-count', '--pt-aspect', '--pt-tank-image', '--pt-w'];
  expect([...read].filter((v) => !set.has(v) && !setByCode.includes(v))).toEqual([]);
});
