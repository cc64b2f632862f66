/**
 * `npm run bench -- trace <game> [seconds]`: record a DevTools performance trace of a game's demo
 * route under 4x CPU throttling and summarise where the main thread's long tasks go (by event
 * name, self time), then its late frames: where their time went, what they laid out and painted.
 * Writes the raw trace to reports/trace-<game>.json for DevTools.
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

interface LayoutArgs { beginData?: { dirtyObjects?: number }; endData?: { layoutRoots?: { nodeName: string }[] } }
interface Ev {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { data?: { url?: string; functionName?: string; nodeName?: string } } & LayoutArgs;
}
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

// Late frames: the main thread's frames (its animation-frame callbacks, grouped) that came more than
// 20 ms after the one before, each with where its time went and which boxes it laid out (layout
// roots: a relayout boundary, or #document for the whole page) and painted. Most late frames hold
// no long task: their work is spread over several tasks, or they wait on the compositor (Commit).
const PHASES = ['FunctionCall', 'UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint', 'Layerize', 'Commit'] as const;
const starts: number[] = [];
for (const e of onMain.filter((x) => x.name === 'FireAnimationFrame').sort((a, b) => a.ts - b.ts)) {
  if (starts.length === 0 || e.ts - starts[starts.length - 1]! > 3000) starts.push(e.ts);
}
const sorted = [...onMain].sort((a, b) => a.ts - b.ts);
const className = (node = '') => node.match(/class='([^' ]+)/)?.[1] ?? node;
const lateFrames: string[] = [];
const lateByRoots = new Map<string, number>();
const phaseTotals = { late: new Map<string, number>(), onTime: new Map<string, number>() };
let lateCount = 0;
let j = 0;
for (let i = 0; i + 1 < starts.length; i++) {
  const [a, b] = [starts[i]!, starts[i + 1]!];
  while (j < sorted.length && sorted[j]!.ts < a) j++;
  const inside: Ev[] = [];
  for (let k = j; k < sorted.length && sorted[k]!.ts < b; k++) inside.push(sorted[k]!);
  const late = b - a > 20_000;
  const totals = late ? phaseTotals.late : phaseTotals.onTime;
  const sum = (n: string) => inside.filter((e) => e.name === n).reduce((t, e) => t + e.dur!, 0) / 1000;
  for (const n of PHASES) totals.set(n, (totals.get(n) ?? 0) + sum(n));
  if (!late) continue;
  lateCount++;
  // A Layout event names its roots when the trace has them; otherwise say how much it laid out.
  const roots = inside
    .filter((e) => e.name === 'Layout')
    .flatMap((e) => e.args?.endData?.layoutRoots?.map((r) => className(r.nodeName)) ?? [`${e.args?.beginData?.dirtyObjects ?? '?'} objects`]);
  const key = [...new Set(roots.map((r) => (r.endsWith(' objects') ? '(unnamed roots)' : r)))].sort().join(' + ') || '(no layout)';
  lateByRoots.set(key, (lateByRoots.get(key) ?? 0) + 1);
  const paints = inside.filter((e) => e.name === 'Paint').map((e) => className(e.args?.data?.nodeName));
  lateFrames.push(`  ${((b - a) / 1000).toFixed(1).padStart(5)} ms: ${PHASES.map((n) => `${n === 'FunctionCall' ? 'js' : n} ${sum(n).toFixed(1)}`).join(', ')} | layout ${roots.join(' ') || '-'} | paint ${paints.join(' ') || '-'}`);
}
const frameCount = Math.max(1, starts.length - 1);
console.log(`\n${lateCount} of ${frameCount} main-thread frames came over 20 ms after the one before (trace overhead included)`);
for (const [label, totals, n] of [['late frames', phaseTotals.late, lateCount], ['frames on time', phaseTotals.onTime, frameCount - lateCount]] as const) {
  console.log(`  ${label}, ms a frame: ${PHASES.map((p) => `${p === 'FunctionCall' ? 'js' : p} ${((totals.get(p) ?? 0) / Math.max(1, n)).toFixed(2)}`).join(', ')}`);
}
console.log('late frames by what they laid out:');
for (const [k, n] of [...lateByRoots].sort((x, y) => y[1] - x[1])) console.log(`  ${String(n).padStart(4)}  ${k}`);
console.log('the longest late frames:');
for (const line of lateFrames.sort((x, y) => parseFloat(y) - parseFloat(x)).slice(0, 8)) console.log(line);
console.log(`raw trace: ${path}`);
