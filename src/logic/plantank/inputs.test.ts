// @vitest-environment node
/**
 * Bad input at the public API: each call ends in bounded time, returning or throwing
 * PlantankInputError (or a subclass) that names the field. Calls that could hang run through the
 * bounded harness, so a regression fails the test instead of freezing the run. Here: run limits,
 * calls, deep stacks and wrong types; long links and levels at the entry are in inputs.levelsAndLinks.test.ts.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { BoundedModule, describeOutcome as describeCall } from '../../test/bounded';
import {
  campaignLevel, createRun, decodeLevel, decodeShare, describeOutcome, directionCount, emptyProgram, encodeLevel, encodeShare,
  findShortestSolution, formatLevelMap, formatProgram, instructionCount, isStepEvent, LevelFormatError, levelFromMap,
  MAX_RUN_STACK, MAX_RUN_STEPS, parseProgram, PlantankInputError,
  reachableTiles, runBySteps, runProgram, runResultOf, starRating, stepRun, finishRun, stepToNextAction, turnLeft,
} from './index.ts';
import type { Program } from './index.ts';
import { expectTyped, line, thrown } from './inputsTestKit';

const mod = new BoundedModule('logic/plantank/index.ts', 'PlantankInputError');
afterAll(() => mod.close());

const loopLevel = line(5, [4]);

describe('run limits (maxSteps, maxStack)', () => {
  it('refuses NaN, fractions, Infinity, 0 and past the maxima in bounded time, naming the field', async () => {
    for (const fn of ['runProgram', 'runBySteps', 'createRun']) {
      for (const [field, max] of [['maxStack', MAX_RUN_STACK], ['maxSteps', MAX_RUN_STEPS]] as const) {
        for (const value of [NaN, 2.5, Infinity, -Infinity, 0, -1, max + 1, 2 ** 53, '10']) {
          const args = [loopLevel, '_R_1|||||', { [field]: value }];
          expectTyped(await mod.call(fn, args), fn, args, new RegExp(`options\\.${field} must be an integer from 1 to ${max}, got`));
        }
      }
    }
  });

  it('accepts the maxima, and a run at them ends and agrees step by step', () => {
    expect([MAX_RUN_STEPS, MAX_RUN_STACK]).toEqual([10_000, 50_000]);
    const limits = { maxSteps: MAX_RUN_STEPS, maxStack: MAX_RUN_STACK };
    const fast = runProgram(loopLevel, '_R_1|||||', limits);
    expect(fast).toMatchObject({ outcome: 'outOfFuel', steps: MAX_RUN_STEPS, maxStack: MAX_RUN_STEPS });
    expect(runBySteps(loopLevel, '_R_1|||||', limits)).toEqual(fast);
    expect(runProgram(loopLevel, '_R_1|||||', { ...limits, maxStack: 1_000 })).toMatchObject({ outcome: 'stackOverflow', steps: 1_000, maxStack: 1_000 });
  });

  it('the error is the module type, with the field', () => {
    const error = thrown(() => runProgram(loopLevel, '_F|', { maxStack: 2.5 }));
    expect(error).toBeInstanceOf(PlantankInputError);
    expect(error).toMatchObject({ name: 'PlantankInputError', field: 'options.maxStack' });
    expect(thrown(() => runProgram(loopLevel, '_F|', null as never))).toMatchObject({ field: 'options' });
  });
});

describe('calls to functions that do not exist (F6 and beyond)', () => {
  const withCall = (fn: unknown): Program => ({
    functions: [[{ condition: null, action: { kind: 'forward' } }, { condition: null, action: { kind: 'call', fn } }] as Program['functions'][number], [], [], [], []],
  });

  it('are refused by both interpreters alike, naming the slot', async () => {
    for (const fn of [5, 8, 9, 10, -1, 1.5, NaN, '1', null]) {
      for (const name of ['runProgram', 'runBySteps', 'createRun']) {
        const args = [loopLevel, withCall(fn)];
        expectTyped(await mod.call(name, args), name, args, /program\.functions\[0\]\[1\] calls .*which does not exist: only F1\.\.F5/);
      }
    }
    const error = thrown(() => runProgram(loopLevel, withCall(5)));
    expect(error).toMatchObject({ field: 'program.functions[0][1].action.fn', message: expect.stringContaining('calls F6') });
    expect(thrown(() => runBySteps(loopLevel, withCall(5)))).toMatchObject({ field: 'program.functions[0][1].action.fn' });
  });

  it('a call to an empty or missing F1..F5 returns at once, in both interpreters', () => {
    // F2 is empty, F4 is missing from the functions array: both calls are calls, then F1 goes on.
    const program: Program = {
      functions: [[
        { condition: null, action: { kind: 'call', fn: 1 } },
        { condition: null, action: { kind: 'call', fn: 3 } },
        { condition: null, action: { kind: 'forward' } },
      ], []],
    };
    const expected = { outcome: 'programEnded', steps: 1, calls: 2, maxStack: 2, starsLeft: 1, final: { row: 0, col: 1, dir: 0 } };
    expect(runProgram(loopLevel, program)).toMatchObject(expected);
    expect(runBySteps(loopLevel, program)).toEqual(runProgram(loopLevel, program));
  });
});

describe('deep stacks in the step-by-step interpreter', () => {
  it('runBySteps is linear in the slots run, whatever the depth', async () => {
    // Five functions in a ring, one step a round: five frames a step, 50,000 frames deep at the
    // end. Copying the stack per slot, or scanning it per call, would take minutes here.
    const ring = '_R_2|_3|_4|_5|_1|';
    const limits = { maxSteps: MAX_RUN_STEPS, maxStack: MAX_RUN_STACK };
    const args = [loopLevel, ring, limits];
    const outcome = await mod.call('runBySteps', args);
    expect(outcome, describeCall('runBySteps', args, outcome)).toMatchObject({ kind: 'returned', type: 'object' });
    const deep = runBySteps(loopLevel, ring, limits);
    expect(deep).toEqual(runProgram(loopLevel, ring, limits));
    // Five frames a step, the most the rules allow: the stack bound is reachable, but only just.
    expect(deep).toMatchObject({ outcome: 'outOfFuel', steps: MAX_RUN_STEPS, maxStack: 5 * (MAX_RUN_STEPS - 1) + 1 });
    expect(runProgram(loopLevel, ring, { ...limits, maxStack: 40_000 })).toMatchObject({ outcome: 'stackOverflow', maxStack: 40_000 });
    const line = runBySteps(loopLevel, '_R_1|||||', limits);
    expect(line).toEqual(runProgram(loopLevel, '_R_1|||||', limits));
    expect(line).toMatchObject({ outcome: 'outOfFuel', steps: MAX_RUN_STEPS, maxStack: MAX_RUN_STEPS });
  });

  it('stepping a deep run one slot at a time keeps each state intact', () => {
    let state = createRun(loopLevel, '_R_1|||||', { maxSteps: 5_000, maxStack: 5_000 });
    const early = stepToNextAction(stepToNextAction(state));
    while (state.outcome === null) state = stepToNextAction(state);
    expect(state.stack).toHaveLength(5_000);
    expect(runResultOf(state)).toEqual(runProgram(loopLevel, '_R_1|||||', { maxSteps: 5_000, maxStack: 5_000 }));
    expect(early.stack).toEqual([{ fn: 0, slot: 1, entrySteps: 0 }, { fn: 0, slot: 1, entrySteps: 1 }]);
    expect(stepRun(early)).toEqual(stepRun(early));
  });
});

describe('wrong types at every export', () => {
  const level = loopLevel;
  const result = runProgram(level, '_F|');
  const cases: [string, () => unknown, string][] = [
    ['parseProgram(null)', () => parseProgram(null as never), 'text'],
    ['parseProgram(5)', () => parseProgram(5 as never), 'text'],
    ['parseProgram({})', () => parseProgram({} as never), 'text'],
    ['parseProgram(text, 5)', () => parseProgram('_F|', 5 as never), 'level'],
    ['runProgram(level, null)', () => runProgram(level, null as never), 'program'],
    ['runProgram(level, {functions: 5})', () => runProgram(level, { functions: 5 } as never), 'program.functions'],
    ['runProgram(null, text)', () => runProgram(null as never, '_F|'), 'level'],
    ['runBySteps(level, {})', () => runBySteps(level, {} as never), 'program.functions'],
    ['createRun(level, [])', () => createRun(level, [] as never), 'program'],
    ['findShortestSolution maxInstructions NaN', () => findShortestSolution(level, { maxInstructions: NaN }), 'options.maxInstructions'],
    ['findShortestSolution maxInstructions 1e9', () => findShortestSolution(level, { maxInstructions: 1e9 }), 'options.maxInstructions'],
    ['findShortestSolution maxRuns 0.5', () => findShortestSolution(level, { maxInstructions: 3, maxRuns: 0.5 }), 'options.maxRuns'],
    ['findShortestSolution no options', () => findShortestSolution(level, undefined as never), 'options'],
    ['directionCount("tri")', () => directionCount('tri' as never), 'grid'],
    ['turnLeft("hex", 9)', () => turnLeft('hex', 9), 'dir'],
    ['starRating(NaN, 5)', () => starRating(NaN, 5), 'instructions'],
    ['starRating(3, Infinity)', () => starRating(3, Infinity), 'par'],
    ['campaignLevel(5)', () => campaignLevel(5 as never), 'id'],
    ['isStepEvent("jump")', () => isStepEvent('jump' as never), 'event'],
    ['describeOutcome(bogus outcome)', () => describeOutcome({ ...result, outcome: 'bogus' as never }, level), 'result.outcome'],
    ['describeOutcome(no final)', () => describeOutcome({ ...result, final: null as never }, level), 'result.final'],
    ['instructionCount(null)', () => instructionCount(null as never), 'program'],
    ['formatProgram(slot undefined)', () => formatProgram({ functions: [[undefined as never]] }), 'program.functions[0][0]'],
    ['formatProgram(paint purple)', () => formatProgram({ functions: [[{ condition: null, action: { kind: 'paint', color: 'P' as never } }]] }), 'program.functions[0][0].action.color'],
    ['formatProgram(11 slots)', () => formatProgram({ functions: [new Array(11).fill(null)] }), 'program.functions[0]'],
    ['emptyProgram({})', () => emptyProgram({} as never), 'level.id'],
    ['levelFromMap(null)', () => levelFromMap(null as never), 'spec'],
    ['formatLevelMap({colors: 5})', () => formatLevelMap({ colors: 5, items: ['.'] } as never), 'level.colors'],
    ['reachableTiles(null)', () => reachableTiles(null as never), 'level'],
    ['decodeLevel(5)', () => decodeLevel(5 as never), 'level'],
    ['encodeLevel({})', () => encodeLevel({} as never), 'level.id'],
    ['encodeShare(null)', () => encodeShare(null as never), 'data'],
    ['encodeShare(other level)', () => encodeShare({ levelId: 'x', program: '_F|', level }), 'data.level.id'],
    ['encodeShare(lone surrogate id)', () => encodeShare({ levelId: 'pt-\ud83e', program: '_F|' }), 'data.levelId'],
    ['encodeShare(empty id)', () => encodeShare({ levelId: '', program: '_F|' }), 'data.levelId'],
    ['decodeShare(null)', () => decodeShare(null as never), 'link'],
    ['stepRun(null)', () => stepRun(null as never), 'state'],
    ['stepRun({})', () => stepRun({} as never), 'state.outcome'],
    ['finishRun({})', () => finishRun({} as never), 'state.outcome'],
    ['runResultOf({outcome: "won"})', () => runResultOf({ outcome: 'won' } as never), 'state.steps'],
  ];

  it.each(cases)('%s throws PlantankInputError naming the field', (_, call, field) => {
    const error = thrown(call);
    expect(error).toBeInstanceOf(PlantankInputError);
    expect((error as PlantankInputError).field).toBe(field);
    expect((error as Error).message.length).toBeGreaterThan(0);
  });

  it('the existing error classes are PlantankInputErrors, with their own names and messages', () => {
    const parse = thrown(() => parseProgram('_X|'));
    expect(parse).toBeInstanceOf(PlantankInputError);
    expect(parse).toMatchObject({ name: 'ProgramParseError', field: 'program', position: 1 });
    const link = thrown(() => decodeShare('hello'));
    expect(link).toBeInstanceOf(PlantankInputError);
    expect(link).toMatchObject({ name: 'ShareLinkError', message: 'share link: this is not a Plan Tank link' });
    const format = thrown(() => runProgram({ ...level, grid: 'tri' as never }, '_F|'));
    expect(format).toBeInstanceOf(LevelFormatError);
    expect(format).toMatchObject({ name: 'LevelFormatError', field: 'level.grid', message: "grid must be 'hex' or 'square', got \"tri\"" });
  });
});
