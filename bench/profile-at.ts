/**
 * `npm run bench -- profile-at <game> <seconds> <selector> <attribute> [<dist>...]`: the JavaScript
 * of the frames in which one thing changes, under the 4x CPU throttle. A MutationObserver marks
 * each change of `attribute` on the first element matching `selector` (Plan Tank's run ending:
 * `'[data-testid=run-status]' data-status`; a Tetris piece's lock: `'.t-panel[data-queue]' data-queue`; a PopStar
 * phase: `.ps-board data-phase`), a V8 CPU profile samples the demo every 0.1 ms, and the samples
 * of the `WINDOW_MS` (default 30) before each change are summed by function, inclusive (a function
 * and all it calls), per change: what the change's task cost, and where (changes closer together
 * than the window share samples). Grouped by the attribute's
 * new value (`GROUP=all`: all changes together). Without a dist, the checkout is built without
 * minification into dist-profile, so functions keep their names (a minified build's read the same
 * totals: React's `performWorkOnRoot`, XState's `_process`). `TOP` rows (default 30), `MATCH` a
 * regular expression the rows must match (e.g. `^[A-Z]` for components).
 */
import { resolve } from 'node:path';
import { openThrottledDemo } from './lib/browserProbe';
import { build, serve } from './lib/serve';

const ROOT = resolve(import.meta.dirname, '..');
const [game, secondsArg, selector, attribute, ...distArgs] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
if (!game || !selector || !attribute) throw new Error('usage: npm run bench -- profile-at <game> <seconds> <selector> <attribute> [<dist>...]');
const seconds = Number(secondsArg ?? 20);
const windowMs = Number(process.env.WINDOW_MS ?? 30);
const top = Number(process.env.TOP ?? 30);
const match = new RegExp(process.env.MATCH ?? '.');
const together = process.env.GROUP === 'all';
let dists = distArgs.map((d) => resolve(d));
if (dists.length === 0) {
  const out = resolve(ROOT, 'dist-profile');
  build(ROOT, out, ['--minify', 'false']);
  dists = [out];
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

// In-page code as text: the bundler's helpers do not exist in the page.
const WATCH = `(() => {
  window.__changes = [];
  const el = document.querySelector(${JSON.stringify(selector)});
  if (!el) throw new Error('nothing matches ${selector.replace(/'/g, '')}');
  new MutationObserver(() => window.__changes.push([performance.now(), el.getAttribute(${JSON.stringify(attribute)}) ?? ''])).observe(el, { attributes: true, attributeFilter: [${JSON.stringify(attribute)}] });
  // A function of a known name, run at a known performance.now(), ties the profile's clock to the page's.
  window.__clockMark = function brickworksClockMark() { const t = performance.now(); while (performance.now() < t + 20) {} return t; };
})()`;

for (const [i, dist] of dists.entries()) {
  const server = await serve(ROOT, dist, 5319 + i);
  const { page, cdp, close } = await openThrottledDemo(server.url, game);
  try {
    await page.evaluate(WATCH);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    const markAt = (await page.evaluate('window.__clockMark()')) as number;
    await page.waitForTimeout(seconds * 1000);
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    const changes = (await page.evaluate('window.__changes')) as [number, string][];

    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const parent = new Map<number, number>();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    const name = (n: ProfileNode) => `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
    // Each sample's time on the page's clock (ms).
    const times: number[] = [];
    let t = profile.startTime;
    for (const d of profile.timeDeltas) times.push((t += d) / 1000);
    const marked = profile.samples.findIndex((id) => byId.get(id)!.callFrame.functionName === 'brickworksClockMark');
    if (marked < 0) throw new Error('the clock mark is not in the profile');
    const offset = times[marked]! - markAt;

    const groups = new Map<string, { changes: number; inclusive: Map<string, number> }>();
    for (const [at, value] of changes) {
      const key = together ? 'all' : value;
      const group = groups.get(key) ?? { changes: 0, inclusive: new Map<string, number>() };
      groups.set(key, group);
      group.changes++;
      profile.samples.forEach((id, k) => {
        const ms = times[k]! - offset;
        if (ms < at - windowMs || ms > at) return;
        const dt = (profile.timeDeltas[k] ?? 0) / 1000;
        const seen = new Set<string>();
        for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
          const fn = name(byId.get(n)!);
          if (seen.has(fn)) continue; // recursion counts once
          seen.add(fn);
          group.inclusive.set(fn, (group.inclusive.get(fn) ?? 0) + dt);
        }
      });
    }
    console.log(`\n${dist}: ${changes.length} changes of ${attribute} in ${seconds} s; ms of the ${windowMs} ms before each change, inclusive, a change (4x throttle)`);
    for (const [value, { changes: n, inclusive }] of groups) {
      console.log(`  ${attribute}=${value}: ${n} changes`);
      const rows = [...inclusive.entries()].filter(([fn]) => match.test(fn)).sort((a, b) => b[1] - a[1]).slice(0, top);
      for (const [fn, ms] of rows) console.log(`  ${(ms / n).toFixed(2).padStart(8)}  ${fn}`);
    }
  } finally {
    await close();
    server.stop();
  }
}
process.exit(0);
