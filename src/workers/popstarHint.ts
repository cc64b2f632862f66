/**
 * The PopStar hint, as the worker computes it: the first tap of the best sequence the solver finds
 * within a fixed playout budget (bestMove's default), off the main thread. Kept apart from the
 * worker entry so that it is tested without a Worker.
 */
import { bestMove, type Board, type Cell } from '../logic/popstar/index.ts';

export interface HintRequest {
  id: number;
  board: Board;
  /** Seed of the solver's playouts: the same board and seed always give the same answer. */
  seed: number;
  /** Playouts (default: the hint's budget, HINT_PLAYOUTS). */
  iterations?: number;
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
  const { id, board, seed, iterations } = request;
  if (!isBoard(board)) return { id, cell: null };
  return { id, cell: bestMove(board, { seed: seed >>> 0, ...(iterations === undefined ? {} : { iterations }) }) };
}
