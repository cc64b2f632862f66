/**
 * `npm run bench -- go <dist> [dist...]` (ROUNDS=n, default 6): Plan Tank's Go pressed by its key
 * (x) at 4x, as a first visit's first run: a fresh context each time (the win dialog's words not
 * loaded yet), level 1 written by keys (two Forwards) at speed 3, then x. Each round prints, for
 * every build in turn, the keydown's handler time and its Event Timing duration (the key to the
 * frame that shows its answer, in 8 ms steps); then each build's medians.
 */
import { chromium } from '@playwright/test';
import { resolve } from 'node:path';
import { CHROME_FLAGS, CHROMIUM, serve } from './lib/serve';
import { percentile } from './lib/stats';

const ROOT = resolve(import.meta.dirname, '..');
const dists = process.argv.slice(2).map((d) => resolve(d));
if (dists.length === 0) throw new Error('usage: npm run bench -- go <dist> [dist...]');
const rounds = Number(process.env.ROUNDS ?? 6);

/** Runs in the page: the keydowns' Event Timing entries, as [handler ms, duration ms]. */
const WATCH = `(() => {
  window.__keys = [];
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) if (e.name === 'keydown') window.__keys.push([e.processingEnd - e.processingStart, e.duration]);
  }).observe({ type: 'event', durationThreshold: 16 });
})()`;

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
const servers = await Promise.all(dists.map((d, i) => serve(ROOT, d, 5281 + i)));
const results = dists.map(() => [] as { handler: number; duration: number }[]);
try {
  console.log(`Plan Tank's Go by key at 4x, a first run, ${rounds} rounds in turns`);
  for (let r = 0; r < rounds; r++) {
    for (const [i, dist] of dists.entries()) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
      try {
        const page = await context.newPage();
        await page.goto(`${servers[i]!.url}#/plantank/play/pt-01`);
        await page.locator('[data-slot="0:0"]').click();
        await page.keyboard.press('w');
        await page.keyboard.press('w');
        await page.getByRole('slider', { name: 'Speed' }).fill('3');
        await page.locator('[data-slot="0:1"]').focus();
        await page.waitForTimeout(800);
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.evaluate(WATCH);
        await page.keyboard.press('x');
        await page.waitForSelector('[data-testid=run-status]:is([data-status=RUNNING], [data-status=OVER])');
        // Event Timing reports an event of 16 ms or more only: none means a quicker one.
        await page.waitForFunction('window.__keys.length > 0', undefined, { timeout: 2000 }).catch(() => undefined);
        const [handler, duration] = ((await page.evaluate('window.__keys')) as [number, number][])[0] ?? [NaN, 16];
        results[i]!.push({ handler, duration });
        console.log(`${dist.padEnd(28)} ` + (Number.isNaN(handler) ? 'key to its frame under 16 ms' : `handler ${Math.round(handler)} ms, key to its frame ${Math.round(duration)} ms`));
      } finally {
        await context.close();
      }
    }
  }
  const med = (values: number[]) => Math.round(percentile(values, 50));
  for (const [i, dist] of dists.entries()) {
    const rs = results[i]!;
    const timed = rs.filter((x) => !Number.isNaN(x.handler));
    console.log(`${dist.padEnd(28)} medians: handler ${timed.length > 0 ? med(timed.map((x) => x.handler)) : '-'} ms (${timed.length} timed), key to its frame ${med(rs.map((x) => x.duration))} ms`);
  }
} finally {
  for (const s of servers) s.stop();
  await browser.close();
}
