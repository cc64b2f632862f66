/**
 * Plan Tank's hint, as the worker computes it (the seed's GetBestMove on the real solver): a
 * solution that keeps the player's filled slots, and of it one instruction, the first slot where it
 * differs from the player's program. When no such solution turns up, it looks for the one that
 * keeps the longest start of the player's program (their filled slots in reading order) and names
 * the first slot to change. Kept apart from the worker entry so that it is tested without a Worker.
 */
import { DEFAULT_SOLVE_MS, MAX_SOLVE_MS, parseProgram, PlantankInputError, runProgram, solveLevel } from '../logic/plantank/index.ts';
import type { Instruction, Level, Program, Slot } from '../logic/plantank/index.ts';

/** The hint's default budget, in ms: the solver's. */
export const HINT_BUDGET_MS = DEFAULT_SOLVE_MS;
/** Share of the budget for the search that keeps every slot; the rest goes to keeping fewer. */
export const KEEP_ALL_SHARE = 0.5;

export interface HintRequest {
  id: number;
  level: Level;
  /** The player's program, positions kept (empty slots null). */
  program: Program;
  /** Budget in ms (default HINT_BUDGET_MS). */
  timeMs?: number;
}

export interface HintSlot {
  fn: number;
  slot: number;
}

export type HintAnswer =
  /** The player's program already wins: nothing to add. */
  | { kind: 'wins' }
  /** Keeping every filled slot, a solution exists: `instruction` goes into the empty slot `at`. */
  | { kind: 'place'; at: HintSlot; instruction: Instruction; solution: string }
  /**
   * No solution keeps every filled slot (`proven`: none exists; otherwise none was found in time).
   * The solution found keeps the first `kept` of the player's `filled` instructions; the slot `at`
   * must change: to `instruction`, or cleared when it is null.
   */
  | { kind: 'change'; at: HintSlot; instruction: Instruction | null; kept: number; filled: number; proven: boolean; solution: string }
  /** No solution at all within the budget (`complete`: the search proved there is none). */
  | { kind: 'none'; complete: boolean }
  | { kind: 'cancelled' }
  /** The hint could not be found: `code` for the player's words, `message` in English for logs. */
  | { kind: 'error'; code: HintErrorCode; message: string };

/**
 * Why a hint could not be found: a request the helper cannot read (a level or program it refuses),
 * a fault in the search, the worker gone (`crashed`), or silent past its budget (`timeout`).
 */
export type HintErrorCode = 'badRequest' | 'failed' | 'crashed' | 'timeout';
/** Every code, for the screen's tests: each must have words in every language. */
export const HINT_ERROR_CODES = ['badRequest', 'failed', 'crashed', 'timeout'] as const satisfies readonly HintErrorCode[];

export interface HintProgress {
  elapsedMs: number;
  budgetMs: number;
  programsTried: number;
  /** 'keep': keeping every slot; 'fewer': keeping fewer of them. */
  phase: 'keep' | 'fewer';
}

export type HintMessage = { id: number; type: 'progress'; progress: HintProgress } | { id: number; type: 'result'; answer: HintAnswer };

function sameInstruction(a: Slot | undefined, b: Slot | undefined): boolean {
  if (!a || !b) return !a && !b;
  if (a.condition !== b.condition || a.action.kind !== b.action.kind) return false;
  if (a.action.kind === 'call' && b.action.kind === 'call') return a.action.fn === b.action.fn;
  if (a.action.kind === 'paint' && b.action.kind === 'paint') return a.action.color === b.action.color;
  return true;
}

/** The filled slots of a program in reading order (F1 first, left to right). */
export function filledSlots(program: Program): HintSlot[] {
  const out: HintSlot[] = [];
  program.functions.forEach((slots, fn) => slots.forEach((s, slot) => s && out.push({ fn, slot })));
  return out;
}

/** The program with only the first `count` of its filled slots (reading order). */
export function keepPrefix(program: Program, count: number): Program {
  let left = count;
  return { functions: program.functions.map((slots) => slots.map((s) => (s && left-- > 0 ? s : null))) };
}

/**
 * The first slot, in reading order, where `solution` differs from `program`, with what the
 * solution has there (null: the slot must be cleared); null when they are the same.
 */
