/**
 * `npm run bench -- profile <game> [seconds]`: a V8 CPU profile of a game's demo under 4x CPU
 * throttling, built without minification, summarised as self time by function (app code and
 * libraries). Finds the JavaScript side of a long frame; the trace tool shows the rendering side.
 */
import { resolve } from 'node:path';
import { openThrottledDemo } from './lib/browserProbe';
import { build, serve } from './lib/serve';

const ROOT = resolve(import.meta.dirname, '..');
const game = process.argv[2] ?? 'popstar';
const seconds = Number(process.argv[3] ?? 10);
const out = resolve(ROOT, 'dist-profile');
if (!process.argv.includes('--no-build')) build(ROOT, out, ['--minify', 'false']);
const server = await serve(ROOT, out, 5307);
interface Node { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }
const { page, cdp, close } = await openThrottledDemo(server.url, game);
try {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.waitForTimeout(seconds * 1000);
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: { nodes: Node[]; samples: number[]; timeDeltas: number[] } };
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const byFn = new Map<string, number>();
  for (const [id, us] of self) {
    const f = byId.get(id)!.callFrame;
    const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
    byFn.set(key, (byFn.get(key) ?? 0) + us);
  }
  const total = [...byFn.values()].reduce((a, b) => a + b, 0);
  console.log(`total sampled ${(total / 1000).toFixed(0)} ms over ${seconds} s`);
  for (const [k, us] of [...byFn.entries()].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`${(us / 1000).toFixed(1).padStart(8)}  ${k}`);
} finally {
  await close();
  server.stop();
}
