import { describe, expect, it, vi } from 'vitest';
import { findGroup, generateLevel, parseBoard } from '../logic/popstar/index.ts';
import { answerHint } from './popstarHint';

describe('popstar hint', () => {
  it('answers with a cell of a poppable group, echoing the request id', () => {
    const { board } = generateLevel(1, 77);
    const answer = answerHint({ id: 4, board, seed: 1, iterations: 200 });
    expect(answer.id).toBe(4);
    expect(answer.cell).not.toBeNull();
    const [row, col] = answer.cell!;
    expect(findGroup(board, row, col).length).toBeGreaterThanOrEqual(2);
  });

  it('prefers the pop that clears the board', () => {
    // Popping the Gs first joins the Rs into one group and clears everything: 2 + 4 bricks and the
    // full 2000 bonus; popping an R pair first strands the rest.
    const board = parseBoard(['RGR', 'RGR']);
    const answer = answerHint({ id: 1, board, seed: 3 });
    expect(answer.cell![1]).toBe(1);
  });

  it('null when nothing can be popped, or when the board is malformed', () => {
    expect(answerHint({ id: 2, board: parseBoard(['RG', 'GR']), seed: 0 }).cell).toBeNull();
    expect(answerHint({ id: 3, board: { width: 2, height: 2, cells: [1] }, seed: 0 }).cell).toBeNull();
  });

  it('the same board always gets the same hint, however fast the machine', () => {
    const { board } = generateLevel(2, 31);
    const first = answerHint({ id: 1, board, seed: 0 }).cell;
    expect(answerHint({ id: 2, board, seed: 0 }).cell).toEqual(first);
    // A slow machine: every read of the clock is 40 ms later. The budget is playouts, not time,
    // so the answer does not change (and the clock is never read).
    let t = 0;
    const now = vi.spyOn(performance, 'now').mockImplementation(() => (t += 40));
    expect(answerHint({ id: 3, board, seed: 0 }).cell).toEqual(first);
    expect(now).not.toHaveBeenCalled();
  });
});
