/**
 * The inputs of PopStar's API fuzz (api.fuzz.test.ts): hostile values, boards and what is wrong
 * with them, and the ways to build a call from valid arguments with one of them corrupted.
 */
import fc from 'fast-check';
import { hostile } from '../../test/hostile';
import * as popstar from './index.ts';
import type { Board } from './index.ts';
import { settledBoardArbitrary } from './settledBoardArbitrary.ts';
import { maxPlayouts, MAX_TIME_MS } from './solver.ts';

export interface Call {
  args: unknown[];
  /** Valid arguments: the call must return, not throw. */
  valid: boolean;
}

// ---------------------------------------------------------------- hostile values

const SPECIAL_NUMBERS = [
  NaN, Infinity, -Infinity, -0, 0, 1, -1, 0.5, 1.5, 2 ** 31, -(2 ** 31), 2 ** 32, 2 ** 53, -(2 ** 53), 2 ** 53 + 2,
  1e300, -1e300, Number.MAX_VALUE, Number.MIN_VALUE, Number.EPSILON, 51, 151, 1001, 20_001, 22_501, 1e9 + 1,
];
const number = fc.oneof(fc.constantFrom(...SPECIAL_NUMBERS), fc.double(), fc.integer({ min: -200, max: 200 }));

/** An array of `length` holes with a few entries set. */
export function sparse(length: number, entries: Record<number, unknown> = {}): unknown[] {
  const array = new Array<unknown>(length);
  for (const [index, value] of Object.entries(entries)) array[Number(index)] = value;
  return array;
}

const HOSTILE: unknown[] = [
  sparse(2 ** 32 - 1),
  sparse(1e9, { 0: 'RG' }),
  sparse(3, { 1: 1 }),
  JSON.parse('{"__proto__": {"width": 10, "height": 10, "cells": []}}'),
  JSON.parse('{"width": 2, "height": 1, "cells": [1, 1], "__proto__": {"cells": "RR"}}'),
  JSON.parse('{"constructor": {"prototype": {"iterations": 1}}, "iterations": {"valueOf": 5}}'),
  Object.create(null),
  { length: 2 ** 53 },
  { valueOf: 1, toString: 'x' },
  [[0, 0], [NaN, 0]],
  ['RG', 'GR', 7],
  '',
  'popstar ',
];

export const weird: fc.Arbitrary<unknown> = fc.oneof(
  hostile({ keys: ['width', 'height', 'cells', 'iterations', 'timeMs', 'seed', 'scoring'] }),
  number,
  fc.constantFrom(...HOSTILE),
  fc.string({ maxLength: 12 }),
);

// ---------------------------------------------------------------- boards

/** A full board of one colour at the largest size: valid, and cheap for every function. */
const BIG: Board = { width: 150, height: 150, cells: new Array<number>(22_500).fill(3) };
export const boardArb: fc.Arbitrary<Board> = fc.oneof({ arbitrary: settledBoardArbitrary, weight: 9 }, { arbitrary: fc.constant(BIG), weight: 1 });

export const badSide = fc.oneof(
  number.filter((n) => !(Number.isInteger(n) && n >= 1 && n <= 150)),
  fc.constantFrom<unknown>('10', null, undefined, [10], {}, true),
);
const badColour = fc.oneof(
  fc.constantFrom<unknown>(NaN, -1, 11, 1.5, Infinity, -Infinity, '1', null, undefined, true, [1], {}, -0.5, 2 ** 53),
  number.filter((n) => !(Number.isInteger(n) && n >= 0 && n <= 10)),
);

/** The board with one thing wrong (or, rarely, something harmless). */
export function corruptBoard(board: Board): fc.Arbitrary<unknown> {
  const n = board.cells.length;
  return fc.oneof(
    badSide.map((width) => ({ ...board, width })),
    badSide.map((height) => ({ ...board, height })),
    fc.record({ i: fc.nat(n - 1), v: badColour }).map(({ i, v }) => ({ ...board, cells: board.cells.map((c, j) => (j === i ? v : c)) })),
    fc.constantFrom<unknown>(
      { ...board, cells: board.cells.slice(1) },
      { ...board, cells: [...board.cells, 1] },
      { ...board, cells: popstar.formatBoard(board).join('') },
      { ...board, cells: sparse(n) },
      { ...board, cells: Int8Array.from(board.cells) },
      { ...board, cells: null },
      { width: board.width, height: board.height },
      { ...board, width: 150, height: 150 },
      { ...board, width: board.height, height: board.width },
      { ...board, extra: 1 },
      [board.width, board.height, board.cells],
    ),
    weird,
  );
}

// ---------------------------------------------------------------- calls

/** `args` with position i replaced by a value of `arb`. */
export function replaceAt(args: unknown[], i: number, arb: fc.Arbitrary<unknown>): fc.Arbitrary<unknown[]> {
  return arb.map((v) => args.map((a, j) => (j === i ? v : a)));
}

