/**
 * The solver's public calls: a full solution, a hint's first tap, and the greedy baseline. The
 * search itself is in nestedSearch.ts, the options and their checks in solveOptions.ts.
 */
import { checkBoard, type Board, type Cell } from './board.ts';
import { NestedSearch } from './nestedSearch.ts';
import { checkSolveOptions, maxPlayouts, type Solution, type SolveOptions } from './solveOptions.ts';

export { solveGreedy } from './greedy.ts';
export { DEFAULT_PLAYOUTS, MAX_TIME_MS, maxPlayouts } from './solveOptions.ts';
export type { Solution, SolveOptions } from './solveOptions.ts';

/** The best sequence of taps found within the budget, and its score (end bonus included). */
export function solve(board: Board, options: SolveOptions = {}): Solution {
  checkBoard('solve', board);
  return solveUnchecked(board, checkSolveOptions('solve', board, options));
}

/** solve without the argument checks (generateLevel certifies many boards). */
export function solveUnchecked(board: Board, options: SolveOptions, fn = 'solve'): Solution {
  return new NestedSearch(board, options, fn).run();
}

/**
 * The hint's default budget in playouts (fewer on boards where maxPlayouts is lower). A playout
 * count, not a time: the same board and seed then give the same hint on every machine, and enough
 * of them that following the hints plays close to what a far larger budget finds.
 */
export const HINT_PLAYOUTS = 4000;

/**
 * The first tap of the best sequence found within the budget: for hints. By default
 * HINT_PLAYOUTS playouts with seed 0, so a board always gets the same answer.
 */
export function bestMove(board: Board, options: SolveOptions = {}): Cell | null {
  checkBoard('bestMove', board);
  const checked = checkSolveOptions('bestMove', board, options);
  const budget =
    checked.timeMs === undefined && checked.iterations === undefined
      ? { iterations: Math.min(HINT_PLAYOUTS, maxPlayouts(board.width * board.height)) }
      : {};
  const { moves } = solveUnchecked(board, { ...checked, ...budget }, 'bestMove');
  return moves[0] ?? null;
}
