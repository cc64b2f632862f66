// @vitest-environment node
/**
 * Fuzz of the engine's public API: every function index.ts exports answers any input in bounded time,
 * by returning or by throwing a TetrisInputError with a message. Each call runs in a worker thread
 * (src/test/bounded.ts), so a hang fails the test instead of freezing it. Arguments arrive there as
 * structured clones, so every state is foreign to the engine and takes the full check.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { answered, BoundedModule, describeOutcome } from '../../test/bounded';
import { exportedFunctions, hostile as hostile_ } from '../../test/hostile';
import { chooseMoves } from './bot.ts';
import * as tetris from './index.ts';
import { ACTIONS, advance, applyAction, newGame, PIECE_TYPES, ROTATIONS, serialize, toDiagram, type Action, type TetrisState } from './index.ts';

/** Calls per export, the same for each. TETRIS_FUZZ_RUNS raises it for a deeper run by hand. */
const RUNS_PER_EXPORT = Number(process.env.TETRIS_FUZZ_RUNS) || 500;

/** Every function exported at runtime, classes aside: a new export without an entry in NEAR_VALID fails. */
const EXPORTED = exportedFunctions(tetris);

const hostile = hostile_({
  numbers: [1.5, 2 ** 53 + 2, Number.MAX_SAFE_INTEGER],
  strings: ['hasOwnProperty', 'ı', 'ſ', 'İ', 'K', 'r', '0 ', '🧱', 'null', '{}', '[]', 'left ', 'LEFT', 'marathon\u0000'],
  objects: [JSON.parse('{"__proto__":{"polluted":true},"type":"T"}'), new Map([['level', 1]]), new Set(['T'])],
  keys: ['type', 'rotation', 'mode', 'level', 'field', 'width'],
});

// ---- Real states and what is near them ------------------------------------------------------------

type Command = Action | number | 'bot';
const play = (s: TetrisState, c: Command): TetrisState =>
  c === 'bot' ? chooseMoves(s).reduce(applyAction, s) : typeof c === 'number' ? advance(s, c) : applyAction(s, c);

const gameOptions = fc.record(
  {
    seed: fc.integer(),
    mode: fc.constantFrom('marathon' as const, 'sprint' as const, 'ultra' as const),
    startLevel: fc.integer({ min: 1, max: 30 }),
    width: fc.integer({ min: 4, max: 40 }),
    height: fc.integer({ min: 4, max: 60 }),
    lineGoal: fc.option(fc.integer({ min: 1, max: 4 })),
    timeLimitMs: fc.option(fc.integer({ min: 1, max: 5_000 })),
  },
  { requiredKeys: [] },
);
const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...ACTIONS) },
  { weight: 2, arbitrary: fc.constant('bot' as const) },
  { weight: 1, arbitrary: fc.oneof(fc.integer({ min: 0, max: 2_000 }), fc.constantFrom(1e300, Number.MAX_VALUE)) },
);
/** A state reached by play: over by goal, time or top out too. */
const realState: fc.Arbitrary<TetrisState> = fc
  .tuple(gameOptions, fc.array(command, { maxLength: 25 }))
  .map(([options, commands]) => commands.reduce(play, newGame(options)));

/** A value close to `value`: a number nudged, a boolean flipped, a valid-looking string swapped. */
const nudged = (value: unknown, delta: number, pick: number): unknown => {
  if (typeof value === 'number') return value + delta;
  if (typeof value === 'boolean') return !value;
  const near = ['T', 'X', 'I', null, 0, 'R', '2', 'over', 'playing', 'goal', 'timeUp', 'sprint', 'mini'];
  return near[pick % near.length];
};

/**
 * One field of a state-like object changed: a hostile value, a near one, or deleted. The container is
 * the state itself or one inside it (a row, the active piece, the last clear, the queue...).
 */
