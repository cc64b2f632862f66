/**
 * `npm run bench -- lh <route> <dist> [<dist>...]`: Lighthouse's performance score of one screen,
 * build against build, and what moves it. Each build is served and Lighthouse (mobile, performance
 * only) run on `#/<route>` (`''` for home) `ROUNDS` times (default 5), builds taking turns in a new
 * random order each round. Prints every run (score, simulated FCP, LCP, TBT, speed index, and the
 * first contentful paint as it happened in the trace Lighthouse recorded, unthrottled), then each
 * build's medians and, with two builds or more, the score's mean difference round by round with an
 * exact sign-flip p. `TASKS=1` adds, for each build's median run, its main-thread tasks after the
 * observed first paint by what they did: Lighthouse simulates a 4x slower CPU from this trace, so a
 * task over 12.5 ms here is a long task in its total blocking time. `LONG=1` adds each build's
 * median run's long tasks as Lighthouse simulated them (its `long-tasks` audit) and what each adds
 * to TBT.
 *
 * How Lighthouse gets TBT from the trace (Lantern, lighthouse 12: @paulirish/trace_engine's
 * lantern/metrics/TotalBlockingTime.js): it replays the trace's tasks on a simulated 4x slower CPU
 * behind a simulated slow network, and sums, for every simulated task of 50 ms or more, its part
 * after the simulated FCP, less 50 ms, up to the simulated time to interactive. The simulated FCP
 * depends on the render-blocking requests, not on when the trace painted: ~1.75 s on every
 * PopStar run. The screen's first render is one task that starts ~1.57 s simulated and reads 112
 * to 458 ms from run to run of one build (2026-12-04, `LONG=1`): the durations are the recorded
 * trace's times 4, and the recorded frames are slow (likely, not measured: Lighthouse's own
 * process shares the machine's two cores while it records).
 */
import { resolve } from 'node:path';
import { runLighthouseFull, simulatedBlocking, type LighthouseRun } from './lib/lighthouse';
import { serve } from './lib/serve';
import { pairedSignFlipP, percentile } from './lib/stats';
import { topLevelTasks, type TraceEvent } from './lib/trace';

const ROOT = resolve(import.meta.dirname, '..');
const [route, ...dists] = process.argv.slice(2);
if (route === undefined || dists.length === 0) throw new Error("usage: npm run bench -- lh <route ('' for home)> <dist> [<dist>...]");
const rounds = Number(process.env.ROUNDS ?? 5);

interface Run extends LighthouseRun {
  /** The first contentful paint in the recorded trace, ms after navigation. */
  paintedAt: number;
}

/** The renderer's main thread of the page, and when it navigated and first painted. */
function pageThread(trace: TraceEvent[]): { events: TraceEvent[]; start: number; paint: number } {
  const paint = trace.find((e) => e.name === 'firstContentfulPaint');
  const main = trace.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === paint?.pid);
  if (paint === undefined || main === undefined) throw new Error('no first paint in the trace');
  const events = trace.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X').sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const start = trace.find((e) => e.name === 'navigationStart' && e.pid === main.pid)?.ts ?? events[0]?.ts ?? paint.ts;
  return { events, start, paint: paint.ts };
}

const PHASES: Record<string, string> = {
  FunctionCall: 'JS',
  'v8.evaluateModule': 'JS',
  EvaluateScript: 'JS',
  TimerFire: 'JS',
  FireAnimationFrame: 'JS',
  RunMicrotasks: 'JS',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'layerize',
  Commit: 'commit',
  'SVGImage::DataChanged': 'SVG images',
};

/** The tasks after the observed first paint over 10 ms, each by phase (outermost events of each). */
function tasksAfterPaint(trace: TraceEvent[]): string[] {
  const { events, start, paint } = pageThread(trace);
  const inside = (t: TraceEvent, e: TraceEvent) => e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + (t.dur ?? 0);
  return topLevelTasks(events)
    .filter((t) => t.ts >= paint && (t.dur ?? 0) > 10_000)
    .map((t) => {
      const by = new Map<string, number>();
      const counted: TraceEvent[] = [];
      for (const e of events) {
        const phase = PHASES[e.name];
        if (phase === undefined || e === t || !inside(t, e) || counted.some((c) => PHASES[c.name] === phase && inside(c, e))) continue;
        counted.push(e);
        by.set(phase, (by.get(phase) ?? 0) + (e.dur ?? 0) / 1000);
      }
      const ms = (t.dur ?? 0) / 1000;
      const what = [...by].sort((a, b) => b[1] - a[1]).map(([n, v]) => `${n} ${v.toFixed(1)}`).join(', ');
      return `+${((t.ts - start) / 1000).toFixed(0).padStart(5)} ms: ${ms.toFixed(1).padStart(5)} ms${ms > 12.5 ? ' (long at 4x)' : ''} | ${what}`;
    });
}

