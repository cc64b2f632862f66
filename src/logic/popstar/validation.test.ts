// @vitest-environment node
/**
 * The public functions check their arguments and answer bad ones with PopstarInputError, naming the
 * field. Calls that could hang or exhaust memory before the checks existed run in a worker with a
 * time bound (src/test/bounded.ts), so such a regression fails here instead of freezing the run.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { BoundedModule, describeOutcome, type BoundedOutcome } from '../../test/bounded';
import { createRng, randomInt } from '../rng.ts';
import {
  bestMove,
  bonusSteps,
  dealBoard,
  findGroup,
  groupPoints,
  levelTarget,
  parseBoard,
  pop,
  popWithTrace,
  PopstarInputError,
  replayMoves,
  solve,
  solveGreedy,
  waveAverageCounts,
  type Board,
} from './index.ts';
import { MAX_TIME_MS, maxPlayouts } from './solver.ts';

/** The error a call throws (failing the test when it throws none). */
function caught(call: () => unknown): unknown {
  try {
    call();
  } catch (err) {
    return err;
  }
  throw new Error('expected the call to throw');
}

/** Asserts a PopstarInputError for `field` whose message names it (as `named`, by default the field). */
function expectInputError(call: () => unknown, field: string, named = field): void {
  const err = caught(call);
  expect(err).toBeInstanceOf(PopstarInputError);
  expect((err as PopstarInputError).field).toBe(field);
  expect((err as PopstarInputError).message).toContain(named);
}

const BOARD = dealBoard(1);
const SMALL = parseBoard(['RGR', 'RGR']);

describe('PopstarInputError', () => {
  it('is an Error with its own name and the field at fault', () => {
    const err = new PopstarInputError('board.width', 'pop: board.width must be an integer');
    expect(err).toBeInstanceOf(Error);
    expect(err.name).toBe('PopstarInputError');
    expect(err.field).toBe('board.width');
    expect(err.message).toBe('pop: board.width must be an integer');
  });
});

describe('bounded calls (each would hang, crash or allocate without the checks)', () => {
  const mod = new BoundedModule('logic/popstar/index.ts', 'PopstarInputError');
  // The largest valid calls take about a second alone; a shared machine may stretch that a lot.
  const slow = new BoundedModule('logic/popstar/index.ts', 'PopstarInputError', 30_000);
  afterAll(() => Promise.all([mod.close(), slow.close()]));

  async function expectTyped(fn: string, args: unknown[], field: string): Promise<void> {
    const outcome: BoundedOutcome = await mod.call(fn, args);
    expect(outcome.kind === 'threw' && outcome.typed, describeOutcome(fn, args, outcome)).toBe(true);
    expect(outcome.kind === 'threw' && outcome.message).toContain(field);
  }

  it('defect 1: solve and bestMove refuse a NaN or endless budget instead of never returning', async () => {
    for (const fn of ['solve', 'bestMove']) {
      await expectTyped(fn, [BOARD, { iterations: NaN }], 'options.iterations');
      await expectTyped(fn, [BOARD, { timeMs: NaN }], 'options.timeMs');
      await expectTyped(fn, [BOARD, { iterations: Infinity }], 'options.iterations');
      await expectTyped(fn, [BOARD, { timeMs: Infinity }], 'options.timeMs');
    }
  });

  it('defect 2: a board with an infinite or huge side is refused by every function taking a board', async () => {
    const calls: [string, unknown[]][] = [
      ['hasMoves', []],
      ['findGroup', [0, 0]],
      ['pop', [0, 0]],
      ['popWithTrace', [0, 0]],
      ['listGroups', []],
      ['remainingBricks', []],
      ['formatBoard', []],
      ['solve', [{ iterations: 1 }]],
      ['bestMove', [{ iterations: 1 }]],
      ['solveGreedy', []],
      ['replayMoves', [[]]],
    ];
    for (const [fn, rest] of calls) {
      await expectTyped(fn, [{ width: Infinity, height: 1, cells: [] }, ...rest], 'board.width');
      await expectTyped(fn, [{ width: 2, height: 1e9, cells: [1, 1] }, ...rest], 'board.height');
    }
  });

  it('defect 3: dealBoard refuses a 10^4 x 10^4 board instead of allocating it', async () => {
    await expectTyped('dealBoard', [1, { width: 10_000, height: 10_000 }], 'width');
    await expectTyped('dealBoard', [1, { width: 10, height: 51 }], 'width and height');
  });

  it('bonusSteps refuses a count larger than any board instead of allocating it', async () => {
    await expectTyped('bonusSteps', [1e9], 'remaining');
  });

  it('a valid call at the largest budgets answers within the bound', async () => {
    // A full 150 x 150 board of 5 random colours: the slowest playouts the bounds allow.
    const rng = createRng(2);
    const big: Board = { width: 150, height: 150, cells: Array.from({ length: 22_500 }, () => 1 + randomInt(rng, 5)) };
    for (const [fn, args] of [
      ['solve', [BOARD, { iterations: maxPlayouts(100) }]],
      ['solve', [big, { iterations: maxPlayouts(22500) }]],
      ['bestMove', [BOARD, { timeMs: MAX_TIME_MS }]],
    ] as const) {
      const outcome = await slow.call(fn, [...args]);
      expect(outcome.kind, describeOutcome(fn, [...args], outcome)).toBe('returned');
    }
  }, 120_000);
});

