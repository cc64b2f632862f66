import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseMoves } from './bot.ts';
import { createHandling, press, release, tick, DEFAULT_HANDLING, type HandlingConfig } from './handling.ts';
import * as tetris from './index.ts';
import {
  activeCells,
  advance,
  applyAction,
  deserialize,
  fromDiagram,
  ghostCells,
  ghostPiece,
  gravityMsPerRow,
  msPerRow,
  newGame,
  serialize,
  shapeCells,
  toDiagram,
  visibleRows,
  type Action,
  type TetrisState,
} from './index.ts';

/** The error a call threw (the test fails if it returned). */
function thrown(call: () => unknown): Error {
  let result: unknown;
  try {
    result = call();
  } catch (error) {
    return error as Error;
  }
  throw new Error(`expected a throw, got ${JSON.stringify(result)?.slice(0, 80)}`);
}

/** The call threw the module's one input error, with a message that matches and names `field`. */
function expectInputError(call: () => unknown, message: RegExp, field?: string): void {
  const error = thrown(call);
  expect(error.name).toBe('TetrisInputError');
  expect(error.message).toMatch(message);
  if (field !== undefined) expect((error as Error & { field?: unknown }).field).toBe(field);
}

const state = () => newGame({ seed: 5 });
const saveWith = (change: (save: Record<string, unknown>) => void, from: TetrisState = state()): string => {
  const save = JSON.parse(serialize(from)) as Record<string, unknown>;
  change(save);
  return JSON.stringify(save);
};
/** A sprint right after a single: lastClear is set, with points, a combo and a row. */
function withClears(): TetrisState {
  const single = ['.........i', '.........i', '.........i', '.........i', 'XXXXXXXXX.'];
  const s = applyAction(fromDiagram(single, { type: 'I', rotation: 'R' }, { mode: 'sprint' }), 'hardDrop');
  expect(s).toMatchObject({ lines: 1, lastClear: { lines: 1, points: 100, combo: 0, rows: [19] } });
  return s;
}

describe('TetrisInputError', () => {
  it('is exported as a class with the field it names', () => {
    const error = new tetris.TetrisInputError('width', 'newGame: width must be ...');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('TetrisInputError');
    expect(error.field).toBe('width');
    expect(error.message).toBe('newGame: width must be ...');
    expect(thrown(() => newGame({ width: 3 }))).toBeInstanceOf(tetris.TetrisInputError);
  });

  it('is what the existing checks throw, with their messages kept', () => {
    expectInputError(() => newGame({ width: 3 }), /^newGame: width must be a whole number from 4 to 40, got 3$/, 'width');
    expectInputError(() => newGame({ startLevel: 0 }), /^newGame: startLevel must be/, 'startLevel');
    expectInputError(() => newGame({ mode: 'zen' as 'ultra' }), /^newGame: unknown mode 'zen'$/, 'mode');
    expectInputError(() => newGame({ seed: NaN }), /^newGame: seed must be a finite number, got NaN$/, 'seed');
    expectInputError(() => advance(state(), -5), /^advance: ms must be a finite number >= 0, got -5$/, 'ms');
    expectInputError(() => deserialize('{"version":'), /^Tetris save: not valid JSON/, 'text');
    expectInputError(() => deserialize('[]'), /^Tetris save: save must be an object, got \[\]$/, 'save');
    expectInputError(() => fromDiagram(['....#.....']), /^fromDiagram: row 1, column 5: unexpected '#'/, 'rows');
    expectInputError(() => fromDiagram(['XXXXXXXXXX']), /is full/, 'rows');
  });
});

