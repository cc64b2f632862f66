/**
 * The solver's options and result: their types, the budget's bounds, and the check of a call's
 * options (a kept program must fit the level).
 */
import type { Board } from './grid.ts';
import { checkInteger, isRecord, PlantankInputError, show } from './inputError.ts';
import { levelAllows, parseProgram } from './programText.ts';
import type { Level, Program } from './types.ts';
import { checkLevel, checkProgram } from './validate.ts';

export interface SolveOptions {
  /** Wall-clock budget in milliseconds (default 5000, 0..MAX_SOLVE_MS); the call returns by then. */
  timeMs?: number;
  /** The player's program: a solution keeps every filled slot of it as it is, in its place. */
  keep?: Program | string;
  /** Cancels the search; it returns what it has (no program unless one was found). */
  signal?: AbortSignal;
  /** Called now and then (at each new instruction count, and at most every 100 ms otherwise). */
  onProgress?: (p: { programsTried: number; bestStarsLeft: number; elapsedMs: number }) => void;
}

export interface SolveResult {
  /** A winning program (RoboZZle text) or null. */
  program: string | null;
  /** Its instruction count (the bound reached when there is no program). */
  instructions: number;
  /** True when the search covered every program up to its bound: a program found is a shortest one. */
  complete: boolean;
  programsTried: number;
  elapsedMs: number;
}

export const DEFAULT_SOLVE_MS = 5_000;
/** Longest budget accepted: one hour. */
export const MAX_SOLVE_MS = 3_600_000;

/** The options of a call, checked, with the level read into a board. */
export interface Checked {
  board: Board;
  timeMs: number;
  keep: Program | null;
  signal: AbortSignal | undefined;
  onProgress: SolveOptions['onProgress'];
}

export function checkOptions(level: Level, options: unknown): Checked {
  const board = checkLevel(level);
  if (options === undefined) return { board, timeMs: DEFAULT_SOLVE_MS, keep: null, signal: undefined, onProgress: undefined };
  if (!isRecord(options)) throw new PlantankInputError('options', `options must be an object, got ${show(options)}`);
  const { timeMs, keep, signal, onProgress } = options;
  const time = timeMs === undefined ? DEFAULT_SOLVE_MS : checkInteger(timeMs, 'options.timeMs', 0, MAX_SOLVE_MS);
  if (signal !== undefined && !(isRecord(signal) && typeof signal.aborted === 'boolean')) {
    throw new PlantankInputError('options.signal', `options.signal must be an AbortSignal, got ${show(signal)}`);
  }
  if (onProgress !== undefined && typeof onProgress !== 'function') {
    throw new PlantankInputError('options.onProgress', `options.onProgress must be a function, got ${show(onProgress)}`);
  }
  return {
    board, timeMs: time, keep: keep === undefined ? null : checkKeep(level, keep),
    signal: signal as AbortSignal | undefined, onProgress: onProgress as SolveOptions['onProgress'],
  };
}

/** The kept program as a Program that fits the level: its slots, functions and paints. */
function checkKeep(level: Level, keep: unknown): Program {
  if (typeof keep === 'string') {
    try {
      return parseProgram(keep, level);
    } catch (error) {
      if (error instanceof PlantankInputError) throw new PlantankInputError('options.keep', `options.keep: ${error.message}`);
      throw error;
    }
  }
  const program = checkProgram(keep, 'options.keep');
  program.functions.forEach((slots, f) => {
    slots.forEach((slot, i) => {
      if (slot === null) return;
      const field = `options.keep.functions[${f}][${i}]`;
      const slotCount = level.subLengths[f] as number;
      if (i >= slotCount) throw new PlantankInputError(field, `${field}: F${f + 1} has ${slotCount} slots in this level`);
      const { action } = slot;
      if (levelAllows(level, action)) return;
      if (action.kind === 'call') throw new PlantankInputError(`${field}.action.fn`, `${field} calls F${action.fn + 1}, which this level does not have`);
      if (action.kind === 'paint') throw new PlantankInputError(`${field}.action.color`, `${field} paints ${action.color}, which this level does not allow`);
    });
  });
  return program;
}
