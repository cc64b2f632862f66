/**
 * `npm run bench:cpu -- <game> [seconds] <dist> [<dist>...]`: interleaved A/B runs of builds of the
 * site (each a `vite build --outDir <dist>`), for judging a change on a noisy machine. Each round
 * plays the game's demo in every build in turn (4x CPU throttle, like `npm run bench`) and prints the
 * late-frame share and the main thread's CPU time per frame, from a trace's thread time: unlike wall
 * time, it does not grow when the machine is busy elsewhere. ROUNDS=n (default 3); CATS=a,b traces
 * more categories; KEEP=1 keeps each trace as /tmp/cpu-<dist name>.json.
 */
import { readFileSync, rmSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { openProbe } from './lib/browserProbe';
import { serve } from './lib/serve';

const ROOT = resolve(import.meta.dirname, '..');
const [game = 'tetris', secs = '12', ...dists] = process.argv.slice(2);
if (dists.length === 0) throw new Error('usage: npm run bench:cpu -- <game> <seconds> <dist> [<dist>...]');
const rounds = Number(process.env.ROUNDS ?? 3);
const categories = (process.env.CATS ?? 'devtools.timeline,disabled-by-default-devtools.timeline').split(',');

interface TraceEvent { name: string; ph: string; pid: number; tid: number; tdur?: number; args?: { name?: string } }
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
      console.log(
        `${basename(dist).padEnd(14)} frames ${deltas.length}  late ${((100 * late) / Math.max(1, deltas.length)).toFixed(2)}% (${late})  ` +
          `CPU per frame: main ${perFrame('CrRendererMain')} ms, compositor ${perFrame('Compositor')} ms`,
      );
    } finally {
      await probe.close();
      server.stop();
      if (!process.env.KEEP) rmSync(path, { force: true });
    }
  }
}
