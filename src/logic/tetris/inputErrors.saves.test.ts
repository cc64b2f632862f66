import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseMoves } from './bot.ts';
import * as tetris from './index.ts';
import { advance, applyAction, deserialize, fromDiagram, newGame, serialize, type Action, type TetrisState } from './index.ts';
import { expectInputError, saveWith, state, withClears } from './inputErrorsTestKit';

// Saves nested, sized, disagreeing with themselves or past a safe score. The other inputs: inputErrors.test.ts.
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
