/**
 * A game played as a player plays it: a fresh browser context opens the game's link (with the
 * service worker allowed), the CPU throttled from before navigation, and a seeded player drives the
 * real input path (keys, taps) for `seconds`. Measures what the page downloaded until the game was
 * playable, the frames and long tasks while playing, each input's time to paint, and (with a trace)
 * what each long task was.
 */
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readCpuTicks, stealShare } from './cpuSteal';
import { attributeLongTasks, matchTraced, type AttributionEvent, type TracedTask } from './longTaskAttribution';
import type { PlayLog } from './players/human';
import { probeScript, startRecording, stopRecording, whenPlayable } from './realPlayProbe';
import { DEVICES, type RealPlayScenario } from './realPlayScenarios';
import { frameSummary, inputKindsSummary, lateFrames, inputSummary, kindsLine, longTaskSummary, type FrameSummary, type InputKind, type InputKindSummary, type InputSummary, type LongTaskSummary } from './realPlaySummary';
import { CHROME_FLAGS, CHROMIUM } from './serve';
import { sourceMapResolver } from './sourceMap';
import { round } from './stats';

export type Visit = 'first' | 'second';

export interface RealPlayOptions {
  visit: Visit;
  seconds: number;
  throttle?: number;
  /** Record a Chromium trace and say what each long task was (slower: compare trace runs only with trace runs). */
  trace?: boolean;
  /** Where traces go (default reports/). */
  traceDir?: string;
  /** The served build's folder, with its hidden source maps: traced JS named by its source file and line. */
  sourceMaps?: string;
}

/** Gzip (zlib level 9) bytes of the JS and CSS responses, as bench/lib/size.ts counts them. */
export interface LoadBytes {
  js: number;
  css: number;
  files: string[];
  /** What the service worker answered from its cache instead (the second visit): not downloaded. */
  fromServiceWorker: { js: number; css: number; files: number };
}

export interface RealPlayRun {
  scenario: string;
  visit: Visit;
  seconds: number;
  /** ms from the start of navigation until the game was playable. */
  playableMs: number;
  /** Downloaded from the start of navigation until the game was playable. */
  bytes: LoadBytes;
  frames: FrameSummary;
  /** Each late frame: [ms since play began, its gap after the frame before]. */
  lateFrames: [number, number][];
  longTasks: LongTaskSummary;
  /** Long tasks before play began (while the page loaded). */
  loadLongTasks: { count: number; total: number };
  input: InputSummary;
  /** Input to paint of each kind of input apart: presses, a tap's lift or click, keys. */
  kinds: Partial<Record<InputKind, InputKindSummary>>;
  /** Each answered input: [ms since play began, input to paint ms, key code or pointer type]. */
  answers: [number, number, string][];
  /** Each input that changed nothing: [ms since play began, key code or pointer type]. */
  unansweredInputs: [number, string][];
  /** Host CPU steal during play, % (null: not Linux). */
  steal: number | null;
  play: PlayLog;
  /** The second visit's page was controlled by the service worker. */
  controlled: boolean;
  /** Every main-thread task over 50 ms in the trace, load included (a trace run). */
  traced?: TracedTask[];
  tracePath?: string;
}

const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'disabled-by-default-v8.cpu_profiler'];

interface Load {
  file: string;
  css: boolean;
  gz: number;
  /** When its response ended (epoch ms). */
  end: number;
  fromServiceWorker: boolean;
}

