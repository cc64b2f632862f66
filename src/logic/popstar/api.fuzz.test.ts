// @vitest-environment node
/**
 * Every function index.ts exports, fed arbitrary and near-valid arguments in a worker with a time
 * bound (src/test/bounded.ts): each call must return or throw PopstarInputError with a message, and
 * must do so in bounded time. The exports are enumerated from the module, so a new function without
 * a case here fails the suite. Near-valid calls take valid arguments and corrupt one of them (a
 * board field, an option, a tap), so the checks behind the first typeof are reached too; the valid
 * calls themselves must return. The values, boards and call builders are in apiFuzzInputs.ts.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { answered, BoundedModule, describeOutcome } from '../../test/bounded';
import { exportedFunctions } from '../../test/hostile';
import {
  badInt, badLetterRows, badScoring, badSide, boardArb, boardCell, boardOnly, corruptBoard, corruptOptions, count, nearValid,
  replaceAt, scoring, solver, sparse, weird, type Call,
} from './apiFuzzInputs';
import * as popstar from './index.ts';
import type { Board } from './index.ts';

/** Inputs per export (fast-check runs); the suite fuzzes RUNS times the number of exports. */
const RUNS = 400;

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