const runs: Run[][] = dists.map(() => []);
const servers = await Promise.all(dists.map((d, i) => serve(ROOT, resolve(d), 5360 + i)));
try {
  for (let round = 0; round < rounds; round++) {
    const order = dists.map((_, i) => i).sort(() => Math.random() - 0.5);
    for (const i of order) {
      const run = runLighthouseFull(ROOT, `${servers[i]!.url}#/${route}`, { categories: ['performance'], trace: true });
      const { start, paint } = pageThread(run.trace ?? []);
      const r: Run = { ...run, paintedAt: (paint - start) / 1000 };
      runs[i]!.push(r);
      const m = r.metrics;
      console.log(
        `round ${round + 1} ${dists[i]!.padEnd(16)} perf ${String(r.scores.performance).padStart(3)}  FCP ${m.fcp.toFixed(0)}  LCP ${m.lcp.toFixed(0)}  TBT ${m.tbt.toFixed(0).padStart(4)}  SI ${m.si.toFixed(0)}  (painted at ${r.paintedAt.toFixed(0)} ms in the trace)`,
      );
      delete r.trace; // kept only for the median run below
      if (process.env.TASKS === '1') r.trace = run.trace;
    }
  }
} finally {
  for (const s of servers) s.stop();
}

const med = (i: number, f: (r: Run) => number) => percentile(runs[i]!.map(f), 50);
console.log(`\n#/${route}, Lighthouse mobile, ${rounds} runs a build: medians (range)`);
for (const [i, dist] of dists.entries()) {
  const show = (f: (r: Run) => number) => `${med(i, f).toFixed(0)} (${Math.min(...runs[i]!.map(f)).toFixed(0)}-${Math.max(...runs[i]!.map(f)).toFixed(0)})`;
  console.log(
    `  ${dist.padEnd(18)} perf ${show((r) => r.scores.performance)}   FCP ${show((r) => r.metrics.fcp)}   LCP ${show((r) => r.metrics.lcp)}   TBT ${show((r) => r.metrics.tbt)}   SI ${show((r) => r.metrics.si)}`,
  );
}
for (let i = 1; i < dists.length; i++) {
  const diffs = runs[i]!.map((r, k) => r.scores.performance - runs[0]![k]!.scores.performance);
  const tbt = runs[i]!.map((r, k) => r.metrics.tbt - runs[0]![k]!.metrics.tbt);
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  console.log(
    `  ${dists[i]} - ${dists[0]}: perf ${mean(diffs) >= 0 ? '+' : ''}${mean(diffs).toFixed(1)} points (p ${pairedSignFlipP(diffs).toFixed(2)}), TBT ${mean(tbt) >= 0 ? '+' : ''}${mean(tbt).toFixed(0)} ms (p ${pairedSignFlipP(tbt).toFixed(2)})`,
  );
}
if (process.env.LONG === '1') {
  for (const [i, dist] of dists.entries()) {
    const sorted = [...runs[i]!].sort((a, b) => a.metrics.tbt - b.metrics.tbt);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    const fcp = median.metrics.fcp;
    console.log(`\n${dist}'s median run (TBT ${median.metrics.tbt.toFixed(0)} ms, simulated FCP ${fcp.toFixed(0)}, TTI ${median.metrics.tti.toFixed(0)}): long tasks as simulated`);
    for (const t of [...median.longTasks].sort((a, b) => a.start - b.start)) {
      // Lantern's rule (its TBT averages an optimistic and a pessimistic replay: this reads close).
      const blocking = simulatedBlocking(t, fcp, median.metrics.tti);
      console.log(`  ${t.start.toFixed(0).padStart(5)} ms: ${t.duration.toFixed(0).padStart(4)} ms, blocking ~${blocking.toFixed(0).padStart(3)} | ${t.url.replace(/^https?:\/\/[^/]+\//, '') || '(none)'}`);
    }
  }
}
if (process.env.TASKS === '1') {
  for (const [i, dist] of dists.entries()) {
    const sorted = [...runs[i]!].sort((a, b) => a.metrics.tbt - b.metrics.tbt);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    console.log(`\n${dist}'s median run (TBT ${median.metrics.tbt.toFixed(0)} ms): tasks after the first paint at ${median.paintedAt.toFixed(0)} ms, unthrottled`);
    for (const line of tasksAfterPaint(median.trace ?? [])) console.log(`  ${line}`);
  }
}