/** Records every JS and CSS response of the page; `upTo(t)` sums those that ended by epoch ms t. */
function recordLoads(page: Page, baseUrl: string): { upTo: (epochMs: number) => Promise<LoadBytes> } {
  const loads: Promise<Load | null>[] = [];
  page.on('requestfinished', (req) => {
    const url = req.url();
    const type = req.resourceType();
    const css = type === 'stylesheet' || /\.css(?:[?#]|$)/.test(url);
    if (!url.startsWith(baseUrl) || !(css || type === 'script' || /\.m?js(?:[?#]|$)/.test(url))) return;
    const seen = Date.now();
    loads.push(
      (async () => {
        const res = await req.response();
        const body = await res?.body().catch(() => null);
        if (!res || !body) return null;
        const t = req.timing();
        const end = t.responseEnd >= 0 ? t.startTime + t.responseEnd : seen;
        return { file: url.slice(baseUrl.length), css, gz: gzipSync(body, { level: 9 }).length, end, fromServiceWorker: res.fromServiceWorker() };
      })(),
    );
  });
  return {
    upTo: async (epochMs) => {
      const done = (await Promise.all(loads)).filter((l): l is Load => l !== null && l.end <= epochMs);
      const net = done.filter((l) => !l.fromServiceWorker);
      const sw = done.filter((l) => l.fromServiceWorker);
      const sum = (ls: Load[], css: boolean) => ls.filter((l) => l.css === css).reduce((a, l) => a + l.gz, 0);
      return { js: sum(net, false), css: sum(net, true), files: net.map((l) => l.file), fromServiceWorker: { js: sum(sw, false), css: sum(sw, true), files: sw.length } };
    },
  };
}

/**
 * The second visit's set-up: the link loaded once, until the service worker is active (it
 * registers a few seconds after the start, then caches the site), and reloaded so it controls a
 * page; then that page is closed.
 */
async function installWorker(context: BrowserContext, url: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(url);
  await page.evaluate(() => Promise.race([navigator.serviceWorker.ready, new Promise((_, fail) => setTimeout(() => fail(new Error('no service worker after 60 s')), 60_000))]));
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { polling: 100, timeout: 30_000 });
  await page.close();
}

/** A page of a fresh context for the scenario, the recorder injected and the CPU throttled before it navigates. */
async function openPage(browser: Browser, scenario: Pick<RealPlayScenario, 'path' | 'device' | 'probe'>, baseUrl: string, visit: Visit, throttle: number) {
  const context = await browser.newContext({ ...DEVICES[scenario.device], serviceWorkers: 'allow' });
  if (visit === 'second') await installWorker(context, baseUrl + scenario.path);
  const page = await context.newPage();
  await page.addInitScript(probeScript(scenario.probe));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  return { page, loads: recordLoads(page, baseUrl) };
}

/** What a link downloads before it is playable (the home page's size goal), with no play. */
export async function measureLoad(baseUrl: string, scenario: Pick<RealPlayScenario, 'path' | 'device' | 'probe'>, throttle = 4): Promise<{ playableMs: number; bytes: LoadBytes }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  try {
    const { page, loads } = await openPage(browser, scenario, baseUrl, 'first', throttle);
    await page.goto(baseUrl + scenario.path, { waitUntil: 'commit' });
    const { at, timeOrigin } = await whenPlayable(page);
    return { playableMs: round(at, 0), bytes: await loads.upTo(timeOrigin + at) };
  } finally {
    await browser.close();
  }
}

export async function measureRealPlay(baseUrl: string, scenario: RealPlayScenario, options: RealPlayOptions): Promise<RealPlayRun> {
  const { visit, seconds, throttle = 4, trace = false } = options;
  const player = scenario.player();
  player.prepare?.();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  try {
    const { page, loads } = await openPage(browser, scenario, baseUrl, visit, throttle);
    let tracePath: string | undefined;
    if (trace) {
      const dir = options.traceDir ?? resolve(import.meta.dirname, '../../reports');
      mkdirSync(dir, { recursive: true });
      tracePath = resolve(dir, `realplay-${scenario.name}-${visit}.json`);
      await browser.startTracing(page, { path: tracePath, categories: TRACE_CATEGORIES });
    }
    await page.goto(baseUrl + scenario.path, { waitUntil: 'commit' });
    const { at, timeOrigin } = await whenPlayable(page);
    // Playwright's own page script compiles on its first locator: before play, not in it.
    await page.locator(scenario.probe.playable).count();
    await startRecording(page);
    const ticks0 = readCpuTicks();
    const deadline = Date.now() + seconds * 1000;
    const play = await player.play(page, () => Date.now() >= deadline);
    const ticks1 = readCpuTicks();
    const data = await stopRecording(page);
    const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
    if (trace) await browser.stopTracing();
    const longTasks = longTaskSummary(data.longTasks, data.playStart);
    const before = data.longTasks.filter(([start]) => start < data.playStart);
    const run: RealPlayRun = {
      scenario: scenario.name,
      visit,
      seconds,
      playableMs: round(at, 0),
      bytes: await loads.upTo(timeOrigin + at),
      frames: frameSummary(data.frames),
      lateFrames: lateFrames(data.frames, data.playStart),
      longTasks,
      loadLongTasks: { count: before.length, total: round(before.reduce((a, [, d]) => a + d, 0), 0) },
      input: inputSummary(
        data.answered.map(([, ms]) => ms),
        data.unanswered,
      ),
      kinds: inputKindsSummary(data.answered),
      answers: data.answered.map(([t, ms, what]) => [round(t, 0), round(ms), what]),
      unansweredInputs: data.unansweredInputs.map(([t, what]) => [round(t, 0), what]),
      steal: ((x) => (x === null ? null : round(x)))(stealShare(ticks0, ticks1)),
      play,
      controlled,
    };
    if (tracePath) {
      const events = (JSON.parse(readFileSync(tracePath, 'utf8')) as { traceEvents: AttributionEvent[] }).traceEvents;
      run.traced = attributeLongTasks(events, { resolve: options.sourceMaps ? sourceMapResolver(options.sourceMaps, baseUrl) : undefined });
      run.longTasks = { ...longTasks, list: matchTraced(longTasks.list, run.traced) };
      run.tracePath = tracePath;
    }
    return run;
  } finally {
    await browser.close();
  }
}

const KB = (b: number) => (b / 1024).toFixed(1);

/** One run as one line (bench:realplay, bench/run.ts). */
export function runLine(r: RealPlayRun): string {
  const b = r.bytes;
  const sw = b.fromServiceWorker.files ? `, ${KB(b.fromServiceWorker.js + b.fromServiceWorker.css)} KB from the worker` : '';
  const lt = r.longTasks;
  return [
    `${r.scenario.padEnd(10)} ${r.visit.padEnd(6)}`,
    `${KB(b.js + b.css).padStart(6)} KB before playable (${KB(b.js)} js + ${KB(b.css)} css${sw}) at ${r.playableMs} ms`,
    `late ${r.frames.late}% of ${r.frames.count} (p50/p95/p99 ${r.frames.p50}/${r.frames.p95}/${r.frames.p99})`,
    `long tasks ${lt.count} (${lt.total} ms)`,
    `input->paint ${r.input.p50}/${r.input.p95} ms (n=${r.input.count}, ${r.input.unanswered} unanswered; ${kindsLine(r.kinds)})`,
    `[steal ${r.steal ?? '?'}%]`,
  ].join('  ');
}

/** The long tasks of a run, one a line: when (s since play began), how long, and what (trace runs). */
export function longTaskLines(r: RealPlayRun): string[] {
  const said = (t: { what?: string[]; js?: string[] }) => `${t.what ? `: ${t.what.join(', ')}` : ''}${t.js ? ` | js: ${t.js.join(', ')}` : ''}`;
  const lines = r.longTasks.list.map((t) => `    +${(t.start / 1000).toFixed(2)} s  ${t.duration} ms${said(t)}`);
  if (r.traced) {
    // A task the trace saw over 50 ms that the page's observer did not report (the trace's own cost can tip one over).
    const held = (t: TracedTask) => r.longTasks.list.some((o) => o.start >= t.start - 5 && o.start <= t.start + t.duration + 5);
    for (const t of r.traced.filter((x) => x.start >= 0 && !held(x))) lines.push(`    +${(t.start / 1000).toFixed(2)} s  ${t.duration} ms (traced only)${said(t)}`);
    const load = r.traced.filter((t) => t.start < 0);
    if (load.length) lines.push('    while loading (traced):', ...load.map((t) => `    ${t.start} ms  ${t.duration} ms${said(t)}`));
  }
  return lines;
}
