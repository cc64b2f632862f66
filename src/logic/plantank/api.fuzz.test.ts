// @vitest-environment node
/**
 * Fuzz of Plan Tank's public API: every function index.ts exports answers any input in bounded
 * time, by returning or by throwing PlantankInputError (or a subclass) with a message. Each call
 * runs in a worker thread (src/test/bounded.ts), so a hang fails the test instead of freezing it.
 * Arguments arrive there as structured clones, so every level, program and run state is foreign to
 * the module and takes the full check.
 *
 * Two kinds of input per export: arbitrary values, and near-valid ones (a real level, program,
 * state or link with one field or character corrupted) that get past the first checks to the deep ones.
 * The values and arbitraries they are made of are in apiFuzzInputs.ts.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { answered, BoundedModule, describeOutcome } from '../../test/bounded';
import { exportedFunctions } from '../../test/hostile';
import type { BoundedOutcome } from '../../test/bounded';
import {
  badInstructionArb, boundedSearch, boundedSolve, coord, dataOf, deepLinkArb, edgeNumber, grid, hostile, instructionArb, levelArb,
  levelWithTextArb, limitsArb, linkArb, near, nearBoth, nearLevelArb, nearProgramArb, nearStateArb, programArb, recordOf, runArgs,
  specOf, stateArb,
} from './apiFuzzInputs';
import * as plantank from './index.ts';
import { CAMPAIGN, encodeLevel, formatLevelMap, formatProgram, runBySteps } from './index.ts';

/** Calls per export and kind of input (35 exports, two kinds: about 10-30 s here). PLANTANK_FUZZ_RUNS raises it by hand. */
const RUNS_PER_EXPORT = Number(process.env.PLANTANK_FUZZ_RUNS) || 300;

/** Every function exported at runtime, classes aside: a new export without an entry in NEAR_VALID fails. */
const EXPORTED = exportedFunctions(plantank);

const mod = new BoundedModule('logic/plantank/index.ts', 'PlantankInputError');
afterAll(() => mod.close());

/** Near-valid arguments for each export, from the inputs in apiFuzzInputs.ts. */
const NEAR_VALID: Record<string, fc.Arbitrary<unknown[]>> = {
  directionCount: near(grid.map((g) => [g])),
  turnLeft: near(fc.tuple(grid, fc.integer({ min: 0, max: 5 }))),
  turnRight: near(fc.tuple(grid, fc.integer({ min: 0, max: 5 }))),
  forwardCell: near(fc.tuple(grid, coord, coord, fc.integer({ min: 0, max: 5 }))),
  neighbours: near(fc.tuple(grid, fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 20 }), coord, coord)),
  emptyProgram: nearBoth(levelArb.map((l) => [l]), nearLevelArb.map((l) => [l])),
  formatInstruction: nearBoth(instructionArb.map((i) => [i]), badInstructionArb.map((i) => [i])),
  formatProgram: nearBoth(programArb.map((p) => [p]), nearProgramArb.map((p) => [p])),
  instructionCount: nearBoth(programArb.map((p) => [p]), nearProgramArb.map((p) => [p])),
  parseProgram: near(fc.oneof(levelWithTextArb.map(([l, t]) => [t, l]), programArb.map((p) => [formatProgram(p)]))),
  runProgram: nearBoth(fc.oneof(fc.tuple(levelArb, programArb, limitsArb), levelWithTextArb.map(([l, t]) => [l, t])), runArgs),
  runBySteps: nearBoth(fc.oneof(fc.tuple(levelArb, programArb, limitsArb), levelWithTextArb.map(([l, t]) => [l, t])), runArgs),
  createRun: nearBoth(fc.tuple(levelArb, programArb, limitsArb), runArgs),
  stepRun: nearBoth(stateArb.map((s) => [s]), nearStateArb.map((s) => [s])),
  stepToNextAction: nearBoth(stateArb.map((s) => [s]), nearStateArb.map((s) => [s])),
  finishRun: nearBoth(stateArb.map((s) => [s]), nearStateArb.map((s) => [s])),
  runResultOf: near(stateArb.map((s) => {
    let state = s;
    for (let i = 0; i < 2_000 && state.outcome === null; i++) state = plantank.stepToNextAction(state);
    return [state];
  })),
  isStepEvent: near(fc.constantFrom('start', 'forward', 'star', 'turn', 'paint', 'call', 'skip', 'fell', 'won').map((e) => [e])),
  describeOutcome: near(fc.tuple(levelArb, programArb).map(([l, p]) => [runBySteps(l, p), l])),
  fromRoboZZle: near(levelArb.map((l) => [recordOf(l)])),
  levelProblems: nearBoth(levelArb.map((l) => [l]), nearLevelArb.map((l) => [l])),
  reachableTiles: nearBoth(levelArb.map((l) => [l]), nearLevelArb.map((l) => [l])),
  formatLevelMap: near(levelArb.map((l) => [{ colors: l.colors, items: l.items }])),
  levelFromMap: near(levelArb.map((l) => [specOf(l)])),
  parseLevelMap: near(levelArb.map((l) => [formatLevelMap(l)])),
  decodeLevel: near(fc.oneof(levelArb.map((l) => [encodeLevel(l)]), deepLinkArb.map((link) => [link.split('~')[3]]))),
  encodeLevel: nearBoth(levelArb.map((l) => [l]), nearLevelArb.map((l) => [l])),
  levelFromData: nearBoth(levelArb.map((l) => [dataOf(l)]), nearLevelArb.map((l) => [dataOf(l)])),
  decodeShare: near(fc.oneof(linkArb.map((link) => [link]), deepLinkArb.map((link) => [link]))),
  encodeShare: near(fc.tuple(levelWithTextArb, fc.boolean(), fc.boolean()).map(([[level, text], withLevel, asObject]) => {
    const program = asObject ? plantank.parseProgram(text) : text;
    return [withLevel ? { levelId: level.id, program, level } : { levelId: level.id, program }];
  })),
  campaignLevel: near(fc.constantFrom(...CAMPAIGN.map((l) => [l.id]))),
  nextCampaignLevel: near(fc.constantFrom(...CAMPAIGN.map((l) => [l.id]))),
  starRating: near(fc.tuple(fc.integer({ min: 0, max: 50 }), fc.integer({ min: 1, max: 50 }))),
  findShortestSolution: nearBoth(
    fc.tuple(levelArb, fc.record({ maxInstructions: fc.integer({ min: 0, max: 5 }), maxRuns: fc.integer({ min: 1, max: 3_000 }) })),
    fc.tuple(nearLevelArb, fc.record({ maxInstructions: fc.oneof(fc.integer({ min: 0, max: 5 }), edgeNumber), maxRuns: fc.oneof(fc.integer({ min: 1, max: 3_000 }), edgeNumber) })),
  ).map(boundedSearch),
  solveLevel: nearBoth(
    fc.tuple(levelArb, fc.record({ timeMs: fc.integer({ min: 0, max: 30 }), keep: fc.constantFrom('_F|', '|||||') }, { requiredKeys: ['timeMs'] })),
    fc.tuple(nearLevelArb, fc.record({ timeMs: fc.oneof(fc.integer({ min: 0, max: 30 }), edgeNumber), keep: fc.oneof(programArb, nearProgramArb) }, { requiredKeys: [] })),
  ).map(boundedSolve),
};

