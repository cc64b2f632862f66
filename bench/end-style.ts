/**
 * `npm run bench:end-style -- <dist> [<dist>...]`: what a failed Plan Tank run's end asks of the
 * browser's style step, in builds of the site, with nothing else running. On a campaign level's play
 * screen (pt-21, 21 tiles) the board is given the outcome of a failed run (`data-outcome="fell"`,
 * which dims the board) 40 times, and each time the change plus a forced style (getComputedStyle)
 * is timed, unthrottled, and the animations it started (`document.getAnimations()`: a transition
 * each) are counted. ROUNDS=n (default 4) rounds, builds in a new random order each round; prints
 * each build's median ms (the median of its rounds' medians) and animations, and the ratio to the
 * first build. The demo that `npm run bench` plays only wins, so its runs never end this way.
 */
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROME_FLAGS, CHROMIUM, serve } from './lib/serve';
import { percentile } from './lib/stats';

const ROOT = resolve(import.meta.dirname, '..');
const dists = process.argv.slice(2);
if (dists.length === 0) throw new Error('usage: npm run bench:end-style -- <dist> [<dist>...]');
const rounds = Number(process.env.ROUNDS ?? 4);

// In-page code as text: the bundler's helpers do not exist in the page.
const MEASURE = `(async () => {
  const board = document.querySelector('.pt-board');
  const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  const times = [];
  const started = [];
  for (let i = 0; i < 40; i++) {
    board.removeAttribute('data-outcome');
    getComputedStyle(board).color;
    await frame();
    await frame();
    const before = document.getAnimations().length;
    const t = performance.now();
    board.setAttribute('data-outcome', 'fell');
    getComputedStyle(board).color;
    times.push(performance.now() - t);
    started.push(document.getAnimations().length - before);
    await frame();
  }
  return { tiles: board.querySelectorAll('.pt-tile').length, times, started };
})()`;

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
try {
  const results = dists.map(() => ({ medians: [] as number[], started: [] as number[], tiles: 0 }));
  for (let round = 0; round < rounds; round++) {
    const order = dists.map((_, i) => i).sort(() => Math.random() - 0.5);
    for (const i of order) {
      const server = await serve(ROOT, resolve(dists[i]!), 5340 + i);
      try {
        const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
        await page.goto(`${server.url}#/plantank/play/pt-21`, { waitUntil: 'networkidle' });
        await page.locator('.pt-board .pt-tile').first().waitFor();
        await page.waitForTimeout(500);
        const { tiles, times, started } = (await page.evaluate(MEASURE)) as { tiles: number; times: number[]; started: number[] };
        await page.close();
        const r = results[i]!;
        r.medians.push(percentile(times, 50));
        r.started.push(percentile(started, 50));
        r.tiles = tiles;
      } finally {
        server.stop();
      }
    }
  }
  const ms = (i: number) => percentile(results[i]!.medians, 50);
  console.log(`a failed run's end on pt-21: style ms (median of ${rounds} rounds' medians of 40), unthrottled, and animations started`);
  for (const [i, dist] of dists.entries()) {
    const r = results[i]!;
    const ratio = i > 0 ? ` (${(ms(i) / ms(0)).toFixed(2)}x)` : '';
    console.log(`  ${dist.padEnd(18)} ${ms(i).toFixed(2)} ms${ratio}   ${percentile(r.started, 50)} animations   ${r.tiles} tiles`);
  }
} finally {
  await browser.close();
}
