/**
 * `npm run bench -- nav <dist> [dist...]` (ROUNDS=n, default 2; ONLY=<text>: the navigations whose
 * name holds it): the long tasks of moving between screens as a player does on a phone (390x844,
 * touch) at 4x: from the home page to each game and its levels, between Plan Tank's levels and a
 * level, and back home from each game. Each navigation starts from a fresh context (service
 * workers blocked: the next screen's code and words come from the server, as on a first visit),
 * waits for the page to settle, then taps the link; it prints the long tasks from the tap to 2 s
 * after the address changed (start after the tap + duration, ms), builds taking turns, then each
 * build's long tasks per navigation over the rounds. `TRACE=1` records a trace of each (with the
 * CPU profiler: slower) and says what each task over 50 ms was, by its largest events and code.
 */
import { chromium, type Locator, type Page } from '@playwright/test';
import { readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { attributeLongTasks, type AttributionEvent } from './lib/longTaskAttribution';
import { CHROME_FLAGS, CHROMIUM, serve } from './lib/serve';
import { sourceMapResolver } from './lib/sourceMap';

const ROOT = resolve(import.meta.dirname, '..');
const dists = process.argv.slice(2).map((d) => resolve(d));
if (dists.length === 0) throw new Error('usage: npm run bench -- nav <dist> [dist...]');
const rounds = Number(process.env.ROUNDS ?? 2);
const trace = process.env.TRACE === '1';
const TRACE_PATH = `/tmp/bench-nav-${process.pid}.json`;

const home = (p: Page) => p.locator('header a[href="#/"]').first();
const link = (href: string) => (p: Page) => p.locator(`a[href="${href}"]`).first();
const NAVS: { name: string; from: string; tap: (p: Page) => Locator }[] = [
  { name: 'home -> Tetris', from: '#/', tap: link('#/tetris') },
  { name: 'home -> PopStar', from: '#/', tap: link('#/popstar') },
  { name: 'home -> Plan Tank', from: '#/', tap: link('#/plantank') },
  { name: 'home -> Tetris modes', from: '#/', tap: link('#/tetris/levels') },
  { name: 'home -> PopStar levels', from: '#/', tap: link('#/popstar/levels') },
  { name: 'home -> Plan Tank levels', from: '#/', tap: link('#/plantank/levels') },
  { name: 'Plan Tank levels -> level 1', from: '#/plantank/levels', tap: link('#/plantank/play/pt-01') },
  { name: 'Plan Tank level -> levels', from: '#/plantank/play/pt-03', tap: link('#/plantank/levels') },
  { name: 'Tetris -> home', from: '#/tetris', tap: home },
  { name: 'PopStar -> home', from: '#/popstar', tap: home },
  { name: 'Plan Tank -> home', from: '#/plantank/play/pt-03', tap: home },
].filter((n) => !process.env.ONLY || n.name.includes(process.env.ONLY));

/** Runs in the page: the long tasks from now on, and the hash to leave. */
const WATCH = `(() => {
  window.__lt = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push([e.startTime, e.duration]); }).observe({ type: 'longtask' });
  window.__t0 = performance.now();
  window.__from = location.hash;
  console.timeStamp('bench:play');
})()`;

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
const servers = await Promise.all(dists.map((d, i) => serve(ROOT, d, 5281 + i)));
const found = dists.map(() => new Map<string, string[]>());
try {
  console.log(`Navigations on a phone at 4x, ${rounds} rounds, builds in turns: long tasks after the tap (start + ms)`);
  for (let r = 0; r < rounds; r++) {
    for (const nav of NAVS) {
      for (const [i, dist] of dists.entries()) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, serviceWorkers: 'block' });
        try {
          const page = await context.newPage();
          await page.goto(servers[i]!.url + nav.from);
          const target = nav.tap(page);
          await target.waitFor();
          await page.waitForTimeout(1500);
          const cdp = await context.newCDPSession(page);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
          if (trace) await browser.startTracing(page, { path: TRACE_PATH, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-v8.cpu_profiler'] });
          await page.evaluate(WATCH);
          await target.tap();
          for (let k = 0; k < 300 && (await page.evaluate('location.hash === window.__from')); k++) await page.waitForTimeout(10);
          await page.waitForTimeout(2000);
          if (trace) {
            await browser.stopTracing();
            const events = (JSON.parse(readFileSync(TRACE_PATH, 'utf8')) as { traceEvents: AttributionEvent[] }).traceEvents;
            for (const t of attributeLongTasks(events, { resolve: sourceMapResolver(dist, servers[i]!.url) }).filter((x) => x.start >= 0)) {
              console.log(`    traced +${t.start} ms ${t.duration} ms: ${t.what.join(', ')}${t.js ? ` | js: ${t.js.join(', ')}` : ''}`);
            }
            rmSync(TRACE_PATH, { force: true });
          }
          const tasks = (await page.evaluate(`window.__lt.filter(([s]) => s >= window.__t0).map(([s, d]) => Math.round(s - window.__t0) + '+' + Math.round(d))`)) as string[];
          (found[i]!.get(nav.name) ?? found[i]!.set(nav.name, []).get(nav.name)!).push(tasks.length === 0 ? 'none' : tasks.join(' '));
          console.log(`${nav.name.padEnd(28)} ${dist.padEnd(24)} [${tasks.join(' ')}]`);
        } finally {
          await context.close();
        }
      }
    }
  }
  for (const [i, dist] of dists.entries()) {
    console.log(`\n${dist}: long tasks by round`);
    for (const [name, runs] of found[i]!) console.log(`  ${name.padEnd(28)} ${runs.join(' | ')}`);
  }
} finally {
  for (const s of servers) s.stop();
  await browser.close();
}
