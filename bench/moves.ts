/**
 * `npm run bench:moves -- [seconds] [rounds]`: what moving a compositor layer costs the main thread,
 * on a minimal page (a 200-cell board and a piece layer) under the benchmark's 4x CPU throttle, by
 * the ways the games could move it, each once a frame. It prints, for each way, the main thread's CPU
 * a frame (thread time of its tasks, from a trace) and the time spent working out the page's layers
 * again (Layerize: PaintArtifactCompositor::Update). The ways, interleaved over rounds:
 * - none: nothing moves (the floor);
 * - style: the layer's style.transform;
 * - animate: a new Web Animation that holds its end, every move;
 * - reuse: one held animation, given new keyframes every move (moveLayer's moves at once);
 * - rotate: a new held animation rotating the layer (a turn);
 * - strip: a held animation sliding a strip of pre-drawn headings behind a window (Plan Tank's turns at once).
 * Layerize grows with the page's layers: a few hundredths of a ms here, 1.5-2 ms a turn on Plan Tank's
 * play screen (npm run bench:frames -- plantank).
 */
import { readFileSync, rmSync } from 'node:fs';
import { openProbe } from './lib/browserProbe';
import type { TraceEvent } from './lib/trace';

const seconds = Number(process.argv[2] ?? 4);
const rounds = Number(process.argv[3] ?? 2);
const WAYS = ['none', 'style', 'animate', 'reuse', 'rotate', 'strip'] as const;

const page = (way: string) => `<!doctype html><html><head><style>
body { margin: 0; background: #123; }
.cell { position: absolute; width: 30px; height: 30px; background: #345; }
.piece { position: absolute; left: 0; top: 0; width: 60px; height: 60px; will-change: transform; }
.shape { width: 94%; height: 94%; margin: 3%; border-radius: 8px; background: orange; filter: drop-shadow(0 3px 3px rgb(0 0 0 / 0.55)); }
.window { position: absolute; left: 400px; top: 20px; width: 90px; height: 90px; overflow: hidden; }
.strip { display: flex; width: 600%; height: 100%; will-change: transform; }
.slot { flex: 0 0 calc(100% / 6); display: grid; place-items: center; }
.slot .shape { width: 60%; height: 40%; }
</style></head><body><div id="board"></div><div class="piece" id="piece"><div class="shape"></div></div>
<div class="window"><div class="strip" id="strip"></div></div>
<script>
const board = document.getElementById('board');
for (let i = 0; i < 200; i++) { const c = document.createElement('div'); c.className = 'cell'; c.style.left = (i % 10) * 31 + 'px'; c.style.top = Math.floor(i / 10) * 31 + 'px'; board.append(c); }
const strip = document.getElementById('strip');
for (let k = 0; k < 6; k++) { const s = document.createElement('div'); s.className = 'slot'; const sh = document.createElement('div'); sh.className = 'shape'; sh.style.rotate = k * 60 + 'deg'; s.append(sh); strip.append(s); }
const piece = document.getElementById('piece');
const held = (el, transform) => el.animate([{ transform }], { duration: 0, fill: 'forwards' });
let reused = null, n = 0;
const way = ${JSON.stringify(way)};
const frame = () => {
  n++;
  const k = n % 6, move = 'translate(' + (k * 31) + 'px, ' + ((n % 20) * 31) + 'px)';
  if (way === 'style') piece.style.transform = move;
  else if (way === 'animate') held(piece, move);
  else if (way === 'reuse') { if (reused === null) reused = held(piece, move); else reused.effect.setKeyframes([{ transform: move }]); }
  else if (way === 'rotate') held(piece, 'rotate(' + k * 60 + 'deg)');
  else if (way === 'strip') held(strip, 'translateX(' + (-100 * k) / 6 + '%)');
  requestAnimationFrame(frame);
};
requestAnimationFrame(frame);
</script></body></html>`;


const results = new Map<string, { cpu: number[]; layerize: number[] }>();
const path = '/tmp/bench-moves-trace.json';
for (let round = 0; round < rounds; round++) {
  for (const way of WAYS) {
    const probe = await openProbe({ width: 800, height: 700 });
    try {
      const { page: tab, cdp, browser } = probe;
      await tab.setContent(page(way));
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await tab.waitForTimeout(800);
      await browser.startTracing(tab, { path, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
      await tab.waitForTimeout(seconds * 1000);
      await browser.stopTracing();
    } finally {
      await probe.close();
    }
    const events = (JSON.parse(readFileSync(path, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
    const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')!;
    const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
    const frames = Math.max(1, onMain.filter((e) => e.name === 'FireAnimationFrame').length);
    const sum = (name: string) => onMain.filter((e) => e.name === name).reduce((s, e) => s + (e.tdur ?? 0), 0) / 1000;
    const r = results.get(way) ?? { cpu: [], layerize: [] };
    r.cpu.push(sum('RunTask') / frames);
    r.layerize.push(sum('Layerize') / frames);
    results.set(way, r);
  }
}
rmSync(path, { force: true });
console.log(`Moving a layer once a frame, 4x CPU throttle, ${rounds} x ${seconds} s each (main-thread CPU a frame; of it, Layerize):`);
for (const [way, r] of results) console.log(`  ${way.padEnd(8)} ${r.cpu.map((v) => v.toFixed(2)).join(' / ').padEnd(22)} ms   layerize ${r.layerize.map((v) => v.toFixed(2)).join(' / ')} ms`);
