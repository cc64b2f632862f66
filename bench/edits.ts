/**
 * `npm run bench -- edits <dist> [dist...]` (ROUNDS=n, default 4; TAPS=n edits a round, default
 * 16; BY=key for the keyboard): Plan Tank's slot edits on a phone (390x844) at 4x. Level 3 in a
 * fresh context, then TAPS times a palette chip and a slot of F1 (CDP touch taps at points read
 * before the throttle, so no page script runs between them); with BY=key, TAPS keys (w, q, e in
 * turn: each writes a command into the keyboard's slot and moves it on; Home after the last slot).
 * For every build in turn it prints the input where the edit is made (a slot's `pointerup`, or the
 * `keydown`): its handler time and its Event Timing duration (the input to the frame that shows the
 * edit, in 8 ms steps); then each build's medians and p90s over the rounds, and the durations' mean.
 */
import { chromium, type Locator } from '@playwright/test';
import { resolve } from 'node:path';
import { CHROME_FLAGS, CHROMIUM, serve } from './lib/serve';
import { percentile } from './lib/stats';

const ROOT = resolve(import.meta.dirname, '..');
const dists = process.argv.slice(2).map((d) => resolve(d));
if (dists.length === 0) throw new Error('usage: npm run bench -- edits <dist> [dist...]');
const rounds = Number(process.env.ROUNDS ?? 4);
const taps = Number(process.env.TAPS ?? 16);
const CHIPS = ['Forward', 'Turn left', 'Turn right'];
const byKey = process.env.BY === 'key';
const KEYS = ['KeyW', 'KeyQ', 'KeyE'];
/** Level 3's F1 has eight slots. */
const SLOTS = 8;

/** Runs in the page: the edits' Event Timing entries (a slot's pointerup, or a key), as [handler ms, duration ms]. */
const WATCH = `(() => {
  window.__lifts = [];
  // Home moves the keyboard's slot back: not an edit (an entry's startTime is its event's timeStamp).
  const moves = new Set();
  addEventListener('keydown', (e) => { if (e.code === 'Home') moves.add(e.timeStamp); }, true);
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) {
      const edit = ${byKey} ? e.name === 'keydown' && !moves.has(e.startTime) && e.target?.closest?.('[data-slot]') : e.name === 'pointerup' && e.target?.closest?.('[data-slot]');
      if (edit) window.__lifts.push([e.processingEnd - e.processingStart, e.duration]);
    }
  }).observe({ type: 'event', durationThreshold: 16 });
})()`;

const centre = async (l: Locator): Promise<[number, number]> => {
  const b = await l.boundingBox();
  if (!b) throw new Error('not on screen');
  return [b.x + b.width / 2, b.y + b.height / 2];
};

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
const servers = await Promise.all(dists.map((d, i) => serve(ROOT, d, 5281 + i)));
const results = dists.map(() => ({ handler: [] as number[], duration: [] as number[] }));
try {
  console.log(`Plan Tank's slot edits by ${byKey ? 'key' : 'touch'} on a phone at 4x, ${taps} a round, ${rounds} rounds in turns`);
  for (let r = 0; r < rounds; r++) {
    for (const [i, dist] of dists.entries()) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, serviceWorkers: 'block' });
      try {
        const page = await context.newPage();
        await page.goto(`${servers[i]!.url}#/plantank/play/pt-03`);
        await page.locator('[data-slot="0:3"]').waitFor();
        await page.waitForTimeout(1500);
        const chips = await Promise.all(CHIPS.map((name) => centre(page.getByRole('button', { name, exact: true }).first())));
        const slots = await Promise.all([0, 1, 2, 3].map((k) => centre(page.locator(`[data-slot="0:${k}"]`))));
        await page.evaluate(WATCH);
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        if (byKey) {
          // The keyboard's slot: the first one, focused by a tap with nothing armed.
          await page.touchscreen.tap(...slots[0]!);
          await page.waitForTimeout(400);
        }
        for (let k = 0; k < taps; k++) {
          if (byKey) {
            await page.keyboard.press(KEYS[k % KEYS.length]!);
            await page.waitForTimeout(250);
            if (k % SLOTS === SLOTS - 1) {
              await page.keyboard.press('Home');
              await page.waitForTimeout(250);
            }
            continue;
          }
          await page.touchscreen.tap(...chips[k % chips.length]!);
          await page.waitForTimeout(300);
          await page.touchscreen.tap(...slots[k % slots.length]!);
          await page.waitForTimeout(400);
        }
        const lifts = (await page.evaluate('window.__lifts')) as [number, number][];
        for (const [h, d] of lifts) {
          results[i]!.handler.push(h);
          results[i]!.duration.push(d);
        }
        const med = (k: 0 | 1) => percentile(lifts.map((x) => x[k]), 50).toFixed(1);
        // Event Timing leaves out events quicker than 16 ms to the frame: fewer entries than taps.
        console.log(`${dist.padEnd(28)} ${lifts.length} of ${taps} edits of 16 ms or more: handler median ${med(0)} ms, to its frame median ${med(1)} ms`);
      } finally {
        await context.close();
      }
    }
  }
  for (const [i, dist] of dists.entries()) {
    const { handler, duration } = results[i]!;
    const at = (values: number[], p: number) => percentile(values, p).toFixed(1);
    // The durations come in 8 ms steps: their mean moves where their median cannot.
    const mean = (duration.reduce((a, b) => a + b, 0) / duration.length).toFixed(1);
    console.log(`${dist.padEnd(28)} ${duration.length} edits: handler p50 / p90 ${at(handler, 50)} / ${at(handler, 90)} ms, to its frame p50 / p90 ${at(duration, 50)} / ${at(duration, 90)} ms, mean ${mean} ms`);
  }
} finally {
  for (const s of servers) s.stop();
  await browser.close();
}