describe('solve and bestMove options (defect 1)', () => {
  it('solve(board) without options plays a full game on the default budget', () => {
    const { moves, score } = solve(SMALL);
    expect(score).toBe(2100);
    expect(replayMoves(SMALL, moves)).toMatchObject({ over: true, score: 2100 });
  });

  it('names each bad option', () => {
    const max = maxPlayouts(BOARD.width * BOARD.height);
    expect(max).toBe(20_000);
    expectInputError(() => solve(BOARD, { iterations: 0 }), 'options.iterations');
    expectInputError(() => solve(BOARD, { iterations: 1.5 }), 'options.iterations');
    expectInputError(() => solve(BOARD, { iterations: max + 1 }), 'options.iterations');
    expectInputError(() => solve(BOARD, { timeMs: 0 }), 'options.timeMs');
    expectInputError(() => solve(BOARD, { timeMs: MAX_TIME_MS + 1 }), 'options.timeMs');
    expectInputError(() => solve(BOARD, { seed: 0.5 }), 'options.seed');
    expectInputError(() => solve(BOARD, { scoring: 'tetris' as 'popstar' }), 'options.scoring');
    expectInputError(() => solve(BOARD, { target: NaN }), 'options.target');
    expectInputError(() => solve(BOARD, { now: 5 as unknown as () => number, timeMs: 5 }), 'options.now');
    expectInputError(() => solve(BOARD, null as unknown as object), 'options');
    expectInputError(() => bestMove(BOARD, { timeMs: -1 }), 'options.timeMs');
    expectInputError(() => bestMove(BOARD, { timeMs: 5, now: () => NaN }), 'options.now');
  });

  it('the iteration cap shrinks with the board, so a playout budget stays bounded in work', () => {
    expect(maxPlayouts(100)).toBe(20_000);
    expect(maxPlayouts(225)).toBe(3950);
    expect(maxPlayouts(2500)).toBe(32);
    expect(maxPlayouts(22_500)).toBe(1);
    const wide = dealBoard(3, { width: 50, height: 50 });
    expectInputError(() => solve(wide, { iterations: 33 }), 'options.iterations');
    expect(replayMoves(wide, solve(wide, { iterations: 32 }).moves).over).toBe(true);
  });

  it('a caller clock that stands still cannot hold the solver past the playout cap', () => {
    let reads = 0;
    const frozen = () => {
      // Without the cap the solver would read forever; fail fast instead of hanging the test.
      if (++reads > maxPlayouts(100) + 10) throw new Error('the solver kept reading a frozen clock');
      return 0;
    };
    const { moves, score } = solve(BOARD, { timeMs: 10, now: frozen });
    expect(replayMoves(BOARD, moves).score).toBe(score);
    expect(reads).toBeLessThanOrEqual(maxPlayouts(100) + 1);
  });
});

describe('boards (defect 2)', () => {
  it('names the field of a malformed board', () => {
    expectInputError(() => solveGreedy(null as unknown as Board), 'board');
    expectInputError(() => solveGreedy([] as unknown as Board), 'board');
    expectInputError(() => solveGreedy({ width: 0, height: 1, cells: [] }), 'board.width');
    expectInputError(() => solveGreedy({ width: 151, height: 1, cells: [] }), 'board.width');
    expectInputError(() => solveGreedy({ width: 1, height: 1.5, cells: [1] }), 'board.height');
    expectInputError(() => solveGreedy({ width: 2, height: 1, cells: [1] }), 'board.cells');
    expectInputError(() => solveGreedy({ width: 2, height: 1, cells: 'RR' as unknown as number[] }), 'board.cells');
    expectInputError(() => solveGreedy({ width: 2, height: 1, cells: [1, 11] }), 'board.cells[1]');
    expectInputError(() => solveGreedy({ width: 2, height: 1, cells: [-1, 1] }), 'board.cells[0]');
    const holey = new Array<number>(2);
    holey[0] = 1;
    expectInputError(() => solveGreedy({ width: 2, height: 1, cells: holey }), 'board.cells[1]');
  });
});

