import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { campaignLevel, formatProgram, parseProgram, ProgramParseError, runProgram, type Level } from './index.ts';
import {
  draftInstructionCount,
  draftToProgram,
  emptyDraft,
  formatDraft,
  isEmptyDraft,
  parseDraft,
  programToDraft,
  type Draft,
  type DraftSlot,
} from './programDraft.ts';

const FUNCTIONS = campaignLevel('pt-11') as Level; // F1 2, F2 3, F3 2 slots, no paint
const PAINTING = campaignLevel('pt-20') as Level; // F1 5 slots, blue paint allowed

describe('program drafts', () => {
  it('has the level slot counts, five functions, all empty', () => {
    const d = emptyDraft(FUNCTIONS);
    expect(d.map((fn) => fn.length)).toEqual([2, 3, 2, 0, 0]);
    expect(formatDraft(d)).toBe('_._.|_._._.|_._.|||');
  });

  it('keeps gaps and colour-only slots in its text, unlike the solution string', () => {
    const d: Draft = [
      [{ cond: null, action: null }, { cond: 'R', action: { kind: 'forward' } }],
      [{ cond: 'G', action: null }, { cond: null, action: { kind: 'call', fn: 2 } }, { cond: null, action: null }],
      [{ cond: null, action: null }, { cond: null, action: null }],
      [],
      [],
    ];
    const text = formatDraft(d);
    expect(text).toBe('_.rF|g._3_.|_._.|||');
    expect(parseDraft(text, FUNCTIONS)).toEqual(d);
    // The run skips both: the solution string has only the two commands.
    expect(formatProgram(draftToProgram(d))).toBe('rF|_3||||');
    expect(draftInstructionCount(d)).toBe(2);
  });

  it('round-trips every campaign solution through program -> draft -> text -> draft -> program', () => {
    for (const id of ['pt-01', 'pt-11', 'pt-20', 'pt-32']) {
      const level = campaignLevel(id) as Level;
      const draft = programToDraft(parseProgram(level.solution as string, level), level);
      const back = draftToProgram(parseDraft(formatDraft(draft), level));
      expect(runProgram(level, back).outcome).toBe('won');
      expect(formatProgram(back)).toBe(formatProgram(parseProgram(level.solution as string)));
    }
  });

  it('pads short functions and rejects what the level does not allow, saying where', () => {
    expect(parseDraft('_F|||||', FUNCTIONS)[0]).toEqual([{ cond: null, action: { kind: 'forward' } }, { cond: null, action: null }]);
    const bad: [string, Level, RegExp][] = [
      ['_F_F_F|||||', FUNCTIONS, /F1 has 3 slots but this level gives it 2 .*character 5 of the saved program/],
      ['_4|||||', FUNCTIONS, /F4 does not exist.*character 2/],
      ['_r|||||', FUNCTIONS, /painting red is not allowed/],
      ['x_|||||', FUNCTIONS, /expected a condition.*character 1/],
      ['_Z|||||', FUNCTIONS, /expected an action \(F L R 1-5 r g b, or '\.' for none\), got 'Z'/],
      ['_F', FUNCTIONS, /F1 is not closed by '\|'/],
      ['||||||', FUNCTIONS, /text after the end of F5/],
    ];
    for (const [text, level, message] of bad) expect(() => parseDraft(text, level)).toThrow(message);
    expect(parseDraft('_b|||||', PAINTING)[0]?.[0]).toEqual({ cond: null, action: { kind: 'paint', color: 'B' } });
  });

  it('reads fewer than five functions as the solution string does: the missing ones empty', () => {
    expect(parseDraft('_F|g.|', FUNCTIONS)).toEqual([
      [{ cond: null, action: { kind: 'forward' } }, { cond: null, action: null }],
      [{ cond: 'G', action: null }, { cond: null, action: null }, { cond: null, action: null }],
      [{ cond: null, action: null }, { cond: null, action: null }],
      [],
      [],
    ]);
  });

  it('says its problems with the codes of the solution string: a slot with no command is only a draft\'s', () => {
    expect(() => parseDraft('_F_.|||||', PAINTING)).not.toThrow();
    expect(() => parseProgram('_F_.|||||', PAINTING)).toThrow(ProgramParseError);
    try {
      parseDraft('_F_F_F|||||', FUNCTIONS);
    } catch (error) {
      expect(error).toMatchObject({ code: 'tooManySlots', values: { fn: 1, count: 3, max: 2 }, position: 4 });
    }
    expect.assertions(3);
  });

  it('fast-check: random text never throws anything but ProgramParseError', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('_', 'r', 'g', 'b', 'F', 'L', 'R', '1', '2', '3', '6', '.', '|', 'x') , maxLength: 30 }), (text) => {
        try {
          parseDraft(text, FUNCTIONS);
        } catch (error) {
          expect(error).toBeInstanceOf(ProgramParseError);
        }
      }),
    );
  });

  it('fast-check: a draft reads every solution string the level takes, as the same program (a saved program needs no second reader)', () => {
    const slot = fc.tuple(fc.constantFrom('_', 'r', 'g', 'b'), fc.constantFrom(...'FLR12345rgb.x')).map(([c, a]) => c + a);
    const text = fc.array(fc.array(slot, { maxLength: 3 }).map((s) => s.join('')), { minLength: 1, maxLength: 5 }).map((fns) => `${fns.join('|')}|`);
    let read = 0;
    fc.assert(
      fc.property(text, fc.constantFrom(FUNCTIONS, PAINTING), (t, level) => {
        let program;
        try {
          program = parseProgram(t, level);
        } catch {
          return;
        }
        read++;
        expect(parseDraft(t, level)).toEqual(programToDraft(program, level));
      }),
      { numRuns: 2000 },
    );
    expect(read).toBeGreaterThan(20);
  });

  it('fast-check: format then parse gives the same draft', () => {
    const slot = fc.record({
      cond: fc.constantFrom(null, 'R', 'G', 'B'),
      action: fc.constantFrom(null, { kind: 'forward' }, { kind: 'left' }, { kind: 'right' }, { kind: 'call', fn: 0 }, { kind: 'call', fn: 2 }, { kind: 'paint', color: 'B' }),
    }) as fc.Arbitrary<DraftSlot>;
    const draft = fc.tuple(fc.array(slot, { minLength: 5, maxLength: 5 }), fc.array(slot, { minLength: 2, maxLength: 2 }), fc.array(slot, { minLength: 2, maxLength: 2 }));
    const level: Level = { ...PAINTING, subLengths: [5, 2, 2, 0, 0] };
    fc.assert(
      fc.property(draft, ([f1, f2, f3]) => {
        const d: Draft = [f1, f2, f3, [], []];
        expect(parseDraft(formatDraft(d), level)).toEqual(d);
      }),
    );
  });

  it("fast-check: a draft is empty exactly when it is the level's empty draft (a colour alone is not empty)", () => {
    const slot = fc.record({
      cond: fc.constantFrom(null, null, 'R', 'G'),
      action: fc.constantFrom(null, null, null, { kind: 'forward' }, { kind: 'call', fn: 0 }),
    }) as fc.Arbitrary<DraftSlot>;
    fc.assert(
      fc.property(fc.array(slot, { minLength: 2, maxLength: 2 }), fc.array(slot, { minLength: 3, maxLength: 3 }), fc.array(slot, { minLength: 2, maxLength: 2 }), (f1, f2, f3) => {
        const d: Draft = [f1, f2, f3, [], []];
        expect(isEmptyDraft(d)).toBe(formatDraft(d) === formatDraft(emptyDraft(FUNCTIONS)));
      }),
    );
    expect(isEmptyDraft(emptyDraft(FUNCTIONS))).toBe(true);
    expect(isEmptyDraft(parseDraft('_.r.|||', FUNCTIONS))).toBe(false);
  });
});