// ---- The properties ------------------------------------------------------------------------------

const tally = { calls: 0, returned: 0, threw: 0 };
const nearTally = new Map<string, { returned: number; threw: number }>();

async function check(fn: string, args: unknown[]): Promise<BoundedOutcome> {
  const outcome = await mod.call(fn, args);
  tally.calls++;
  if (outcome.kind === 'returned') tally.returned++;
  if (outcome.kind === 'threw') tally.threw++;
  if (!answered(outcome)) throw new Error(describeOutcome(fn, args, outcome));
  return outcome;
}

afterAll(() => {
  console.info(`plantank api fuzz: ${tally.calls} calls (${tally.returned} returned, ${tally.threw} threw a PlantankInputError) over ${EXPORTED.length} exports`);
});

describe('Plan Tank public API under fuzzing', () => {
  it('covers every runtime export, each with near-valid inputs', () => {
    expect(EXPORTED.length).toBeGreaterThanOrEqual(33);
    expect(Object.keys(NEAR_VALID).sort()).toEqual(EXPORTED);
  });

  it.each(EXPORTED)('%s answers arbitrary values in bounded time', async (fn) => {
    await fc.assert(
      fc.asyncProperty(fc.array(hostile, { maxLength: 4 }), async (args) => {
        await check(fn, args);
      }),
      { numRuns: RUNS_PER_EXPORT, endOnFailure: true },
    );
  }, 120_000);

  it.each(EXPORTED)('%s answers near-valid inputs in bounded time, both returning and refusing', async (fn) => {
    const arb = NEAR_VALID[fn];
    expect(arb, `${fn} has no near-valid inputs in NEAR_VALID`).toBeDefined();
    if (!arb) return;
    const seen = { returned: 0, threw: 0 };
    nearTally.set(fn, seen);
    await fc.assert(
      fc.asyncProperty(arb, async (args) => {
        const outcome = await check(fn, args);
        if (outcome.kind === 'returned') seen.returned++;
        else seen.threw++;
      }),
      { numRuns: RUNS_PER_EXPORT, endOnFailure: true },
    );
    // Both the valid path and the checks deep inside it were reached (levelProblems reports, not throws).
    expect(seen.returned, `${fn}: no near-valid input was accepted`).toBeGreaterThan(0);
    if (fn !== 'levelProblems') expect(seen.threw, `${fn}: no near-valid input was refused`).toBeGreaterThan(0);
  }, 120_000);

  it('counted every call', () => {
    expect(tally.calls).toBe(EXPORTED.length * RUNS_PER_EXPORT * 2);
  });
});
