import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CHROME_FLAGS, CHROMIUM } from './serve';
import type { TraceEvent } from './trace';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
}

/** One Lighthouse run: its scores, its performance metrics (ms; CLS unitless) and, when asked, its trace. */
export interface LighthouseRun {
  scores: LighthouseScores;
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; si: number; tti: number };
  /**
   * The long tasks as Lighthouse simulated them (its `long-tasks` audit: ms after navigation, at
   * its 4x slower CPU; the script each is attributed to). Its TBT sums each one's time after the
   * simulated FCP, less 50 ms, up to the simulated time to interactive.
   */
  longTasks: { start: number; duration: number; url: string }[];
  trace?: TraceEvent[];
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Lighthouse 12.2.3, mobile preset (its default), in headless Debian Chromium. */
export function runLighthouseFull(root: string, url: string, options: { categories?: string[]; trace?: boolean } = {}): LighthouseRun {
  const dir = mkdtempSync(join(tmpdir(), 'lh-'));
  const out = join(dir, 'report.json');
  try {
    execFileSync(
      resolve(root, 'node_modules/.bin/lighthouse'),
      [
        url,
        '--quiet',
        '--output=json',
        `--output-path=${out}`,
        ...(options.trace ? ['--save-assets'] : []),
        `--only-categories=${(options.categories ?? CATEGORIES).join(',')}`,
        `--chrome-flags=--headless=new ${CHROME_FLAGS.join(' ')} --user-data-dir=${join(dir, 'profile')}`,
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: ['ignore', 'ignore', 'pipe'], timeout: 180_000 },
    );
    const report = JSON.parse(readFileSync(out, 'utf8')) as {
      categories: Record<string, { score: number | null }>;
      audits: Record<string, { numericValue?: number; details?: { items?: { startTime?: number; duration?: number; url?: string }[] } }>;
    };
    const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => report.audits[id]?.numericValue ?? NaN;
    const traceFile = options.trace ? readdirSync(dir).find((f) => f.endsWith('.trace.json')) : undefined;
    const trace = traceFile ? (JSON.parse(readFileSync(join(dir, traceFile), 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents : undefined;
    return {
      scores: { performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices'), seo: score('seo') },
      metrics: {
        fcp: metric('first-contentful-paint'),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        si: metric('speed-index'),
        tti: metric('interactive'),
      },
      longTasks: (report.audits['long-tasks']?.details?.items ?? []).map((t) => ({ start: t.startTime ?? NaN, duration: t.duration ?? NaN, url: t.url ?? '' })),
      trace,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The four category scores of one run. */
export function runLighthouse(root: string, url: string): LighthouseScores {
  return runLighthouseFull(root, url).scores;
}

/** A screen's Lighthouse scores over several runs: the median run's, and every run's performance. */
export type LighthouseSummary = LighthouseScores & { runs: number[] };

/**
 * The median run by performance score (the lower middle one of an even count), with every run's
 * performance score in the order made. One run is not a reading here: one build's single runs
 * read 81 to 97 on this machine, and Lighthouse's own guidance on variability is to take the
 * median of several runs.
 */
export function medianRun(runs: readonly LighthouseScores[]): LighthouseSummary {
  if (runs.length === 0) throw new Error('no Lighthouse runs');
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  return { ...median, runs: runs.map((r) => r.performance) };
}

/**
 * What one simulated long task adds to Lighthouse's total blocking time (Lantern's rule,
 * @paulirish/trace_engine lantern/metrics/TBTUtils.js): a task of 50 ms or more counts its part
 * between FCP and TTI, less 50 ms; a task under 50 ms, or outside the window, nothing.
 */
export function simulatedBlocking(task: { start: number; duration: number }, fcp: number, tti: number): number {
  if (task.duration < 50 || tti <= fcp) return 0;
  const end = task.start + task.duration;
  if (end < fcp || task.start > tti) return 0;
  return Math.max(0, Math.min(end, tti) - Math.max(task.start, fcp) - 50);
}
