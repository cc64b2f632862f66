/**
 * The designer's par search, as the worker runs it: the solver's shortest program for a level,
 * with progress along the way. Kept apart from the worker entry so it is tested without a Worker.
 */
import { PlantankInputError, solveLevel, type Level, type SolveResult } from '../logic/plantank/index.ts';

export interface SolveRequest {
  id: number;
  level: Level;
  timeMs: number;
}

export type SolveMessage =
  | { id: number; type: 'progress'; programsTried: number; elapsedMs: number; bestStarsLeft: number }
  | { id: number; type: 'done'; result: SolveResult }
  | { id: number; type: 'error'; message: string };

/**
 * One search; every message goes through `post`. A level or budget the solver refuses is an
 * 'error' message, never an exception in the worker. Cancelling is the worker's end: the search
 * is synchronous, so no message could reach it before it returns.
 */
export function answerSolve(request: SolveRequest, post: (m: SolveMessage) => void): void {
  const { id } = request;
  try {
    const result = solveLevel(request.level, {
      timeMs: request.timeMs,
      onProgress: (p) => post({ id, type: 'progress', ...p }),
    });
    post({ id, type: 'done', result });
  } catch (error) {
    if (!(error instanceof PlantankInputError)) throw error;
    post({ id, type: 'error', message: error.message });
  }
}
