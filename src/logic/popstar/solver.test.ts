import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseBoard } from './board.ts';
import { dealBoard } from './deal.ts';
import { findGroup } from './groups.ts';
import { replayMoves } from './level.ts';
import { settledBoardArbitrary } from './settledBoardArbitrary.ts';
import { bestMove, MAX_TIME_MS, solve, solveGreedy } from './solver.ts';

/** A clock that advances 1 ms each time it is read, and counts the reads. */
function steppingClock() {
  const clock = { reads: 0, now: () => clock.reads++ };
  return clock;
}

describe('solve (NMCS level 1, tabu playouts)', () => {
  it('returns legal moves to the end of the game, scored as replayed', () => {
    fc.assert(
      fc.property(settledBoardArbitrary, fc.nat(), (board, seed) => {
        const { moves, score } = solve(board, { iterations: 40, seed });
        const replay = replayMoves(board, moves);
        expect(replay.over).toBe(true);
        expect(replay.score).toBe(score);
      }),
      { numRuns: 60 },
    );
  });

  it('finds the best line where greedy does not', () => {
    // All three groups have 2 bricks. Popping G first joins the reds: 20 + 80 + 2000 = 2100;
    // greedy (first of the largest) pops a red column first: 20 + 20 + 20 + 2000 = 2060.
    const board = parseBoard(['RGR', 'RGR']);
    expect(solveGreedy(board).score).toBe(2060);
    const best = solve(board, { iterations: 100 });
    expect(best.score).toBe(2100);
    expect(best.moves[0]![1]).toBe(1);
  });

  it('scores SameGame with (n - 2)^2 and +1000 for a clear', () => {
    expect(solve(parseBoard(['RRR']), { iterations: 10, scoring: 'samegame' }).score).toBe(1001);
    const sameGame = solve(parseBoard(['RGR', 'RGR']), { iterations: 100, scoring: 'samegame' });
    expect(sameGame.score).toBe(1004);
    expect(replayMoves(parseBoard(['RGR', 'RGR']), sameGame.moves, 'samegame').score).toBe(1004);
  });

  it('on a board without moves returns no moves and the end bonus', () => {
    expect(solve(parseBoard(['RG', 'GR']), { iterations: 10 })).toEqual({ moves: [], score: 2000 - 20 * 16 });
  });

  it('is deterministic for an iteration budget and a seed, and never reads the clock for it', () => {
    const board = dealBoard(5);
    const clock = steppingClock();
    const first = solve(board, { iterations: 300, seed: 9, now: clock.now });
    expect(solve(board, { iterations: 300, seed: 9 })).toEqual(first);
    expect(clock.reads).toBe(0);
  });

  it('stops when the time budget is spent', () => {
    const clock = steppingClock();
    const { moves, score } = solve(dealBoard(6), { timeMs: 25, now: clock.now });
    // One read sets the deadline, then one per playout: about 25 playouts, not an endless search.
    expect(clock.reads).toBeGreaterThan(20);
    expect(clock.reads).toBeLessThan(30);
    expect(replayMoves(dealBoard(6), moves).score).toBe(score);
  });

  it('stops as soon as it reaches the target', () => {
    const clock = steppingClock();
    const { score } = solve(dealBoard(7), { timeMs: MAX_TIME_MS, target: 1, now: clock.now });
    expect(score).toBeGreaterThanOrEqual(1);
    expect(clock.reads).toBe(1);
  });

  it('plays far better than greedy on 10 x 10 boards (spec: about 1,640 against 4,700)', () => {
    let greedy = 0;
    let nested = 0;
    const boards = 8;
    for (let seed = 0; seed < boards; seed++) {
      const board = dealBoard(100 + seed);
      greedy += solveGreedy(board).score;
      nested += solve(board, { iterations: 1000, seed }).score;
    }
    expect(nested / boards).toBeGreaterThan(4000);
    expect(nested / boards).toBeGreaterThan(greedy / boards + 2000);
  });
});

describe('solveGreedy', () => {
  it('pops the largest group first', () => {
    const board = parseBoard(['RGGB', 'RGGB']);
    const { moves } = solveGreedy(board);
    expect(findGroup(board, ...moves[0]!)).toHaveLength(4);
    expect(replayMoves(board, moves).over).toBe(true);
  });
});

describe('bestMove (hints)', () => {
  it('returns a tap on a poppable group, or null when no move is left', () => {
    const board = dealBoard(11);
    const move = bestMove(board, { timeMs: 20 });
    expect(move).not.toBeNull();
    expect(findGroup(board, ...move!).length).toBeGreaterThanOrEqual(2);
    expect(bestMove(parseBoard(['RG', 'GR']), { timeMs: 20 })).toBeNull();
  });

  it('by default spends a fixed number of playouts: the same board gets the same move, and no clock is read', () => {
    const clock = steppingClock();
    for (const seed of [1, 2, 3]) {
      const board = dealBoard(200 + seed);
      const first = bestMove(board, { now: clock.now });
      expect(bestMove(board)).toEqual(first);
      expect(bestMove(board)).toEqual(first);
    }
    expect(clock.reads).toBe(0);
  });

  it('points at the best first move', () => {
    expect(bestMove(parseBoard(['RGR', 'RGR']), { timeMs: 20 })?.[1]).toBe(1);
  });
});