/** `options` with one of its fields (or an absent one) set to a bad value. */
export function corruptOptions(options: object, bad: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<unknown> {
  return fc.oneof(...Object.entries(bad).map(([key, arb]) => arb.map((v) => ({ ...options, [key]: v }))), weird);
}

/**
 * Calls built from valid arguments: the valid call itself, or one argument corrupted (by `corrupt`,
 * which knows the argument types, or by any hostile value), or an argument missing or added.
 */
export function nearValid(valid: fc.Arbitrary<unknown[]>, corrupt: (args: unknown[]) => fc.Arbitrary<unknown[]>[]): fc.Arbitrary<Call> {
  return valid.chain((args) =>
    fc.oneof(
      { arbitrary: fc.constant<Call>({ args, valid: true }), weight: 2 },
      {
        arbitrary: fc
          .oneof(
            ...corrupt(args),
            ...args.map((_, i) => replaceAt(args, i, weird)),
            fc.constant(args.slice(0, -1)),
            weird.map((v) => [...args, v]),
          )
          .map((corrupted): Call => ({ args: corrupted, valid: false })),
        weight: 8,
      },
    ),
  );
}

export const scoring = fc.constantFrom<unknown>(undefined, 'popstar', 'samegame');
export const badScoring = fc.constantFrom<unknown>('tetris', '', 'POPSTAR', null, 0, ['popstar']);
const cellOf = (board: Board) =>
  fc.tuple(fc.integer({ min: -2, max: board.height + 1 }), fc.integer({ min: -2, max: board.width + 1 }));
export const badInt = fc.oneof(
  fc.constantFrom<unknown>(NaN, Infinity, -Infinity, 0.5, -1.5, '0', null, undefined, {}, [0], true),
  number.filter((n) => !Number.isInteger(n)),
);

/** Board, cell and scoring: findGroup, pop, popWithTrace. */
export const boardCell = (withScoring: boolean) =>
  nearValid(
    boardArb.chain((board) =>
      fc.tuple(cellOf(board), scoring).map(([[row, col], s]) => (withScoring ? [board, row, col, s] : [board, row, col])),
    ),
    (args) => [
      replaceAt(args, 0, corruptBoard(args[0] as Board)),
      replaceAt(args, 1, badInt),
      replaceAt(args, 2, badInt),
      ...(withScoring ? [replaceAt(args, 3, badScoring)] : []),
    ],
  );

/** A board alone, or with a scoring. */
export const boardOnly = (withScoring: boolean) =>
  nearValid(
    boardArb.chain((board) => scoring.map((s) => (withScoring ? [board, s] : [board]))),
    (args) => [replaceAt(args, 0, corruptBoard(args[0] as Board)), ...(withScoring ? [replaceAt(args, 1, badScoring)] : [])],
  );

/** A count in min..max, with an optional scoring. */
export const count = (min: number, max: number, withScoring: boolean) =>
  nearValid(
    fc
      .tuple(fc.oneof(fc.integer({ min, max: Math.min(max, min + 300) }), fc.constantFrom(min, max)), scoring)
      .map(([n, s]) => (withScoring ? [n, s] : [n])),
    (args) => [
      replaceAt(args, 0, fc.constantFrom<unknown>(min - 1, max + 1, -0.5, NaN, Infinity, 1e300, '3')),
      ...(withScoring ? [replaceAt(args, 1, badScoring)] : []),
    ],
  );

const badSolveOptions: Record<string, fc.Arbitrary<unknown>> = {
  iterations: fc.oneof(badInt, fc.constantFrom<unknown>(0, -1, 20_001, 2 ** 53, 1e300)),
  timeMs: fc.oneof(
    fc.constantFrom<unknown>(0, -0, -1, NaN, Infinity, -Infinity, '5', null, 1e300),
    fc.double({ min: MAX_TIME_MS + 0.001, max: 1e308, noNaN: true }),
    fc.double({ min: -1e6, max: 0, noNaN: true }),
  ),
  seed: badInt,
  scoring: badScoring,
  target: fc.constantFrom<unknown>(NaN, Infinity, -Infinity, '1', null, {}),
  now: fc.constantFrom<unknown>('performance.now', 0, null, {}, []),
};

/** Valid solver options for a board: small budgets, so that every valid call is quick. */
const solveOptions = (board: Board, allowEmpty: boolean) => {
  const cap = Math.min(20, maxPlayouts(board.width * board.height));
  const budget = fc.oneof(
    fc.record({ iterations: fc.integer({ min: 1, max: cap }) }),
    fc.record({ timeMs: fc.double({ min: 0.5, max: 5, noNaN: true }) }),
    fc.record({ iterations: fc.integer({ min: 1, max: cap }), timeMs: fc.constantFrom(1, 3) }),
  );
  const extra = fc.record(
    { seed: fc.integer(), scoring: fc.constantFrom('popstar', 'samegame'), target: fc.integer({ min: -10, max: 5000 }) },
    { requiredKeys: [] },
  );
  const options = fc.tuple(budget, extra).map(([b, e]) => ({ ...e, ...b }));
  return allowEmpty ? fc.oneof(options, fc.constant(undefined)) : options;
};

export const solver = (allowEmpty: boolean) =>
  nearValid(
    boardArb.chain((board) => solveOptions(board, allowEmpty).map((options) => [board, options])),
    (args) => [
      replaceAt(args, 0, corruptBoard(args[0] as Board)),
      replaceAt(args, 1, corruptOptions((args[1] as object | undefined) ?? {}, badSolveOptions)),
    ],
  );

export const badLetterRows = (rows: string[]) =>
  fc.record({ r: fc.nat(rows.length - 1), c: fc.nat(rows[0]!.length - 1), letter: fc.string({ minLength: 1, maxLength: 1 }) }).map(
    ({ r, c, letter }) => rows.map((row, i) => (i === r ? row.slice(0, c) + letter + row.slice(c + 1) : row)),
  );
