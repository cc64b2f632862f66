/**
 * A time-bounded solver for Plan Tank and RoboZZle puzzles. Programs are built lazily in execution
 * order (as findShortestSolution does): run until the first slot not chosen yet, branch on that slot
 * only. Unlike a plain lazy search, a run is never repeated: the interpreter's state at a branch is
 * saved once and every choice resumes from it, so a program costs only the steps after its last
 * decision. Iterative deepening on the instruction count makes the first program found a shortest
 * one. Programs are skipped where an equal or shorter one does the same (solverRules.ts), where a
 * slot's condition would be chosen before it matters (tentative conditions, solverSearch.ts), and where the
 * run provably repeats itself without taking a star (a cycle check in resumableRun.ts).
 */
import { checkOptions, type SolveOptions, type SolveResult } from './solveOptions.ts';
import { Search } from './solverSearch.ts';
import type { Level } from './types.ts';

export { DEFAULT_SOLVE_MS, MAX_SOLVE_MS } from './solveOptions.ts';
export type { SolveOptions, SolveResult } from './solveOptions.ts';

/**
 * Searches for a shortest winning program within the time budget. Throws PlantankInputError
 * (LevelFormatError for the level) naming the field for bad input; otherwise always returns.
 */
export function solveLevel(level: Level, options?: SolveOptions): SolveResult {
  const started = performance.now();
  const checked = checkOptions(level, options);
  const search = new Search(level, checked, started);
  return search.solve();
}
