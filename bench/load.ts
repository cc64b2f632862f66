/**
 * `npm run bench:load -- <route> <dist> [<dist>...]`: what loading a screen blocks, build against
 * build, the part of Lighthouse's performance score that moves (total blocking time). Each build
 * is served and the route (e.g. `popstar`, `''` for home) loaded fresh `ROUNDS` times (default 5;
 * builds in a new random order each round) at 412x823 under a 4x CPU throttle (Lighthouse's
 * mobile preset), tracing the main thread for 5 s. Per load: the blocking time (the main thread's
 * tasks after the first contentful paint, each one's time over 50 ms, summed), the long tasks,
 * and the time spent making SVG images' documents (`SVGImage::DataChanged`). Prints each build's
 * median per load and its ratio to the first build's, then each build's long tasks in its median
 * load, by what they did.
 */
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROME_FLAGS, CHROMIUM, serve } from './lib/serve';
import { percentile } from './lib/stats';
import { topLevelTasks, type TraceEvent } from './lib/trace';

const ROOT = resolve(import.meta.dirname, '..');
const [route, ...dists] = process.argv.slice(2);
if (route === undefined || dists.length === 0) throw new Error("usage: npm run bench:load -- <route ('' for home)> <dist> [<dist>...]");
const rounds = Number(process.env.ROUNDS ?? 5);

interface Load {
  blocking: number;
  longTasks: number;
  svgMs: number;
  tasks: { at: number; ms: number; what: string }[];
}

/** One fresh load of the route, traced; its blocking time, long tasks and SVG documents' time. */
async function load(url: string): Promise<Load> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  const path = join(tmpdir(), `bench-load-${process.pid}.json`);
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await browser.startTracing(page, { path, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'loading'] });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(5000);
    await browser.stopTracing();
    const events = (JSON.parse(readFileSync(path, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
    const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
    if (main === undefined) throw new Error('no renderer main thread in the trace');
    // In time order, an event before those it holds.
    const mine = events.filter((e) => e.pid === main.pid && e.tid === main.tid).sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    const fcp = events.find((e) => e.name === 'firstContentfulPaint')?.ts ?? 0;
    // Outermost tasks only: a task run inside another is counted in it.
    const tasks = topLevelTasks(mine).filter((e) => (e.dur ?? 0) > 50_000 && e.ts >= fcp);
    const inside = (t: TraceEvent, e: TraceEvent) => e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + (t.dur ?? 0);
    const PHASES = ['v8.evaluateModule', 'FunctionCall', 'TimerFire', 'UpdateLayoutTree', 'Layout', 'Paint', 'Layerize', 'SVGImage::DataChanged'];
    return {
      blocking: tasks.reduce((sum, t) => sum + (t.dur ?? 0) / 1000 - 50, 0),
      longTasks: tasks.length,
      svgMs: mine.filter((e) => e.name === 'SVGImage::DataChanged').reduce((sum, e) => sum + (e.dur ?? 0) / 1000, 0),
      tasks: tasks.map((t) => {
        const by = new Map<string, number>();
        // Each phase's outermost events only (a paint can hold paints of its own).
        const counted: TraceEvent[] = [];
        for (const e of mine) {
          if (!PHASES.includes(e.name) || e === t || !inside(t, e) || counted.some((c) => c.name === e.name && inside(c, e))) continue;
          counted.push(e);
          by.set(e.name, (by.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
        }
        const what = [...by].sort((a, b) => b[1] - a[1]).map(([n, ms]) => `${n} ${ms.toFixed(0)}`).join(', ');
        return { at: (t.ts - fcp) / 1000, ms: (t.dur ?? 0) / 1000, what };
      }),
    };
  } finally {
    await browser.close();
    rmSync(path, { force: true });
  }
}

const loads: Load[][] = dists.map(() => []);
for (let round = 0; round < rounds; round++) {
  const order = dists.map((_, i) => i).sort(() => Math.random() - 0.5);
  for (const i of order) {
    const server = await serve(ROOT, resolve(dists[i]!), 5350 + i);
    try {
      loads[i]!.push(await load(`${server.url}#/${route}`));
    } finally {
      server.stop();
    }
  }
}
const med = (i: number, f: (l: Load) => number) => percentile(loads[i]!.map(f), 50);
console.log(`#/${route}, ${rounds} fresh loads a build, CPU 4x slower, 412x823: medians a load (ms)`);
for (const [i, dist] of dists.entries()) {
  const ratio = (f: (l: Load) => number) => (i > 0 && med(0, f) > 0 ? ` (${(med(i, f) / med(0, f)).toFixed(2)}x)` : '');
  const blocking = (l: Load) => l.blocking;
  const svg = (l: Load) => l.svgMs;
  console.log(
    `  ${dist.padEnd(18)} blocking ${med(i, blocking).toFixed(0)}${ratio(blocking)}   long tasks ${med(i, (l) => l.longTasks)}   SVG documents ${med(i, svg).toFixed(1)}${ratio(svg)}   (blocking by load: ${loads[i]!.map((l) => l.blocking.toFixed(0)).join(' / ')})`,
  );
}
for (const [i, dist] of dists.entries()) {
  const median = [...loads[i]!].sort((a, b) => a.blocking - b.blocking)[Math.floor(loads[i]!.length / 2)]!;
  console.log(`${dist}'s median load, its long tasks after the first contentful paint:`);
  for (const t of median.tasks) console.log(`  +${t.at.toFixed(0)} ms: ${t.ms.toFixed(0)} ms | ${t.what}`);
}
