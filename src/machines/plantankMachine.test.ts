import { describe, expect, it } from 'vitest';
import { fakeFrameLoop, itMakesEveryTransition, RUN_EVENTS, STATUS_EVENTS } from './statusTestKit';
import { createActor } from 'xstate';
import { campaignLevel, describeOutcome, parseProgram, runBySteps, runResultOf, type Level, type RunResult } from '../logic/plantank/index.ts';
import { statusOf, type GameStatus } from './gameStatus';
import { createPlantankMachine, type PlantankEvent } from './plantankMachine';
import type { PlantankParams } from './plantankStage';

const FIRST_DRIVE = campaignLevel('pt-01') as Level; // `bbBb`, tank at col 0 facing east, F1 has 3 slots
const LONG_ROAD = campaignLevel('pt-05') as Level;

function params(level: Level, program: string, speed = 6): PlantankParams {
  return { level, program: parseProgram(program, level), speed };
}

/** A frame loop that never ticks on its own: the tests send TICKs and count the running loops. */
function makeActor(p: PlantankParams = params(FIRST_DRIVE, '_F_F|')) {
  const { loop, logic: fakeLoop } = fakeFrameLoop();
  const actor = createActor(createPlantankMachine({ frameLoop: fakeLoop }), { input: { params: p } }).start();
  return { actor, loop };
}

// `_F_F` wins on its second step: one STEP does not end it, a long TICK does.
const PATH_TO: Record<GameStatus, PlantankEvent[]> = {
  READY: [],
  RUNNING: [{ type: 'START' }],
  PAUSE: [{ type: 'START' }, { type: 'PAUSE' }],
  STOP: [{ type: 'START' }, { type: 'STOP' }],
  OVER: [{ type: 'START' }, { type: 'TICK', ms: 5000 }],
};

const EVENTS: [string, PlantankEvent][] = [
  ...STATUS_EVENTS,
  ...RUN_EVENTS,
  ['TICK', { type: 'TICK', ms: 5000 }],
  ['INPUT', { type: 'INPUT', input: { type: 'speed', speed: 9 } }],
];

// Every (status, event) pair: editing <-> running <-> paused (Step) -> won or lost (OVER). The
// run/stop key goes from editing and goes back to it from any run; run to the end ends every run.
const EXPECTED: Record<GameStatus, Record<PlantankEvent['type'], GameStatus>> = {
  READY: { START: 'RUNNING', PAUSE: 'READY', AUTO_PAUSE: 'READY', RESUME: 'READY', TOGGLE_PAUSE: 'READY', STOP: 'READY', RESET: 'READY', RESTART: 'RUNNING', STEP: 'PAUSE', BEGIN: 'RUNNING', RETRY: 'READY', RUN_TOGGLE: 'RUNNING', FINISH: 'OVER', TICK: 'READY', INPUT: 'READY' },
  RUNNING: { START: 'RUNNING', PAUSE: 'PAUSE', AUTO_PAUSE: 'PAUSE', RESUME: 'RUNNING', TOGGLE_PAUSE: 'PAUSE', STOP: 'STOP', RESET: 'READY', RESTART: 'RUNNING', STEP: 'PAUSE', BEGIN: 'RUNNING', RETRY: 'RUNNING', RUN_TOGGLE: 'READY', FINISH: 'OVER', TICK: 'OVER', INPUT: 'RUNNING' },
  PAUSE: { START: 'RUNNING', PAUSE: 'PAUSE', AUTO_PAUSE: 'PAUSE', RESUME: 'RUNNING', TOGGLE_PAUSE: 'RUNNING', STOP: 'STOP', RESET: 'READY', RESTART: 'RUNNING', STEP: 'PAUSE', BEGIN: 'PAUSE', RETRY: 'RUNNING', RUN_TOGGLE: 'READY', FINISH: 'OVER', TICK: 'PAUSE', INPUT: 'PAUSE' },
  STOP: { START: 'RUNNING', PAUSE: 'STOP', AUTO_PAUSE: 'STOP', RESUME: 'STOP', TOGGLE_PAUSE: 'STOP', STOP: 'STOP', RESET: 'READY', RESTART: 'RUNNING', STEP: 'STOP', BEGIN: 'STOP', RETRY: 'RUNNING', RUN_TOGGLE: 'READY', FINISH: 'OVER', TICK: 'STOP', INPUT: 'STOP' },
  OVER: { START: 'RUNNING', PAUSE: 'OVER', AUTO_PAUSE: 'OVER', RESUME: 'OVER', TOGGLE_PAUSE: 'OVER', STOP: 'OVER', RESET: 'READY', RESTART: 'RUNNING', STEP: 'OVER', BEGIN: 'OVER', RETRY: 'RUNNING', RUN_TOGGLE: 'READY', FINISH: 'OVER', TICK: 'OVER', INPUT: 'OVER' },
};

