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
