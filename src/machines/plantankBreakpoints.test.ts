import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { campaignLevel, parseProgram, runBySteps, type Level } from '../logic/plantank/index.ts';
import { statusOf } from './gameStatus';
import { createPlantankMachine } from './plantankMachine';
import { atBreakpoint, breakpointPause, createStage, slotsExecuted, stepStage, tickStage, type PlantankParams } from './plantankStage';
import { fakeFrameLoop } from './statusTestKit';

const FIRST_DRIVE = campaignLevel('pt-01') as Level; // `_F_F` wins on its second step
const LONG_ROAD = campaignLevel('pt-05') as Level; // `_F_1`: forward, then F1 again, until the stars run out

function params(level: Level, program: string, breakpoints: string[], speed = 6): PlantankParams {
  return { level, program: parseProgram(program, level), speed, breakpoints };
}

function makeActor(p: PlantankParams) {
  const { logic } = fakeFrameLoop();
  return createActor(createPlantankMachine({ frameLoop: logic }), { input: { params: p } }).start();
}

const top = (actor: ReturnType<typeof makeActor>) => {
  const stack = actor.getSnapshot().context.stage.run.stack;
  const frame = stack[stack.length - 1];
  return frame ? `${frame.fn}:${frame.slot}` : '';
};
const status = (actor: ReturnType<typeof makeActor>) => statusOf(actor.getSnapshot());

describe('breakpoints: the machine', () => {
  it('RUNNING --TICK--> PAUSE just before a slot with a breakpoint, which has not run', () => {
    const actor = makeActor(params(LONG_ROAD, '_F_1|', ['0:1']));
    actor.send({ type: 'START' });
    actor.send({ type: 'TICK', ms: 1 });
    expect(status(actor)).toBe('RUNNING');
    actor.send({ type: 'TICK', ms: 5000 });
    expect(status(actor)).toBe('PAUSE');
    const run = actor.getSnapshot().context.stage.run;
    expect(top(actor)).toBe('0:1');
    expect([run.steps, run.calls]).toEqual([1, 0]);
    // The request was taken: the stage does not ask again.
    expect(actor.getSnapshot().context.stage.breakHit).toBe(false);
  });

  it('a breakpoint on the first slot pauses the run before anything runs', () => {
    const actor = makeActor(params(FIRST_DRIVE, '_F_F|', ['0:0']));
    actor.send({ type: 'START' });
    actor.send({ type: 'TICK', ms: 16 });
    expect(status(actor)).toBe('PAUSE');
    expect(actor.getSnapshot().context.stage.run.steps).toBe(0);
  });

  it('PAUSE --START--> RUNNING runs the slot it stopped at, and stops there again on the next pass', () => {
    const actor = makeActor(params(LONG_ROAD, '_F_1|', ['0:1']));
    actor.send({ type: 'START' });
    actor.send({ type: 'TICK', ms: 5000 });
    actor.send({ type: 'START' });
    expect(status(actor)).toBe('RUNNING');
    actor.send({ type: 'TICK', ms: 1 });
    expect(actor.getSnapshot().context.stage.run.calls).toBe(1);
    actor.send({ type: 'TICK', ms: 5000 });
    expect(status(actor)).toBe('PAUSE');
    expect(actor.getSnapshot().context.stage.run.steps).toBe(2);
    expect(top(actor)).toBe('0:1');
  });

  it('PAUSE --STEP--> PAUSE runs the slot with the breakpoint; Go then does not stop where the Step left it', () => {
    const actor = makeActor(params(LONG_ROAD, '_F_1|', ['0:0', '0:1']));
    actor.send({ type: 'START' });
    actor.send({ type: 'TICK', ms: 16 });
    expect([status(actor), top(actor)]).toEqual(['PAUSE', '0:0']);
    actor.send({ type: 'STEP' });
    expect([status(actor), top(actor)]).toEqual(['PAUSE', '0:1']);
    expect(actor.getSnapshot().context.stage.run.steps).toBe(1);
    actor.send({ type: 'START' });
    actor.send({ type: 'TICK', ms: 5000 });
    // The call at 0:1 ran (the Step had stopped there); the next stop is 0:0 inside the new F1.
    expect([status(actor), top(actor)]).toEqual(['PAUSE', '0:0']);
    expect(actor.getSnapshot().context.stage.run.calls).toBe(1);
  });

  it('PAUSE --INPUT breakpoints--> PAUSE with the new breakpoints, which the run then honours', () => {
    const actor = makeActor(params(LONG_ROAD, '_F_1|', ['0:1']));
    actor.send({ type: 'START' });
    actor.send({ type: 'TICK', ms: 5000 });
    actor.send({ type: 'INPUT', input: { type: 'breakpoints', at: ['0:0'] } });
    expect(status(actor)).toBe('PAUSE');
    expect([...actor.getSnapshot().context.stage.breakpoints]).toEqual(['0:0']);
    actor.send({ type: 'START' });
    actor.send({ type: 'TICK', ms: 5000 });
    expect([status(actor), top(actor)]).toEqual(['PAUSE', '0:0']);
  });

  it('a paused run takes no other input (the speed catches up when it goes on)', () => {
    const actor = makeActor(params(LONG_ROAD, '_F_1|', ['0:1']));
    actor.send({ type: 'START' });
    actor.send({ type: 'TICK', ms: 5000 });
    actor.send({ type: 'INPUT', input: { type: 'speed', speed: 2 } });
    expect(actor.getSnapshot().context.stage.speed).toBe(6);
  });

  it('RUNNING --INPUT breakpoints--> RUNNING; removing every breakpoint lets the run end', () => {
    const actor = makeActor(params(FIRST_DRIVE, '_F_F|', ['0:1'], 10));
    actor.send({ type: 'START' });
    actor.send({ type: 'INPUT', input: { type: 'breakpoints', at: [] } });
    expect(status(actor)).toBe('RUNNING');
    actor.send({ type: 'TICK', ms: 16 });
    expect(status(actor)).toBe('OVER');
  });

  it('instant speed stops at breakpoints too', () => {
    const actor = makeActor(params(LONG_ROAD, '_F_1|', ['0:1'], 10));
    actor.send({ type: 'START' });
    actor.send({ type: 'TICK', ms: 16 });
    expect([status(actor), top(actor)]).toEqual(['PAUSE', '0:1']);
  });

  it('Skip to the end (FINISH) runs past every breakpoint, from a run or from a pause at one', () => {
    const actor = makeActor(params(FIRST_DRIVE, '_F_F|', ['0:0', '0:1']));
    actor.send({ type: 'START' });
    actor.send({ type: 'FINISH' });
    expect(status(actor)).toBe('OVER');
    expect(actor.getSnapshot().context.stage.run.outcome).toBe('won');
    const held = makeActor(params(FIRST_DRIVE, '_F_F|', ['0:1']));
    held.send({ type: 'START' });
    held.send({ type: 'TICK', ms: 5000 });
    expect([status(held), top(held)]).toEqual(['PAUSE', '0:1']);
    held.send({ type: 'FINISH' });
    expect(status(held)).toBe('OVER');
    expect(held.getSnapshot().context.stage.run.outcome).toBe('won');
  });

  it('READY --INPUT breakpoints--> READY with the new breakpoints, which the run then honours', () => {
    const actor = makeActor(params(LONG_ROAD, '_F_1|', []));
    const run = actor.getSnapshot().context.stage.run;
    actor.send({ type: 'INPUT', input: { type: 'breakpoints', at: ['0:1'] } });
    expect(status(actor)).toBe('READY');
    expect(actor.getSnapshot().context.stage.run).toBe(run);
    actor.send({ type: 'START' });
    actor.send({ type: 'TICK', ms: 5000 });
    expect([status(actor), top(actor)]).toEqual(['PAUSE', '0:1']);
  });

  it('an ended run ignores INPUT breakpoints (the next run takes them from its params)', () => {
    const actor = makeActor(params(FIRST_DRIVE, '_F_F|', [], 10));
    actor.send({ type: 'FINISH' });
    const ended = actor.getSnapshot().context;
    actor.send({ type: 'INPUT', input: { type: 'breakpoints', at: ['0:1'] } });
    expect(status(actor)).toBe('OVER');
    expect(actor.getSnapshot().context).toBe(ended);
  });

  it('START from OVER with new params carries their breakpoints into the new run', () => {
    const actor = makeActor(params(FIRST_DRIVE, '_F_F|', [], 10));
    actor.send({ type: 'START' });
    actor.send({ type: 'TICK', ms: 16 });
    expect(status(actor)).toBe('OVER');
    actor.send({ type: 'START', params: params(FIRST_DRIVE, '_F_F|', ['0:1'], 10) });
    actor.send({ type: 'TICK', ms: 16 });
    expect([status(actor), top(actor)]).toEqual(['PAUSE', '0:1']);
  });
});

