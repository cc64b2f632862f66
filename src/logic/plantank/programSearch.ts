/**
 * Search for short winning programs: checks a level's par and can later give hints (the seed's
 * GetBestMove). Programs are built lazily in execution order, the way RoboZZle solvers do it:
 * run the partial program until it reaches a slot not chosen yet, then branch on that slot only.
 * A run that loses before reaching an open slot prunes every program that completes it.
 * Iterative deepening on the instruction count makes the first solution found a shortest one.
 */
import type { Board } from './grid.ts';
import type { CompiledProgram } from './compiledRun.ts';
import {
  COND_UNDECIDED, OP_CALL, OP_FORWARD, OP_LEFT, OP_PAINT, OP_RIGHT, OP_UNDECIDED,
  RAW_UNDECIDED, RAW_WON, runCompiled,
} from './compiledRun.ts';
import { checkInteger, checkRecord } from './inputError.ts';
import type { Level } from './types.ts';
import { DEFAULT_MAX_STACK, DEFAULT_MAX_STEPS, FUNCTION_COUNT, MAX_SLOTS } from './types.ts';
import { checkLevel } from './validate.ts';

/** Largest run budget: each run is one interpreter run under the default limits, so time grows with it. */
export const MAX_SEARCH_RUNS = 100_000_000;

export interface SearchOptions {
  /** Largest instruction count tried: 0..50 (every slot of every function). */
  maxInstructions: number;
  /** Give up after this many interpreter runs (default 2 million, 1..MAX_SEARCH_RUNS). */
  maxRuns?: number;
}

export interface SearchResult {
  /** A shortest winning program found, or null. */
  solution: string | null;
  instructions: number;
  runs: number;
  /** True when every program up to the bound (or up to the solution's size) was covered. */
  complete: boolean;
}

const COND_CHARS = ['_', 'r', 'g', 'b'];
const OP_CHARS: Readonly<Record<number, string>> = {
  [OP_FORWARD]: 'F', [OP_LEFT]: 'L', [OP_RIGHT]: 'R',
  [OP_PAINT + 1]: 'r', [OP_PAINT + 2]: 'g', [OP_PAINT + 3]: 'b',
};

class BudgetSpent extends Error {}

