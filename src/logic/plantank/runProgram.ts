/** The whole-run form of the interpreter: one call, one RunResult. */
import { step } from './grid.ts';
import type { Board } from './grid.ts';
import type { RawRun } from './compiledRun.ts';
import {
  compileProgram, runCompiled,
  RAW_FELL, RAW_INFINITE_LOOP, RAW_OUT_OF_FUEL, RAW_PROGRAM_ENDED, RAW_STACK_OVERFLOW, RAW_WON,
} from './compiledRun.ts';
import { parseProgram } from './programText.ts';
import type { Level, Outcome, Program, RunLimits, RunResult } from './types.ts';
import { checkLevel, checkLimits } from './validate.ts';

const OUTCOME_OF_RAW: Readonly<Record<number, Outcome>> = {
  [RAW_WON]: 'won',
  [RAW_FELL]: 'fell',
  [RAW_OUT_OF_FUEL]: 'outOfFuel',
  [RAW_PROGRAM_ENDED]: 'programEnded',
  [RAW_INFINITE_LOOP]: 'infiniteLoop',
  [RAW_STACK_OVERFLOW]: 'stackOverflow',
};

/**
 * Runs a program to its end under RoboZZle's rules. A string is parsed against the level first
 * (so it throws ProgramParseError for what the level does not allow); a Program runs as given.
 * Throws LevelFormatError when the level's data is malformed, PlantankInputError for a malformed
 * program object (e.g. a call to F6) or limits outside 1..MAX_RUN_STEPS / 1..MAX_RUN_STACK.
 */
export function runProgram(level: Level, program: Program | string, options?: RunLimits): RunResult {
  const board = checkLevel(level);
  const limits = checkLimits(options);
  // compileProgram checks a Program object as it compiles it: one pass, no separate check.
  const code = compileProgram(typeof program === 'string' ? parseProgram(program, level) : program);
  const raw = runCompiled(board, code, board.startDir, limits.maxSteps, limits.maxStack);
  return resultOfRaw(board, raw);
}

export function resultOfRaw(board: Board, raw: RawRun): RunResult {
  const outcome = OUTCOME_OF_RAW[raw.outcome];
  if (outcome === undefined) throw new Error(`run stopped at an undecided slot (F${raw.pendingFn + 1}, slot ${raw.pendingSlot})`);
  const row = Math.floor(raw.cell / board.cols);
  const col = raw.cell % board.cols;
  const result: RunResult = {
    outcome,
    steps: raw.steps,
    calls: raw.calls,
    skipped: raw.skipped,
    maxStack: raw.maxStack,
    starsLeft: raw.starsLeft,
    final: { row, col, dir: raw.dir },
  };
  if (outcome === 'fell') {
    result.final = { ...step(board.grid, row, col, raw.dir), dir: raw.dir };
    result.fellFrom = { row, col };
  }
  if (outcome === 'infiniteLoop') result.loop = { fn: raw.loopFn, caller: raw.loopCaller };
  return result;
}
