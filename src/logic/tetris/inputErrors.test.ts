import { describe, expect, it } from 'vitest';
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
import { expectInputError, saveWith, state, thrown, withClears } from './inputErrorsTestKit';

// The module's one input error, names and letters, wrong types, old states and handling. Saves: inputErrors.saves.test.ts.
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