function actorAt(status: GameStatus, p?: PlantankParams) {
  const made = makeActor(p);
  for (const e of PATH_TO[status]) made.actor.send(e);
  expect(statusOf(made.actor.getSnapshot())).toBe(status);
  return made;
}

function resultOf(actor: ReturnType<typeof makeActor>['actor']): RunResult {
  const result = runResultOf(actor.getSnapshot().context.stage.run);
  if (!result) throw new Error('the run has not ended');
  return result;
}

describe('plantank machine: every transition', () => {
  itMakesEveryTransition(EVENTS, EXPECTED, actorAt);
});

describe('plantank machine: the run', () => {
  it('editing: RESET with a new program stays in READY with a fresh run of that program', () => {
    const { actor } = makeActor();
    const next = params(FIRST_DRIVE, '_F|');
    actor.send({ type: 'RESET', params: next });
    const ctx = actor.getSnapshot().context;
    expect(statusOf(actor.getSnapshot())).toBe('READY');
    expect(ctx.stage.run.program).toBe(next.program);
    expect(ctx.stage.run.steps).toBe(0);
  });

  it('an edit during a run ends it: RESET from RUNNING, PAUSE, STOP and OVER goes back to editing', () => {
    for (const from of ['RUNNING', 'PAUSE', 'STOP', 'OVER'] as const) {
      const { actor } = actorAt(from);
      actor.send({ type: 'RESET', params: params(FIRST_DRIVE, '_R|') });
      expect(statusOf(actor.getSnapshot())).toBe('READY');
      expect(actor.getSnapshot().context.stage.run.steps).toBe(0);
    }
  });

  it('auto-steps at the chosen speed while RUNNING', () => {
    const { actor } = actorAt('RUNNING', params(LONG_ROAD, '_F_1|', 6));
    actor.send({ type: 'TICK', ms: 1 });
    expect(actor.getSnapshot().context.stage.run.steps).toBe(1);
    actor.send({ type: 'TICK', ms: 82 });
    expect(actor.getSnapshot().context.stage.run.calls).toBe(0);
    actor.send({ type: 'TICK', ms: 1 });
    expect(actor.getSnapshot().context.stage.run.calls).toBe(1);
  });

  it('Step from READY pauses after the first slot; each STEP runs one slot; Go resumes', () => {
    const { actor } = makeActor(params(LONG_ROAD, '_F_1|'));
    actor.send({ type: 'STEP' });
    expect(statusOf(actor.getSnapshot())).toBe('PAUSE');
    expect(actor.getSnapshot().context.stage.run.event).toBe('forward');
    actor.send({ type: 'STEP' });
    const run = actor.getSnapshot().context.stage.run;
    expect(run.event).toBe('call');
    // The highlighted slot is the top frame's: F1 entered again, at its first slot.
    expect(run.stack.map((f) => [f.fn, f.slot])).toEqual([[0, 1], [0, 0]]);
    actor.send({ type: 'START' });
    expect(statusOf(actor.getSnapshot())).toBe('RUNNING');
    expect(actor.getSnapshot().context.stage.run).toBe(run);
  });

  it('the speed slider reaches the stage while editing and while running', () => {
    const { actor } = makeActor();
    actor.send({ type: 'INPUT', input: { type: 'speed', speed: 2 } });
    expect(actor.getSnapshot().context.stage.speed).toBe(2);
    expect(statusOf(actor.getSnapshot())).toBe('READY');
    actor.send({ type: 'START' });
    actor.send({ type: 'INPUT', input: { type: 'speed', speed: 10 } });
    expect(actor.getSnapshot().context.stage.speed).toBe(10);
    actor.send({ type: 'TICK', ms: 16 });
    expect(statusOf(actor.getSnapshot())).toBe('OVER');
  });

  it('a win ends in OVER with the final board kept until reset', () => {
    const { actor } = actorAt('OVER');
    const run = actor.getSnapshot().context.stage.run;
    expect(run.outcome).toBe('won');
    expect(run.starsLeft).toBe(0);
    expect(run.items[0]).toBe('....');
    actor.send({ type: 'TICK', ms: 5000 });
    expect(actor.getSnapshot().context.stage.run).toBe(run);
    actor.send({ type: 'RESET' });
    expect(actor.getSnapshot().context.stage.run.items[0]).toBe('..*.');
  });

  it('START after the end runs the same program again from the start', () => {
    const { actor } = actorAt('OVER');
    actor.send({ type: 'START' });
    const ctx = actor.getSnapshot().context;
    expect(statusOf(actor.getSnapshot())).toBe('RUNNING');
    expect(ctx.stage.run.steps).toBe(0);
    expect(ctx.restarts).toBe(1);
  });

  it('STOP keeps the board where the player stopped it', () => {
    const { actor } = actorAt('RUNNING', params(LONG_ROAD, '_F_1|'));
    actor.send({ type: 'TICK', ms: 100 });
    const run = actor.getSnapshot().context.stage.run;
    actor.send({ type: 'STOP' });
    expect(statusOf(actor.getSnapshot())).toBe('STOP');
    expect(actor.getSnapshot().context.stage.run).toBe(run);
    expect(run.outcome).toBeNull();
  });

  it('X (RUN_TOGGLE) goes while editing, with the run as it is; from any run it goes back to editing with its params', () => {
    const { actor } = makeActor();
    const run = actor.getSnapshot().context.stage.run;
    actor.send({ type: 'RUN_TOGGLE', params: params(FIRST_DRIVE, '_R|') });
    expect(statusOf(actor.getSnapshot())).toBe('RUNNING');
    expect(actor.getSnapshot().context.stage.run).toBe(run);
    for (const from of ['RUNNING', 'PAUSE', 'STOP', 'OVER'] as const) {
      const { actor: inRun } = actorAt(from, params(LONG_ROAD, '_F_1|'));
      inRun.send({ type: 'STEP' });
      const next = params(LONG_ROAD, '_R_1|', 3);
      inRun.send({ type: 'RUN_TOGGLE', params: next });
      expect(statusOf(inRun.getSnapshot()), from).toBe('READY');
      expect(inRun.getSnapshot().context.stage, from).toMatchObject({ speed: 3, run: { program: next.program, steps: 0 } });
    }
  });

  it('run to the end (FINISH) from editing, a run or a pause shows the outcome of the whole run at once', () => {
    const whole = runBySteps(LONG_ROAD, parseProgram('_F_1|', LONG_ROAD));
    const starts: [string, PlantankEvent[]][] = [
      ['READY', []],
      ['RUNNING', [{ type: 'START' }, { type: 'TICK', ms: 1 }]],
      ['PAUSE', [{ type: 'STEP' }, { type: 'STEP' }]],
    ];
    for (const [from, path] of starts) {
      const { actor } = makeActor(params(LONG_ROAD, '_F_1|'));
      for (const e of path) actor.send(e);
      expect(statusOf(actor.getSnapshot())).toBe(from);
      actor.send({ type: 'FINISH', params: params(LONG_ROAD, '_F|') });
      expect(statusOf(actor.getSnapshot()), from).toBe('OVER');
      expect(resultOf(actor), from).toEqual(whole);
      expect(actor.getSnapshot().context.restarts, from).toBe(0);
    }
  });

  it('run to the end after an end plays a new run of its params to the end', () => {
    for (const from of ['STOP', 'OVER'] as const) {
      const { actor } = actorAt(from, params(FIRST_DRIVE, '_F_F|'));
      actor.send({ type: 'FINISH', params: params(FIRST_DRIVE, '_F|') });
      expect(statusOf(actor.getSnapshot()), from).toBe('OVER');
      expect(resultOf(actor).outcome, from).toBe('programEnded');
      expect(actor.getSnapshot().context.restarts, from).toBe(1);
    }
  });

  it('Go, X and run to the end with an empty program stay in editing and count the refusal; an edit clears it', () => {
    const { actor, loop } = makeActor(params(FIRST_DRIVE, '|'));
    const refusals = () => actor.getSnapshot().context.stage.refusals;
    const gos: PlantankEvent[] = [{ type: 'START' }, { type: 'RUN_TOGGLE' }, { type: 'FINISH' }];
    for (const [i, go] of gos.entries()) {
      actor.send(go);
      expect(statusOf(actor.getSnapshot()), go.type).toBe('READY');
      expect(refusals(), go.type).toBe(i + 1);
    }
    expect(loop.started).toBe(0);
    // The slider and the breakpoints keep the word; an edit (RESET) is a new run without it.
    actor.send({ type: 'INPUT', input: { type: 'speed', speed: 2 } });
    actor.send({ type: 'INPUT', input: { type: 'breakpoints', at: ['0:0'] } });
    expect(refusals()).toBe(3);
    actor.send({ type: 'RESET', params: params(FIRST_DRIVE, '_F|') });
    expect(refusals()).toBe(0);
    actor.send({ type: 'START' });
    expect(statusOf(actor.getSnapshot())).toBe('RUNNING');
  });

  it('Step with an empty program is not refused: the run ends at once', () => {
    const { actor } = makeActor(params(FIRST_DRIVE, '|'));
    actor.send({ type: 'STEP' });
    expect(statusOf(actor.getSnapshot())).toBe('OVER');
    expect(resultOf(actor).outcome).toBe('programEnded');
    expect(actor.getSnapshot().context.stage.refusals).toBe(0);
  });

  describe('losses end in OVER with their reason', () => {
    const cases: [string, Level, string, RunResult['outcome'], string][] = [
      ['falling off', FIRST_DRIVE, '_L_F|', 'fell', 'drove off the edge of the board at row 1, col 1'],
      ['running out of fuel', LONG_ROAD, '_L_1|', 'outOfFuel', 'out of fuel after 1000 steps'],
      ['an infinite loop', LONG_ROAD, '_1|', 'infiniteLoop', 'infinite loop: F1 calls itself without moving'],
      ['the program ending', FIRST_DRIVE, '_F|', 'programEnded', 'the program ended with 1 star left'],
    ];
    for (const [name, level, program, outcome, reason] of cases) {
      it(name, () => {
        const { actor } = makeActor(params(level, program, 10));
        actor.send({ type: 'START' });
        for (let i = 0; i < 20 && statusOf(actor.getSnapshot()) === 'RUNNING'; i++) actor.send({ type: 'TICK', ms: 16 });
        expect(statusOf(actor.getSnapshot())).toBe('OVER');
        const result = resultOf(actor);
        expect(result.outcome).toBe(outcome);
        expect(describeOutcome(result, level)).toBe(reason);
      });
    }
  });
});
