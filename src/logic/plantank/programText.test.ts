import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { levelFromMap } from './levelMap.ts';
import { actionOfChar, CONDITION_OF_CHAR, emptyProgram, formatInstruction, formatProgram, instructionCount, levelAllows, MAX_PROGRAM_TEXT_LENGTH, parseProgram, ProgramParseError, slotCode } from './programText.ts';
import type { Action, Color } from './types.ts';

const level = levelFromMap({
  id: 't', title: 't', map: ['bbB'], start: { row: 0, col: 0, dir: 0 },
  subLengths: [3, 2, 0, 0, 0], allowedCommands: 4,
});

function parseError(text: string, withLevel = false): ProgramParseError {
  try {
    parseProgram(text, withLevel ? level : undefined);
  } catch (error) {
    if (error instanceof ProgramParseError) return error;
    throw error;
  }
  throw new Error(`expected ${text} to be rejected`);
}

describe('parseProgram / formatProgram (docs/plantank-rules.md, "Program")', () => {
  it('reads a program: forward, left, forward, right, call F1', () => {
    const program = parseProgram('_F_L_F_R_1|||||');
    expect(program.functions).toHaveLength(5);
    expect(program.functions[0]).toEqual([
      { condition: null, action: { kind: 'forward' } },
      { condition: null, action: { kind: 'left' } },
      { condition: null, action: { kind: 'forward' } },
      { condition: null, action: { kind: 'right' } },
      { condition: null, action: { kind: 'call', fn: 0 } },
    ]);
    expect(program.functions.slice(1)).toEqual([[], [], [], []]);
  });

  it('reads conditions, calls and paints', () => {
    const program = parseProgram('rFg5bb|_r||||');
    expect(program.functions[0]).toEqual([
      { condition: 'R', action: { kind: 'forward' } },
      { condition: 'G', action: { kind: 'call', fn: 4 } },
      { condition: 'B', action: { kind: 'paint', color: 'B' } },
    ]);
    expect(program.functions[1]).toEqual([{ condition: null, action: { kind: 'paint', color: 'R' } }]);
  });

  it('prints canonical strings back unchanged', () => {
    for (const text of ['_F_L_F_R_1|||||', '|||||', 'rFg5bb|_r|b2||gL|', '_R_Fb1_LrFb1bFrL_F|||||']) {
      expect(formatProgram(parseProgram(text))).toBe(text);
    }
  });

  it('accepts fewer than five functions and prints all five', () => {
    expect(formatProgram(parseProgram('_F|'))).toBe('_F|||||');
    expect(formatProgram(parseProgram('_F|_1|'))).toBe('_F|_1||||');
  });

  it('leaves empty slots out when printing', () => {
    expect(formatProgram({ functions: [[null, { condition: 'G', action: { kind: 'left' } }, null], [], [], [], []] })).toBe('gL|||||');
    expect(formatInstruction({ condition: null, action: { kind: 'call', fn: 2 } })).toBe('_3');
  });

  it('says what is wrong and where', () => {
    expect(parseError('_FxF|')).toMatchObject({ position: 2, reason: expect.stringContaining("'x'") });
    expect(parseError('_X|')).toMatchObject({ position: 1, reason: expect.stringContaining('expected an action') });
    expect(parseError('_6|')).toMatchObject({ position: 1 });
    expect(parseError('_F_')).toMatchObject({ position: 2, reason: expect.stringContaining('no action') });
    expect(parseError('_F')).toMatchObject({ position: 2, reason: "F1 is not closed by '|'" });
    expect(parseError('')).toMatchObject({ position: 0 });
    expect(parseError('||||||')).toMatchObject({ position: 5, reason: 'text after the end of F5' });
    expect(parseError('_F||||| ')).toMatchObject({ position: 7 });
    expect(parseError('_F\n|').message).toContain('got U+000A');
  });

  it('with a level: pads to the slot counts and rejects what the level does not allow', () => {
    const program = parseProgram('_F_2|bb|||', level);
    expect(program.functions.map((f) => f.length)).toEqual([3, 2, 0, 0, 0]);
    expect(program.functions[0]?.[2]).toBeNull();
    expect(parseError('_F_F_F_F|', true)).toMatchObject({ position: 6, reason: expect.stringContaining('F1 has 4 instructions but this level gives it 3 slots') });
    expect(parseError('_F|_F|_F|', true)).toMatchObject({ position: 6, reason: 'F3 does not exist in this level' });
    expect(parseError('_3|', true)).toMatchObject({ position: 1, reason: 'F3 does not exist in this level' });
    expect(parseError('_r|', true)).toMatchObject({ position: 1, reason: 'painting red is not allowed in this level' });
  });

  it('names each problem by a code with its values, for words in any language', () => {
    const cases: [string, boolean, string, Record<string, unknown>][] = [
      ['x'.repeat(MAX_PROGRAM_TEXT_LENGTH + 1), false, 'tooLong', { length: MAX_PROGRAM_TEXT_LENGTH + 1, max: MAX_PROGRAM_TEXT_LENGTH }],
      ['', false, 'emptyText', {}],
      ['_Fx|', false, 'unknownCondition', { char: 'x', fn: 1, slot: 2 }],
      ['_F|r', false, 'missingCommand', { char: 'r', fn: 2, slot: 1 }],
      ['_F|_F_z|', false, 'unknownCommand', { char: 'z', fn: 2, slot: 2 }],
      ['_F|_F', false, 'unclosedFunction', { fn: 2 }],
      ['|||||_F', false, 'textAfterEnd', { fn: 5 }],
      [`${'_F'.repeat(11)}|`, false, 'functionTooLong', { fn: 1, count: 11, max: 10 }],
      ['_F_F_F_F|', true, 'tooManySlots', { fn: 1, count: 4, max: 3 }],
      ['_F|_F|_F|', true, 'noSuchFunction', { fn: 3 }],
      ['_4|', true, 'noSuchFunction', { fn: 4 }],
      ['_r|', true, 'paintNotAllowed', { color: 'R' }],
    ];
    for (const [text, withLevel, code, values] of cases) expect(parseError(text, withLevel)).toMatchObject({ code, values });
  });

  it('levelAllows: forward and turns always, calls to the level\'s functions, its paints; the reader agrees', () => {
    expect(levelAllows(level, { kind: 'forward' })).toBe(true);
    expect(levelAllows(level, { kind: 'call', fn: 1 })).toBe(true);
    expect(levelAllows(level, { kind: 'call', fn: 2 })).toBe(false);
    expect(levelAllows(level, { kind: 'paint', color: 'B' })).toBe(true);
    expect(levelAllows(level, { kind: 'paint', color: 'R' })).toBe(false);
    const actions = [...'FLR12345rgb'].map((ch) => actionOfChar(ch) as Action);
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 10 }), { minLength: 5, maxLength: 5 }), fc.integer({ min: 0, max: 7 }), (subLengths, allowedCommands) => {
      const shaped = { ...level, subLengths: [Math.max(1, subLengths[0] as number), ...subLengths.slice(1)], allowedCommands };
      for (const action of actions) {
        let reads = true;
        try {
          parseProgram(`${slotCode(null, action)}|`, shaped);
        } catch {
          reads = false;
        }
        expect(levelAllows(shaped, action), slotCode(null, action)).toBe(reads);
      }
    }), { numRuns: 200 });
  });

  it('says the length it checks: a text of the longest length is read, one character more is too long', () => {
    expect(parseError('x'.repeat(MAX_PROGRAM_TEXT_LENGTH))).toMatchObject({ code: 'unknownCondition' });
    expect(parseError('x'.repeat(MAX_PROGRAM_TEXT_LENGTH + 1))).toMatchObject({ code: 'tooLong', values: { max: MAX_PROGRAM_TEXT_LENGTH } });
  });

  it('emptyProgram has the level slot counts; instructionCount counts non-empty slots', () => {
    const empty = emptyProgram(level);
    expect(empty.functions.map((f) => f.length)).toEqual([3, 2, 0, 0, 0]);
    expect(instructionCount(empty)).toBe(0);
    expect(instructionCount(parseProgram('_F_2|bb_L|||'))).toBe(4);
  });

  it('never throws anything but ProgramParseError on random text, and never hangs', () => {
    const alphabet = fc.constantFrom(...'_rgbFLR123456|x '.split(''));
    fc.assert(fc.property(fc.oneof(fc.string({ maxLength: 60 }), fc.array(alphabet, { maxLength: 60 }).map((a) => a.join(''))), fc.boolean(), (text, withLevel) => {
      try {
        const program = parseProgram(text, withLevel ? level : undefined);
        // Whatever parses prints to a string that parses to the same program.
        expect(parseProgram(formatProgram(program), withLevel ? level : undefined)).toEqual(program);
      } catch (error) {
        expect(error).toBeInstanceOf(ProgramParseError);
        const { position } = error as ProgramParseError;
        expect(position).toBeGreaterThanOrEqual(0);
        expect(position).toBeLessThanOrEqual(text.length);
      }
    }), { numRuns: 2000 });
  });

  it('round-trips every well-formed program', () => {
    const instruction = fc.tuple(fc.constantFrom('_', 'r', 'g', 'b'), fc.constantFrom(...'FLR12345rgb'.split(''))).map(([c, a]) => c + a);
    const fn = fc.array(instruction, { maxLength: 10 }).map((xs) => `${xs.join('')}|`);
    fc.assert(fc.property(fc.array(fn, { minLength: 5, maxLength: 5 }), (fns) => {
      const text = fns.join('');
      expect(formatProgram(parseProgram(text))).toBe(text);
    }));
  });
});

describe('the characters of a slot', () => {
  const ACTIONS: Action[] = [
    { kind: 'forward' }, { kind: 'left' }, { kind: 'right' },
    ...[0, 1, 2, 3, 4].map((fn): Action => ({ kind: 'call', fn })),
    ...(['R', 'G', 'B'] as const).map((color): Action => ({ kind: 'paint', color })),
  ];

  it('read back every instruction formatInstruction writes, and nothing else', () => {
    for (const condition of [null, 'R', 'G', 'B'] as (Color | null)[]) {
      for (const action of ACTIONS) {
        const [c, a] = formatInstruction({ condition, action });
        expect(CONDITION_OF_CHAR[c as string]).toBe(condition);
        expect(actionOfChar(a as string)).toEqual(action);
      }
    }
    for (const ch of ['.', '0', '6', 'f', 'x', '|', '', ' ']) expect(actionOfChar(ch)).toBeUndefined();
    expect(Object.keys(CONDITION_OF_CHAR).sort()).toEqual(['_', 'b', 'g', 'r']);
  });
});
