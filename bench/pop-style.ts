/**
 * `npm run bench:pop-style -- <dist> [<dist>...]`: what the browser's style step costs for the
 * changes of PopStar's busiest frames, in builds of the site, with nothing else running. Each build's
 * PopStar board (a dealt level, 100 bricks) and all its CSS are copied into a blank page; there, 30
 * bricks at a time are made to do what a frame asks of them, and the change plus a forced style
 * (getComputedStyle) is timed, 40 times per change, unthrottled:
 * - select: the bricks are lifted (slot `is-up`, face `is-selected`), or put down again;
 * - pop: lifted bricks become bursts (slot `is-burst` with its delays, face no longer selected);
 * - fall: bricks move down (their slot's `--r`).
 * ROUNDS=n (default 4) rounds, builds in a new random order each round; prints each change's median
 * ms per build (the median of its rounds' medians) and the ratio to the first build. A trace of a
 * demo under the 4x throttle reads the same work with the spread of a whole game (one build's pop
 * frames: style 10-19 ms); this reads it within a few ms for 30 bricks.
 */
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROME_FLAGS, CHROMIUM, serve } from './lib/serve';
import { percentile } from './lib/stats';

const ROOT = resolve(import.meta.dirname, '..');
const dists = process.argv.slice(2);
if (dists.length === 0) throw new Error('usage: npm run bench:pop-style -- <dist> [<dist>...]');
const rounds = Number(process.env.ROUNDS ?? 4);
const MODES = ['select', 'pop', 'fall'] as const;

// In-page code as text: the bundler's helpers do not exist in the page.
const GRAB = `(() => ({
  html: document.querySelector('.ps-board').outerHTML,
  css: [...document.styleSheets].map((s) => [...s.cssRules].map((r) => r.cssText).join('\\n')).join('\\n'),
}))()`;
const MEASURE = (mode: string) => `(async () => {
  const mode = ${JSON.stringify(mode)};
  const faces = [...document.querySelectorAll('.ps-slot > .ps-face')].slice(0, 30);
  const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  const times = [];
  for (let i = 0; i < 40; i++) {
    if (mode === 'pop') {
      for (const f of faces) { f.parentElement.className = 'ps-slot is-up'; f.classList.add('is-selected'); }
      getComputedStyle(faces[0]).color;
    }
    await frame();
    const t = performance.now();
    faces.forEach((f, k) => {
      const slot = f.parentElement;
      if (mode === 'select') { slot.classList.toggle('is-up'); f.classList.toggle('is-selected'); }
      else if (mode === 'pop') { slot.className = 'ps-slot is-burst'; slot.style.setProperty('--d', k * 5 + 'ms'); slot.style.setProperty('--late', '0ms'); f.classList.remove('is-selected'); }
      else slot.style.setProperty('--r', String(i % 2 ? 5 : 2));
    });
    getComputedStyle(faces[0]).color;
    times.push(performance.now() - t);
    if (mode === 'pop') for (const f of faces) f.parentElement.className = 'ps-slot';
  }
  return { n: faces.length, times };
})()`;

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
try {
  // Each build's board and CSS, read once from its own page.
  const sources: { html: string; css: string }[] = [];
  for (const [i, dist] of dists.entries()) {
    const server = await serve(ROOT, resolve(dist), 5330 + i);
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(`${server.url}#/popstar/seed/7`, { waitUntil: 'networkidle' });
      await page.locator('.ps-board .ps-slot').nth(99).waitFor();
      sources.push((await page.evaluate(GRAB)) as { html: string; css: string });
      await page.close();
    } finally {
      server.stop();
    }
  }
  const medians = dists.map(() => new Map<string, number[]>());
  for (let round = 0; round < rounds; round++) {
    const order = dists.map((_, i) => i).sort(() => Math.random() - 0.5);
    for (const i of order) {
      const { html, css } = sources[i]!;
      // Each change on a page of its own, as the board was dealt.
      for (const mode of MODES) {
        const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
        await page.setContent(`<!doctype html><html><head><style>${css}</style></head><body><div style="width:600px;height:600px">${html}</div></body></html>`);
        await page.waitForTimeout(300);
        const { n, times } = (await page.evaluate(MEASURE(mode))) as { n: number; times: number[] };
        await page.close();
        if (n < 30) throw new Error(`${dists[i]}: the board has ${n} bricks, not 30`);
        const list = medians[i]!.get(mode) ?? [];
        list.push(percentile(times, 50));
        medians[i]!.set(mode, list);
      }
    }
  }
  const result = (i: number, mode: string) => percentile(medians[i]!.get(mode)!, 50);
  console.log(`style of 30 bricks' change, ms (median of ${rounds} rounds' medians of 40), unthrottled`);
  for (const [i, dist] of dists.entries()) {
    const cells = MODES.map((m) => `${m} ${result(i, m).toFixed(1)}${i > 0 ? ` (${(result(i, m) / result(0, m)).toFixed(2)}x)` : ''}`);
    console.log(`  ${dist.padEnd(18)} ${cells.join('   ')}`);
  }
} finally {
  await browser.close();
}
