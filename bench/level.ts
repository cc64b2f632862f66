/**
 * `npm run bench -- level <dist> [dist...]` (FROM=pt-21 TO=pt-22, ROUNDS=n (default 4), SPEED=n: the
 * run speed set first, which decides how the tank is drawn): a Plan Tank level change at 4x, as the
 * win's link to the next level makes it (the hash to the next level), from a fresh page of FROM,
 * for builds in turns. Each round prints when the new level's heading was in the page and the
 * frame after it, the frame after the new editor's first slot (it may come in a later frame), the
 * page's long tasks and long animation frames up to the later of the two (longFrames.ts), and the
 * task that styles, lays out and paints the new screen (screenTask.ts, from a trace); then each build's
 * medians. Each build is a `vite build --outDir <dist> --sourcemap hidden`.
 */
import { chromium, type Browser } from '@playwright/test';
import { readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import type { AttributionEvent } from './lib/longTaskAttribution';
import { describeLongFrames, longFrames, type LongFrameEntry, type LongFrames } from './lib/longFrames';
import { screenTask, type ScreenTask } from './lib/screenTask';
import { CHROME_FLAGS, CHROMIUM, serve } from './lib/serve';
import { percentile } from './lib/stats';

const ROOT = resolve(import.meta.dirname, '..');
const dists = process.argv.slice(2).map((d) => resolve(d));
if (dists.length === 0) throw new Error('usage: npm run bench -- level <dist> [dist...]');
const from = process.env.FROM ?? 'pt-21';
const to = process.env.TO ?? 'pt-22';
const rounds = Number(process.env.ROUNDS ?? 4);
const speed = process.env.SPEED;

interface Round { seen: number; frame: number; editorFrame: number; longTasks: string[]; longFrames: LongFrames; task: ScreenTask | null }

/** Runs in the page: the heading's text changes once the new level is rendered; the frame after that is its first. */
const WATCH = `(() => {
  const w = window;
  w.__longTasks = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) w.__longTasks.push([e.startTime, e.duration]); }).observe({ type: 'longtask' });
  w.__longFrames = [];
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) w.__longFrames.push({ startTime: e.startTime, duration: e.duration, renderStart: e.renderStart, styleAndLayoutStart: e.styleAndLayoutStart, scripts: e.scripts.map((x) => ({ duration: x.duration })) });
  }).observe({ type: 'long-animation-frame' });
  const heading = () => document.querySelector('.pt-area-board h2');
  const before = heading().textContent;
  const slot = () => document.querySelector('[data-slot="0:0"]');
  const oldSlot = slot();
  const frameAfter = (key) => requestAnimationFrame(() => requestAnimationFrame((t) => (w[key] = t)));
  const watch = new MutationObserver(() => {
    if (w.__seen === undefined && heading()?.textContent !== before) {
      w.__seen = performance.now();
      frameAfter('__frame');
    }
    // The editor beside the board may come in a later frame than the board.
    if (w.__seen !== undefined && w.__editorFrame === undefined && slot() && slot() !== oldSlot) {
      w.__editorFrame = null;
      frameAfter('__editorFrame');
    }
    if (w.__editorFrame !== undefined) watch.disconnect();
  });
  watch.observe(document.body, { subtree: true, childList: true, characterData: true });
  console.timeStamp('bench:play');
  w.__t0 = performance.now();
  location.hash = '#/plantank/play/${to}';
})()`;

async function round(browser: Browser, url: string): Promise<Round> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  const path = `/tmp/bench-level-${process.pid}.json`;
  try {
    const page = await context.newPage();
    await page.goto(`${url}#/plantank/play/${from}`);
    await page.waitForSelector('.pt-tiles');
    if (speed !== undefined) await page.getByRole('slider', { name: 'Speed' }).fill(speed);
    await page.waitForTimeout(1500);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.waitForTimeout(300);
    await browser.startTracing(page, { path, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    await page.evaluate(WATCH);
    await page.waitForFunction(() => {
      const w = window as unknown as { __frame?: number; __editorFrame?: number | null };
      return typeof w.__frame === 'number' && typeof w.__editorFrame === 'number';
    });
    await page.waitForTimeout(1000);
    await browser.stopTracing();
    const m = (await page.evaluate(
      `(() => { const w = window; return { seen: w.__seen - w.__t0, frame: w.__frame - w.__t0, editorFrame: w.__editorFrame - w.__t0, t0: w.__t0, longFrames: w.__longFrames, longTasks: w.__longTasks.filter(([s]) => s >= w.__t0).map(([s, d]) => Math.round(s - w.__t0) + '+' + Math.round(d)) }; })()`,
    )) as Omit<Round, 'task' | 'longFrames'> & { t0: number; longFrames: LongFrameEntry[] };
    const task = screenTask(JSON.parse(readFileSync(path, 'utf8')).traceEvents as AttributionEvent[]);
    const last = Math.max(m.frame, m.editorFrame);
    return { seen: Math.round(m.seen), frame: Math.round(m.frame), editorFrame: Math.round(m.editorFrame), longTasks: m.longTasks, longFrames: longFrames(m.longFrames, m.t0, m.t0 + last), task };
  } finally {
    rmSync(path, { force: true });
    await context.close();
  }
}

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
const servers = await Promise.all(dists.map((d, i) => serve(ROOT, d, 5281 + i)));
const results = dists.map(() => [] as Round[]);
try {
  console.log(`Plan Tank ${from} -> ${to} at 4x${speed !== undefined ? `, speed ${speed}` : ''}, ${rounds} rounds in turns`);
  for (let r = 0; r < rounds; r++) {
    for (const [i, dist] of dists.entries()) {
      const x = await round(browser, servers[i]!.url);
      results[i]!.push(x);
      const t = x.task;
      console.log(
        `${dist.padEnd(28)} heading ${x.seen} ms, its frame ${x.frame} ms, the editor's frame ${x.editorFrame} ms, long tasks [${x.longTasks.join(' ')}], long frames ${describeLongFrames(x.longFrames)}` +
          (t ? `; screen task ${t.duration} ms (${t.elements} elements: style ${t.style}, layout ${t.layout}, pre-paint ${t.prePaint}, paint ${t.paint})` : '; no screen task traced'),
      );
    }
  }
  const med = (values: number[]) => Math.round(percentile(values, 50));
  for (const [i, dist] of dists.entries()) {
    const rs = results[i]!;
    const tasks = rs.flatMap((x) => (x.task ? [x.task] : []));
    const long = rs.filter((x) => x.longFrames.count > 0);
    console.log(
      `${dist.padEnd(28)} medians: its frame ${med(rs.map((x) => x.frame))} ms, the editor's ${med(rs.map((x) => x.editorFrame))} ms, screen task ${med(tasks.map((t) => t.duration))} ms, style ${med(tasks.map((t) => t.style))} ms over ${med(tasks.map((t) => t.elements))} elements; ` +
        `a long frame in ${long.length} of ${rs.length} rounds` + (long.length > 0 ? ` (their script ${med(long.map((x) => x.longFrames.script))} ms)` : ''),
    );
  }
} finally {
  for (const s of servers) s.stop();
  await browser.close();
}
