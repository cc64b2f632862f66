import { describe, expect, it } from 'vitest';
import { campaignLevel, parseProgram, runProgram, type Level } from '../logic/plantank/index.ts';
import {
  applyInput,
  clampSpeed,
  createStage,
  emptyProgramRefusal,
  finishStage,
  INSTANT_SLOTS_PER_TICK,
  isStageOver,
  MAX_SLOTS_PER_TICK,
  slotTimeMs,
  stepStage,
  stepTimeMs,
  tickStage,
  type PlantankStage,
} from './plantankStage';

const LONG_ROAD = campaignLevel('pt-05') as Level; // 1x12 road, F1 of 2 slots: `_F_1` (11 steps, 10 calls)

function stageOf(level: Level, program: string, speed = 6): PlantankStage {
  return createStage({ level, program: parseProgram(program, level), speed });
}

describe('plantank stage timing', () => {
  it("uses RoboZZle's per-step time (10 - speed)^3 + 20 ms, and 0 for instant", () => {
    expect(stepTimeMs(0)).toBe(1020);
    expect(stepTimeMs(6)).toBe(84);
    expect(stepTimeMs(9)).toBe(21);
    expect(stepTimeMs(10)).toBe(0);
  });

  it('gives calls and skipped conditions a third of a step', () => {
    expect(slotTimeMs('forward', 6)).toBe(84);
    expect(slotTimeMs('turn', 6)).toBe(84);
    expect(slotTimeMs('call', 6)).toBe(28);
    expect(slotTimeMs('skip', 6)).toBe(28);
  });

  it('clamps speeds to whole numbers 0..10', () => {
    expect(clampSpeed(-3)).toBe(0);
    expect(clampSpeed(42)).toBe(10);
    expect(clampSpeed(6.4)).toBe(6);
    expect(clampSpeed(Number.NaN)).toBe(0);
  });
});

describe('plantank stage', () => {
  it('runs the first slot on the first tick, then waits a step time before the next', () => {
    let s = stageOf(LONG_ROAD, '_F_1|');
    s = tickStage(s, 1);
    expect(s.run.steps).toBe(1);
    expect(s.run.event).toBe('forward');
    expect(s.waitMs).toBe(84 - 1);
    s = tickStage(s, 82);
    expect(s.run.event).toBe('forward');
    s = tickStage(s, 1);
    // The call slot runs and is shown for a third of a step.
    expect(s.run.event).toBe('call');
    expect(s.run.steps).toBe(1);
    expect(s.waitMs).toBe(28);
  });

  it('returns the same stage when a tick runs nothing', () => {
    const s = tickStage(stageOf(LONG_ROAD, '_F_1|'), 1);
    expect(tickStage(s, 0)).toBe(s);
    const over = tickStage(stageOf(LONG_ROAD, '_F_1|', 10), 16);
    expect(isStageOver(over)).toBe(true);
    expect(tickStage(over, 16)).toBe(over);
  });

  it('plays a whole run to the same result as the fast interpreter', () => {
    let s = stageOf(LONG_ROAD, '_F_1|', 9);
    let ticks = 0;
    while (!isStageOver(s) && ticks < 10_000) {
      s = tickStage(s, 16);
      ticks++;
    }
    const fast = runProgram(LONG_ROAD, '_F_1|||||');
    expect(s.run.outcome).toBe('won');
    expect(s.run.steps).toBe(fast.steps);
    expect(s.run.calls).toBe(fast.calls);
    // 11 steps of 21 ms and 10 calls of 7 ms fit in ~19 frames of 16 ms, the first slot at once.
    expect(ticks).toBeGreaterThan(10);
    expect(ticks).toBeLessThan(25);
  });

  it('finishes at instant speed within a bounded number of slots per tick', () => {
    // Out of fuel: 1000 steps and 1000 calls.
    const s0 = stageOf(LONG_ROAD, '_L_1|', 10);
    const s1 = tickStage(s0, 16);
    expect(s1.run.steps + s1.run.calls).toBe(INSTANT_SLOTS_PER_TICK);
    let s = s1;
    let ticks = 1;
    while (!isStageOver(s)) {
      s = tickStage(s, 16);
      ticks++;
    }
    expect(s.run.outcome).toBe('outOfFuel');
    expect(ticks).toBe(Math.ceil(2000 / INSTANT_SLOTS_PER_TICK));
  });

  it('bounds the slots one long frame can run at timed speeds', () => {
    const s = tickStage(stageOf(LONG_ROAD, '_L_1|', 9), 100_000);
    expect(s.run.steps + s.run.calls).toBe(MAX_SLOTS_PER_TICK);
    expect(s.waitMs).toBeGreaterThanOrEqual(0);
  });

  it('steps one slot at a time, calls included', () => {
    let s = stageOf(LONG_ROAD, '_F_1|');
    s = stepStage(s);
    expect(s.run.event).toBe('forward');
    s = stepStage(s);
    expect(s.run.event).toBe('call');
    expect(s.run.stack.map((f) => f.fn)).toEqual([0, 0]);
    expect(s.waitMs).toBe(28);
  });

  it('changes speed on input, and a faster speed cuts the wait already begun', () => {
    let s = tickStage(stageOf(LONG_ROAD, '_F_1|', 0), 1);
    expect(s.waitMs).toBe(1019);
    s = applyInput(s, { type: 'speed', speed: 9 });
    expect(s.speed).toBe(9);
    expect(s.waitMs).toBe(21);
    expect(applyInput(s, { type: 'speed', speed: 9 })).toBe(s);
  });

  it('finishes a run at once (run to the end): the outcome a whole run gives', () => {
    const s = finishStage(tickStage(stageOf(LONG_ROAD, '_L_1|', 0), 1));
    expect(isStageOver(s)).toBe(true);
    expect(s.run.outcome).toBe('outOfFuel');
    expect(s.run.steps).toBe(runProgram(LONG_ROAD, '_L_1|').steps);
    expect(s.waitMs).toBe(0);
    expect(finishStage(s)).toBe(s);
  });

  it('ends at once when the program is empty (the program ended)', () => {
    const s = stageOf(LONG_ROAD, '|');
    expect(isStageOver(s)).toBe(true);
    expect(s.run.outcome).toBe('programEnded');
  });

  it('refuses Go with an empty program, counting each refusal; a program with an instruction goes', () => {
    const empty = stageOf(LONG_ROAD, '|');
    const once = emptyProgramRefusal(empty);
    expect(once).toEqual({ ...empty, refusals: 1 });
    expect(once && emptyProgramRefusal(once)?.refusals).toBe(2);
    expect(emptyProgramRefusal(stageOf(LONG_ROAD, '_F|'))).toBeNull();
  });
});