describe('defect 1: a string that picks from a table is an own key', () => {
  for (const mode of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
    it(`newGame rejects mode '${mode}'`, () => {
      expectInputError(() => newGame({ mode: mode as 'ultra' }), /^newGame: unknown mode/, 'mode');
      // With both of the mode's tables overridden, nothing else stops it.
      expectInputError(() => newGame({ mode: mode as 'ultra', lineGoal: 10, timeLimitMs: null }), /unknown mode/, 'mode');
      expectInputError(() => fromDiagram([], undefined, { mode: mode as 'ultra' }), /unknown mode/, 'mode');
    });
  }

  it('applyAction, shapeCells and fromDiagram reject names from Object.prototype', () => {
    expectInputError(() => applyAction(state(), 'constructor' as Action), /^applyAction: unknown action 'constructor'$/, 'action');
    expectInputError(() => shapeCells('constructor' as 'T', '0'), /^shapeCells: type must be/, 'type');
    expectInputError(() => shapeCells('__proto__' as 'T', '0'), /^shapeCells: type must be/, 'type');
    expectInputError(() => shapeCells('T', 'toString' as '0'), /^shapeCells: rotation must be/, 'rotation');
    expectInputError(() => fromDiagram([], { type: 'T', rotation: 'valueOf' as '0' }), /active must be/, 'active');
  });

  it('a save with a mode or T-spin kind from Object.prototype is rejected', () => {
    expectInputError(() => deserialize(saveWith((s) => (s.mode = '__proto__'))), /^Tetris save: mode must be one of/, 'mode');
    const cleared = withClears();
    expectInputError(
      () => deserialize(saveWith((s) => ((s.lastClear as Record<string, unknown>).tspin = 'constructor'), cleared)),
      /^Tetris save: lastClear.tspin must be one of/,
      'lastClear.tspin',
    );
  });
});

describe('defect 2: fromDiagram takes only the exact letters', () => {
  it("rejects 'ı' (dotless i) and 'ſ' (long s), which upper-case to I and S", () => {
    expectInputError(() => fromDiagram(['ıııı......']), /^fromDiagram: row 1, column 1: unexpected 'ı'/, 'rows');
    expectInputError(() => fromDiagram(['.ſſ.......', 'ſſ........']), /^fromDiagram: row 1, column 2: unexpected 'ſ'/, 'rows');
    expectInputError(() => fromDiagram(['K.........']), /unexpected 'K'/, 'rows');
  });
});

describe('defect 3: a save nested or sized past any real save fails as a save error', () => {
  it('a JSON text nested thousands of levels deep', () => {
    for (const [open, close] of [['[', ']'], ['{"a":', '}']] as const) {
      const text = open.repeat(100_000) + '1' + close.repeat(100_000);
      expectInputError(() => deserialize(text), /^Tetris save: text must nest at most \d+ levels deep/, 'text');
    }
    // Deep but not valid JSON either.
    expectInputError(() => deserialize('['.repeat(200_000)), /^Tetris save: /, 'text');
  });

  it('brackets inside strings do not count as nesting', () => {
    const text = saveWith((s) => (s.note = '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[{{{{{{{{{{{{{{{{{{{\\"[[['));
    expect(deserialize(text)).toEqual(state());
  });

  it('a text far longer than any save', () => {
    expectInputError(() => deserialize(' '.repeat(2_000_000) + serialize(state())), /^Tetris save: text must be at most/, 'text');
  });

  it('a text that is not a string', () => {
    expectInputError(() => deserialize(42 as unknown as string), /^Tetris save: text must be a string/, 'text');
  });
});

