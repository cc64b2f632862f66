/**
 * Plan Tank solver benchmark over the RoboZZle fixtures (../shared, skipped with a note when absent):
 * one puzzle at a time, each with its own time budget; prints a line per puzzle (id, solved or not,
 * instructions, wall and CPU ms) and the solved count with median and p90 times.
 * Run: npm run bench:plantank-solver [-- --baseline] [-- --ms=5000] [-- --only=17,22]
 * --baseline runs findShortestSolution instead, its run budget sized from its measured run rate.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { findShortestSolution, fromRoboZZle, runProgram, solveLevel } from '../src/logic/plantank/index.ts';
import type { Level } from '../src/logic/plantank/index.ts';

const FIXTURE = resolve(process.cwd(), '../shared/fixtures/robozzle/puzzles.json');

interface Row {
  id: string;
  solved: boolean;
  instructions: number;
  wallMs: number;
  cpuMs: number;
  note: string;
}

function arg(name: string): string | undefined {
  const hit = process.argv.find((a) => a.startsWith(`--${name}=`) || a === `--${name}`);
  return hit === undefined ? undefined : (hit.split('=')[1] ?? '');
}

function cpuMsSince(start: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

function solveWithSolver(level: Level, ms: number): Omit<Row, 'id' | 'wallMs' | 'cpuMs'> {
  const result = solveLevel(level, { timeMs: ms });
  return { solved: result.program !== null, instructions: result.instructions, note: result.program ?? `tried ${result.programsTried}` };
}

/** findShortestSolution has a run budget, not a clock: size it from the rate of a first short search. */
function solveWithBaseline(level: Level, ms: number): Omit<Row, 'id' | 'wallMs' | 'cpuMs'> {
  const maxInstructions = level.subLengths.reduce((a, b) => a + b, 0);
  const probeRuns = 20_000;
  const t0 = performance.now();
  const probe = findShortestSolution(level, { maxInstructions, maxRuns: probeRuns });
  const probeMs = performance.now() - t0;
  let result = probe;
  if (probe.solution === null && !probe.complete && probeMs < ms) {
    const maxRuns = Math.max(probeRuns, Math.floor((probeRuns * (ms - probeMs)) / Math.max(probeMs, 1)));
    result = findShortestSolution(level, { maxInstructions, maxRuns });
  }
  return { solved: result.solution !== null, instructions: result.instructions, note: result.solution ?? `runs ${result.runs}` };
}

function main(): void {
  if (!existsSync(FIXTURE)) {
    console.log(`plantank-solver bench skipped: no RoboZZle fixtures at ${FIXTURE}`);
    return;
  }
  const ms = Number(arg('ms') ?? 5000);
  const baseline = arg('baseline') !== undefined;
  const only = arg('only')?.split(',').filter(Boolean);
  const data = JSON.parse(readFileSync(FIXTURE, 'utf8')) as { puzzles: { id: number | string; levelInfo2: unknown }[] };
  const puzzles = data.puzzles.filter((p) => !only || only.includes(String(p.id)));
  console.log(`${baseline ? 'findShortestSolution (baseline)' : 'solveLevel'}: ${puzzles.length} puzzles, ${ms} ms each`);
  const rows: Row[] = [];
  for (const puzzle of puzzles) {
    const level = fromRoboZZle(puzzle.levelInfo2);
    const cpu = process.cpuUsage();
    const t0 = performance.now();
    const r = baseline ? solveWithBaseline(level, ms) : solveWithSolver(level, ms);
    const row: Row = { id: String(puzzle.id), ...r, wallMs: performance.now() - t0, cpuMs: cpuMsSince(cpu) };
    if (row.solved && runProgram(level, row.note).outcome !== 'won') throw new Error(`puzzle ${row.id}: the program found does not win`);
    rows.push(row);
    console.log(`${row.id.padStart(5)} ${row.solved ? 'solved' : 'NOT   '} ${String(row.instructions).padStart(3)} instr ${row.wallMs.toFixed(0).padStart(6)} ms ${row.cpuMs.toFixed(0).padStart(6)} cpu-ms  ${row.note}`);
  }
  const solved = rows.filter((r) => r.solved).length;
  const wall = rows.map((r) => r.wallMs);
  const cpuTimes = rows.map((r) => r.cpuMs);
  console.log(`solved ${solved}/${rows.length} (${((100 * solved) / Math.max(1, rows.length)).toFixed(1)} %)`);
  console.log(`wall ms: median ${percentile(wall, 50).toFixed(0)}, p90 ${percentile(wall, 90).toFixed(0)}; cpu ms: median ${percentile(cpuTimes, 50).toFixed(0)}, p90 ${percentile(cpuTimes, 90).toFixed(0)}`);
}

main();
