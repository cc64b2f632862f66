import { describe, expect, it } from 'vitest';
import { starterLevel } from '../logic/plantank/designer.ts';
import { runProgram } from '../logic/plantank/index.ts';
import { answerSolve, type SolveMessage } from './plantankSolve';

describe('plantank solve (the worker body)', () => {
  it('finds a shortest winning program and says it is complete', () => {
    const level = starterLevel('my-w');
    const messages: SolveMessage[] = [];
    answerSolve({ id: 7, level, timeMs: 5000 }, (m) => messages.push(m));
    const done = messages.at(-1)!;
    expect(done).toMatchObject({ id: 7, type: 'done' });
    if (done.type !== 'done') return;
    expect(done.result.program).not.toBeNull();
    expect(runProgram(level, done.result.program!).outcome).toBe('won');
    expect(done.result.instructions).toBe(2); // F1: forward, call F1
    expect(done.result.complete).toBe(true);
    expect(messages.slice(0, -1).every((m) => m.type === 'progress' && m.id === 7)).toBe(true);
  });

  it('answers a bad request with an error message, not an exception', () => {
    const messages: SolveMessage[] = [];
    answerSolve({ id: 1, level: { ...starterLevel('my-w'), grid: 'oct' as 'hex' }, timeMs: 10 }, (m) => messages.push(m));
    expect(messages).toEqual([{ id: 1, type: 'error', message: expect.stringMatching(/grid/) as string }]);
  });

  it('keeps its budget on a level it cannot solve quickly', () => {
    // 16 x 12 of stars: a board no short program clears.
    const level = { ...starterLevel('my-big'), colors: Array(12).fill('RGB'.repeat(5) + 'R'), items: Array(12).fill('*'.repeat(16)), start: { row: 0, col: 0, dir: 0 } };
    level.items[0] = '.' + '*'.repeat(15);
    const t0 = performance.now();
    const messages: SolveMessage[] = [];
    answerSolve({ id: 2, level, timeMs: 200 }, (m) => messages.push(m));
    expect(performance.now() - t0).toBeLessThan(1000);
    expect(messages.at(-1)).toMatchObject({ type: 'done', result: { program: null } });
  });
});
