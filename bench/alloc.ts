/**
 * `npm run bench -- alloc <game> [seconds] [--dist <dir>] [--no-build]`: what a game's demo
 * allocates, and what the garbage collector costs it, under the benchmark's 4x CPU throttle.
 * - V8's sampling heap profiler over the demo (a build without minification, so the names are the
 *   source's): KB a second by the function that allocated, and by its last callers.
 * - Then a trace of as long: the collections (minor: scavenges; major: mark-compact) and the main
 *   thread's time in them. A collection pauses the main thread, a late frame when it lands in a
 *   busy one.
 * What it showed on the Tetris demo: 1.2-1.3 MB/s, two thirds of it the bot's trial fields; 7
 * scavenges (2-10 ms each) and one mark-compact (8-17 ms) in 10 s. Scoring the bot's placements
 * without making fields halved the bytes (0.5-0.7 MB/s) but not the collections (7-8 and 1): V8
 * sizes its young generation to the rate, so the change was not kept.
 * `--dist` measures a build made elsewhere (another commit's, for a before and after).
 */
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openThrottledDemo } from './lib/browserProbe';
import { build, serve } from './lib/serve';
import type { TraceEvent } from './lib/trace';

const ROOT = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const positional = args.filter((a, i) => !a.startsWith('--') && !(i > 0 && args[i - 1] === '--dist'));
const game = positional[0] ?? 'tetris';
const seconds = Number(positional[1] ?? 10);
const dist = flag('--dist');
const out = dist ? resolve(dist) : resolve(ROOT, 'dist-profile');
if (!dist && !args.includes('--no-build')) build(ROOT, out, ['--minify', 'false']);

interface SampleNode { callFrame: { functionName: string; url: string; lineNumber: number }; selfSize: number; children?: SampleNode[] }

const name = (n: SampleNode) => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;

const server = await serve(ROOT, out, 5308);
const probe = await openThrottledDemo(server.url, game);
const tracePath = join(tmpdir(), `bench-alloc-${process.pid}.json`);
try {
  const { page, cdp, browser } = probe;
  await cdp.send('HeapProfiler.enable');
  // Every 4 KB on average; objects the collectors swept count too (they are what makes them run).
  await cdp.send('HeapProfiler.startSampling', { samplingInterval: 4096, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
  await page.waitForTimeout(seconds * 1000);
  const { profile } = (await cdp.send('HeapProfiler.stopSampling')) as unknown as { profile: { head: SampleNode } };
  await cdp.send('HeapProfiler.disable');
  const byFn = new Map<string, number>();
  const byPath = new Map<string, number>();
  const walk = (n: SampleNode, callers: string[]) => {
    const here = name(n);
    if (n.selfSize > 0) {
      byFn.set(here, (byFn.get(here) ?? 0) + n.selfSize);
      const path = [...callers.slice(-3), here].map((f) => f.split(' ')[0]).join(' < ');
      byPath.set(path, (byPath.get(path) ?? 0) + n.selfSize);
    }
    for (const c of n.children ?? []) walk(c, [...callers, here]);
  };
  walk(profile.head, []);
  const kbps = (bytes: number) => (bytes / seconds / 1024).toFixed(1).padStart(8);
  const total = [...byFn.values()].reduce((a, b) => a + b, 0);
  console.log(`${game} demo, ${seconds} s, 4x throttle: ${kbps(total).trim()} KB/s allocated (sampled)`);
  console.log('  by function:');
  for (const [k, v] of [...byFn].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`  ${kbps(v)} KB/s  ${k}`);
  console.log('  by call path (last callers first):');
  for (const [k, v] of [...byPath].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`  ${kbps(v)} KB/s  ${k}`);

  await browser.startTracing(page, { path: tracePath, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await page.waitForTimeout(seconds * 1000);
  await browser.stopTracing();
  const events = (JSON.parse(readFileSync(tracePath, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((x) => x.pid === e.pid && x.name === 'FireAnimationFrame'));
  const gcs = events.filter((e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && (e.name === 'MinorGC' || e.name === 'MajorGC'));
  for (const kind of ['MinorGC', 'MajorGC']) {
    const these = gcs.filter((e) => e.name === kind);
    const ms = these.map((e) => (e.tdur ?? e.dur ?? 0) / 1000);
    console.log(`  ${kind === 'MinorGC' ? 'minor collections' : 'major collections'}: ${these.length} in ${seconds} s, ${ms.reduce((a, b) => a + b, 0).toFixed(1)} ms of main thread (longest ${Math.max(0, ...ms).toFixed(1)} ms)`);
  }
} finally {
  await probe.close();
  server.stop();
  rmSync(tracePath, { force: true });
}
