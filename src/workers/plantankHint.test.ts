import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { campaignLevel, levelFromMap, parseProgram, runProgram, type Level, type Program } from '../logic/plantank/index.ts';
import { hardLevel } from '../test/plantankLevels';
import { answerHint, filledSlots, firstChange, firstDifference, keepPrefix, type HintProgress } from './plantankHint';

const FIRST_DRIVE = campaignLevel('pt-01') as Level; // a row of four, the star two ahead; F1 of 3 slots
const RING = campaignLevel('pt-06') as Level;

const program = (text: string, level: Level): Program => parseProgram(text, level);
const F = { condition: null, action: { kind: 'forward' } } as const;
const L = { condition: null, action: { kind: 'left' } } as const;

// A star that no program reaches: a hole right in front of the tank on a one-row board.
const blocked = levelFromMap({
  id: 'blocked', title: 'blocked', grid: 'hex',
  map: ['b#Bb'],
  start: { row: 0, col: 0, dir: 0 }, subLengths: [3, 0, 0, 0, 0],
});

describe('hint selection', () => {
  it('firstDifference: the first slot in reading order where the two differ, with the solution\'s instruction', () => {
    const mine: Program = { functions: [[F, null, null], [], [], [], []] };
    const theirs: Program = { functions: [[F, F, null], [], [], [], []] };
    expect(firstDifference(mine, theirs)).toEqual({ at: { fn: 0, slot: 1 }, instruction: F });
    expect(firstDifference(mine, mine)).toBeNull();
    // A slot the solution leaves empty is one to clear.
    expect(firstDifference({ functions: [[L, null]] }, { functions: [[null, F]] })).toEqual({ at: { fn: 0, slot: 0 }, instruction: null });
  });

  it('firstChange looks only at the player\'s filled slots', () => {
    const mine: Program = { functions: [[F, null, L], [], [], [], []] };
    const theirs: Program = { functions: [[F, F, F], [], [], [], []] };
    expect(firstChange(mine, theirs)).toEqual({ at: { fn: 0, slot: 2 }, instruction: F });
    expect(firstChange(mine, { functions: [[F, F, L]] })).toBeNull();
  });

  it('keepPrefix keeps the first n filled slots in reading order, in their places', () => {
    const mine: Program = { functions: [[null, F, L], [F], [], [], []] };
    expect(filledSlots(mine)).toEqual([{ fn: 0, slot: 1 }, { fn: 0, slot: 2 }, { fn: 1, slot: 0 }]);
    expect(keepPrefix(mine, 2)).toEqual({ functions: [[null, F, L], [null], [], [], []] });
    expect(keepPrefix(mine, 0)).toEqual({ functions: [[null, null, null], [null], [], [], []] });
  });

  it('property: every slot before the first difference is the same in both, and the difference is one', () => {
    const slot = fc.constantFrom(null, F, L);
    const prog = fc.array(fc.array(slot, { maxLength: 4 }), { minLength: 3, maxLength: 3 }).map((functions): Program => ({ functions }));
    fc.assert(
      fc.property(prog, prog, (a, b) => {
        const diff = firstDifference(a, b);
        const flat = (p: Program) => p.functions.flatMap((fn, f) => Array.from({ length: 4 }, (_, k) => [f, k, fn[k] ?? null] as const));
        const pairs = flat(a).map(([f, k, s], i) => [f, k, s, flat(b)[i]?.[2] ?? null] as const);
        const firstUnequal = pairs.find(([, , x, y]) => JSON.stringify(x) !== JSON.stringify(y));
        if (!firstUnequal) expect(diff).toBeNull();
        else expect(diff).toEqual({ at: { fn: firstUnequal[0], slot: firstUnequal[1] }, instruction: firstUnequal[3] });
      }),
    );
  });
});

