import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createStatusMachine, statusOf, STATUSES, type GameStatus } from './gameStatus';
import { actorAt, makeMachine, toyDef, type Ev, type Params, type Stage } from './gameStatusTestKit';

// Every (status, event) pair of the shared status machine, and what each event does to the context.
// What a game's StageDef hooks change (choice, startOnInput, startingInput, onPause, no step or finish,
// refuseGo) is in gameStatus.stageDef.test.ts.

const EVENTS: Ev[] = [
  { type: 'START' },
  { type: 'PAUSE' },
  { type: 'AUTO_PAUSE' },
  { type: 'RESUME' },
  { type: 'TOGGLE_PAUSE' },
  { type: 'STOP' },
  { type: 'RESET' },
  { type: 'RESTART' },
  { type: 'STEP' },
  { type: 'BEGIN' },
  { type: 'RETRY' },
  { type: 'RUN_TOGGLE' },
  { type: 'FINISH' },
  { type: 'TICK', ms: 16 },
  { type: 'INPUT', input: 1 },
  { type: 'INPUT', input: 10 }, // ends the game (isOver)
];

// The expected target of every (status, event) pair: the whole transition table.
const key = (e: Ev) => (e.type === 'INPUT' ? `INPUT:${e.input}` : e.type);
// STEP adds 100 to the toy stage and FINISH 1000, so a step or a finish ends the toy game (isOver):
// READY/RUNNING/PAUSE --STEP--> OVER, and FINISH from every status ends in OVER.
const EXPECTED: Record<GameStatus, Record<string, GameStatus>> = {
  READY: { START: 'RUNNING', PAUSE: 'READY', AUTO_PAUSE: 'READY', RESUME: 'READY', TOGGLE_PAUSE: 'READY', STOP: 'READY', RESET: 'READY', RESTART: 'RUNNING', STEP: 'OVER', BEGIN: 'RUNNING', RETRY: 'READY', RUN_TOGGLE: 'RUNNING', FINISH: 'OVER', TICK: 'READY', 'INPUT:1': 'RUNNING', 'INPUT:10': 'OVER' },
  RUNNING: { START: 'RUNNING', PAUSE: 'PAUSE', AUTO_PAUSE: 'PAUSE', RESUME: 'RUNNING', TOGGLE_PAUSE: 'PAUSE', STOP: 'STOP', RESET: 'READY', RESTART: 'RUNNING', STEP: 'OVER', BEGIN: 'RUNNING', RETRY: 'RUNNING', RUN_TOGGLE: 'READY', FINISH: 'OVER', TICK: 'RUNNING', 'INPUT:1': 'RUNNING', 'INPUT:10': 'OVER' },
  PAUSE: { START: 'RUNNING', PAUSE: 'PAUSE', AUTO_PAUSE: 'PAUSE', RESUME: 'RUNNING', TOGGLE_PAUSE: 'RUNNING', STOP: 'STOP', RESET: 'READY', RESTART: 'RUNNING', STEP: 'OVER', BEGIN: 'PAUSE', RETRY: 'RUNNING', RUN_TOGGLE: 'READY', FINISH: 'OVER', TICK: 'PAUSE', 'INPUT:1': 'PAUSE', 'INPUT:10': 'PAUSE' },
  STOP: { START: 'RUNNING', PAUSE: 'STOP', AUTO_PAUSE: 'STOP', RESUME: 'STOP', TOGGLE_PAUSE: 'STOP', STOP: 'STOP', RESET: 'READY', RESTART: 'RUNNING', STEP: 'STOP', BEGIN: 'STOP', RETRY: 'RUNNING', RUN_TOGGLE: 'READY', FINISH: 'OVER', TICK: 'STOP', 'INPUT:1': 'STOP', 'INPUT:10': 'STOP' },
  OVER: { START: 'RUNNING', PAUSE: 'OVER', AUTO_PAUSE: 'OVER', RESUME: 'OVER', TOGGLE_PAUSE: 'OVER', STOP: 'OVER', RESET: 'READY', RESTART: 'RUNNING', STEP: 'OVER', BEGIN: 'OVER', RETRY: 'RUNNING', RUN_TOGGLE: 'READY', FINISH: 'OVER', TICK: 'OVER', 'INPUT:1': 'OVER', 'INPUT:10': 'OVER' },
};

