import { createActor } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFrameLoop, itMakesEveryTransition, RUN_EVENTS, STATUS_EVENTS } from './statusTestKit';
import { parseBoard } from '../logic/popstar/index.ts';
import { statusOf, type GameStatus } from './gameStatus';
import { createPopstarMachine, runToSave, type PopstarEvent } from './popstarMachine';
import { POPSTAR_TIMING, POPSTAR_TIMING_REDUCED, type LevelSource, type RunParams } from './popstarStage';

const T = POPSTAR_TIMING;
// Level 1 clears with 20 + 20 + 1680 = 1720; level 2 has no move at all and 8 leftovers: its bonus
// of 2000 - 20 * 8^2 = 720 leaves the run at 2440, short of 3000: run over.
const BOARDS: Record<number, string[]> = { 1: ['RRGB', 'YYPG'], 2: ['RGRG', 'GRGR'], 3: ['RR', 'RR'] };
const generate: LevelSource = (level) => ({ board: parseBoard(BOARDS[level] ?? ['RR']), certificate: [[0, 0]] });

function makeActor(params: RunParams = { seed: 5, level: 1, startScore: 0 }) {
  const { loop, logic: fakeLoop } = fakeFrameLoop();
  const machine = createPopstarMachine({ frameLoop: fakeLoop, generate });
  const actor = createActor(machine, { input: { params } }).start();
  return { actor, loop };
}

const tap = (row: number, col: number, oneTap = true): PopstarEvent => ({ type: 'INPUT', input: { type: 'tap', row, col, oneTap } });
const tick = (ms: number): PopstarEvent => ({ type: 'TICK', ms });
const skip: PopstarEvent = { type: 'INPUT', input: { type: 'skip' } };

// Level 1 played out (RR, YY) and every timer run: the run is over on level 2.
const LOSE: PopstarEvent[] = [tap(0, 0), tick(T.popMs), tap(1, 0), tick(600_000)];

const PATH_TO: Record<GameStatus, PopstarEvent[]> = {
  READY: [],
  RUNNING: [{ type: 'START' }],
  PAUSE: [{ type: 'START' }, { type: 'PAUSE' }],
  STOP: [{ type: 'START' }, { type: 'STOP' }],
  OVER: [{ type: 'START' }, skip, ...LOSE],
};

const EVENTS: [string, PopstarEvent][] = [
  ...STATUS_EVENTS,
  ...RUN_EVENTS,
  ['TICK', tick(16)],
  ['INPUT', tap(0, 0, false)],
];

// PopStar has no single-step mode and no finish: STEP and FINISH are ignored everywhere.
const EXPECTED: Record<GameStatus, Record<string, GameStatus>> = {
  READY: { START: 'RUNNING', PAUSE: 'READY', AUTO_PAUSE: 'READY', RESUME: 'READY', TOGGLE_PAUSE: 'READY', STOP: 'READY', RESET: 'READY', RESTART: 'RUNNING', STEP: 'READY', BEGIN: 'RUNNING', RETRY: 'READY', RUN_TOGGLE: 'RUNNING', FINISH: 'READY', TICK: 'READY', INPUT: 'RUNNING' },
  RUNNING: { START: 'RUNNING', PAUSE: 'PAUSE', AUTO_PAUSE: 'PAUSE', RESUME: 'RUNNING', TOGGLE_PAUSE: 'PAUSE', STOP: 'STOP', RESET: 'READY', RESTART: 'RUNNING', STEP: 'RUNNING', BEGIN: 'RUNNING', RETRY: 'RUNNING', RUN_TOGGLE: 'READY', FINISH: 'RUNNING', TICK: 'RUNNING', INPUT: 'RUNNING' },
  PAUSE: { START: 'RUNNING', PAUSE: 'PAUSE', AUTO_PAUSE: 'PAUSE', RESUME: 'RUNNING', TOGGLE_PAUSE: 'RUNNING', STOP: 'STOP', RESET: 'READY', RESTART: 'RUNNING', STEP: 'PAUSE', BEGIN: 'PAUSE', RETRY: 'RUNNING', RUN_TOGGLE: 'READY', FINISH: 'PAUSE', TICK: 'PAUSE', INPUT: 'PAUSE' },
  STOP: { START: 'RUNNING', PAUSE: 'STOP', AUTO_PAUSE: 'STOP', RESUME: 'STOP', TOGGLE_PAUSE: 'STOP', STOP: 'STOP', RESET: 'READY', RESTART: 'RUNNING', STEP: 'STOP', BEGIN: 'STOP', RETRY: 'RUNNING', RUN_TOGGLE: 'READY', FINISH: 'STOP', TICK: 'STOP', INPUT: 'STOP' },
  OVER: { START: 'RUNNING', PAUSE: 'OVER', AUTO_PAUSE: 'OVER', RESUME: 'OVER', TOGGLE_PAUSE: 'OVER', STOP: 'OVER', RESET: 'READY', RESTART: 'RUNNING', STEP: 'OVER', BEGIN: 'OVER', RETRY: 'RUNNING', RUN_TOGGLE: 'READY', FINISH: 'OVER', TICK: 'OVER', INPUT: 'OVER' },
};