describe('breakpoints: the stage', () => {
  it('no breakpoints: nothing changes (no request, the same stage on a pause)', () => {
    const stage = createStage(params(FIRST_DRIVE, '_F_F|', []));
    expect(atBreakpoint(stage)).toBe(false);
    expect(breakpointPause(stage)).toBeNull();
  });

  it('property: a run with breakpoints, resumed at each stop, ends as the same run without them', () => {
    // Bumpy Ring: F1 and F2 of four slots; its solution wins, the others lose in their own ways.
    const level = campaignLevel('pt-12') as Level;
    const keys = ['0:0', '0:1', '0:2', '0:3', '1:0', '1:1', '1:2'];
    const programs = ['_L_2_2_1|_F_R_F|', '_F_1|', '_F_2|_L_R|', '_R_2_1|_F_F|', '_L_F_1|', '_1|'];
    fc.assert(
      fc.property(fc.constantFrom(...programs), fc.subarray(keys), fc.integer({ min: 0, max: 10 }), (program, bps, speed) => {
        let stage = createStage(params(level, program, bps, speed));
        let stops = 0;
        for (let i = 0; i < 100_000 && stage.run.outcome === null; i++) {
          stage = tickStage(stage, 50);
          const paused = breakpointPause(stage);
          if (paused) {
            stops++;
            // Stopped before the slot ran: the top of the stack is a breakpoint.
            const frame = paused.run.stack[paused.run.stack.length - 1];
            expect(bps).toContain(`${frame?.fn}:${frame?.slot}`);
            stage = paused;
          }
        }
        const plain = runBySteps(level, parseProgram(program, level));
        expect(stage.run.outcome).toBe(plain.outcome);
        expect(stage.run.steps).toBe(plain.steps);
        if (bps.length === 0) expect(stops).toBe(0);
        expect(stops).toBeLessThanOrEqual(slotsExecuted(stage.run) + 1);
      }),
      { numRuns: 60 },
    );
  });

  it('a Step never stops at a breakpoint', () => {
    let stage = createStage(params(LONG_ROAD, '_F_1|', ['0:0', '0:1']));
    stage = stepStage(stepStage(stage));
    expect(slotsExecuted(stage.run)).toBe(2);
    expect(atBreakpoint(stage)).toBe(false);
  });
});
