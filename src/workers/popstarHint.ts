/**
 * The PopStar hint, as the worker computes it: the first tap of the best sequence the solver finds
 * within a short time budget (issue 4 "Hint": about 150 ms, off the main thread). Kept apart from
 * the worker entry so that it is tested without a Worker.
 */
import { bestMove, type Board, type Cell } from '../logic/popstar/index.ts';

export const HINT_BUDGET_MS = 150;

export interface HintRequest {
  id: number;
  board: Board;
  /** Seed of the solver's playouts: the same request gives the same kind of answer. */
  seed: number;
  timeMs?: number;
}

export interface HintAnswer {
  id: number;
  /** A cell of the group to pop next, or null when nothing can be popped. */
  cell: Cell | null;
}

function isBoard(v: unknown): v is Board {
  if (typeof v !== 'object' || v === null) return false;
  const b = v as Partial<Board>;
  return (
    Number.isInteger(b.width) &&
    Number.isInteger(b.height) &&
    Array.isArray(b.cells) &&
    b.cells.length === (b.width ?? 0) * (b.height ?? 0) &&
    b.cells.every((c) => Number.isInteger(c) && c >= 0)
  );
}

/** Answer one request; a malformed request gets a null cell rather than an exception in the worker. */
export function answerHint(request: HintRequest): HintAnswer {
  const { id, board, seed, timeMs } = request;
  if (!isBoard(board)) return { id, cell: null };
  return { id, cell: bestMove(board, { timeMs: timeMs ?? HINT_BUDGET_MS, seed: seed >>> 0 }) };
}