describe('dealBoard bounds (defect 3)', () => {
  it('deals sides 1..50 and colours 1..10, and names what is out of range', () => {
    expect(dealBoard(1, { width: 50, height: 50, colours: 10 }).cells).toHaveLength(2500);
    expectInputError(() => dealBoard(1, { width: 51 }), 'options.width');
    expectInputError(() => dealBoard(1, { height: 0 }), 'options.height');
    expectInputError(() => dealBoard(1, { colours: 11 }), 'options.colours');
    expectInputError(() => dealBoard(1.5), 'seed');
    expectInputError(() => dealBoard(1, 'big' as unknown as object), 'options');
  });

  it('refuses a spread that is not a finite number (NaN dealt an empty board)', () => {
    expectInputError(() => dealBoard(1, { spread: NaN }), 'options.spread');
    expectInputError(() => dealBoard(1, { spread: -1 }), 'options.spread');
    expectInputError(() => waveAverageCounts(100, 5, () => 1), 'rng');
  });
});

describe('the solver adds scores past 2^31 exactly (defect 4)', () => {
  it('scores one group of 22,350 bricks and one of 150 on a 150 x 150 board like the replay does', () => {
    // Column 149 is colour 2, the rest colour 1: two groups, popped in either order.
    const width = 150;
    const cells = Array.from({ length: width * width }, (_, i) => (i % width === width - 1 ? 2 : 1));
    const board: Board = { width, height: width, cells };
    const expected = 5 * 22_350 ** 2 + 5 * 150 ** 2 + 2000;
    expect(expected).toBeGreaterThan(2 ** 31);
    for (const scoring of ['popstar', 'samegame'] as const) {
      const { moves, score } = solve(board, { iterations: 1, scoring });
      expect(moves).toHaveLength(2);
      expect(replayMoves(board, moves, scoring).score).toBe(score);
    }
    expect(solve(board, { iterations: 1 }).score).toBe(expected);
    expect(solveGreedy(board).score).toBe(expected);
  });
});

describe('replayMoves (defect 5)', () => {
  it('names a moves value that is not a list of [row, col] integer pairs', () => {
    expectInputError(() => replayMoves(SMALL, 5 as unknown as []), 'moves');
    expectInputError(() => replayMoves(SMALL, 'ab' as unknown as []), 'moves');
    expectInputError(() => replayMoves(SMALL, [[0]] as unknown as []), 'moves[0]');
    expectInputError(() => replayMoves(SMALL, [[0, 1], [0, NaN]]), 'moves[1]');
    expectInputError(() => replayMoves(SMALL, [['0', 1]] as unknown as []), 'moves[0]');
    expectInputError(() => replayMoves(SMALL, [[0, 1]], 'tetris' as 'popstar'), 'scoring');
  });

  it('keeps naming the first illegal tap, now as a PopstarInputError', () => {
    expectInputError(() => replayMoves(SMALL, [[0, 1], [5, 5]]), 'moves[1]', 'move 1');
    expect(() => replayMoves(SMALL, [[0, 1], [5, 5]])).toThrow('replayMoves: move 1 at [5, 5] is not a legal pop');
  });
});

describe('cells given to findGroup, pop and popWithTrace (defect 6)', () => {
  it('integers off the board are no group, as before; anything else is a PopstarInputError', () => {
    for (const [row, col] of [
      [-1, 0],
      [0, 3],
      [2 ** 53, 0],
    ]) {
      expect(findGroup(SMALL, row!, col!)).toEqual([]);
      expect(pop(SMALL, row!, col!)).toBeNull();
      expect(popWithTrace(SMALL, row!, col!)).toBeNull();
    }
    for (const bad of [NaN, Infinity, 0.5, '0', {}, null, [0]]) {
      const value = bad as number;
      expectInputError(() => findGroup(SMALL, value, 0), 'row');
      expectInputError(() => pop(SMALL, 0, value), 'col');
      expectInputError(() => popWithTrace(SMALL, value, 0), 'row');
    }
    expectInputError(() => pop(SMALL, 0, 0, 'tetris' as 'popstar'), 'scoring');
  });

  it('reads -0 as row 0', () => {
    expect(Object.is(findGroup(SMALL, -0, 0)[0]![0], 0)).toBe(true);
  });
});

describe('scores and levels', () => {
  it('refuse counts outside a board and levels outside 1..10^9', () => {
    expectInputError(() => bonusSteps(-1), 'remaining');
    expectInputError(() => groupPoints(22_501), 'n');
    expectInputError(() => groupPoints(2, 'tetris' as 'popstar'), 'scoring');
    expect(levelTarget(1e9)).toBe(1000 + (1e9 - 1) * 2000);
    expectInputError(() => levelTarget(1e9 + 1), 'level');
    expect(() => levelTarget(0)).toThrow('levelTarget: level must be an integer >= 1, got 0');
  });
});
