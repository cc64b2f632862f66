import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { levelFromMap } from './levelMap.ts';
import { formatProgram, parseProgram } from './programText.ts';
import { runProgram } from './runProgram.ts';
import { createRun, finishRun, runBySteps, runResultOf, stepRun, stepToNextAction } from './stepRun.ts';
import type { RunState } from './stepRun.ts';
import { CAMPAIGN } from './campaign.ts';
import { smallLevelArb } from '../../test/plantankLevels.ts';
import type { Action, Color, Level, Program } from './types.ts';
import { FUNCTION_COUNT, MAX_SLOTS } from './types.ts';

const line = levelFromMap({ id: 'l', title: 'l', map: ['bbrbB'], start: { row: 0, col: 0, dir: 0 }, subLengths: [4, 3, 0, 0, 0], allowedCommands: 2 });

function run(state: RunState, n: number): RunState {
  let s = state;
  for (let i = 0; i < n; i++) s = stepRun(s);
  return s;
}

describe('createRun / stepRun', () => {
  it('starts in F1 at the first non-empty slot', () => {
    const program = parseProgram('_F_2|_F|', line);
    program.functions[0] = [null, ...(program.functions[0] ?? []).slice(0, 3)];
    const state = createRun(line, program);
    expect(state.stack).toEqual([{ fn: 0, slot: 1, entrySteps: 0 }]);
    expect(state).toMatchObject({ event: 'start', executed: null, outcome: null, steps: 0, starsLeft: 1, row: 0, col: 0, dir: 0 });
  });

  it('executes one slot per call and shows the stack with callers at their call slot', () => {
    const s0 = createRun(line, '_F_2_F|_R_L|');
    const s1 = stepRun(s0);
    expect(s1).toMatchObject({ event: 'forward', executed: { fn: 0, slot: 0 }, col: 1, steps: 1 });
    expect(s1.stack.map(({ fn, slot }) => ({ fn, slot }))).toEqual([{ fn: 0, slot: 1 }]);
    const s2 = stepRun(s1);
    expect(s2).toMatchObject({ event: 'call', executed: { fn: 0, slot: 1 }, calls: 1, maxStack: 2, steps: 1 });
    expect(s2.stack).toEqual([{ fn: 0, slot: 1, entrySteps: 0 }, { fn: 1, slot: 0, entrySteps: 1 }]);
    const s3 = stepRun(s2);
    expect(s3).toMatchObject({ event: 'turn', dir: 1, executed: { fn: 1, slot: 0 } });
    const s4 = stepRun(s3);
    // F2 ran out: the run is back in F1 after the call.
    expect(s4).toMatchObject({ event: 'turn', dir: 0 });
    expect(s4.stack).toEqual([{ fn: 0, slot: 2, entrySteps: 0 }]);
    // The earlier states are untouched.
    expect(s1.stack).toEqual([{ fn: 0, slot: 1, entrySteps: 0 }]);
    expect(s0).toMatchObject({ steps: 0, col: 0, event: 'start' });
  });

  it('reports skips, paints, stars and the win, then stays put', () => {
    const s = createRun(line, 'rF_g_F_1|||');
    const skipped = stepRun(s);
    expect(skipped).toMatchObject({ event: 'skip', skipped: 1, steps: 0 });
    const painted = stepRun(skipped);
    expect(painted).toMatchObject({ event: 'paint', steps: 1 });
    expect(painted.colors[0]).toBe('GBRBB');
    expect(line.colors[0]).toBe('BBRBB');
    const moved = stepRun(painted);
    expect(moved).toMatchObject({ event: 'forward', col: 1 });
    const done = run(moved, 20);
    expect(done).toMatchObject({ outcome: 'won', event: 'won', col: 4, starsLeft: 0, starsTaken: 1 });
    expect(done.items[0]).toBe('.....');
    expect(stepRun(done)).toBe(done);
  });

  it('ends with programEnded and an empty stack when F1 runs out', () => {
    const end = run(createRun(line, '_F|'), 1);
    expect(end).toMatchObject({ outcome: 'programEnded', event: 'forward', stack: [] });
    expect(createRun(line, '|||||')).toMatchObject({ outcome: 'programEnded' });
  });

  it('keeps the culprit slot on the stack when a run is lost', () => {
    const loop = run(createRun(line, '_F_2|rR_2|'), 4);
    expect(loop).toMatchObject({ outcome: 'infiniteLoop', loop: { fn: 1, caller: 1 }, event: 'call' });
    expect(loop.stack.at(-1)).toMatchObject({ fn: 1, slot: 1 });
    const fell = run(createRun(line, '_L_F|'), 2);
    expect(fell).toMatchObject({ outcome: 'fell', event: 'fell', row: -1, col: 0, fellFrom: { row: 0, col: 0 } });
  });

  it('stepToNextAction runs through calls and skips to the next step', () => {
    const s = stepToNextAction(createRun(line, 'rF_2|gF_F|'));
    expect(s).toMatchObject({ event: 'forward', steps: 1, skipped: 2, calls: 1, col: 1 });
    expect(stepToNextAction(createRun(line, '_1|'))).toMatchObject({ outcome: 'infiniteLoop', steps: 0 });
  });

  it('finishRun ends a run part-way where stepping it to the end would, and leaves a finished one alone', () => {
    for (const program of ['_L_1|', '_F_1|', 'rF_2|gF_F|', '_1|']) {
      let stepped = stepRun(stepRun(createRun(line, program)));
      const finished = finishRun(stepped);
      while (stepped.outcome === null) stepped = stepRun(stepped);
      expect(finished).toEqual(stepped);
      expect(runResultOf(finished)).toEqual(runProgram(line, program));
      expect(finishRun(finished)).toBe(finished);
    }
  });

  it('runResultOf is null while running', () => {
    expect(runResultOf(createRun(line, '_F|'))).toBeNull();
  });
});

