/**
 * `npm run bench:trace -- <game> [seconds]`: record a DevTools performance trace of a game's demo
 * route under 4x CPU throttling and summarise where the main thread's long frames go (by event
 * name, self time). Writes the raw trace to reports/trace-<game>.json for DevTools.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { openThrottledDemo } from './lib/browserProbe';
import { build, serve } from './lib/serve';

const ROOT = process.env.BENCH_ROOT ?? resolve(import.meta.dirname, '..');
const game = process.argv[2] ?? 'popstar';
const seconds = Number(process.argv[3] ?? 8);
const path = resolve(ROOT, `reports/trace-${game}.json`);
mkdirSync(resolve(ROOT, 'reports'), { recursive: true });

if (!process.argv.includes('--no-build')) build(ROOT, resolve(ROOT, 'dist'));
const server = await serve(ROOT, resolve(ROOT, 'dist'), 5303);
const { browser, page, close } = await openThrottledDemo(server.url, game);
try {
  await browser.startTracing(page, { path, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'v8.execute', ...(process.env.TRACE_INVALIDATIONS ? ['disabled-by-default-devtools.timeline.invalidationTracking'] : [])] });
  await page.waitForTimeout(seconds * 1000);
  await browser.stopTracing();
} finally {
  await close();
  server.stop();
}

interface Ev { name: string; ph: string; ts: number; dur?: number; tid: number; pid: number; args?: { data?: { url?: string; functionName?: string } } }
const events = (JSON.parse(readFileSync(path, 'utf8')) as { traceEvents: Ev[] }).traceEvents;
const main = events.find((e) => e.name === 'thread_name' && (e.args as { name?: string } | undefined)?.name === 'CrRendererMain');
const onMain = events.filter((e) => e.ph === 'X' && e.dur !== undefined && (!main || (e.tid === main.tid && e.pid === main.pid)));
const tasks = onMain.filter((e) => e.name === 'RunTask').sort((a, b) => a.ts - b.ts);
const long = tasks.filter((t) => t.dur! > 16_700);
console.log(`${tasks.length} main-thread tasks, ${long.length} over 16.7 ms (longest ${(Math.max(0, ...tasks.map((t) => t.dur!)) / 1000).toFixed(1)} ms)`);
// Self time by event name inside the long tasks.
const self = new Map<string, number>();
for (const t of long) {
  const inside = onMain.filter((e) => e !== t && e.ts >= t.ts && e.ts + e.dur! <= t.ts + t.dur!).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const stack: Ev[] = [];
  const childTime = new Map<Ev, number>();
  for (const e of inside) {
    while (stack.length && stack[stack.length - 1]!.ts + stack[stack.length - 1]!.dur! <= e.ts) stack.pop();
    const parent = stack[stack.length - 1];
    if (parent) childTime.set(parent, (childTime.get(parent) ?? 0) + e.dur!);
    stack.push(e);
  }
  for (const e of inside) {
    const key = e.name === 'FunctionCall' ? `FunctionCall ${e.args?.data?.functionName || ''} ${(e.args?.data?.url ?? '').split('/').pop()}` : e.name;
    self.set(key, (self.get(key) ?? 0) + e.dur! - (childTime.get(e) ?? 0));
  }
}
const rows = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 20);
console.log('self time inside long tasks (ms):');
for (const [name, us] of rows) console.log(`  ${(us / 1000).toFixed(1).padStart(8)}  ${name}`);
console.log(`raw trace: ${path}`);