describe('shared game status machine', () => {
  for (const from of STATUSES) {
    for (const event of EVENTS) {
      const to = EXPECTED[from][key(event)];
      it(`${from} --${key(event)}--> ${to}`, () => {
        const { actor, loop } = actorAt(from);
        actor.send(event);
        expect(statusOf(actor.getSnapshot())).toBe(to);
        // The frame loop runs exactly while RUNNING.
        expect(loop.running).toBe(to === 'RUNNING' ? 1 : 0);
      });
    }
  }

  it('START from READY binds the controls and keeps the stage (a restored game continues)', () => {
    const { machine } = makeMachine();
    const actor = createActor(machine, { input: { params: { limit: 10 }, stage: { value: 7, ticks: 0 } } }).start();
    expect(actor.getSnapshot().context.controlsBound).toBe(false);
    actor.send({ type: 'START' });
    expect(actor.getSnapshot().context.controlsBound).toBe(true);
    expect(actor.getSnapshot().context.stage.value).toBe(7);
  });

  it('START while RUNNING does nothing; START from PAUSE resumes without a reset', () => {
    const { actor } = actorAt('RUNNING');
    actor.send({ type: 'INPUT', input: 3 });
    const before = actor.getSnapshot().context;
    actor.send({ type: 'START' });
    expect(actor.getSnapshot().context).toBe(before);
    actor.send({ type: 'PAUSE' });
    actor.send({ type: 'START' });
    expect(actor.getSnapshot().context.stage.value).toBe(3);
    expect(actor.getSnapshot().context.restarts).toBe(0);
  });

  it('START from STOP or OVER resets the stage (with new params if given)', () => {
    for (const from of ['STOP', 'OVER'] as const) {
      const { actor } = actorAt(from);
      actor.send({ type: 'START', params: { limit: 99 } });
      const ctx = actor.getSnapshot().context;
      expect(ctx.stage).toEqual({ value: 0, ticks: 0 });
      expect(ctx.params.limit).toBe(99);
      expect(ctx.restarts).toBe(1);
    }
  });

  it('RESTART from any status is a new game at once: a fresh stage, running (new params if given)', () => {
    for (const from of STATUSES) {
      const { actor, loop } = actorAt(from);
      actor.send({ type: 'INPUT', input: 2 });
      actor.send({ type: 'RESTART', params: { limit: 42 } });
      const snap = actor.getSnapshot();
      expect(statusOf(snap)).toBe('RUNNING');
      expect(snap.context.stage).toEqual({ value: 0, ticks: 0 });
      expect(snap.context.params.limit).toBe(42);
      expect(snap.context.controlsBound).toBe(true);
      expect(loop.running).toBe(1);
    }
  });

  it('STEP while running pauses there and takes one step', () => {
    const machine = createStatusMachine<Stage, number, Params>({ ...toyDef, isOver: () => false });
    const actor = createActor(machine, { input: { params: { limit: 10 } } }).start();
    actor.send({ type: 'START' });
    actor.send({ type: 'STEP' });
    expect(statusOf(actor.getSnapshot())).toBe('PAUSE');
    expect(actor.getSnapshot().context.stage.value).toBe(100);
  });

  it('ticks and inputs reach the stage only while RUNNING', () => {
    const { actor } = actorAt('RUNNING');
    actor.send({ type: 'TICK', ms: 16 });
    actor.send({ type: 'INPUT', input: 2 });
    actor.send({ type: 'PAUSE' });
    actor.send({ type: 'TICK', ms: 500 });
    actor.send({ type: 'INPUT', input: 5 });
    expect(actor.getSnapshot().context.stage).toEqual({ value: 2, ticks: 16 });
  });

  it('RESET goes back to READY with a fresh stage (new params if given)', () => {
    const { actor } = actorAt('PAUSE');
    actor.send({ type: 'RESET', params: { limit: 5 } });
    expect(statusOf(actor.getSnapshot())).toBe('READY');
    expect(actor.getSnapshot().context.stage).toEqual({ value: 0, ticks: 0 });
    expect(actor.getSnapshot().context.params.limit).toBe(5);
  });

  it('BEGIN from READY binds the controls and keeps the stage; once begun it changes nothing', () => {
    const { machine } = makeMachine();
    const actor = createActor(machine, { input: { params: { limit: 10 }, stage: { value: 7, ticks: 0 } } }).start();
    actor.send({ type: 'BEGIN' });
    expect(statusOf(actor.getSnapshot())).toBe('RUNNING');
    expect(actor.getSnapshot().context).toMatchObject({ controlsBound: true, restarts: 0, stage: { value: 7, ticks: 0 } });
    for (const from of ['RUNNING', 'PAUSE', 'STOP', 'OVER'] as const) {
      const { actor: begun } = actorAt(from);
      const before = begun.getSnapshot().context;
      begun.send({ type: 'BEGIN' });
      expect(statusOf(begun.getSnapshot())).toBe(from);
      expect(begun.getSnapshot().context).toBe(before);
    }
  });

  it('RETRY from a halted game is a new game (new params if given); while READY or RUNNING it changes nothing', () => {
    for (const from of ['PAUSE', 'STOP', 'OVER'] as const) {
      const { actor, loop } = actorAt(from);
      actor.send({ type: 'RETRY', params: { limit: 42 } });
      const ctx = actor.getSnapshot().context;
      expect(statusOf(actor.getSnapshot())).toBe('RUNNING');
      expect(ctx.stage).toEqual({ value: 0, ticks: 0 });
      expect(ctx.params.limit).toBe(42);
      expect(ctx.restarts).toBe(1);
      expect(loop.running).toBe(1);
    }
    for (const from of ['READY', 'RUNNING'] as const) {
      const { actor } = actorAt(from);
      if (from === 'RUNNING') actor.send({ type: 'INPUT', input: 3 });
      const before = actor.getSnapshot().context;
      actor.send({ type: 'RETRY', params: { limit: 42 } });
      expect(statusOf(actor.getSnapshot())).toBe(from);
      expect(actor.getSnapshot().context).toBe(before);
    }
  });

  it('RUN_TOGGLE in READY goes as START (the stage kept); from any other status it is RESET (new params if given)', () => {
    const { machine } = makeMachine();
    const ready = createActor(machine, { input: { params: { limit: 10 }, stage: { value: 7, ticks: 0 } } }).start();
    ready.send({ type: 'RUN_TOGGLE', params: { limit: 42 } });
    expect(statusOf(ready.getSnapshot())).toBe('RUNNING');
    expect(ready.getSnapshot().context).toMatchObject({ controlsBound: true, restarts: 0, params: { limit: 10 }, stage: { value: 7, ticks: 0 } });
    for (const from of ['RUNNING', 'PAUSE', 'STOP', 'OVER'] as const) {
      const { actor } = actorAt(from);
      actor.send({ type: 'TICK', ms: 5 });
      actor.send({ type: 'RUN_TOGGLE', params: { limit: 42 } });
      const ctx = actor.getSnapshot().context;
      expect(statusOf(actor.getSnapshot()), from).toBe('READY');
      expect(ctx.stage, from).toEqual({ value: 0, ticks: 0 });
      expect(ctx.params.limit, from).toBe(42);
    }
  });

  it('FINISH goes as START would from each status, then the stage plays the game out', () => {
    // Never over: what FINISH leaves shows, and RUNNING is where it goes.
    const machine = createStatusMachine<Stage, number, Params>({ ...toyDef, isOver: () => false });
    const at = (from: GameStatus) => {
      const actor = createActor(machine, { input: { params: { limit: 10 }, stage: { value: 7, ticks: 0 } } }).start();
      if (from !== 'READY') actor.send({ type: 'START' });
      if (from === 'PAUSE' || from === 'STOP') actor.send({ type: from });
      return actor;
    };
    const ready = at('READY');
    ready.send({ type: 'FINISH', params: { limit: 42 } });
    expect(statusOf(ready.getSnapshot())).toBe('RUNNING');
    expect(ready.getSnapshot().context).toMatchObject({ controlsBound: true, restarts: 0, params: { limit: 10 }, stage: { value: 1007 } });
    for (const from of ['RUNNING', 'PAUSE'] as const) {
      const actor = at(from);
      actor.send({ type: 'FINISH', params: { limit: 42 } });
      expect(statusOf(actor.getSnapshot()), from).toBe('RUNNING');
      expect(actor.getSnapshot().context, from).toMatchObject({ restarts: 0, params: { limit: 10 }, stage: { value: 1007 } });
    }
    // After an end it is a new game, played out.
    const stopped = at('STOP');
    stopped.send({ type: 'FINISH', params: { limit: 42 } });
    expect(statusOf(stopped.getSnapshot())).toBe('RUNNING');
    expect(stopped.getSnapshot().context).toMatchObject({ restarts: 1, params: { limit: 42 }, stage: { value: 1000 } });
    const { actor: over } = actorAt('OVER');
    over.send({ type: 'FINISH', params: { limit: 42 } });
    expect(statusOf(over.getSnapshot())).toBe('OVER');
    expect(over.getSnapshot().context).toMatchObject({ restarts: 1, params: { limit: 42 }, stage: { value: 1000 } });
  });

  it('marks automatic pauses so the overlay can say why', () => {
    const { actor } = actorAt('RUNNING');
    actor.send({ type: 'AUTO_PAUSE' });
    expect(actor.getSnapshot().context.autoPaused).toBe(true);
    actor.send({ type: 'RESUME' });
    expect(actor.getSnapshot().context.autoPaused).toBe(false);
  });
});
