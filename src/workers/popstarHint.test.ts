import { describe, expect, it } from 'vitest';
import { findGroup, generateLevel, parseBoard } from '../logic/popstar/index.ts';
import { answerHint } from './popstarHint';

describe('popstar hint', () => {
  it('answers with a cell of a poppable group, echoing the request id', () => {
    const { board } = generateLevel(1, 77);
    const answer = answerHint({ id: 4, board, seed: 1, timeMs: 20 });
    expect(answer.id).toBe(4);
    expect(answer.cell).not.toBeNull();
    const [row, col] = answer.cell!;
    expect(findGroup(board, row, col).length).toBeGreaterThanOrEqual(2);
  });

  it('prefers the pop that clears the board', () => {
    // Popping the Gs first joins the Rs into one group and clears everything: 2 + 4 bricks and the
    // full 2000 bonus; popping an R pair first strands the rest.
    const board = parseBoard(['RGR', 'RGR']);
    const answer = answerHint({ id: 1, board, seed: 3, timeMs: 30 });
    expect(answer.cell![1]).toBe(1);
  });

  it('null when nothing can be popped, or when the board is malformed', () => {
    expect(answerHint({ id: 2, board: parseBoard(['RG', 'GR']), seed: 0, timeMs: 10 }).cell).toBeNull();
    expect(answerHint({ id: 3, board: { width: 2, height: 2, cells: [1] }, seed: 0 }).cell).toBeNull();
  });
});