const corrupted = (base: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> =>
  fc
    .tuple(base, fc.nat(), fc.nat(), fc.integer({ min: -12, max: 12 }), hostile, fc.constantFrom('hostile', 'nudge', 'delete', 'extra'))
    .map(([original, a, b, delta, value, how]) => {
      const s = structuredClone(original) as Record<string, unknown>;
      const field = s.field as unknown[][] | undefined;
      const row = field?.[a % Math.max(1, field.length)];
      // Mostly the state's own fields: the checks across fields (level, goal, clock, last clear) live there.
      const candidates = [s, s, s, s, s, s, field, row, s.active, s.lastClear, (s.lastClear as { rows?: unknown } | null)?.rows, s.queue, s.bag];
      const target = candidates[a % candidates.length];
      if (typeof target !== 'object' || target === null) return s;
      const container = target as Record<string, unknown>;
      const keys = Object.keys(container);
      const key = how === 'extra' ? ['__proto__', 'constructor', 'extra', '-1', String(keys.length)][b % 5]! : keys[b % Math.max(1, keys.length)];
      if (key === undefined) return s;
      if (how === 'delete') delete container[key];
      else if (how === 'nudge') container[key] = nudged(container[key], delta === 0 ? 1 : delta, b);
      else Object.defineProperty(container, key, { value, enumerable: true, writable: true, configurable: true });
      return s;
    });

const stateLike: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 2, arbitrary: realState },
  { weight: 5, arbitrary: corrupted(realState) },
  { weight: 1, arbitrary: hostile },
);

/** A real save, edited: one field in its JSON, or its text cut, padded, nested or spliced. */
const saveLike: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 2, arbitrary: realState.map((s) => serialize(s)) },
  { weight: 5, arbitrary: corrupted(realState).map((s) => JSON.stringify(s, (_k, v: unknown) => (typeof v === 'bigint' ? `${v}` : v)) ?? '') },
  {
    weight: 3,
    arbitrary: fc
      .tuple(realState, fc.nat(), fc.nat({ max: 40 }), fc.constantFrom('cut', 'splice', 'nest', 'pad', 'dupe'), fc.string({ maxLength: 6 }))
      .map(([s, at, n, how, text]) => {
        const save = serialize(s);
        const i = at % (save.length + 1);
        if (how === 'cut') return save.slice(0, i);
        if (how === 'splice') return save.slice(0, i) + text + save.slice(i + n);
        if (how === 'nest') return '['.repeat(n * 50) + save + ']'.repeat(n * 50);
        if (how === 'pad') return ' '.repeat(n * 30_000) + save;
        return `{"level":${n},` + save.slice(1);
      }),
  },
  { weight: 1, arbitrary: hostile },
);

const ODD_CHARS = ['.', 'X', ...PIECE_TYPES, ...PIECE_TYPES.map((p) => p.toLowerCase()), 'ı', 'ſ', 'İ', 'K', '#', ' ', '\u0000', '🧱', 'x'];
/** The visible rows of a real state (the piece in lower case), the bottom few, with one odd character. */
const diagramRows: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc
      .tuple(realState, fc.nat(), fc.nat(), fc.nat(), fc.constantFrom(...ODD_CHARS), fc.constantFrom('char', 'none', 'short', 'row'), hostile)
      .map(([s, keep, y, x, ch, how, value]) => {
        const all = toDiagram(s);
        const rows: unknown[] = all.slice(all.length - (keep % (all.length + 1)));
        if (rows.length === 0) return rows;
        const i = y % rows.length;
        const text = rows[i] as string;
        if (how === 'char') rows[i] = text.slice(0, x % text.length) + ch + text.slice((x % text.length) + 1);
        else if (how === 'short') rows[i] = text.slice(1);
        else if (how === 'row') rows[i] = value;
        return rows;
      }),
  },
  { weight: 1, arbitrary: fc.array(fc.string({ maxLength: 12 }), { maxLength: 6 }) },
  { weight: 1, arbitrary: hostile },
);
const typeLike = fc.oneof({ weight: 3, arbitrary: fc.constantFrom<unknown>(...PIECE_TYPES) }, { weight: 2, arbitrary: hostile });
const rotationLike = fc.oneof({ weight: 3, arbitrary: fc.constantFrom<unknown>(...ROTATIONS) }, { weight: 2, arbitrary: hostile });
const activeLike = fc.oneof(
  fc.constant(undefined),
  fc.record({ type: typeLike, rotation: rotationLike }),
  realState.map((s) => s.active ?? undefined),
  hostile,
);
const numberLike = (min: number, max: number) =>
  fc.oneof({ weight: 3, arbitrary: fc.integer({ min, max }) }, { weight: 1, arbitrary: fc.double() }, { weight: 2, arbitrary: hostile });
