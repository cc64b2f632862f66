// @vitest-environment node
/**
 * Every function index.ts exports, fed arbitrary and near-valid arguments in a worker with a time
 * bound (src/test/bounded.ts): each call must return or throw PopstarInputError with a message, and
 * must do so in bounded time. The exports are enumerated from the module, so a new function without
 * a case here fails the suite. Near-valid calls take valid arguments and corrupt one of them (a
 * board field, an option, a tap), so the checks behind the first typeof are reached too; the valid
 * calls themselves must return.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { answered, BoundedModule, describeOutcome } from '../../test/bounded';
import { exportedFunctions, hostile } from '../../test/hostile';
import * as popstar from './index.ts';
import type { Board } from './index.ts';
import { settledBoardArbitrary } from './settledBoardArbitrary.ts';
import { maxPlayouts, MAX_TIME_MS } from './solver.ts';

/** Inputs per export (fast-check runs); the suite fuzzes RUNS times the number of exports. */
const RUNS = 400;

interface Call {
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
function sparse(length: number, entries: Record<number, unknown> = {}): unknown[] {
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

const weird: fc.Arbitrary<unknown> = fc.oneof(
  hostile({ keys: ['width', 'height', 'cells', 'iterations', 'timeMs', 'seed', 'scoring'] }),
  number,
  fc.constantFrom(...HOSTILE),
  fc.string({ maxLength: 12 }),
);

// ---------------------------------------------------------------- boards

/** A full board of one colour at the largest size: valid, and cheap for every function. */
const BIG: Board = { width: 150, height: 150, cells: new Array<number>(22_500).fill(3) };
const boardArb: fc.Arbitrary<Board> = fc.oneof({ arbitrary: settledBoardArbitrary, weight: 9 }, { arbitrary: fc.constant(BIG), weight: 1 });

const badSide = fc.oneof(
  number.filter((n) => !(Number.isInteger(n) && n >= 1 && n <= 150)),
  fc.constantFrom<unknown>('10', null, undefined, [10], {}, true),
);
const badColour = fc.oneof(
  fc.constantFrom<unknown>(NaN, -1, 11, 1.5, Infinity, -Infinity, '1', null, undefined, true, [1], {}, -0.5, 2 ** 53),
  number.filter((n) => !(Number.isInteger(n) && n >= 0 && n <= 10)),
);

/** The board with one thing wrong (or, rarely, something harmless). */
function corruptBoard(board: Board): fc.Arbitrary<unknown> {
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
function replaceAt(args: unknown[], i: number, arb: fc.Arbitrary<unknown>): fc.Arbitrary<unknown[]> {
  return arb.map((v) => args.map((a, j) => (j === i ? v : a)));
}

/** `options` with one of its fields (or an absent one) set to a bad value. */
function corruptOptions(options: object, bad: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<unknown> {
  return fc.oneof(...Object.entries(bad).map(([key, arb]) => arb.map((v) => ({ ...options, [key]: v }))), weird);
}

/**
 * Calls built from valid arguments: the valid call itself, or one argument corrupted (by `corrupt`,
 * which knows the argument types, or by any hostile value), or an argument missing or added.
 */
function nearValid(valid: fc.Arbitrary<unknown[]>, corrupt: (args: unknown[]) => fc.Arbitrary<unknown[]>[]): fc.Arbitrary<Call> {
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

const scoring = fc.constantFrom<unknown>(undefined, 'popstar', 'samegame');
const badScoring = fc.constantFrom<unknown>('tetris', '', 'POPSTAR', null, 0, ['popstar']);
const cellOf = (board: Board) =>
  fc.tuple(fc.integer({ min: -2, max: board.height + 1 }), fc.integer({ min: -2, max: board.width + 1 }));
const badInt = fc.oneof(
  fc.constantFrom<unknown>(NaN, Infinity, -Infinity, 0.5, -1.5, '0', null, undefined, {}, [0], true),
  number.filter((n) => !Number.isInteger(n)),
);

/** Board, cell and scoring: findGroup, pop, popWithTrace. */
const boardCell = (withScoring: boolean) =>
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
const boardOnly = (withScoring: boolean) =>
  nearValid(
    boardArb.chain((board) => scoring.map((s) => (withScoring ? [board, s] : [board]))),
    (args) => [replaceAt(args, 0, corruptBoard(args[0] as Board)), ...(withScoring ? [replaceAt(args, 1, badScoring)] : [])],
  );

/** A count in min..max, with an optional scoring. */
const count = (min: number, max: number, withScoring: boolean) =>
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

const solver = (allowEmpty: boolean) =>
  nearValid(
    boardArb.chain((board) => solveOptions(board, allowEmpty).map((options) => [board, options])),
    (args) => [
      replaceAt(args, 0, corruptBoard(args[0] as Board)),
      replaceAt(args, 1, corruptOptions((args[1] as object | undefined) ?? {}, badSolveOptions)),
    ],
  );

const badLetterRows = (rows: string[]) =>
  fc.record({ r: fc.nat(rows.length - 1), c: fc.nat(rows[0]!.length - 1), letter: fc.string({ minLength: 1, maxLength: 1 }) }).map(
    ({ r, c, letter }) => rows.map((row, i) => (i === r ? row.slice(0, c) + letter + row.slice(c + 1) : row)),
  );

const CASES: Record<string, fc.Arbitrary<Call>> = {
  formatBoard: boardOnly(false),
  remainingBricks: boardOnly(false),
  hasMoves: boardOnly(false),
  listGroups: boardOnly(false),
  solveGreedy: boardOnly(true),
  findGroup: boardCell(false),
  pop: boardCell(true),
  popWithTrace: boardCell(true),
  parseBoard: nearValid(
    boardArb.map((board) => [popstar.formatBoard(board)]),
    ([rows]) => {
      const lines = rows as string[];
      return [
        badLetterRows(lines).map((r) => [r]),
        fc.nat(lines.length - 1).chain((i) => weird.map((v) => [lines.map((row, j) => (j === i ? v : row))])),
        fc.constantFrom<unknown[]>(
          [lines.map((row, j) => (j === 0 ? `${row}R` : row))],
          [lines.map((row, j) => (j === lines.length - 1 ? row.slice(1) : row))],
          [[...lines, ...lines]],
          [sparse(lines.length + 1, Object.fromEntries(lines.map((row, j) => [j, row])))],
          [new Array<string>(151).fill('R')],
          [['R'.repeat(151)]],
          [lines.join('')],
          [[]],
        ),
      ];
    },
  ),
  bonusSteps: count(0, 22_500, false),
  brickPoints: count(0, 22_499, false),
  endBonus: count(0, 22_500, true),
  groupPoints: count(0, 22_500, true),
  levelRequirement: count(1, 1e9, false),
  levelTarget: count(1, 1e9, false),
  generateLevel: nearValid(
    fc.tuple(fc.oneof(fc.integer({ min: 1, max: 6 }), fc.constant(1e9)), fc.integer()),
    (args) => [
      replaceAt(args, 0, fc.constantFrom<unknown>(0, -1, 1e9 + 1, 1.5, NaN, Infinity, '1', null)),
      replaceAt(args, 1, badInt),
    ],
  ),
  dealBoard: nearValid(
    fc.tuple(
      fc.integer(),
      fc.oneof(
        fc.constant(undefined),
        fc.record(
          {
            width: fc.integer({ min: 5, max: 12 }),
            height: fc.integer({ min: 5, max: 12 }),
            colours: fc.integer({ min: 1, max: 5 }),
            spread: fc.integer({ min: 1, max: 10 }),
          },
          { requiredKeys: [] },
        ),
      ),
    ),
    (args) => [
      replaceAt(args, 0, badInt),
      replaceAt(
        args,
        1,
        corruptOptions((args[1] as object | undefined) ?? {}, {
          width: fc.oneof(badSide, fc.constantFrom<unknown>(51, 1e4)),
          height: fc.oneof(badSide, fc.constantFrom<unknown>(51, 1e4)),
          colours: fc.constantFrom<unknown>(0, 11, NaN, 2.5, '5', null),
          spread: fc.constantFrom<unknown>(NaN, -1, -1e300, Infinity, '1', null, 1e300),
        }),
      ),
    ],
  ),
  waveAverageBounds: nearValid(
    fc.tuple(fc.integer({ min: 0, max: 22_500 }), fc.integer({ min: 1, max: 10 }), fc.oneof(fc.constant(undefined), fc.double({ noNaN: true, noDefaultInfinity: true }))),
    (args) => [
      replaceAt(args, 0, fc.constantFrom<unknown>(-1, 22_501, 0.5, NaN, '100')),
      replaceAt(args, 1, fc.constantFrom<unknown>(0, 11, 1.5, NaN, Infinity)),
      replaceAt(args, 2, fc.constantFrom<unknown>(NaN, Infinity, -Infinity, '1', null)),
    ],
  ),
  // A function cannot cross to the worker, so rng is always wrong here: the call must still answer.
  waveAverageCounts: nearValid(
    fc.tuple(fc.integer({ min: 0, max: 22_500 }), fc.integer({ min: 1, max: 10 }), weird, fc.oneof(fc.constant(undefined), fc.integer({ min: -5, max: 50 })))
      .map((args) => [...args]),
    (args) => [
      replaceAt(args, 0, fc.constantFrom<unknown>(-1, 22_501, 0.5, NaN)),
      replaceAt(args, 1, fc.constantFrom<unknown>(0, 11, 1.5, NaN)),
      replaceAt(args, 3, fc.constantFrom<unknown>(NaN, Infinity, '1')),
    ],
  ).map((call) => ({ ...call, valid: false })),
  solve: solver(true),
  bestMove: solver(false),
  replayMoves: nearValid(
    boardArb.chain((board) => {
      const moves = popstar.solveGreedy(board).moves;
      return fc.tuple(fc.nat(moves.length), scoring).map(([n, s]) => [board, moves.slice(0, n), s]);
    }),
    (args) => {
      const moves = args[1] as unknown[];
      const badMove = fc.oneof(
        weird,
        fc.constantFrom<unknown>([0], [0, 0, 0], [0.5, 0], ['0', '0'], [NaN, 0], null, [], [-1, 0], [1e9, 1e9]),
      );
      return [
        replaceAt(args, 0, corruptBoard(args[0] as Board)),
        replaceAt(args, 2, badScoring),
        fc.tuple(fc.nat(moves.length), badMove).map(([i, bad]) => [args[0], [...moves.slice(0, i), bad, ...moves.slice(i)], args[2]]),
        fc.constantFrom<unknown[]>([args[0], sparse(moves.length + 1)], [args[0], sparse(2 ** 32 - 1)], [args[0], new Array(22_501).fill([0, 0])]),
      ];
    },
  ),
};

/** Arguments safe to print: long arrays become their length (a 2^32 - 1 hole array cannot be stringified). */
function printable(value: unknown, depth = 0): unknown {
  if (Array.isArray(value)) {
    if (value.length > 40 || depth > 3) return `[array of length ${value.length}]`;
    return Array.from({ length: value.length }, (_, i) => (i in value ? printable(value[i], depth + 1) : '<hole>'));
  }
  if (typeof value === 'object' && value !== null && !ArrayBuffer.isView(value) && !(value instanceof Map) && !(value instanceof Set) && !(value instanceof Date)) {
    if (depth > 3) return '[object]';
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, printable(v, depth + 1)]));
  }
  return typeof value === 'bigint' ? `${value}n` : value;
}

describe('fuzz: every export of logic/popstar answers any input in bounded time', () => {
  const mod = new BoundedModule('logic/popstar/index.ts', 'PopstarInputError');
  afterAll(() => mod.close());

  const exported = exportedFunctions(popstar);

  it('has a fuzz case for every exported function, and no case for anything else', () => {
    expect(popstar.PopstarInputError.prototype).toBeInstanceOf(Error);
    expect(exported.length).toBeGreaterThanOrEqual(22);
    expect([...exported].sort()).toEqual(Object.keys(CASES).sort());
  });

  it.each(exported)('%s', async (name) => {
    const calls = CASES[name];
    expect(calls, `no fuzz case for the export ${name}`).toBeDefined();
    const callsOrAnything = fc.oneof(
      { arbitrary: calls!, weight: 7 },
      { arbitrary: fc.array(weird, { maxLength: 5 }).map((args): Call => ({ args, valid: false })), weight: 3 },
    );
    await fc.assert(
      fc.asyncProperty(callsOrAnything, async ({ args, valid }) => {
        const outcome = await mod.call(name, args);
        const ok = valid ? outcome.kind === 'returned' : answered(outcome);
        if (!ok) throw new Error(`${valid ? 'valid call did not return: ' : ''}${describeOutcome(name, args.map((a) => printable(a)), outcome)}`);
      }),
      { numRuns: RUNS },
    );
  }, 120_000);
});