describe('defect 4: a save whose fields disagree is rejected, not corrected', () => {
  it('a level that does not follow from the start level and lines', () => {
    expectInputError(() => deserialize(saveWith((s) => (s.level = 12))), /^Tetris save: level must be 1 \(start level 1, 0 lines\), got 12$/, 'level');
    const cleared = withClears();
    expect(deserialize(serialize(cleared))).toEqual(cleared);
    expectInputError(() => deserialize(saveWith((s) => (s.lines = 25), cleared)), /^Tetris save: level must be 3/, 'level');
  });

  it('a line goal reached while playing, or a goal result short of it', () => {
    const cleared = withClears();
    expectInputError(() => deserialize(saveWith((s) => (s.lineGoal = cleared.lines), cleared)), /^Tetris save: lines must be below the line goal/, 'lines');
    expectInputError(
      () => deserialize(saveWith((s) => Object.assign(s, { status: 'over', result: 'goal', active: null }), cleared)),
      /^Tetris save: lines must be at least the line goal \(40\) when the result is 'goal', got 1$/,
      'lines',
    );
    expectInputError(() => deserialize(saveWith((s) => (s.lineGoal = 2_000_000))), /^Tetris save: lineGoal must be a whole number from 1 to 1000000/, 'lineGoal');
  });

  it('a clock at or past the time limit while playing, or a time-up before it', () => {
    const ultra = advance(newGame({ mode: 'ultra', seed: 1 }), 1000);
    expectInputError(() => deserialize(saveWith((s) => (s.elapsedMs = 120_000), ultra)), /^Tetris save: elapsedMs must be below the time limit/, 'elapsedMs');
    expectInputError(
      () => deserialize(saveWith((s) => Object.assign(s, { status: 'over', result: 'timeUp' }), ultra)),
      /^Tetris save: elapsedMs must be at least the time limit \(120000\)/,
      'elapsedMs',
    );
    expectInputError(() => deserialize(saveWith((s) => Object.assign(s, { status: 'over', result: 'timeUp' }))), /^Tetris save: result must be/, 'result');
  });

  it('a last clear that disagrees with the score, lines, combo or its own rows', () => {
    const cleared = withClears();
    const clear = (change: (c: Record<string, unknown>) => void) =>
      saveWith((s) => change(s.lastClear as Record<string, unknown>), cleared);
    expectInputError(() => deserialize(saveWith((s) => (s.score = 0), cleared)), /^Tetris save: score must be at least lastClear.points/, 'score');
    expectInputError(() => deserialize(clear((c) => (c.rows = []))), /^Tetris save: lastClear.rows must be a list of \d row numbers/, 'lastClear.rows');
    expectInputError(() => deserialize(clear((c) => (c.combo = -1))), /^Tetris save: lastClear.combo must be/, 'lastClear.combo');
    expectInputError(() => deserialize(saveWith((s) => (s.combo = 7), cleared)), /^Tetris save: combo must be/, 'combo');
    expectInputError(() => deserialize(saveWith((s) => (s.lines = 0), cleared)), /^Tetris save: lines must be at least lastClear.lines/, 'lines');
  });

  it('a game over by a top out or the goal with a piece still in play; hold used with nothing held', () => {
    expectInputError(() => deserialize(saveWith((s) => Object.assign(s, { status: 'over', result: 'blockOut' }))), /^Tetris save: active must be null/, 'active');
    expectInputError(() => deserialize(saveWith((s) => (s.canHold = false))), /^Tetris save: canHold must be true/, 'canHold');
  });

  it('a state argument may hold its level back (as the demo does), never above what its lines give', () => {
    const single = ['.........i', '.........i', '.........i', '.........i', 'XXXXXXXXX.'];
    const base = fromDiagram(single, { type: 'I', rotation: 'R' }, { level: 15 });
    const pinned = { ...base, lines: 30 };
    expect(applyAction(pinned, 'hardDrop')).toMatchObject({ lines: 31, level: 18 });
    expectInputError(() => applyAction({ ...base, level: 16 }, 'hardDrop'), /^applyAction: state.level must be from 15 to 15 \(start level 15, 0 lines\), got 16$/, 'state.level');
    expectInputError(() => advance({ ...pinned, level: 14 }, 16), /^advance: state.level must be from 15 to 18/, 'state.level');
    // A save must hold exactly the level its lines give.
    expectInputError(() => deserialize(JSON.stringify(pinned)), /^Tetris save: level must be 18 \(start level 15, 30 lines\), got 15$/, 'level');
  });

  it('every state reached by random play round-trips through a save, and a copy of it plays the same', () => {
    const options = fc.record({
      seed: fc.integer(),
      mode: fc.constantFrom('marathon' as const, 'sprint' as const, 'ultra' as const),
      startLevel: fc.integer({ min: 1, max: 30 }),
      width: fc.integer({ min: 4, max: 12 }),
      height: fc.integer({ min: 4, max: 22 }),
      lineGoal: fc.option(fc.integer({ min: 1, max: 6 }), { nil: undefined }),
      timeLimitMs: fc.option(fc.oneof(fc.integer({ min: 1, max: 8000 }), fc.constant(0.5)), { nil: undefined }),
    });
    const command = fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...tetris.ACTIONS) },
      { weight: 2, arbitrary: fc.oneof(fc.integer({ min: 0, max: 1500 }), fc.double({ min: 0, max: 50, noNaN: true })) },
      { weight: 1, arbitrary: fc.constantFrom(1e300, Number.MAX_VALUE) },
      // The bot places the whole piece: it clears lines, so goals and clears are reached too.
      { weight: 4, arbitrary: fc.constant('bot' as const) },
    );
    const play = (s: TetrisState, c: Action | number | 'bot'): TetrisState =>
      c === 'bot' ? chooseMoves(s).reduce(applyAction, s) : typeof c === 'number' ? advance(s, c) : applyAction(s, c);
    fc.assert(
      fc.property(options, fc.array(command, { maxLength: 60 }), (opts, commands) => {
        let s = newGame(opts);
        for (const c of commands) {
          const again = structuredClone(s);
          s = play(s, c);
          expect(play(again, c)).toEqual(s);
          expect(Number.isSafeInteger(s.score) && Number.isFinite(s.elapsedMs)).toBe(true);
          expect(deserialize(serialize(s))).toEqual(s);
        }
      }),
      { numRuns: 120 },
    );
  });

  it('a timeLimitMs below 1 ms that newGame accepts loads again', () => {
    const s = newGame({ timeLimitMs: 0.5 });
    expect(deserialize(serialize(s))).toEqual(s);
  });
});