export function firstDifference(program: Program, solution: Program): { at: HintSlot; instruction: Instruction | null } | null {
  const fns = Math.max(program.functions.length, solution.functions.length);
  for (let fn = 0; fn < fns; fn++) {
    const mine = program.functions[fn] ?? [];
    const theirs = solution.functions[fn] ?? [];
    for (let slot = 0; slot < Math.max(mine.length, theirs.length); slot++) {
      if (!sameInstruction(mine[slot], theirs[slot])) return { at: { fn, slot }, instruction: theirs[slot] ?? null };
    }
  }
  return null;
}

/** The first of the program's filled slots (reading order) that `solution` changes, or null. */
export function firstChange(program: Program, solution: Program): { at: HintSlot; instruction: Instruction | null } | null {
  for (const at of filledSlots(program)) {
    const theirs = solution.functions[at.fn]?.[at.slot] ?? null;
    if (!sameInstruction(program.functions[at.fn]?.[at.slot], theirs)) return { at, instruction: theirs };
  }
  return null;
}

export interface AnswerOptions {
  signal?: AbortSignal;
  onProgress?: (p: HintProgress) => void;
  now?: () => number;
}

/**
 * Answers one request. A malformed request gets an 'error' answer in words, never an exception;
 * a cancelled one 'cancelled'. Returns within the budget (the solver keeps its time).
 */
export function answerHint(request: HintRequest, options: AnswerOptions = {}): HintAnswer {
  const { signal, onProgress } = options;
  const now = options.now ?? (() => performance.now());
  const budget = request.timeMs ?? HINT_BUDGET_MS;
  if (!Number.isInteger(budget) || budget < 0 || budget > MAX_SOLVE_MS) {
    return { kind: 'error', code: 'badRequest', message: `the hint's time budget must be a whole number of ms up to ${MAX_SOLVE_MS}` };
  }
  const { level, program } = request;
  const start = now();
  let tried = 0;
  try {
    if (runProgram(level, program).outcome === 'won') return { kind: 'wins' };
    const filled = filledSlots(program);
    const solve = (keep: Program, timeMs: number, phase: HintProgress['phase']) => {
      const before = tried;
      const result = solveLevel(level, {
        keep,
        timeMs: Math.max(0, Math.floor(timeMs)),
        ...(signal ? { signal } : {}),
        onProgress: (p) => onProgress?.({ elapsedMs: Math.round(now() - start), budgetMs: budget, programsTried: before + p.programsTried, phase }),
      });
      tried = before + result.programsTried;
      return result;
    };
    const left = () => budget - (now() - start);

    // Keep every filled slot (with none filled, this is the whole search).
    const all = solve(program, filled.length === 0 ? budget : budget * KEEP_ALL_SHARE, 'keep');
    if (signal?.aborted) return { kind: 'cancelled' };
    if (all.program !== null) {
      const solution = parseProgram(all.program, level);
      const diff = firstDifference(program, solution);
      if (!diff || !diff.instruction) return { kind: 'wins' };
      return { kind: 'place', at: diff.at, instruction: diff.instruction, solution: all.program };
    }
    if (filled.length === 0) return { kind: 'none', complete: all.complete };

    // Keep fewer: the longest start of the player's program that a solution still keeps, found by
    // bisection over its length (a solution keeping n slots keeps every shorter start too).
    let lo = 0;
    let hi = filled.length - 1;
    let best: { kept: number; program: string } | null = null;
    let provenNone = false;
    while (lo <= hi && left() > 0) {
      const mid = Math.ceil((lo + hi) / 2);
      const tries = Math.ceil(Math.log2(hi - lo + 2));
      const result = solve(keepPrefix(program, mid), left() / tries, 'fewer');
      if (signal?.aborted) return { kind: 'cancelled' };
      if (result.program !== null) {
        best = { kept: mid, program: result.program };
        lo = mid + 1;
      } else {
        if (mid === 0 && result.complete) provenNone = true;
        hi = mid - 1;
      }
    }
    if (!best) return { kind: 'none', complete: provenNone };
    const solution = parseProgram(best.program, level);
    const change = firstChange(program, solution);
    if (!change) {
      // The solution happens to keep every filled slot after all: one instruction to add.
      const diff = firstDifference(program, solution);
      return diff?.instruction ? { kind: 'place', at: diff.at, instruction: diff.instruction, solution: best.program } : { kind: 'wins' };
    }
    const diff = change;
    return { kind: 'change', at: diff.at, instruction: diff.instruction, kept: best.kept, filled: filled.length, proven: all.complete, solution: best.program };
  } catch (error) {
    return { kind: 'error', code: error instanceof PlantankInputError ? 'badRequest' : 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}