function actorAt(status: GameStatus) {
  const made = makeActor();
  for (const e of PATH_TO[status]) made.actor.send(e);
  expect(statusOf(made.actor.getSnapshot())).toBe(status);
  return made;
}

describe('popstar machine: every status transition', () => {
  itMakesEveryTransition(EVENTS, EXPECTED, actorAt);

  it('RUNNING --TICK (the last level ends short of its target)--> OVER', () => {
    const { actor, loop } = actorAt('RUNNING');
    for (const e of [skip, tap(0, 0), tick(T.popMs), tap(1, 0)]) actor.send(e);
    expect(statusOf(actor.getSnapshot())).toBe('RUNNING');
    actor.send(tick(600_000));
    expect(statusOf(actor.getSnapshot())).toBe('OVER');
    expect(actor.getSnapshot().context.stage).toMatchObject({ level: 2, score: 2440, phase: 'over' });
    expect(loop.running).toBe(0);
  });
});

describe('popstar machine: the level progression through the status machine', () => {
  it('intro, play, bonus countdown, level cleared, next level', () => {
    const { actor } = makeActor();
    const stage = () => actor.getSnapshot().context.stage;
    actor.send({ type: 'START' });
    expect(stage().phase).toBe('intro');
    actor.send(tick(T.introMs));
    expect(stage().phase).toBe('playing');
    actor.send(tap(0, 1, false));
    expect(stage().selection?.points).toBe(20);
    actor.send(tap(0, 0, false));
    expect(stage()).toMatchObject({ phase: 'popping', score: 20 });
    actor.send(tap(1, 0)); // ignored while the pop animates
    expect(stage().moves).toHaveLength(1);
    actor.send(tick(T.popMs));
    actor.send(tap(1, 0));
    actor.send(tick(T.popMs));
    expect(stage().phase).toBe('bonus');
    actor.send(tick(T.bonusStartMs + 3 * T.bonusStepMs + T.bonusEndMs));
    expect(stage()).toMatchObject({ phase: 'cleared', score: 1720 });
    actor.send(tick(T.clearedMs));
    expect(stage()).toMatchObject({ phase: 'intro', level: 2, startScore: 1720, target: 3000 });
    expect(statusOf(actor.getSnapshot())).toBe('RUNNING');
  });

  it('under reduced motion a pop settles in the short wait', () => {
    const { logic } = fakeFrameLoop();
    const reduced = createActor(createPopstarMachine({ frameLoop: logic, generate, timing: POPSTAR_TIMING_REDUCED }), {
      input: { params: { seed: 5, level: 1, startScore: 0 } },
    }).start();
    for (const e of [{ type: 'START' } as const, skip, tap(0, 0)]) reduced.send(e);
    expect(reduced.getSnapshot().context.stage.phase).toBe('popping');
    reduced.send(tick(POPSTAR_TIMING_REDUCED.popMs));
    expect(reduced.getSnapshot().context.stage.phase).toBe('playing');
    expect(POPSTAR_TIMING_REDUCED.popMs).toBeLessThan(POPSTAR_TIMING.popMs);
  });

  it('the first tap in READY starts the run and skips the intro', () => {
    const { actor } = makeActor();
    actor.send(tap(0, 0, false));
    expect(statusOf(actor.getSnapshot())).toBe('RUNNING');
    expect(actor.getSnapshot().context.stage).toMatchObject({ phase: 'playing', selection: null });
  });

  it('a pause freezes the timers and the board', () => {
    const { actor } = makeActor();
    actor.send({ type: 'START' });
    actor.send(skip);
    actor.send(tap(0, 0));
    actor.send({ type: 'PAUSE' });
    const paused = actor.getSnapshot().context.stage;
    actor.send(tick(10_000));
    actor.send(tap(1, 0));
    expect(actor.getSnapshot().context.stage).toBe(paused);
    actor.send({ type: 'RESUME' });
    actor.send(tick(T.popMs));
    expect(actor.getSnapshot().context.stage.phase).toBe('playing');
  });

  it('START after the run is over begins the run its params describe', () => {
    const { actor } = actorAt('OVER');
    actor.send({ type: 'START', params: { seed: 9, level: 3, startScore: 2500 } });
    expect(statusOf(actor.getSnapshot())).toBe('RUNNING');
    expect(actor.getSnapshot().context.stage).toMatchObject({ seed: 9, level: 3, score: 2500, moves: [], phase: 'intro' });
  });

  it('START after STOP restarts the same params: a fresh board, no moves', () => {
    const { actor } = actorAt('RUNNING');
    actor.send(skip);
    actor.send(tap(0, 0));
    actor.send({ type: 'STOP' });
    actor.send({ type: 'START' });
    expect(actor.getSnapshot().context.stage).toMatchObject({ level: 1, score: 0, moves: [] });
  });

  it('a run restored from its save continues where it was', () => {
    const { actor } = makeActor({ seed: 5, level: 1, startScore: 0, moves: [[0, 0]], hintsLeft: 1, bestAtStart: 900 });
    expect(actor.getSnapshot().context.stage).toMatchObject({ score: 20, phase: 'playing', hintsLeft: 1 });
    actor.send(tap(1, 0));
    expect(actor.getSnapshot().context.stage.moves).toEqual([[0, 0], [1, 0]]);
  });
});

