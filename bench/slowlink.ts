/**
 * `npm run bench -- slowlink <scenario|home|all> <dist> [<dist>...]` (ROUNDS=n, default 5): a link
 * opened for the first time on a slow phone link, as a player on the move opens it. Each load is a
 * fresh context (service workers blocked: everything comes over the link) on the scenario's device
 * with Lighthouse's mobile preset: a 4x slower CPU and a slow 4G link (150 ms round trips, 1.6 Mbit/s
 * down, 750 kbit/s up). It prints, per load, the page's first contentful paint, when the screen's
 * chunk was asked for, and when the screen is playable (the real-play scenario's own test: a
 * mutation observer's first pass), all in the page's time from the navigation's start, builds
 * taking turns in a new order each round; then each build's medians.
 */
import { chromium } from '@playwright/test';
import { resolve } from 'node:path';
import { HOME, REAL_PLAY_SCENARIOS, DEVICES, scenariosNamed, type RealPlayScenario } from './lib/realPlayScenarios';
import { CHROME_FLAGS, CHROMIUM, serve } from './lib/serve';
import { percentile } from './lib/stats';

const ROOT = resolve(import.meta.dirname, '..');
const [which, ...dists] = process.argv.slice(2);
if (which === undefined || dists.length === 0) throw new Error('usage: npm run bench -- slowlink <scenario|home|all> <dist> [<dist>...]');
const rounds = Number(process.env.ROUNDS ?? 5);
type Scenario = Pick<RealPlayScenario, 'name' | 'path' | 'device' | 'probe'>;
const scenarios: Scenario[] = which === 'home' ? [HOME] : which === 'all' ? [HOME, ...REAL_PLAY_SCENARIOS] : scenariosNamed(which);

/** Lighthouse's mobile preset (its "slow 4G"): round trip, throughput in bytes a second. */
const LINK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

interface Load {
  paint: number;
  chunk: number | null;
  playable: number;
}

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
const servers = await Promise.all(dists.map((d, i) => serve(ROOT, resolve(d), 5390 + i)));
try {
  for (const scenario of scenarios) {
    const loads = new Map<string, Load[]>(dists.map((d) => [d, []]));
    for (let round = 0; round < rounds; round++) {
      const order = dists.map((d, i) => ({ d, i, k: Math.random() })).sort((a, b) => a.k - b.k);
      for (const { d, i } of order) {
        const context = await browser.newContext({ ...DEVICES[scenario.device], serviceWorkers: 'block' });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', LINK);
        // When the screen's test first passes, in the page's own time (from the navigation's start).
        // (A string: tsx names the functions it compiles, with a helper the page lacks.)
        await page.addInitScript(`(() => {
          const selector = ${JSON.stringify(scenario.probe.playable)};
          const observer = new MutationObserver(() => {
            if (document.querySelector(selector)?.checkVisibility()) {
              window.__playable = performance.now();
              observer.disconnect();
            }
          });
          observer.observe(document, { subtree: true, childList: true, attributes: true });
        })()`);
        await page.goto(`${servers[i]!.url}${scenario.path}`, { waitUntil: 'commit' });
        await page.locator(scenario.probe.playable).first().waitFor({ state: 'visible', timeout: 60_000 });
        // The paint's entry is queued when the frame is presented, which may come after the test passed.
        await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
        const [paint, chunk, playable] = await page.evaluate(() => [
          performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
          performance.getEntriesByType('resource').find((e) => /\/assets\/(\w+Routes|SettingsScreen)-[^/]*\.js$/.test(e.name))?.startTime ?? null,
          (window as unknown as { __playable?: number }).__playable ?? NaN,
        ]);
        const load = { paint: Math.round(paint!), chunk: chunk === null ? null : Math.round(chunk!), playable: Math.round(playable!) };
        loads.get(d)!.push(load);
        console.log(`${scenario.name.padEnd(10)} ${d.padEnd(24)} first paint ${String(load.paint).padStart(5)} ms   chunk asked ${String(load.chunk ?? '-').padStart(5)} ms   playable ${String(load.playable).padStart(5)} ms`);
        await context.close();
      }
    }
    console.log(`\n${scenario.path || '#/'} on slow 4G at 4x, ${rounds} loads a build: medians`);
    for (const [d, list] of loads) {
      const med = (pick: (l: Load) => number | null) => {
        const v = list.map(pick).filter((x): x is number => x !== null);
        return v.length ? String(Math.round(percentile(v, 50))) : '-';
      };
      console.log(`  ${d.padEnd(24)} first paint ${med((l) => l.paint)} ms   chunk asked ${med((l) => l.chunk)} ms   playable ${med((l) => l.playable)} ms`);
    }
    console.log('');
  }
} finally {
  await browser.close();
  for (const s of servers) s.stop();
}