// Random small boards and programs: the slot-by-slot run and the fast run must agree exactly.
const slotArb = fc.option(fc.tuple(fc.constantFrom('_', '_', 'r', 'g', 'b'), fc.constantFrom(...'FFLR12345rgb'.split(''))).map(([c, a]) => c + a), { freq: 6 });
const programArb = fc.array(fc.array(slotArb, { maxLength: 6 }), { minLength: 5, maxLength: 5 });

describe('step-by-step and fast runs agree', () => {
  it('on random boards and programs', () => {
    fc.assert(fc.property(smallLevelArb, programArb, fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 1, max: 40 }), (level, fns, maxSteps, maxStack) => {
      const program = parseProgram(fns.map((f) => `${f.map((s) => s ?? '').join('')}|`).join(''));
      // Put the empty slots back, so both interpreters meet gaps.
      program.functions = fns.map((f, i) => {
        const instructions = [...(program.functions[i] ?? [])];
        return f.map((s) => (s === null ? null : instructions.shift() ?? null));
      });
      const limits = { maxSteps, maxStack };
      expect(runBySteps(level, program, limits)).toEqual(runProgram(level, program, limits));
      expect(formatProgram(program)).toBe(fns.map((f) => `${f.filter(Boolean).join('')}|`).join(''));
    }), { numRuns: 400 });
  });
});

// Program objects as callers build them: any of F1..F5 called, functions empty or missing from the
// array altogether, empty slots anywhere, on the campaign's boards; runs long enough to matter.
const instructionArb = fc.record({
  condition: fc.constantFrom<Color | null>(null, null, 'R', 'G', 'B'),
  action: fc.oneof(
    fc.constantFrom<Action>({ kind: 'forward' }, { kind: 'left' }, { kind: 'right' }),
    fc.integer({ min: 0, max: FUNCTION_COUNT - 1 }).map((fn): Action => ({ kind: 'call', fn })),
    fc.constantFrom<Color>('R', 'G', 'B').map((color): Action => ({ kind: 'paint', color })),
  ),
});
const programObjectArb: fc.Arbitrary<Program> = fc
  .array(fc.array(fc.option(instructionArb, { freq: 5 }), { maxLength: MAX_SLOTS }), { maxLength: FUNCTION_COUNT })
  .map((functions) => ({ functions }));

describe('step-by-step and fast runs agree on the campaign', () => {
  it('for programs calling every function, empty and missing ones included', () => {
    const called = new Set<number>();
    let calledEmpty = 0;
    fc.assert(fc.property(
      fc.constantFrom(...CAMPAIGN), programObjectArb, fc.integer({ min: 1, max: 5_000 }), fc.integer({ min: 1, max: 2_000 }),
      (level, program, maxSteps, maxStack) => {
        const limits = { maxSteps, maxStack };
        const fast = runProgram(level, program, limits);
        expect(runBySteps(level, program, limits)).toEqual(fast);
        // Stepping state by state (as the stage does) ends the same way.
        let state = createRun(level, program, limits);
        for (let i = 0; i < 200 && state.outcome === null; i++) state = stepRun(state);
        while (state.outcome === null) state = stepToNextAction(state);
        expect(runResultOf(state)).toEqual(fast);
        for (const slots of program.functions) {
          for (const slot of slots) {
            if (slot?.action.kind !== 'call') continue;
            called.add(slot.action.fn);
            if ((program.functions[slot.action.fn] ?? []).every((s) => s === null)) calledEmpty++;
          }
        }
      },
    ), { numRuns: 300 });
    // The generator did reach every function and calls to empty or missing ones.
    expect([...called].sort()).toEqual([0, 1, 2, 3, 4]);
    expect(calledEmpty).toBeGreaterThan(10);
  });
});

describe('runs stepped in turns', () => {
  it('each goes as it goes alone, and an old state steps again to the same place', () => {
    fc.assert(fc.property(fc.constantFrom(...CAMPAIGN), fc.constantFrom(...CAMPAIGN), fc.integer({ min: 1, max: 60 }), (a, b, n) => {
      const alone = (level: Level) => {
        const states = [createRun(level, level.solution ?? '')];
        for (let i = 0; i < n; i++) states.push(stepRun(states.at(-1)!));
        return states;
      };
      const soloA = alone(a);
      const soloB = alone(b);
      let x = createRun(a, a.solution ?? '');
      let y = createRun(b, b.solution ?? '');
      for (let i = 0; i < n; i++) {
        x = stepRun(x);
        y = stepRun(y);
        expect(x).toEqual(soloA[i + 1]);
        expect(y).toEqual(soloB[i + 1]);
      }
      // Back to the middle of A's run: the same next state as the first time.
      const mid = soloA[Math.floor(n / 2)]!;
      expect(stepRun(mid)).toEqual(soloA[Math.floor(n / 2) + 1]);
    }), { numRuns: 60 });
  });
});
