import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instructionCode } from './compiledRun.ts';
import { compileBoard } from './grid.ts';
import { parseProgram } from './programText.ts';
import { LOST, ResumableRun, WON } from './resumableRun.ts';
import { runProgram } from './runProgram.ts';
import { CAMPAIGN } from './campaign.ts';
import { smallLevelArb } from '../../test/plantankLevels.ts';
import type { Action, Color, Instruction, Level, Program } from './types.ts';
import { FUNCTION_COUNT, MAX_SLOTS } from './types.ts';

/** The solver's interpreter with a whole program written in, run from the start. */
class WholeRun extends ResumableRun {
  constructor(level: Level) {
    super(level, compileBoard(level));
  }

  /** WON or LOST, and the steps taken (a loss may stop early: the interpreter cuts cycles). */
  runWhole(program: Program): { outcome: number; steps: number } {
    for (let f = 0; f < FUNCTION_COUNT; f++) {
      // The search writes a function's slots end to end and closes it after the last one.
      const slots = (program.functions[f] ?? []).filter((s): s is Instruction => s !== null);
      slots.forEach((slot, i) => {
        const code = instructionCode(slot);
        this.cond[f * MAX_SLOTS + i] = code >> 4;
        this.op[f * MAX_SLOTS + i] = code & 15;
      });
      this.closedAt[f] = slots.length;
    }
    this.reset();
    const outcome = this.run();
    return { outcome, steps: (this as unknown as { steps: number }).steps };
  }
}

const instructionArb = fc.record({
  condition: fc.constantFrom<Color | null>(null, null, 'R', 'G', 'B'),
  action: fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom<Action>({ kind: 'forward' }, { kind: 'forward' }, { kind: 'left' }, { kind: 'right' }) },
    { weight: 2, arbitrary: fc.integer({ min: 0, max: FUNCTION_COUNT - 1 }).map((fn): Action => ({ kind: 'call', fn })) },
    { weight: 1, arbitrary: fc.constantFrom<Color>('R', 'G', 'B').map((color): Action => ({ kind: 'paint', color })) },
  ),
});
// Up to the level's 6 slots a function, empty ones anywhere.
const programArb: fc.Arbitrary<Program> = fc
  .array(fc.array(fc.option(instructionArb, { freq: 5 }), { maxLength: 6 }), { minLength: FUNCTION_COUNT, maxLength: FUNCTION_COUNT })
  .map((functions) => ({ functions }));

function agree(level: Level, program: Program): void {
  const fast = runProgram(level, program);
  const solver = new WholeRun(level).runWhole(program);
  expect(solver.outcome === WON ? 'won' : solver.outcome === LOST ? 'lost' : `outcome ${solver.outcome}`).toBe(fast.outcome === 'won' ? 'won' : 'lost');
  if (fast.outcome === 'won') expect(solver.steps).toBe(fast.steps);
}

// The solver runs the programs it builds on its own interpreter, kept apart from compiledRun's for
// its saved states and cycle cut; both must follow the same rules.
describe("the solver's interpreter and the fast run agree", () => {
  it('on random boards and whole programs: the same win, in the same steps', () => {
    fc.assert(fc.property(smallLevelArb, programArb, (level, program) => {
      agree(level, program);
    }), { numRuns: 600 });
  });

  it('on every campaign level, with its own solution and with random programs', () => {
    let wins = 0;
    for (const level of CAMPAIGN) {
      const solution = parseProgram(level.solution ?? '', level);
      if (runProgram(level, solution).outcome === 'won') wins++;
      agree(level, solution);
    }
    expect(wins).toBe(CAMPAIGN.length);
    fc.assert(fc.property(fc.constantFrom(...CAMPAIGN), programArb, (level, program) => {
      // Only the functions and slots the level has.
      const fitted = { functions: program.functions.map((slots, f) => slots.slice(0, level.subLengths[f] ?? 0)) };
      agree(level, fitted);
    }), { numRuns: 300 });
  });
});