export function findShortestSolution(level: Level, options: SearchOptions): SearchResult {
  const board = checkLevel(level);
  checkRecord(options, 'options');
  const maxInstructions = checkInteger(options.maxInstructions, 'options.maxInstructions', 0, FUNCTION_COUNT * MAX_SLOTS);
  const maxRuns = options.maxRuns === undefined ? 2_000_000 : checkInteger(options.maxRuns, 'options.maxRuns', 1, MAX_SEARCH_RUNS);
  const slotsOf = level.subLengths.slice();
  const conditions = conditionChoices(board, level.allowedCommands);
  const actions = actionChoices(slotsOf, level.allowedCommands);
  // Decided instructions per function; an open function has one more undecided slot after them.
  const conds: number[][] = slotsOf.map(() => []);
  const ops: number[][] = slotsOf.map(() => []);
  const closed = slotsOf.map((n) => n === 0);
  let runs = 0;
  let bound = 0;
  let used = 0;
  let found: string | null = null;

  const compile = (): CompiledProgram => {
    const offsets = new Int32Array(FUNCTION_COUNT + 1);
    let total = 0;
    for (let f = 0; f < FUNCTION_COUNT; f++) {
      offsets[f] = total;
      total += (conds[f] as number[]).length + (closed[f] ? 0 : 1);
    }
    offsets[FUNCTION_COUNT] = total;
    const c = new Uint8Array(total);
    const o = new Uint8Array(total);
    for (let f = 0; f < FUNCTION_COUNT; f++) {
      let k = offsets[f] as number;
      (conds[f] as number[]).forEach((cond, i) => {
        c[k] = cond;
        o[k++] = (ops[f] as number[])[i] as number;
      });
      if (!closed[f]) c[k] = COND_UNDECIDED;
    }
    return { offsets, conds: c, ops: o };
  };

  const format = (): string => conds.map((fc, f) => fc.map((cond, i) => {
    const op = (ops[f] as number[])[i] as number;
    // An action never executed in the winning run may be anything: print forward.
    const opChar = op === OP_UNDECIDED ? 'F' : op >= OP_CALL ? String(op - OP_CALL + 1) : OP_CHARS[op];
    return `${COND_CHARS[cond]}${opChar}`;
  }).join('') + '|').join('');

  const closeAt = (f: number): void => {
    closed[f] = (conds[f] as number[]).length >= (slotsOf[f] as number);
  };

  const visit = (): boolean => {
    if (++runs > maxRuns) throw new BudgetSpent();
    const raw = runCompiled(board, compile(), board.startDir, DEFAULT_MAX_STEPS, DEFAULT_MAX_STACK);
    if (raw.outcome === RAW_WON) {
      found = format();
      return true;
    }
    if (raw.outcome !== RAW_UNDECIDED) return false;
    const f = raw.pendingFn;
    const fc = conds[f] as number[];
    const fo = ops[f] as number[];
    if (raw.pendingSlot < fc.length) {
      // The condition is chosen and holds here: choose the action.
      for (const op of actions) {
        if (op === OP_PAINT + (fc[raw.pendingSlot] as number)) continue;
        if (op >= OP_CALL && !firstOfItsKind(op - OP_CALL)) continue;
        fo[raw.pendingSlot] = op;
        if (visit()) return true;
      }
      fo[raw.pendingSlot] = OP_UNDECIDED;
      return false;
    }
    // A new slot: end the function here (a function entered must do something), or add an instruction.
    if (fc.length > 0) {
      closed[f] = true;
      if (visit()) return true;
      closed[f] = false;
    }
    if (used >= bound) return false;
    used++;
    for (const cond of conditions) {
      fc.push(cond);
      if (cond !== 0 && cond !== raw.colorHere) {
        // Skipped now: its action is chosen when it first runs.
        fo.push(OP_UNDECIDED);
        closeAt(f);
        if (visit()) return true;
        fo.pop();
      } else {
        fo.push(OP_FORWARD);
        closeAt(f);
        for (const op of actions) {
          if (cond !== 0 && op === OP_PAINT + cond) continue;
          if (op >= OP_CALL && !firstOfItsKind(op - OP_CALL)) continue;
          fo[fo.length - 1] = op;
          if (visit()) return true;
        }
        fo.pop();
      }
      fc.pop();
      closed[f] = false;
    }
    used--;
    return false;
  };

  // Functions with the same slot count are interchangeable: call an unused one only if no
  // lower-numbered unused function has the same slot count.
  const firstOfItsKind = (g: number): boolean => {
    if (g === 0 || isCalled(g)) return true;
    for (let h = 1; h < g; h++) if (slotsOf[h] === slotsOf[g] && !isCalled(h)) return false;
    return true;
  };
  const isCalled = (g: number): boolean => ops.some((fo) => fo.includes(OP_CALL + g));

  try {
    for (bound = 1; bound <= maxInstructions; bound++) {
      used = 0;
      if (visit()) return { solution: found, instructions: bound, runs, complete: true };
    }
    return { solution: null, instructions: maxInstructions, runs, complete: true };
  } catch (error) {
    if (!(error instanceof BudgetSpent)) throw error;
    return { solution: null, instructions: bound, runs, complete: false };
  }
}

function conditionChoices(board: Board, allowedCommands: number): number[] {
  const present = new Set<number>(board.colors);
  for (let c = 1; c <= 3; c++) if (allowedCommands & (1 << (c - 1))) present.add(c);
  // A condition only tells cells apart when there are at least two colours.
  return present.size < 2 ? [0] : [0, ...[1, 2, 3].filter((c) => present.has(c))];
}

function actionChoices(slotsOf: number[], allowedCommands: number): number[] {
  const out = [OP_FORWARD, OP_LEFT, OP_RIGHT];
  for (let f = 0; f < FUNCTION_COUNT; f++) if ((slotsOf[f] as number) > 0) out.push(OP_CALL + f);
  for (let c = 1; c <= 3; c++) if (allowedCommands & (1 << (c - 1))) out.push(OP_PAINT + c);
  return out;
}
