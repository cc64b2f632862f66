/**
 * `npm run bench -- taps <plantank|popstar> [rounds] [<dist>...]`: where the main thread's time
 * goes in a run of real taps (CDP touch events, the CPU 4x slower), by phase, per tap: the tap's
 * own events, timers, style, layout, pre-paint, paint and layerization (Chromium's trace events
 * at the top of each task). With no build given it builds the working tree into `dist-taps/`.
 * Several builds are measured in turns, `rounds` times (default 2).
 *   plantank: level 21 at 1280x800, a command armed, then eight slot edits (two commands).
 *   popstar:  a seeded level 1 at 390x844, four pairs of taps, each selecting then popping the
 *             largest group (the falls that follow are in the figures).
 */
import { resolve } from 'node:path';
import { chromium, type CDPSession, type Page } from 'playwright';
import { generateLevel, listGroups, pop, type Board } from '../src/logic/popstar/index.ts';
import { build, CHROME_FLAGS, CHROMIUM, serve } from './lib/serve';

const ROOT = resolve(import.meta.dirname, '..');
const [scenario, roundsArg, ...given] = process.argv.slice(2);
if (scenario !== 'plantank' && scenario !== 'popstar') {
  console.error('usage: npm run bench -- taps <plantank|popstar> [rounds] [<dist>...]');
  process.exit(2);
}
const rounds = Number(roundsArg ?? 2) || 2;
const dists = given.length > 0 ? given.map((d) => resolve(d)) : [resolve(ROOT, 'dist-taps')];
if (given.length === 0) build(ROOT, dists[0] as string);

const PHASES = ['EventDispatch', 'TimerFire', 'FireIdleCallback', 'FireAnimationFrame', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize'];
const SEED = 20240611;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur: number;
  pid: number;
  tid: number;
  args: { elementCount?: number };
}

/** Milliseconds of each phase at the top of the main thread's tasks, over the whole trace. */
function phases(events: TraceEvent[]): Record<string, number> {
  const styles = new Map<string, number>();
  for (const e of events) if (e.name === 'UpdateLayoutTree') styles.set(`${e.pid}:${e.tid}`, (styles.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  const main = [...styles.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const sums: Record<string, number> = {};
  const open: TraceEvent[] = [];
  for (const e of events.filter((x) => `${x.pid}:${x.tid}` === main && x.ph === 'X').sort((a, b) => a.ts - b.ts)) {
    while (open.length > 0 && open[open.length - 1]!.ts + open[open.length - 1]!.dur <= e.ts) open.pop();
    if (e.name === 'RunTask') {
      open.length = 0;
      open.push(e);
      continue;
    }
    // Only what a task does itself (its first level): a layout forced inside a handler is the handler's.
    if (open.length === 1) {
      const phase = PHASES.includes(e.name) ? e.name : 'other';
      sums[phase] = (sums[phase] ?? 0) + e.dur / 1000;
    }
    open.push(e);
  }
  return sums;
}

async function tap(page: Page, cdp: CDPSession, selector: string, restMs = 80) {
  const box = (await page.locator(selector).first().boundingBox())!;
  const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] });
  await page.waitForTimeout(restMs);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

async function measure(url: string): Promise<{ taps: number; ms: Record<string, number> }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  try {
    const viewport = scenario === 'plantank' ? { width: 1280, height: 800 } : { width: 390, height: 844 };
    const context = await browser.newContext({ viewport, hasTouch: true, isMobile: scenario === 'popstar', serviceWorkers: 'block' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    let taps = 0;
    let play: () => Promise<void>;
    if (scenario === 'plantank') {
      await page.goto(`${url}/#/plantank/play/pt-21`);
      await page.waitForSelector('[data-testid=run-status][data-status=READY]');
      play = async () => {
        for (const [i, slot] of ['0:0', '0:1', '0:2', '0:3', '0:0', '0:1', '0:2', '0:3'].entries()) {
          if (i === 4) await tap(page, cdp, 'button[aria-label="Turn left"]');
          await page.waitForTimeout(400);
          await tap(page, cdp, `[data-slot="${slot}"]`);
          taps++;
        }
        await page.waitForTimeout(400);
      };
    } else {
      await page.goto(`${url}/#/popstar/seed/${SEED}`);
      await page.locator('.ps-banner button').click();
      await page.waitForSelector('[data-testid=popstar-board][data-phase=playing]');
      let board: Board = generateLevel(1, SEED).board;
      play = async () => {
        for (let i = 0; i < 4; i++) {
          const group = listGroups(board).sort((a, b) => b.cells.length - a.cells.length)[0]!.cells;
          const [r, c] = group[0]!;
          const cell = `[role=gridcell][data-row="${r}"][data-col="${c}"]`;
          await tap(page, cdp, cell, 70);
          await page.waitForTimeout(500);
          await tap(page, cdp, cell, 70);
          await page.waitForTimeout(1500);
          taps += 2;
          board = pop(board, r, c)!.board;
        }
      };
    }
    await page.waitForTimeout(1500);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // The command is armed before the trace: the measured taps are the edits only.
    if (scenario === 'plantank') await tap(page, cdp, 'button[aria-label="Forward"]');
    await page.waitForTimeout(500);
    await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline'] });
    await play();
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    return { taps, ms: phases(trace.traceEvents) };
  } finally {
    await browser.close();
  }
}

const servers = await Promise.all(dists.map((dist, i) => serve(ROOT, dist, 5331 + i)));
try {
  const all = dists.map(() => [] as Record<string, number>[]);
  for (let round = 0; round < rounds; round++) {
    for (const [i, server] of servers.entries()) {
      const { taps, ms } = await measure(server.url);
      const perTap = Object.fromEntries(Object.entries(ms).map(([k, v]) => [k, v / taps]));
      all[i]!.push(perTap);
      const total = Object.values(perTap).reduce((a, b) => a + b, 0);
      console.log(`${dists[i]} round ${round + 1}: ${total.toFixed(1)} ms a tap  ${[...PHASES, 'other'].map((p) => `${p} ${(perTap[p] ?? 0).toFixed(1)}`).join('  ')}`);
    }
  }
  console.log(`\n${scenario}, main-thread ms a tap at 4x, mean of ${rounds} rounds:`);
  console.log(['build'.padEnd(28), ...PHASES.map((p) => p.slice(0, 12).padStart(13)), 'other'.padStart(8), 'total'.padStart(8)].join(''));
  for (const [i, runs] of all.entries()) {
    const mean = (k: string) => runs.reduce((a, r) => a + (r[k] ?? 0), 0) / runs.length;
    const total = [...PHASES, 'other'].reduce((a, p) => a + mean(p), 0);
    console.log([(dists[i] as string).slice(-28).padEnd(28), ...PHASES.map((p) => mean(p).toFixed(1).padStart(13)), mean('other').toFixed(1).padStart(8), total.toFixed(1).padStart(8)].join(''));
  }
} finally {
  for (const s of servers) s.stop();
}