describe('defect 5: the score stays a safe integer', () => {
  it('saturates at Number.MAX_SAFE_INTEGER, and that save loads', () => {
    const rich = deserialize(saveWith((s) => (s.score = Number.MAX_SAFE_INTEGER - 1)));
    const dropped = applyAction(applyAction(rich, 'softDrop'), 'hardDrop');
    expect(dropped.score).toBe(Number.MAX_SAFE_INTEGER);
    expect(Number.isSafeInteger(dropped.score)).toBe(true);
    expect(deserialize(serialize(dropped))).toEqual(dropped);
  });

  it('a save whose score is not a safe integer is rejected, saying so', () => {
    for (const score of [2 ** 53, 2 ** 53 + 2, 1e300, 1.5]) {
      expectInputError(() => deserialize(saveWith((s) => (s.score = score))), /^Tetris save: score must be a whole number from 0 to 9007199254740991/, 'score');
    }
  });
});

describe('defect 6: every export answers a wrong type with TetrisInputError', () => {
  const s = state();
  const notStates: unknown[] = [null, undefined, 7, 'state', [], {}, { ...s, field: null }, { ...s, active: { type: 'constructor', rotation: '0', x: 0, y: 0 } }];

  it('applyAction: an unknown action or a non-state', () => {
    expectInputError(() => applyAction(s, 'jump' as Action), /^applyAction: unknown action 'jump'$/, 'action');
    expectInputError(() => applyAction(s, 5 as unknown as Action), /^applyAction: unknown action/, 'action');
    // Checked even when the game is over and nothing would happen.
    const over = advance(newGame({ mode: 'ultra' }), 120_000);
    expectInputError(() => applyAction(over, 'jump' as Action), /unknown action/, 'action');
    for (const bad of notStates) expectInputError(() => applyAction(bad as TetrisState, 'left'), /^applyAction: state/);
  });

  it('advance: NaN, negative, infinite or non-number ms, or a non-state', () => {
    for (const ms of [NaN, -1, -Infinity, Infinity, '16', null]) {
      expectInputError(() => advance(s, ms as number), /^advance: ms must be a finite number >= 0/, 'ms');
    }
    for (const bad of notStates) expectInputError(() => advance(bad as TetrisState, 16), /^advance: state/);
  });

  it('advance over a huge time ends, and the clock stays finite and saveable', () => {
    for (const start of [newGame({ seed: 2 }), newGame({ mode: 'ultra' }), newGame({ startLevel: 20 }), newGame({ timeLimitMs: Number.MAX_VALUE })]) {
      let t = start;
      for (let i = 0; i < 5; i++) t = advance(t, Number.MAX_VALUE);
      expect(Number.isFinite(t.elapsedMs)).toBe(true);
      expect(Number.isFinite(t.lockMs) && Number.isFinite(t.gravityMs)).toBe(true);
      expect(deserialize(serialize(t))).toEqual(t);
    }
    expect(advance(s, 1e300).locks).toBe(1);
  });

  it('the views, toDiagram and serialize: a non-state', () => {
    const views = { visibleRows, activeCells, ghostCells, ghostPiece, gravityMsPerRow, toDiagram, serialize } as Record<string, (x: unknown) => unknown>;
    for (const [name, view] of Object.entries(views)) {
      for (const bad of notStates) expectInputError(() => view(bad), new RegExp(`^${name}: state`));
    }
  });

  it('shapeCells: a bad type or rotation; msPerRow: a bad level', () => {
    expectInputError(() => shapeCells('Q' as 'T', '0'), /^shapeCells: type must be one of I, O, T, S, Z, J, L, got "Q"$/, 'type');
    expectInputError(() => shapeCells('T', 3 as unknown as '0'), /^shapeCells: rotation must be one of 0, R, 2, L, got 3$/, 'rotation');
    for (const level of [NaN, 0, -1, 1.5, Infinity, '3', null]) {
      expectInputError(() => msPerRow(level as number), /^msPerRow: level must be a whole number from 1/, 'level');
    }
  });

  it('newGame and fromDiagram: options and arguments of the wrong type', () => {
    expectInputError(() => newGame(null as never), /^newGame: options must be an object/, 'options');
    expectInputError(() => newGame({ width: '10' as unknown as number }), /^newGame: width must be/, 'width');
    expectInputError(() => newGame({ lineGoal: 0 }), /^newGame: lineGoal must be/, 'lineGoal');
    expectInputError(() => newGame({ timeLimitMs: Infinity }), /^newGame: timeLimitMs must be/, 'timeLimitMs');
    expectInputError(() => fromDiagram('XX........' as unknown as string[]), /^fromDiagram: rows must be a list of strings/, 'rows');
    expectInputError(() => fromDiagram([7 as unknown as string]), /^fromDiagram: row 1 must be a string/, 'rows');
    expectInputError(() => fromDiagram([], null as never, null as never), /^fromDiagram: options must be an object/, 'options');
    expectInputError(() => fromDiagram(Array<string>(1_000_000).fill('..........')), /rows do not fit/, 'rows');
  });

  it('an object with no string form is still described in the message', () => {
    const bare: unknown = Object.create(null);
    expectInputError(() => newGame({ mode: bare as 'ultra' }), /^newGame: unknown mode/, 'mode');
    expectInputError(() => advance(s, bare as number), /^advance: ms must be/, 'ms');
    expectInputError(() => applyAction(s, bare as Action), /^applyAction: unknown action/, 'action');
  });
});

