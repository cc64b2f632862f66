/**
 * Plan Tank interpreter benchmark: steps per second of the fast whole-run interpreter over
 * the RoboZZle fixtures (../shared, skipped with a note when absent) and over the campaign's
 * reference solutions; the step-by-step form for comparison; and search throughput.
 * Run: npx tsx bench/plantank.ts
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  CAMPAIGN, campaignLevel, findShortestSolution, fromRoboZZle, parseProgram, runBySteps, runProgram,
} from '../src/logic/plantank/index.ts';
import type { Level, Program } from '../src/logic/plantank/index.ts';

const FIXTURE = resolve(process.cwd(), '../shared/fixtures/robozzle/puzzles.json');
/** Each measurement repeats its whole workload until at least this long has passed. */
const MIN_MS = 600;

interface Job {
  level: Level;
  program: Program;
}

function round(value: number, digits = 0): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}

/** Runs every job repeatedly for MIN_MS; returns steps and runs per second. */
function measure(jobs: Job[], run: (job: Job) => number): { stepsPerSec: number; runsPerSec: number } {
  let steps = 0;
  let runs = 0;
  const start = performance.now();
  let elapsed: number;
  do {
    for (const job of jobs) steps += run(job);
    runs += jobs.length;
    elapsed = performance.now() - start;
  } while (elapsed < MIN_MS);
  return { stepsPerSec: (steps / elapsed) * 1000, runsPerSec: (runs / elapsed) * 1000 };
}

function fixtureJobs(): Job[] | null {
  if (!existsSync(FIXTURE)) return null;
  const data = JSON.parse(readFileSync(FIXTURE, 'utf8')) as { puzzles: { levelInfo2: unknown; solutions: { program: string }[] }[] };
  return data.puzzles.flatMap((puzzle) => {
    const level = fromRoboZZle(puzzle.levelInfo2);
    return puzzle.solutions.map((s) => ({ level, program: parseProgram(s.program, level) }));
  });
}

export async function runPlantankBench(): Promise<Record<string, number>> {
  const results: Record<string, number> = {};
  const fast = (job: Job) => runProgram(job.level, job.program).steps;
  const slow = (job: Job) => runBySteps(job.level, job.program).steps;

  const fixtures = fixtureJobs();
  if (fixtures) {
    const f = measure(fixtures, fast);
    results.fixturePrograms = fixtures.length;
    results.fixtureStepsPerSec = round(f.stepsPerSec);
    results.fixtureRunsPerSec = round(f.runsPerSec);
    results.fixtureStepFormStepsPerSec = round(measure(fixtures.slice(0, 200), slow).stepsPerSec);
  } else {
    console.warn(`plantank bench: RoboZZle fixtures skipped, ${FIXTURE} is absent`);
  }

  const campaign = CAMPAIGN.map((level) => ({ level, program: parseProgram(level.solution, level) }));
  const c = measure(campaign, fast);
  results.campaignLevels = campaign.length;
  results.campaignStepsPerSec = round(c.stepsPerSec);
  results.campaignRunsPerSec = round(c.runsPerSec);
  results.campaignStepFormStepsPerSec = round(measure(campaign, slow).stepsPerSec);

  // Search throughput: prove that nothing shorter than par solves "Colour Calls".
  const level = campaignLevel('pt-17');
  if (level) {
    const start = performance.now();
    const search = findShortestSolution(level, { maxInstructions: level.par - 1 });
    const ms = performance.now() - start;
    results.searchRuns = search.runs;
    results.searchMs = round(ms, 1);
    results.searchRunsPerSec = round((search.runs / ms) * 1000);
  }
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const results = await runPlantankBench();
  for (const [name, value] of Object.entries(results)) console.log(`${name.padEnd(30)} ${value}`);
}