describe('popstar machine: what is saved', () => {
  it('the run in progress is level, seed, start score, moves, hints and the hint paid for; nothing once the run ended', () => {
    const { actor } = makeActor({ seed: 5, level: 1, startScore: 0, bestAtStart: 300 });
    actor.send(skip);
    actor.send(tap(0, 0));
    expect(runToSave(actor.getSnapshot())).toEqual({ seed: 5, level: 1, startScore: 0, moves: [[0, 0]], hintsLeft: 3, hintCell: null, bestAtStart: 300 });
    actor.send({ type: 'STOP' });
    expect(runToSave(actor.getSnapshot())).toBeNull();
    const over = actorAt('OVER');
    expect(runToSave(over.actor.getSnapshot())).toBeNull();
  });
});

describe('PopStar clock (the default loop: deadlines, not animation frames)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sleeps while the player thinks and ends each timed phase on time', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const actor = createActor(createPopstarMachine({ generate }), { input: { params: { seed: 5, level: 1, startScore: 0 } } }).start();
    const phase = () => actor.getSnapshot().context.stage.phase;
    actor.send({ type: 'START' });
    await Promise.resolve(); // the loop reads the stage once RUNNING is entered
    expect(phase()).toBe('intro');
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(T.introMs);
    expect(phase()).toBe('playing');
    expect(vi.getTimerCount()).toBe(0); // nothing runs while the player thinks
    actor.send(tap(0, 0));
    expect(phase()).toBe('popping');
    vi.advanceTimersByTime(T.popMs - 1);
    expect(phase()).toBe('popping');
    vi.advanceTimersByTime(1);
    expect(phase()).toBe('playing');
    expect(vi.getTimerCount()).toBe(0);
    actor.send(tap(1, 0));
    actor.send({ type: 'PAUSE' });
    expect(vi.getTimerCount()).toBe(0); // pausing stops the clock
    vi.advanceTimersByTime(10_000);
    expect(phase()).toBe('popping');
    actor.send({ type: 'RESUME' });
    await Promise.resolve();
    vi.advanceTimersByTime(T.popMs);
    expect(phase()).not.toBe('popping');
  });
});
