/**
 * PopStar benchmark: on 40 seeded
 * 10 x 10 boards, the greedy baseline, the solver's mean score at 50 ms and 200 ms, the time to reach
 * 3,000 and 5,000 points, and the time generateLevel takes to deal and certify levels 1..5.
 * Run: npm run bench -- popstar
 */
import { pathToFileURL } from 'node:url';
import { dealBoard, generateLevel, solve, solveGreedy } from '../src/logic/popstar/index.ts';

const BOARDS = 40;
const FIRST_SEED = 1;
const LEVELS = 5;
/** Cap on the time-to-target searches, so that a hard board cannot stall the bench. */
const TARGET_CAP_MS = 1000;

function mean(values: number[]): number {
  return values.reduce((a, b) => a + b, 0) / values.length;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? NaN;
}

function round(value: number, digits = 1): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}

/** Milliseconds until the solver first finds `target` points (capped), and whether it did. */
function timeToTarget(seed: number, target: number): { ms: number; reached: boolean } {
  const start = performance.now();
  const { score } = solve(dealBoard(seed), { timeMs: TARGET_CAP_MS, target, seed });
  return { ms: performance.now() - start, reached: score >= target };
}

export async function runPopstarBench(): Promise<Record<string, number>> {
  const seeds = Array.from({ length: BOARDS }, (_, i) => FIRST_SEED + i);
  const boards = seeds.map((seed) => dealBoard(seed));
  const results: Record<string, number> = { boards: BOARDS };

  results.greedyMean = round(mean(boards.map((board) => solveGreedy(board).score)));
  for (const timeMs of [50, 200]) {
    results[`solverMean${timeMs}ms`] = round(mean(boards.map((board, i) => solve(board, { timeMs, seed: i }).score)));
  }
  for (const target of [3000, 5000]) {
    const runs = seeds.map((seed) => timeToTarget(seed, target));
    results[`reach${target}MeanMs`] = round(mean(runs.map((r) => r.ms)), 2);
    results[`reach${target}Rate`] = round(runs.filter((r) => r.reached).length / runs.length, 3);
  }

  const all: number[] = [];
  for (let level = 1; level <= LEVELS; level++) {
    const times = seeds.map((seed) => {
      const start = performance.now();
      generateLevel(level, seed);
      return performance.now() - start;
    });
    all.push(...times);
    results[`certifyLevel${level}MeanMs`] = round(mean(times), 2);
    results[`certifyLevel${level}P95Ms`] = round(percentile(times, 0.95), 2);
  }
  results.certifyMeanMs = round(mean(all), 2);
  results.certifyP95Ms = round(percentile(all, 0.95), 2);
  results.certifyMaxMs = round(Math.max(...all), 2);
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const results = await runPopstarBench();
  for (const [name, value] of Object.entries(results)) console.log(`${name.padEnd(24)} ${value}`);
}
