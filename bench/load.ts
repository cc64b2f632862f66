/**
 * `npm run bench -- load <route> <dist> [<dist>...]`: what loading a screen blocks, build against
 * build, the part of Lighthouse's performance score that moves (total blocking time). Each build
 * is served and the route (e.g. `popstar`, `''` for home) loaded fresh `ROUNDS` times (default 5;
 * builds in a new random order each round) at 412x823 under a 4x CPU throttle (Lighthouse's
 * mobile preset), tracing the main thread for 5 s. Per load: the blocking time (the main thread's
 * tasks after the first contentful paint, each one's time over 50 ms, summed), the long tasks,
 * and the time spent making SVG images' documents (`SVGImage::DataChanged`). Prints each build's
 * median per load and its ratio to the first build's, then all the main thread's work after the
 * first paint by phase (every task, long or not: a steadier read of what a change saves than the
 * blocking time, which moves with where tasks split), then each build's long tasks in its median
 * load, by what they did. `THROTTLE=1` loads with no CPU throttle: a cold style or layout cost
 * then reads with less noise (2026-12-04: the PopStar mask's shorthand, style 99 -> 76 ms a load).
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
if (route === undefined || dists.length === 0) throw new Error("usage: npm run bench -- load <route ('' for home)> <dist> [<dist>...]");
const rounds = Number(process.env.ROUNDS ?? 5);
/** The CPU throttle (Lighthouse's mobile preset simulates 4x; 1 reads the work with less noise). */
const throttle = Number(process.env.THROTTLE ?? 4);

interface Load {
  blocking: number;
  /** All the main thread's task time after the first contentful paint, and each phase's share of it (ms). */
  work: number;
  phases: Map<string, number>;
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
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
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
    const after = topLevelTasks(mine).filter((e) => e.ts >= fcp);
    const tasks = after.filter((e) => (e.dur ?? 0) > 50_000);
    const inside = (t: TraceEvent, e: TraceEvent) => e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + (t.dur ?? 0);
    const PHASES = ['v8.evaluateModule', 'FunctionCall', 'TimerFire', 'UpdateLayoutTree', 'Layout', 'Paint', 'Layerize', 'SVGImage::DataChanged'];
    // Each phase's outermost events after the first paint, in any task (long or not): a steadier
    // read of what a change saves than the blocking time, which moves with where tasks split.
    const phases = new Map<string, number>();
    const outer: TraceEvent[] = [];
    for (const e of mine) {
      if (e.ts < fcp || !PHASES.includes(e.name) || outer.some((c) => c.name === e.name && inside(c, e))) continue;
      outer.push(e);
      phases.set(e.name, (phases.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
    }
    return {
      work: after.reduce((sum, t) => sum + (t.dur ?? 0) / 1000, 0),
      phases,
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
console.log(`#/${route}, ${rounds} fresh loads a build, CPU ${throttle}x slower, 412x823: medians a load (ms)`);
const ratio = (i: number, f: (l: Load) => number) => (i > 0 && med(0, f) > 0 ? ` (${(med(i, f) / med(0, f)).toFixed(2)}x)` : '');
for (const [i, dist] of dists.entries()) {
  const blocking = (l: Load) => l.blocking;
  const svg = (l: Load) => l.svgMs;
  console.log(
    `  ${dist.padEnd(18)} blocking ${med(i, blocking).toFixed(0)}${ratio(i, blocking)}   long tasks ${med(i, (l) => l.longTasks)}   SVG documents ${med(i, svg).toFixed(1)}${ratio(i, svg)}   (blocking by load: ${loads[i]!.map((l) => l.blocking.toFixed(0)).join(' / ')})`,
  );
}
// The phases overlap: a timer's JavaScript is in both, and a layout its JavaScript forced is in JS too.
console.log('Main-thread work after the first contentful paint, all tasks: medians a load (ms; phases overlap: a timer holds its JS, JS a layout it forces)');
const SHORT: Record<string, string> = { 'v8.evaluateModule': 'module', FunctionCall: 'JS', TimerFire: 'timers', UpdateLayoutTree: 'style', Layout: 'layout', Paint: 'paint', Layerize: 'layerize', 'SVGImage::DataChanged': 'SVG' };
for (const [i, dist] of dists.entries()) {
  const work = (l: Load) => l.work;
  const parts = Object.entries(SHORT).map(([name, short]) => {
    const f = (l: Load) => l.phases.get(name) ?? 0;
    return `${short} ${med(i, f).toFixed(1)}${ratio(i, f)}`;
  });
  console.log(`  ${dist.padEnd(18)} all ${med(i, work).toFixed(0)}${ratio(i, work)} | ${parts.join(', ')}`);
}
for (const [i, dist] of dists.entries()) {
  const median = [...loads[i]!].sort((a, b) => a.blocking - b.blocking)[Math.floor(loads[i]!.length / 2)]!;
  console.log(`${dist}'s median load, its long tasks after the first contentful paint:`);
  for (const t of median.tasks) console.log(`  +${t.at.toFixed(0)} ms: ${t.ms.toFixed(0)} ms | ${t.what}`);
}
