import { createActor, fromCallback } from 'xstate';
import { describe, expect, it } from 'vitest';
import { parseBoard } from '../../logic/popstar/index.ts';
import { createPopstarMachine, type PopstarEvent } from '../../machines/popstarMachine';
import { POPSTAR_TIMING } from '../../machines/popstarStage';
import { popstarProgress, type PopstarProgress } from '../../stores/games/popstarProgress';
import { progressAfter } from './useRunPersistence';

// Level 1 ends with 20 + 20 + 1680 = 1720 (cleared); level 2 has no move: 1720 + 720 < 3000.
const BOARDS: Record<number, string[]> = { 1: ['RRGB', 'YYPG'], 2: ['RGRG', 'GRGR'] };
const machine = createPopstarMachine({
  frameLoop: fromCallback(() => () => undefined),
  generate: (level) => ({ board: parseBoard(BOARDS[level]!), certificate: [] }),
});
const tap = (row: number, col: number): PopstarEvent => ({ type: 'INPUT', input: { type: 'tap', row, col, oneTap: true } });
const tick = (ms: number): PopstarEvent => ({ type: 'TICK', ms });

/** Folds progressAfter over every snapshot, as the hook does. */
function play(events: PopstarEvent[], start: PopstarProgress = popstarProgress.defaults()) {
  const actor = createActor(machine, { input: { params: { seed: 3, level: 1, startScore: 0, bestAtStart: start.best } } }).start();
  let progress = progressAfter(start, actor.getSnapshot());
  for (const e of events) {
    actor.send(e);
    progress = progressAfter(progress, actor.getSnapshot());
  }
  return progress;
}

describe('progressAfter: what a run writes to the progress store', () => {
  it('a run in progress is saved with its moves, and its level as reached', () => {
    const p = play([{ type: 'START' }, { type: 'INPUT', input: { type: 'skip' } }, tap(0, 0)]);
    expect(p.run).toEqual({ seed: 3, level: 1, startScore: 0, moves: [[0, 0]], hintsLeft: 3, bestAtStart: 0 });
    expect(p.levels).toEqual({ 1: { startScore: 0, best: 0 } });
    expect(popstarProgress.validate(p)).toEqual(p);
  });

  it('a cleared level records its score and opens the next with the score reached', () => {
    const T = POPSTAR_TIMING;
    const p = play([{ type: 'START' }, { type: 'INPUT', input: { type: 'skip' } }, tap(0, 0), tick(T.popMs), tap(1, 0), tick(T.popMs + T.bonusStartMs + 3 * T.bonusStepMs + T.bonusEndMs), tick(T.clearedMs)]);
    expect(p.levels).toEqual({ 1: { startScore: 0, best: 1720 }, 2: { startScore: 1720, best: 0 } });
    expect(p.best).toBe(1720);
    expect(p.run).toMatchObject({ level: 2, startScore: 1720, moves: [] });
  });

  it('the run over clears the saved run and keeps the records', () => {
    const p = play([{ type: 'START' }, { type: 'INPUT', input: { type: 'skip' } }, tap(0, 0), tick(POPSTAR_TIMING.popMs), tap(1, 0), tick(600_000)]);
    expect(p.run).toBeNull();
    expect(p.levels[2]).toEqual({ startScore: 1720, best: 2440 });
    expect(p.best).toBe(2440);
  });

  it('ending the run counts its score for the best run only', () => {
    const p = play([{ type: 'START' }, { type: 'INPUT', input: { type: 'skip' } }, tap(0, 0), { type: 'STOP' }], { best: 5, levels: {}, run: null });
    expect(p).toEqual({ best: 20, levels: { 1: { startScore: 0, best: 0 } }, run: null });
  });
});
