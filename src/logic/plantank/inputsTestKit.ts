/**
 * Small levels and checks on thrown errors for the tests of bad input at Plan Tank's public API
 * (inputs.test.ts, inputs.levelsAndLinks.test.ts).
 */
import { expect } from 'vitest';
import { describeOutcome as describeCall } from '../../test/bounded';
import type { BoundedOutcome } from '../../test/bounded';
import { levelFromMap } from './index.ts';
import type { Level } from './index.ts';

/** A row of `length` blue tiles with stars in the columns `stars`, the tank at its left end. */
export function line(length: number, stars: number[]): Level {
  const cells = Array.from({ length }, (_, c) => (stars.includes(c) ? 'B' : 'b')).join('');
  return levelFromMap({ id: 'line', title: 'line', map: [cells], start: { row: 0, col: 0, dir: 0 }, subLengths: [10, 10, 10, 10, 10], allowedCommands: 7 });
}

/** An open square board of blue tiles with one star in the far corner. */
export function openBoard(rows: number, cols: number): Level {
  const colors = Array.from({ length: rows }, () => 'B'.repeat(cols));
  const items = Array.from({ length: rows }, (_, r) => (r === rows - 1 ? `${'.'.repeat(cols - 1)}*` : '.'.repeat(cols)));
  return { id: 'open', title: 'Open', grid: 'square', colors, items, start: { row: 0, col: 0, dir: 0 }, subLengths: [3, 0, 0, 0, 0], allowedCommands: 0 };
}

/** What a call threw, for checks on the error's class and field. */
export function thrown(call: () => unknown): unknown {
  try {
    call();
  } catch (error) {
    return error;
  }
  return undefined;
}

export function expectTyped(outcome: BoundedOutcome, fn: string, args: unknown[], message: RegExp): void {
  expect(outcome.kind === 'threw' && outcome.typed, describeCall(fn, args, outcome)).toBe(true);
  if (outcome.kind === 'threw') expect(outcome.message).toMatch(message);
}