describe('state arguments the engine did not just return', () => {
  it('a state from long ago is checked again and plays the same', () => {
    const first = newGame({ seed: 8 });
    let s = first;
    for (let i = 0; i < 300; i++) s = advance(applyAction(s, i % 2 === 0 ? 'left' : 'right'), 16);
    // Hundreds of states later, the first one is still accepted (checked again) and gives the same result.
    expect(applyAction(first, 'hardDrop')).toEqual(applyAction(structuredClone(first), 'hardDrop'));
    expect(toDiagram(first)).toEqual(toDiagram(newGame({ seed: 8 })));
  });

  it('an array with an own constructor (kept by structured clone) is rejected, not trusted to slice', () => {
    const s = structuredClone(state()) as unknown as { field: unknown[] & { constructor?: unknown } };
    s.field.constructor = 5;
    expectInputError(() => toDiagram(s as unknown as TetrisState), /^toDiagram: state.field must be a list of 40 rows/, 'state.field');
    const q = structuredClone(state()) as unknown as { queue: unknown[] & { constructor?: unknown } };
    q.queue.constructor = { [Symbol.species]: 1 };
    expectInputError(() => applyAction(q as unknown as TetrisState, 'left'), /^applyAction: state.queue must be a list of 5 pieces/, 'state.queue');
  });

  it('serialize writes exactly the save fields: extra ones (even unwritable ones) stay out', () => {
    const s = { ...state(), extra: 10n, active: { ...state().active!, note: 10n } };
    const text = serialize(s as unknown as TetrisState);
    expect(JSON.parse(text)).toEqual(JSON.parse(serialize(state())));
    expect(text).toBe(serialize(state()));
  });

  it('shapeCells hands out frozen shapes: a caller cannot change the engine\'s pieces', () => {
    const cells = shapeCells('T', '0') as [number, number][];
    expect(Object.isFrozen(cells) && Object.isFrozen(cells[0])).toBe(true);
    expect(() => {
      (cells[0] as number[])[0] = 9;
    }).toThrow(TypeError);
    expect(toDiagram(fromDiagram([], { type: 'T', rotation: '0' }))[0]).toBe('...ttt....');
    expect(Object.isFrozen(tetris.PIECE_TYPES) && Object.isFrozen(tetris.ACTIONS) && Object.isFrozen(tetris.MODE_LINE_GOALS)).toBe(true);
  });
});

