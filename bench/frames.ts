/**
 * `npm run bench -- frames <game> [seconds] <dist> [<dist>...]`: main-thread CPU by kind of frame,
 * for finding which frames of a demo miss their vsync and why. It plays the game's demo in each
 * build (each a `vite build --outDir <dist>`) under the 4x CPU throttle with a trace running, and
 * tags every frame with what changed in the page that frame (a MutationObserver marks the trace
 * with the changed elements' first class and attribute, or childList/text). Frames are grouped by
 * their tags; for each group it prints how many frames, their main-thread CPU (thread time, so a
 * busy machine does not inflate it) split by trace event, how many elements the frame restyled and
 * laid out, and which paint layers it painted. The busiest kinds are the ones to make cheaper.
 * TOP=n kinds (default 6); MATCH=<regex> only the kinds whose changes match it (a run's end in Plan
 * Tank: MATCH=pt-status@data-status), the costliest a frame first.
 */
import { readFileSync, rmSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { openProbe } from './lib/browserProbe';
import { serve } from './lib/serve';
import { selfTimes, type TraceEvent } from './lib/trace';

const ROOT = resolve(import.meta.dirname, '..');
const [game = 'tetris', secs = '12', ...dists] = process.argv.slice(2);
if (dists.length === 0) throw new Error('usage: npm run bench -- frames <game> <seconds> <dist> [<dist>...]');
const top = Number(process.env.TOP ?? 6);
const match = process.env.MATCH ? new RegExp(process.env.MATCH) : null;

/** Marks the trace with what each batch of DOM changes touched (the page's own elements only). */
const TAGGER = `(() => {
  const name = (n) => n.nodeType === 1 ? (n.getAttribute('class') || n.tagName.toLowerCase()).split(' ')[0]
    : n.nodeType === 3 ? 'text:' + ((n.parentElement && n.parentElement.getAttribute('class')) || '').split(' ')[0] : '?';
  new MutationObserver((records) => {
    const tags = new Set();
    for (const r of records) tags.add(r.type === 'attributes' ? name(r.target) + '@' + r.attributeName : r.type === 'childList' ? name(r.target) + '+-' : name(r.target));
    if (tags.size) console.timeStamp('MUT ' + [...tags].sort().join(' '));
  }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
})()`;

interface Kind {
  frames: number;
  cpu: Map<string, number>;
  paints: Map<string, number>;
  restyled: number;
  laidOut: number;
}

function kindsOf(events: TraceEvent[]): Map<string, Kind> {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  if (!main) throw new Error('no renderer main thread in the trace');
  const mine = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const { on, self } = selfTimes(mine);
  const stamps = mine.filter((e) => e.name === 'TimeStamp' && (e.args?.data?.message ?? '').startsWith('MUT ')).sort((a, b) => a.ts - b.ts);
  // A frame starts with its first animation-frame callback (callbacks of one frame run back to back).
  const starts: number[] = [];
  for (const e of on) if (e.name === 'FireAnimationFrame' && (starts.length === 0 || e.ts - starts[starts.length - 1]! > 3000)) starts.push(e.ts);
  const kinds = new Map<string, Kind>();
  let s = 0;
  let j = 0;
  for (let i = 0; i + 1 < starts.length; i++) {
    const [a, b] = [starts[i]!, starts[i + 1]!];
    const tags = new Set<string>();
    for (; s < stamps.length && stamps[s]!.ts < b; s++) {
      if (stamps[s]!.ts < a) continue;
      for (const t of stamps[s]!.args!.data!.message!.slice(4).split(' ')) tags.add(t.replace(/brick-[a-z]+\b/, 'brick-*'));
    }
    const key = [...tags].sort().join(' ') || '(no DOM change)';
    const kind = kinds.get(key) ?? { frames: 0, cpu: new Map(), paints: new Map(), restyled: 0, laidOut: 0 };
    kind.frames++;
    while (j < on.length && on[j]!.ts < a) j++;
    for (let k = j; k < on.length && on[k]!.ts < b; k++) {
      const e = on[k]!;
      kind.cpu.set(e.name, (kind.cpu.get(e.name) ?? 0) + self.get(e)!);
      if (e.name === 'UpdateLayoutTree') kind.restyled += e.args?.elementCount ?? 0;
      if (e.name === 'Layout') kind.laidOut += e.args?.beginData?.dirtyObjects ?? 0;
      if (e.name === 'Paint') {
        const node = e.args?.data?.nodeName ?? '?';
        const layer = /class='([^' ]+)/.exec(node)?.[1] ?? node.slice(0, 24);
        kind.paints.set(layer, (kind.paints.get(layer) ?? 0) + self.get(e)!);
      }
    }
    kinds.set(key, kind);
  }
  return kinds;
}

const SHORT: Record<string, string> = {
  FunctionCall: 'JS',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  Paint: 'paint',
  PaintImage: 'images',
  PrePaint: 'prepaint',
  Layerize: 'layerize',
  Commit: 'commit',
  RunTask: 'task',
  FireAnimationFrame: 'rAF',
};
const ms = (us: number, n: number) => (us / 1000 / n).toFixed(1);

for (const dist of dists) {
  const server = await serve(ROOT, resolve(dist), 5321);
  const probe = await openProbe();
  const path = `/tmp/frames-trace-${process.pid}.json`;
  try {
    const { page, cdp, browser } = probe;
    await page.goto(`${server.url}#/${game}/demo`, { waitUntil: 'networkidle' });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.waitForTimeout(1500);
    await page.evaluate(TAGGER);
    await browser.startTracing(page, { path, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    await page.waitForTimeout(Number(secs) * 1000);
    await browser.stopTracing();
    const kinds = kindsOf((JSON.parse(readFileSync(path, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents);
    const total = [...kinds.values()].reduce((n, k) => n + k.frames, 0);
    console.log(`\n${basename(dist)}: ${total} frames, ${kinds.size} kinds (main-thread CPU a frame, ms; 4x throttle)`);
    const cpuOf = (k: { cpu: Map<string, number> }) => [...k.cpu.values()].reduce((x, y) => x + y, 0);
    const shown = match
      ? [...kinds].filter(([key]) => match.test(key)).sort((x, y) => cpuOf(y[1]) / y[1].frames - cpuOf(x[1]) / x[1].frames)
      : [...kinds].sort((x, y) => y[1].frames - x[1].frames);
    for (const [key, k] of shown.slice(0, top)) {
      const cpu = cpuOf(k);
      const parts = [...k.cpu].sort((x, y) => y[1] - x[1]).slice(0, 8).map(([n, v]) => `${SHORT[n] ?? n} ${ms(v, k.frames)}`).join(', ');
      const paints = [...k.paints].sort((x, y) => y[1] - x[1]).slice(0, 4).map(([n, v]) => `${n} ${(v / 1000 / k.frames).toFixed(2)}`).join(', ');
      console.log(`${String(k.frames).padStart(5)} frames  ${ms(cpu, k.frames).padStart(5)} ms | ${parts}`);
      console.log(`        restyled ${(k.restyled / k.frames).toFixed(1)}, laid out ${(k.laidOut / k.frames).toFixed(1)}${paints ? `, painted ${paints}` : ''}`);
      console.log(`        ${key.slice(0, 240)}`);
    }
  } finally {
    await probe.close();
    server.stop();
    rmSync(path, { force: true });
  }
}