const optionsLike = (keys: Record<string, fc.Arbitrary<unknown>>) =>
  fc.oneof({ weight: 5, arbitrary: fc.record(keys, { requiredKeys: [] }) }, { weight: 1, arbitrary: hostile });
const modeLike = fc.oneof(fc.constantFrom<unknown>('marathon', 'sprint', 'ultra'), hostile);
const nullableNumberLike = (min: number, max: number) => fc.oneof(fc.constant(null), numberLike(min, max));

/** Near-valid arguments per export (a missing entry fails the suite). */
const NEAR_VALID: Record<string, fc.Arbitrary<unknown[]>> = {
  newGame: fc.oneof(
    fc.constant<unknown[]>([]),
    fc.tuple(
      optionsLike({
        seed: numberLike(-1e9, 1e9),
        width: numberLike(0, 50),
        height: numberLike(0, 70),
        startLevel: numberLike(0, 35),
        mode: modeLike,
        lineGoal: nullableNumberLike(0, 2_000_000),
        timeLimitMs: nullableNumberLike(-1, 200_000),
      }),
    ),
  ),
  applyAction: fc.tuple(stateLike, fc.oneof({ weight: 4, arbitrary: fc.constantFrom<unknown>(...ACTIONS) }, { weight: 1, arbitrary: hostile })),
  advance: fc.tuple(stateLike, fc.oneof({ weight: 3, arbitrary: fc.integer({ min: 0, max: 200_000 }) }, { weight: 1, arbitrary: fc.double() }, { weight: 2, arbitrary: hostile })),
  fromDiagram: fc.tuple(
    diagramRows,
    activeLike,
    fc.oneof(
      fc.constant(undefined),
      optionsLike({ seed: numberLike(-1e9, 1e9), width: numberLike(0, 50), height: numberLike(0, 70), level: numberLike(0, 35), mode: modeLike }),
    ),
  ),
  toDiagram: fc.tuple(stateLike),
  serialize: fc.tuple(stateLike),
  deserialize: fc.tuple(saveLike),
  visibleRows: fc.tuple(stateLike),
  activeCells: fc.tuple(stateLike),
  ghostCells: fc.tuple(stateLike),
  ghostPiece: fc.tuple(stateLike),
  gravityMsPerRow: fc.tuple(stateLike),
  shapeCells: fc.tuple(typeLike, rotationLike),
  msPerRow: fc.tuple(numberLike(-5, 400)),
};

describe('fuzz: every export answers any input in bounded time, with a value or a TetrisInputError', () => {
  const mod = new BoundedModule('logic/tetris/index.ts', 'TetrisInputError');
  const counts = { calls: 0, returned: 0, typedErrors: 0 };
  afterAll(async () => {
    await mod.close();
    console.info(`tetris api fuzz: ${counts.calls} inputs over ${EXPORTED.length} exports (${counts.returned} returned, ${counts.typedErrors} TetrisInputError)`);
  });

  it('finds every function export, and has near-valid inputs for each', () => {
    expect(EXPORTED.length).toBeGreaterThanOrEqual(14);
    expect(EXPORTED).not.toContain('TetrisInputError');
    expect(Object.keys(NEAR_VALID).sort()).toEqual(EXPORTED);
  });

  for (const name of EXPORTED) {
    it(name, async () => {
      const near = NEAR_VALID[name];
      if (near === undefined) throw new Error(`no near-valid inputs for export ${name}: add them to NEAR_VALID`);
      const args = fc.oneof({ weight: 1, arbitrary: fc.array(hostile, { maxLength: 3 }) }, { weight: 3, arbitrary: near });
      await fc.assert(
        fc.asyncProperty(args, async (input) => {
          counts.calls++;
          const outcome = await mod.call(name, input);
          if (outcome.kind === 'returned') counts.returned++;
          else if (outcome.kind === 'threw' && outcome.typed) counts.typedErrors++;
          if (!answered(outcome)) throw new Error(describeOutcome(name, input, outcome));
        }),
        { numRuns: RUNS_PER_EXPORT },
      );
    }, 120_000);
  }

  it('fuzzed the planned number of inputs', () => {
    expect(counts.calls).toBe(RUNS_PER_EXPORT * EXPORTED.length);
  });
});
