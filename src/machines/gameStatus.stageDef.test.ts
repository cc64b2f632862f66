import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createStatusMachine, statusOf, STATUSES } from './gameStatus';
import { actorAt, makeMachine, PATH_TO, toyDef, type Ev, type Params, type Stage } from './gameStatusTestKit';

// What the optional hooks of a game's StageDef change in the shared status machine: a restored stage
// offered as a choice, startOnInput and startingInput, onPause and pauseRequest, a game without step
// or finish, and refuseGo. Every transition and the events themselves are in gameStatus.test.ts.
describe('shared game status machine', () => {
  it('STEP while paused advances one step; games without step ignore it', () => {
    const machine = createStatusMachine<Stage, number, Params>({ ...toyDef, isOver: () => false });
    const actor = createActor(machine, { input: { params: { limit: 10 } } }).start();
    actor.send({ type: 'STEP' });
    expect(statusOf(actor.getSnapshot())).toBe('PAUSE');
    actor.send({ type: 'STEP' });
    expect(actor.getSnapshot().context.stage.value).toBe(200);
    const { step: _step, ...noStep } = toyDef;
    const plain = createActor(createStatusMachine<Stage, number, Params>(noStep), { input: { params: { limit: 10 } } }).start();
    plain.send({ type: 'STEP' });
    expect(statusOf(plain.getSnapshot())).toBe('READY');
  });

  it('a restored stage offered beside a new game (choice) takes no INPUT until a go or RESTART', () => {
    const { machine } = makeMachine();
    for (const pick of [{ type: 'START' }, { type: 'BEGIN' }, { type: 'RESTART' }] as const) {
      const actor = createActor(machine, { input: { params: { limit: 10 }, stage: { value: 7, ticks: 0 }, choice: true } }).start();
      actor.send({ type: 'INPUT', input: 1 });
      expect(statusOf(actor.getSnapshot())).toBe('READY');
      expect(actor.getSnapshot().context).toMatchObject({ choosing: true, stage: { value: 7 } });
      actor.send(pick);
      expect(statusOf(actor.getSnapshot())).toBe('RUNNING');
      expect(actor.getSnapshot().context).toMatchObject({ choosing: false, stage: { value: pick.type === 'RESTART' ? 0 : 7 } });
      actor.send({ type: 'INPUT', input: 1 });
      expect(actor.getSnapshot().context.stage.value).toBe(pick.type === 'RESTART' ? 1 : 8);
    }
    // Without a restored stage there is nothing to choose.
    const fresh = createActor(machine, { input: { params: { limit: 10 }, choice: true } }).start();
    expect(fresh.getSnapshot().context.choosing).toBe(false);
  });

  it('with startOnInput false, inputs in READY change the stage without starting', () => {
    const machine = createStatusMachine<Stage, number, Params>({ ...toyDef, startOnInput: false });
    const actor = createActor(machine, { input: { params: { limit: 10 } } }).start();
    actor.send({ type: 'INPUT', input: 2 });
    expect(statusOf(actor.getSnapshot())).toBe('READY');
    expect(actor.getSnapshot().context.stage.value).toBe(2);
  });

  it('a startingInput in READY starts the game without playing it; other inputs follow startOnInput', () => {
    const starting = (n: number) => n > 0;
    for (const startOnInput of [true, false]) {
      const machine = createStatusMachine<Stage, number, Params>({ ...toyDef, startOnInput, startingInput: starting });
      const actor = createActor(machine, { input: { params: { limit: 10 } } }).start();
      actor.send({ type: 'INPUT', input: 3 });
      expect(statusOf(actor.getSnapshot())).toBe('RUNNING');
      expect(actor.getSnapshot().context.controlsBound).toBe(true);
      expect(actor.getSnapshot().context.stage.value).toBe(0);
      // Once running, the same input is played.
      actor.send({ type: 'INPUT', input: 3 });
      expect(actor.getSnapshot().context.stage.value).toBe(3);
    }
    const still = createActor(createStatusMachine<Stage, number, Params>({ ...toyDef, startOnInput: false, startingInput: starting }), { input: { params: { limit: 10 } } }).start();
    still.send({ type: 'INPUT', input: -2 });
    expect(statusOf(still.getSnapshot())).toBe('READY');
    expect(still.getSnapshot().context.stage.value).toBe(-2);
    const played = createActor(createStatusMachine<Stage, number, Params>({ ...toyDef, startingInput: starting }), { input: { params: { limit: 10 } } }).start();
    played.send({ type: 'INPUT', input: -2 });
    expect(statusOf(played.getSnapshot())).toBe('RUNNING');
    expect(played.getSnapshot().context.stage.value).toBe(-2);
  });

  it('onPause shapes the stage on every way into PAUSE, once each; without it a pause keeps the context', () => {
    // Each pause adds 1000 to the ticks; the toy never ends (isOver false) so STEP pauses too.
    const paused = createStatusMachine<Stage, number, Params>({
      ...toyDef,
      isOver: () => false,
      onPause: (s) => ({ ...s, ticks: s.ticks + 1000 }),
      pauseRequest: (s) => (s.value === 5 ? { ...s, value: 6 } : null),
    });
    const running = () => {
      const actor = createActor(paused, { input: { params: { limit: 10 } } }).start();
      actor.send({ type: 'START' });
      return actor;
    };
    const ways: [string, (a: ReturnType<typeof running>) => void][] = [
      ['PAUSE', (a) => a.send({ type: 'PAUSE' })],
      ['TOGGLE_PAUSE', (a) => a.send({ type: 'TOGGLE_PAUSE' })],
      ['AUTO_PAUSE', (a) => a.send({ type: 'AUTO_PAUSE' })],
      ['STEP', (a) => a.send({ type: 'STEP' })],
      ['pauseRequest', (a) => a.send({ type: 'INPUT', input: 5 })],
    ];
    for (const [way, pause] of ways) {
      const actor = running();
      pause(actor);
      expect(statusOf(actor.getSnapshot()), way).toBe('PAUSE');
      expect(actor.getSnapshot().context.stage.ticks, way).toBe(1000);
      actor.send({ type: 'RESUME' });
      expect(actor.getSnapshot().context.stage.ticks, way).toBe(1000);
    }
    const fromReady = createActor(paused, { input: { params: { limit: 10 } } }).start();
    fromReady.send({ type: 'STEP' });
    expect(fromReady.getSnapshot().context.stage).toEqual({ value: 100, ticks: 1000 });

    const { actor } = actorAt('RUNNING');
    const before = actor.getSnapshot().context.stage;
    actor.send({ type: 'PAUSE' });
    expect(actor.getSnapshot().context.stage).toBe(before);
  });

  it('games without finish ignore FINISH in every status', () => {
    const { finish: _finish, ...noFinish } = toyDef;
    const machine = createStatusMachine<Stage, number, Params>(noFinish);
    for (const from of STATUSES) {
      const actor = createActor(machine, { input: { params: { limit: 10 } } }).start();
      for (const e of PATH_TO[from]) actor.send(e);
      const before = actor.getSnapshot().context;
      actor.send({ type: 'FINISH', params: { limit: 42 } });
      expect(statusOf(actor.getSnapshot()), from).toBe(from);
      expect(actor.getSnapshot().context, from).toBe(before);
    }
  });

  it('a refused go stays in READY with the stage the refusal marked; STEP and the other statuses are not asked', () => {
    // This stage refuses every go, and counts the refusals in its ticks.
    const refusing = createStatusMachine<Stage, number, Params>({ ...toyDef, isOver: () => false, refuseGo: (s) => ({ ...s, ticks: s.ticks + 1 }) });
    const actor = createActor(refusing, { input: { params: { limit: 10 } } }).start();
    const gos: Ev[] = [{ type: 'START' }, { type: 'BEGIN' }, { type: 'RUN_TOGGLE' }, { type: 'FINISH' }];
    for (const [i, go] of gos.entries()) {
      actor.send(go);
      expect(statusOf(actor.getSnapshot()), go.type).toBe('READY');
      expect(actor.getSnapshot().context, go.type).toMatchObject({ controlsBound: false, stage: { value: 0, ticks: i + 1 } });
    }
    actor.send({ type: 'STEP' });
    expect(statusOf(actor.getSnapshot())).toBe('PAUSE');
    expect(actor.getSnapshot().context.stage).toEqual({ value: 100, ticks: 4 });
    actor.send({ type: 'START' });
    expect(statusOf(actor.getSnapshot())).toBe('RUNNING');
    actor.send({ type: 'STOP' });
    actor.send({ type: 'FINISH' });
    expect(statusOf(actor.getSnapshot())).toBe('RUNNING');
    expect(actor.getSnapshot().context.stage).toEqual({ value: 1000, ticks: 0 });
    // A stage that goes (null) is not marked: the same stage runs.
    const going = createActor(createStatusMachine<Stage, number, Params>({ ...toyDef, refuseGo: () => null }), { input: { params: { limit: 10 } } }).start();
    const stage = going.getSnapshot().context.stage;
    going.send({ type: 'START' });
    expect(statusOf(going.getSnapshot())).toBe('RUNNING');
    expect(going.getSnapshot().context.stage).toBe(stage);
  });
});