describe('handling: typed errors, keys from the action list only, bounded repeats', () => {
  const h = createHandling(DEFAULT_HANDLING);

  it('keeps its messages, as TetrisInputError', () => {
    expectInputError(() => createHandling({ ...DEFAULT_HANDLING, dasMs: -1 }), /^handling: dasMs must be a number >= 0, got -1$/, 'dasMs');
    expectInputError(() => createHandling({ ...DEFAULT_HANDLING, softDrop: { factor: 0 } }), /^handling: softDrop must be/, 'softDrop');
    expectInputError(() => createHandling({ ...DEFAULT_HANDLING, softDrop: 'fast' as 'instant' }), /^handling: softDrop must be/, 'softDrop');
    expectInputError(() => createHandling(null as unknown as HandlingConfig), /^handling: config must be an object/, 'config');
    expectInputError(() => tick(h, NaN), /^handling: tick ms must be a number >= 0, got NaN$/, 'ms');
  });

  it('rejects a key that is not an action, names from Object.prototype included', () => {
    for (const key of ['jump', 'constructor', '__proto__', 'toString']) {
      expectInputError(() => press(h, key as Action, 0), /^handling: unknown key/, 'key');
      expectInputError(() => release(h, key as Action, 0), /^handling: unknown key/, 'key');
    }
    expectInputError(() => press(h, 'left', NaN), /^handling: t must be a finite number/, 't');
  });

  it('bounds how many actions "instant" can ask for', () => {
    const instant = createHandling({ ...DEFAULT_HANDLING, softDrop: 'instant' });
    expectInputError(() => press(instant, 'softDrop', 0, { maxRepeat: 1e12 }), /^handling: env.maxRepeat must be a whole number from 1 to 10000/, 'maxRepeat');
    expectInputError(() => tick(h, 16, { msPerRow: 0 }), /^handling: env.msPerRow must be a number > 0/, 'msPerRow');
    expect(press(instant, 'softDrop', 0, { maxRepeat: 10_000 }).actions).toHaveLength(10_000);
  });
});
