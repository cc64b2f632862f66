/**
 * Checks on thrown errors and hand-made saves, for the tests of Tetris's input errors
 * (inputErrors.test.ts, inputErrors.saves.test.ts).
 */
import { expect } from 'vitest';
import { applyAction, fromDiagram, newGame, serialize, type TetrisState } from './index.ts';

/** The error a call threw (the test fails if it returned). */
export function thrown(call: () => unknown): Error {
  let result: unknown;
  try {
    result = call();
  } catch (error) {
    return error as Error;
  }
  throw new Error(`expected a throw, got ${JSON.stringify(result)?.slice(0, 80)}`);
}

/** The call threw the module's one input error, with a message that matches and names `field`. */
export function expectInputError(call: () => unknown, message: RegExp, field?: string): void {
  const error = thrown(call);
  expect(error.name).toBe('TetrisInputError');
  expect(error.message).toMatch(message);
  if (field !== undefined) expect((error as Error & { field?: unknown }).field).toBe(field);
}

export const state = () => newGame({ seed: 5 });
export const saveWith = (change: (save: Record<string, unknown>) => void, from: TetrisState = state()): string => {
  const save = JSON.parse(serialize(from)) as Record<string, unknown>;
  change(save);
  return JSON.stringify(save);
};
/** A sprint right after a single: lastClear is set, with points, a combo and a row. */
export function withClears(): TetrisState {
  const single = ['.........i', '.........i', '.........i', '.........i', 'XXXXXXXXX.'];
  const s = applyAction(fromDiagram(single, { type: 'I', rotation: 'R' }, { mode: 'sprint' }), 'hardDrop');
  expect(s).toMatchObject({ lines: 1, lastClear: { lines: 1, points: 100, combo: 0, rows: [19] } });
  return s;
}
