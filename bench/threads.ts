/**
 * `npm run bench -- threads <game> [seconds] <dist> [<dist>...]`: how busy each of Chromium's
 * threads is while a game's demo plays, in ms a frame, under the 4x CPU throttle. The main thread
 * is only part of a frame's cost: on this machine the GPU process composites in software (its
 * VizCompositorThread draws every layer that changed, every frame), the renderer's compositor
 * thread runs the compositor animations and raster workers draw new paint, and all of them share
 * two cores with a throttled main thread that keeps one of them busy. A frame is late when any of
 * them is. It records a light trace (the `toplevel` category: each thread's tasks, not their
 * insides, so tracing barely slows the page) and sums each thread's tasks over the frames drawn
 * (requestAnimationFrame). Builds take turns, ROUNDS times (default 3). Found PopStar's bursts'
 * brightness filter: a render pass a bursting brick, every frame, in the GPU process
 * (docs/performance-log.md, 2026-12-04, the seventh).
 */
import { readFileSync, rmSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { openThrottledDemo } from './lib/browserProbe';
import { serve } from './lib/serve';
import { mean } from './lib/stats';
import { busyByThread, THREADS, type TraceEvent } from './lib/trace';

const ROOT = resolve(import.meta.dirname, '..');
const [game = 'popstar', secs = '12', ...dists] = process.argv.slice(2);
if (dists.length === 0) throw new Error('usage: npm run bench -- threads <game> <seconds> <dist> [<dist>...]');
const rounds = Number(process.env.ROUNDS ?? 3);

const COUNTER = `(() => { window.__frames = 0; const f = () => { window.__frames++; requestAnimationFrame(f); }; requestAnimationFrame(f); })()`;
const results = new Map<string, { frames: number; perFrame: Map<string, number> }[]>();

for (let round = 0; round < rounds; round++) {
  for (const dist of dists) {
    const server = await serve(ROOT, resolve(dist), 5322);
    const probe = await openThrottledDemo(server.url, game);
    const path = `/tmp/threads-trace-${process.pid}.json`;
    try {
      const { page, browser } = probe;
      await page.evaluate(COUNTER);
      await browser.startTracing(page, { path, categories: ['toplevel'] });
      await page.waitForTimeout(Number(secs) * 1000);
      const frames = (await page.evaluate('window.__frames')) as number;
      await browser.stopTracing();
      const busy = busyByThread((JSON.parse(readFileSync(path, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents);
      const perFrame = new Map([...busy].map(([k, v]) => [k, v / frames]));
      (results.get(dist) ?? results.set(dist, []).get(dist)!).push({ frames, perFrame });
      console.log(`round ${round + 1}, ${basename(dist)}: ${frames} frames; ms a frame: ${Object.values(THREADS).map((t) => `${t} ${(perFrame.get(t) ?? 0).toFixed(2)}`).join(', ')}`);
    } finally {
      await probe.close();
      server.stop();
      rmSync(path, { force: true });
    }
  }
}

console.log(`\n${game}, ${secs} s a run, 4x throttle: mean over ${rounds} rounds, ms a frame (frames drawn)`);
for (const [dist, runs] of results) {
  const cols = Object.values(THREADS).map((t) => `${t} ${mean(runs.map((r) => r.perFrame.get(t) ?? 0)).toFixed(2)}`);
  console.log(`  ${basename(dist).padEnd(16)} ${String(Math.round(mean(runs.map((r) => r.frames)))).padStart(5)} frames | ${cols.join(', ')}`);
}