describe('answerHint', () => {
  it('an empty program: the first instruction of a shortest solution', () => {
    const answer = answerHint({ id: 1, level: FIRST_DRIVE, program: program('|||||', FIRST_DRIVE), timeMs: 2000 });
    expect(answer).toMatchObject({ kind: 'place', at: { fn: 0, slot: 0 }, instruction: F });
  });

  it('keeps the player\'s slots and points at the first empty slot the solution fills', () => {
    const mine: Program = { functions: [[null, null, F], [], [], [], []] };
    const answer = answerHint({ id: 2, level: FIRST_DRIVE, program: mine, timeMs: 2000 });
    expect(answer).toMatchObject({ kind: 'place', at: { fn: 0, slot: 0 }, instruction: F });
    if (answer.kind !== 'place') throw new Error(answer.kind);
    const solution = parseProgram(answer.solution, FIRST_DRIVE);
    expect(solution.functions[0]?.[2]).toEqual(F);
    expect(runProgram(FIRST_DRIVE, solution).outcome).toBe('won');
  });

  it('a program that already wins gets no instruction', () => {
    expect(answerHint({ id: 3, level: FIRST_DRIVE, program: program('_F_F|||||', FIRST_DRIVE) })).toEqual({ kind: 'wins' });
  });

  it('a kept slot that rules out every solution: the first slot to change, proven', () => {
    const mine: Program = { functions: [[L, null, null], [], [], [], []] };
    const answer = answerHint({ id: 4, level: FIRST_DRIVE, program: mine, timeMs: 2000 });
    expect(answer).toMatchObject({ kind: 'change', at: { fn: 0, slot: 0 }, instruction: F, kept: 0, filled: 1, proven: true });
  });

  it('keeps the longest start of the program that still solves', () => {
    // The ring's solution is `_F_R_1`-like; a wrong last instruction is the one to change.
    const solution = parseProgram(RING.solution as string, RING);
    const slots = solution.functions[0] ?? [];
    const wrongAt = slots.length - 1;
    const mine: Program = { functions: solution.functions.map((fn, f) => fn.map((s, k) => (f === 0 && k === wrongAt ? { condition: 'R', action: { kind: 'left' } } : s))) };
    const answer = answerHint({ id: 5, level: RING, program: mine, timeMs: 3000 });
    expect(answer.kind).toBe('change');
    if (answer.kind !== 'change') return;
    expect(answer.at).toEqual({ fn: 0, slot: wrongAt });
    expect(answer.kept).toBe(answer.filled - 1);
    expect(runProgram(RING, answer.solution).outcome).toBe('won');
  });

  it('no solution at all: says so, and that it is certain when the search was complete', () => {
    expect(answerHint({ id: 6, level: blocked, program: program('|||||', blocked), timeMs: 2000 })).toEqual({ kind: 'none', complete: true });
    expect(answerHint({ id: 6, level: blocked, program: { functions: [[F, null, null], [], [], [], []] }, timeMs: 2000 })).toEqual({ kind: 'none', complete: true });
  });

  it('keeps to its budget on a hard level, and reports progress on the way', () => {
    const seen: HintProgress[] = [];
    const started = performance.now();
    const answer = answerHint({ id: 7, level: hardLevel, program: { functions: [[F], [], [], [], []] }, timeMs: 300 }, { onProgress: (p) => seen.push(p) });
    expect(performance.now() - started).toBeLessThan(700);
    expect(answer.kind).toBe('none');
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((p) => p.budgetMs === 300 && p.elapsedMs >= 0)).toBe(true);
    expect(seen.map((p) => p.phase)).toContain('keep');
    expect(seen.map((p) => p.phase)).toContain('fewer');
    // Programs tried only add up across the searches.
    expect(seen.every((p, i) => i === 0 || p.programsTried >= (seen[i - 1] as HintProgress).programsTried)).toBe(true);
  });

  it('a cancelled search answers "cancelled" at once', () => {
    const controller = new AbortController();
    controller.abort();
    const started = performance.now();
    expect(answerHint({ id: 8, level: hardLevel, program: program('|||||', hardLevel) }, { signal: controller.signal })).toEqual({ kind: 'cancelled' });
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('bad requests get an answer in words, never an exception', () => {
    const broken = { ...FIRST_DRIVE, items: ['..*'] } as Level;
    const a = answerHint({ id: 9, level: broken, program: program('|||||', FIRST_DRIVE) });
    expect(a).toMatchObject({ kind: 'error', code: 'badRequest' });
    // The code is for the player's words; the English message for logs.
    expect(answerHint({ id: 9, level: FIRST_DRIVE, program: program('|||||', FIRST_DRIVE), timeMs: -5 })).toMatchObject({ kind: 'error', code: 'badRequest', message: expect.stringContaining('budget') });
    expect(answerHint({ id: 9, level: FIRST_DRIVE, program: { functions: 'nope' } as unknown as Program })).toMatchObject({ kind: 'error', code: 'badRequest' });
  });
});
