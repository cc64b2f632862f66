/**
 * `npm run bench -- cpu <game> [seconds] <dist> [<dist>...]`: interleaved A/B runs of builds of the
 * site (each a `vite build --outDir <dist>`), for judging a change on a noisy machine. Each round
 * plays the game's demo in every build in turn (4x CPU throttle, like `npm run bench`) and prints the
 * late-frame share and the main thread's CPU time per frame, from a trace's thread time: unlike wall
 * time, it does not grow when the machine is busy elsewhere; and that CPU split between frames in
 * which the page changed (a MutationObserver sees a DOM change) and frames in which it did not. ROUNDS=n
 * (default 3); CATS=a,b traces more categories; KEEP=1 keeps each trace as /tmp/cpu-<dist name>.json.
 * Also the CPU of the renderer's compositor thread and of the GPU process's viz thread, which draws
 * every frame in software here (--disable-gpu): the area that moves, times the layers under it. On
 * two cores it competes with the main thread. Whole runs one after the other move with the machine's
 * load: to judge a change, `npm run bench -- ab` (both builds at the same time) is the fairer measure.
 */
import { readFileSync, rmSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { openProbe } from './lib/browserProbe';
import { serve } from './lib/serve';
import { topLevelTasks, type TraceEvent } from './lib/trace';

const ROOT = resolve(import.meta.dirname, '..');
const [game = 'tetris', secs = '12', ...dists] = process.argv.slice(2);
if (dists.length === 0) throw new Error('usage: npm run bench -- cpu <game> <seconds> <dist> [<dist>...]');
const rounds = Number(process.env.ROUNDS ?? 3);
const categories = (process.env.CATS ?? 'devtools.timeline,disabled-by-default-devtools.timeline').split(',');


/** Marks the trace at every frame with whether the DOM changed since the last frame ('CPU-FRAME C' or 'N'). */
const FRAME_MARKER = `(() => {
  let changed = false;
  new MutationObserver(() => { changed = true; }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  const tick = () => { console.timeStamp(changed ? 'CPU-FRAME C' : 'CPU-FRAME N'); changed = false; requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
})()`;

/** The main thread's CPU (outermost RunTasks' thread time, ms) between consecutive frame marks, split by whether the frame changed the DOM. */
function cpuByChange(events: TraceEvent[], mainKey: string): { changed: number[]; unchanged: number[] } {
  const onMain = events.filter((e) => `${e.pid}:${e.tid}` === mainKey).sort((a, b) => a.ts - b.ts);
  const marks = onMain.filter((e) => e.name === 'TimeStamp' && (e.args?.data?.message ?? '').startsWith('CPU-FRAME '));
  const tasks = topLevelTasks(onMain);
  const out = { changed: [] as number[], unchanged: [] as number[] };
  let j = 0;
  for (let i = 1; i < marks.length; i++) {
    let sum = 0;
    while (j < tasks.length && tasks[j]!.ts < marks[i - 1]!.ts) j++;
    for (let k = j; k < tasks.length && tasks[k]!.ts < marks[i]!.ts; k++) sum += tasks[k]!.tdur!;
    (marks[i]!.args!.data!.message === 'CPU-FRAME C' ? out.changed : out.unchanged).push(sum / 1000);
  }
  return out;
}

const mean = (xs: number[]) => (xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length);
type Bench = { recording: boolean; frames: number[] };

for (let r = 0; r < rounds; r++) {
  for (const dist of dists) {
    const server = await serve(ROOT, resolve(dist), 5320);
    const probe = await openProbe();
    const path = process.env.KEEP ? `/tmp/cpu-${basename(dist)}.json` : `/tmp/cpu-trace-${process.pid}.json`;
    try {
      const { page, cdp, browser } = probe;
      await page.goto(`${server.url}#/${game}/demo`, { waitUntil: 'networkidle' });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.waitForTimeout(1500);
      await page.evaluate(FRAME_MARKER);
      await browser.startTracing(page, { path, categories });
      await page.evaluate('(() => { const b = window.__bench; b.frames.length = 0; b.recording = true; })()');
      await page.waitForTimeout(Number(secs) * 1000);
      const frames = (await page.evaluate('(() => { const b = window.__bench; b.recording = false; return [...b.frames]; })()')) as Bench['frames'];
      await browser.stopTracing();
      const deltas = frames.slice(1).map((t, i) => t - frames[i]!);
      const late = deltas.filter((d) => d > 16.7 + 0.5).length;
      const events = (JSON.parse(readFileSync(path, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
      const threadName = new Map<string, string>();
      for (const e of events) if (e.name === 'thread_name') threadName.set(`${e.pid}:${e.tid}`, e.args?.name ?? '');
      const cpu = new Map<string, number>();
      for (const e of events) {
        if (e.ph !== 'X' || e.name !== 'RunTask' || e.tdur === undefined) continue;
        const name = threadName.get(`${e.pid}:${e.tid}`) ?? '';
        cpu.set(name, (cpu.get(name) ?? 0) + e.tdur);
      }
      const perFrame = (thread: string) => ((cpu.get(thread) ?? 0) / 1000 / Math.max(1, deltas.length)).toFixed(2);
      const mainKey = [...threadName].find(([, name]) => name === 'CrRendererMain')?.[0] ?? '';
      const split = cpuByChange(events, mainKey);
      console.log(
        `${basename(dist).padEnd(14)} frames ${deltas.length}  late ${((100 * late) / Math.max(1, deltas.length)).toFixed(2)}% (${late})  ` +
          `CPU per frame: main ${perFrame('CrRendererMain')} ms, compositor ${perFrame('Compositor')} ms, viz ${perFrame('VizCompositorThread')} ms; ` +
          `main in frames with a DOM change ${mean(split.changed).toFixed(2)} ms (${split.changed.length}), without ${mean(split.unchanged).toFixed(2)} ms`,
      );
    } finally {
      await probe.close();
      server.stop();
      if (!process.env.KEEP) rmSync(path, { force: true });
    }
  }
}
