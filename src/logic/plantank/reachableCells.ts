import type { Board } from './grid.ts';

/** The tiles the tank can ever stand on: forward moves from the start, turning as it likes. */
export function reachableCells(board: Board): Uint8Array {
  const seen = new Uint8Array(board.rows * board.cols);
  const queue = [board.startCell];
  seen[board.startCell] = 1;
  while (queue.length > 0) {
    const cell = queue.pop() as number;
    for (let d = 0; d < board.dirCount; d++) {
      const to = board.next[cell * board.dirCount + d] as number;
      if (to >= 0 && seen[to] === 0) {
        seen[to] = 1;
        queue.push(to);
      }
    }
  }
  return seen;
}
