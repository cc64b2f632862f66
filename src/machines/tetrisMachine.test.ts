import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { fakeFrameLoop, itMakesEveryTransition, RUN_EVENTS, STATUS_EVENTS } from './statusTestKit';
import { fromDiagram, serialize } from '../logic/tetris/index.ts';
import type { HandlingConfig } from '../logic/tetris/handling.ts';
import { statusOf, type GameStatus } from './gameStatus';
import { createTetrisMachine, gameToSave, paramsOfGame, restoreSave, type TetrisEvent } from './tetrisMachine';
import { CLEAR_MS, stageFromGame, type TetrisParams, type TetrisStage } from './tetrisStage';

const HANDLING: HandlingConfig = { dasMs: 100, arrMs: 20, softDrop: { factor: 20 } };
// Ultra, so that one long TICK ends the game itself (its two minutes).
const ULTRA: TetrisParams = { mode: 'ultra', startLevel: 1, endless: false, seed: 7, handling: HANDLING };

function makeActor(input: { params: TetrisParams; stage?: TetrisStage; choice?: boolean } = { params: ULTRA }) {
  const { loop, logic: fakeLoop } = fakeFrameLoop();
  const actor = createActor(createTetrisMachine({ frameLoop: fakeLoop }), { input }).start();
  return { actor, loop };
}

const END: TetrisEvent = { type: 'TICK', ms: 120_000 };
const EVENTS: [string, TetrisEvent][] = [
  ...STATUS_EVENTS,
  ...RUN_EVENTS,
  ['TICK', { type: 'TICK', ms: 16 }],
  ['INPUT', { type: 'INPUT', input: { type: 'press', key: 'left' } }],
  ['RELEASE', { type: 'INPUT', input: { type: 'release', key: 'left' } }],
  ['TAP', { type: 'INPUT', input: { type: 'action', action: 'rotateCW' } }],
  ['END', END],
];

const PATH_TO: Record<GameStatus, TetrisEvent[]> = {
  READY: [],
  RUNNING: [{ type: 'START' }],
  PAUSE: [{ type: 'START' }, { type: 'PAUSE' }],
  STOP: [{ type: 'START' }, { type: 'STOP' }],
  OVER: [{ type: 'START' }, END],
};

// Every (status, event) pair. Tetris has no STEP and no finish (FINISH is ignored; no screen sends
// RUN_TOGGLE, which goes back to READY from a run as Plan Tank's X does); its first press or action (a key, a button, a tap)
// starts the game without being played (startingInput), a release in READY starts nothing.
const EXPECTED: Record<GameStatus, Record<string, GameStatus>> = {
  READY: { START: 'RUNNING', PAUSE: 'READY', AUTO_PAUSE: 'READY', RESUME: 'READY', TOGGLE_PAUSE: 'READY', STOP: 'READY', RESET: 'READY', RESTART: 'RUNNING', STEP: 'READY', BEGIN: 'RUNNING', RETRY: 'READY', RUN_TOGGLE: 'RUNNING', FINISH: 'READY', TICK: 'READY', INPUT: 'RUNNING', RELEASE: 'READY', TAP: 'RUNNING', END: 'READY' },
  RUNNING: { START: 'RUNNING', PAUSE: 'PAUSE', AUTO_PAUSE: 'PAUSE', RESUME: 'RUNNING', TOGGLE_PAUSE: 'PAUSE', STOP: 'STOP', RESET: 'READY', RESTART: 'RUNNING', STEP: 'RUNNING', BEGIN: 'RUNNING', RETRY: 'RUNNING', RUN_TOGGLE: 'READY', FINISH: 'RUNNING', TICK: 'RUNNING', INPUT: 'RUNNING', RELEASE: 'RUNNING', TAP: 'RUNNING', END: 'OVER' },
  PAUSE: { START: 'RUNNING', PAUSE: 'PAUSE', AUTO_PAUSE: 'PAUSE', RESUME: 'RUNNING', TOGGLE_PAUSE: 'RUNNING', STOP: 'STOP', RESET: 'READY', RESTART: 'RUNNING', STEP: 'PAUSE', BEGIN: 'PAUSE', RETRY: 'RUNNING', RUN_TOGGLE: 'READY', FINISH: 'PAUSE', TICK: 'PAUSE', INPUT: 'PAUSE', RELEASE: 'PAUSE', TAP: 'PAUSE', END: 'PAUSE' },
  STOP: { START: 'RUNNING', PAUSE: 'STOP', AUTO_PAUSE: 'STOP', RESUME: 'STOP', TOGGLE_PAUSE: 'STOP', STOP: 'STOP', RESET: 'READY', RESTART: 'RUNNING', STEP: 'STOP', BEGIN: 'STOP', RETRY: 'RUNNING', RUN_TOGGLE: 'READY', FINISH: 'STOP', TICK: 'STOP', INPUT: 'STOP', RELEASE: 'STOP', TAP: 'STOP', END: 'STOP' },
  OVER: { START: 'RUNNING', PAUSE: 'OVER', AUTO_PAUSE: 'OVER', RESUME: 'OVER', TOGGLE_PAUSE: 'OVER', STOP: 'OVER', RESET: 'READY', RESTART: 'RUNNING', STEP: 'OVER', BEGIN: 'OVER', RETRY: 'RUNNING', RUN_TOGGLE: 'READY', FINISH: 'OVER', TICK: 'OVER', INPUT: 'OVER', RELEASE: 'OVER', TAP: 'OVER', END: 'OVER' },
};

function actorAt(status: GameStatus) {
  const made = makeActor();
  for (const e of PATH_TO[status]) made.actor.send(e);
  expect(statusOf(made.actor.getSnapshot())).toBe(status);
  return made;
}

/** Two rows an O completes at columns 8-9 (four shifts right and a hard drop). */
function clearingStage(): TetrisStage {
  return stageFromGame(fromDiagram(['XXXXXXXX..', 'XXXXXXXX..'], { type: 'O', rotation: '0' }, { seed: 3 }), HANDLING);
}
const send = (actor: ReturnType<typeof makeActor>['actor'], ...actions: ('right' | 'hardDrop' | 'left')[]) => {
  for (const action of actions) actor.send({ type: 'INPUT', input: { type: 'action', action } });
};

describe('Tetris machine transitions', () => {
  itMakesEveryTransition(EVENTS, EXPECTED, actorAt);
});

// A saved game offered beside a new one (`choice`): in READY the game input waits for the player's
// pick; the goes continue the saved game, RESTART replaces it. Every other status is as above.
const CHOOSING: Record<string, GameStatus> = { ...EXPECTED.READY, INPUT: 'READY', TAP: 'READY' };

describe('Tetris machine transitions while a saved game is offered', () => {
  for (const [name, event] of EVENTS) {
    const to = CHOOSING[name]!;
    it(`READY (choice) --${name}--> ${to}`, () => {
      const stage = clearingStage();
      const { actor, loop } = makeActor({ params: ULTRA, stage, choice: true });
      actor.send(event);
      expect(statusOf(actor.getSnapshot())).toBe(to);
      expect(loop.running).toBe(to === 'RUNNING' ? 1 : 0);
      // Ignored input leaves the offered game as it was, held keys included.
      if (to === 'READY' && name !== 'RESET' && name !== 'RUN_TOGGLE') expect(actor.getSnapshot().context.stage).toBe(stage);
    });
  }
});

describe('Tetris machine behaviour', () => {
  it('a saved game on offer takes no game input until the player picks; then keys play', () => {
    const stage = clearingStage();
    for (const pick of [{ type: 'BEGIN' }, { type: 'RESTART', params: { ...ULTRA, mode: 'marathon', startLevel: 4 } }] as const) {
      const { actor } = makeActor({ params: ULTRA, stage, choice: true });
      actor.send({ type: 'INPUT', input: { type: 'press', key: 'left' } });
      actor.send({ type: 'INPUT', input: { type: 'action', action: 'hardDrop' } });
      actor.send({ type: 'INPUT', input: { type: 'release', key: 'left' } });
      expect(statusOf(actor.getSnapshot())).toBe('READY');
      expect(actor.getSnapshot().context).toMatchObject({ stage, controlsBound: false, choosing: true });
      actor.send(pick);
      expect(statusOf(actor.getSnapshot())).toBe('RUNNING');
      expect(actor.getSnapshot().context.choosing).toBe(false);
      const game = actor.getSnapshot().context.stage.game;
      expect(game === stage.game, pick.type).toBe(pick.type === 'BEGIN');
      actor.send({ type: 'INPUT', input: { type: 'action', action: 'left' } });
      expect(actor.getSnapshot().context.stage.game.active!.x).toBe(game.active!.x - 1);
    }
  });

  it('a restored game without a choice starts on the first key, as a new one does', () => {
    const stage = clearingStage();
    const { actor } = makeActor({ params: ULTRA, stage });
    actor.send({ type: 'INPUT', input: { type: 'press', key: 'left' } });
    expect(statusOf(actor.getSnapshot())).toBe('RUNNING');
    expect(actor.getSnapshot().context.stage.game).toBe(stage.game);
  });

  it('INPUT and TICK reach the engine only while RUNNING', () => {
    const { actor } = actorAt('RUNNING');
    const x = actor.getSnapshot().context.stage.game.active!.x;
    actor.send({ type: 'INPUT', input: { type: 'action', action: 'left' } });
    actor.send({ type: 'TICK', ms: 16 });
    expect(actor.getSnapshot().context.stage.game.active!.x).toBe(x - 1);
    expect(actor.getSnapshot().context.stage.game.elapsedMs).toBe(16);
    actor.send({ type: 'PAUSE' });
    actor.send({ type: 'INPUT', input: { type: 'action', action: 'left' } });
    actor.send({ type: 'TICK', ms: 500 });
    expect(actor.getSnapshot().context.stage.game.active!.x).toBe(x - 1);
    expect(actor.getSnapshot().context.stage.game.elapsedMs).toBe(16);
  });

  it('a clear that ends the game plays out before OVER', () => {
    const base = clearingStage();
    const stage = { ...base, game: { ...base.game, mode: 'sprint' as const, lineGoal: 40, lines: 38 } };
    const { actor, loop } = makeActor({ params: ULTRA, stage });
    actor.send({ type: 'START' });
    send(actor, 'right', 'right', 'right', 'right', 'hardDrop');
    expect(actor.getSnapshot().context.stage.game.result).toBe('goal');
    expect(statusOf(actor.getSnapshot())).toBe('RUNNING');
    actor.send({ type: 'TICK', ms: CLEAR_MS });
    expect(statusOf(actor.getSnapshot())).toBe('OVER');
    expect(loop.running).toBe(0);
  });

  it('pausing during a clear holds the wait; resuming continues it', () => {
    const { actor } = makeActor({ params: ULTRA, stage: clearingStage() });
    actor.send({ type: 'START' });
    send(actor, 'right', 'right', 'right', 'right', 'hardDrop');
    actor.send({ type: 'TICK', ms: 50 });
    actor.send({ type: 'PAUSE' });
    actor.send({ type: 'TICK', ms: 1000 });
    expect(actor.getSnapshot().context.stage.clearing?.msLeft).toBe(CLEAR_MS - 50);
    actor.send({ type: 'RESUME' });
    actor.send({ type: 'TICK', ms: CLEAR_MS - 50 });
    expect(actor.getSnapshot().context.stage.clearing).toBeNull();
  });

  it('START from OVER or STOP starts a new game with the new params', () => {
    for (const from of ['OVER', 'STOP'] as const) {
      const { actor } = actorAt(from);
      actor.send({ type: 'START', params: { ...ULTRA, mode: 'marathon', startLevel: 4 } });
      const { stage, restarts } = actor.getSnapshot().context;
      expect(statusOf(actor.getSnapshot())).toBe('RUNNING');
      expect([stage.game.mode, stage.game.level, stage.game.elapsedMs, stage.game.locks]).toEqual(['marathon', 4, 0, 0]);
      expect(restarts).toBe(1);
    }
  });

  it('the first press or action starts the game without being played; a release starts nothing', () => {
    for (const input of [{ type: 'press', key: 'left' }, { type: 'press', key: 'hardDrop' }, { type: 'action', action: 'rotateCW' }] as const) {
      const { actor } = makeActor();
      const game = actor.getSnapshot().context.stage.game;
      actor.send({ type: 'INPUT', input: { type: 'release', key: 'left' } });
      expect(statusOf(actor.getSnapshot())).toBe('READY');
      actor.send({ type: 'INPUT', input });
      const { stage, controlsBound } = actor.getSnapshot().context;
      expect(statusOf(actor.getSnapshot())).toBe('RUNNING');
      expect(controlsBound).toBe(true);
      expect(stage.game).toBe(game);
      expect(stage.handling.held).toEqual({});
      // Played once running.
      actor.send({ type: 'INPUT', input });
      expect(actor.getSnapshot().context.stage.game).not.toBe(game);
    }
  });

  it('BEGIN continues a restored game; RETRY is a new game with the new params', () => {
    const stage = clearingStage();
    const { actor } = makeActor({ params: ULTRA, stage });
    actor.send({ type: 'BEGIN' });
    expect(actor.getSnapshot().context.stage.game).toBe(stage.game);
    actor.send({ type: 'RETRY', params: { ...ULTRA, mode: 'marathon', startLevel: 4 } });
    expect(actor.getSnapshot().context.stage.game).toBe(stage.game);
    for (const from of ['PAUSE', 'STOP', 'OVER'] as const) {
      const { actor: halted } = actorAt(from);
      halted.send({ type: 'RETRY', params: { ...ULTRA, mode: 'marathon', startLevel: 4 } });
      const { stage: fresh, restarts } = halted.getSnapshot().context;
      expect(statusOf(halted.getSnapshot())).toBe('RUNNING');
      expect([fresh.game.mode, fresh.game.level, fresh.game.elapsedMs, fresh.game.locks]).toEqual(['marathon', 4, 0, 0]);
      expect(restarts).toBe(1);
    }
  });

  it('every pause lets go of the held keys: a key released while paused does not slide on resume', () => {
    for (const pause of [{ type: 'PAUSE' }, { type: 'TOGGLE_PAUSE' }, { type: 'AUTO_PAUSE' }] as const) {
      const { actor } = actorAt('RUNNING');
      actor.send({ type: 'INPUT', input: { type: 'press', key: 'left' } });
      const x = actor.getSnapshot().context.stage.game.active!.x;
      expect(actor.getSnapshot().context.stage.handling.held).not.toEqual({});
      actor.send(pause);
      expect(actor.getSnapshot().context.stage.handling.held, pause.type).toEqual({});
      actor.send({ type: 'INPUT', input: { type: 'release', key: 'left' } });
      actor.send({ type: 'RESUME' });
      // Past the auto-shift delay: a key still held would have moved the piece on.
      actor.send({ type: 'TICK', ms: HANDLING.dasMs + 5 * HANDLING.arrMs });
      expect(actor.getSnapshot().context.stage.game.active!.x, pause.type).toBe(x);
    }
  });

  it('a restored stage continues where it was', () => {
    const stage = clearingStage();
    const { actor } = makeActor({ params: ULTRA, stage });
    actor.send({ type: 'START' });
    expect(actor.getSnapshot().context.stage.game).toBe(stage.game);
  });
});

describe('saves', () => {
  it('a game in progress saves and restores to the same engine state', () => {
    const { actor } = actorAt('PAUSE');
    const text = gameToSave(actor.getSnapshot());
    expect(text).not.toBeNull();
    const restored = restoreSave(text!, HANDLING);
    expect(restored).not.toBeInstanceOf(Error);
    expect((restored as TetrisStage).game).toEqual(actor.getSnapshot().context.stage.game);
  });

  it('nothing is saved once the game has ended', () => {
    expect(gameToSave(actorAt('OVER').actor.getSnapshot())).toBeNull();
    expect(gameToSave(actorAt('STOP').actor.getSnapshot())).toBeNull();
  });

  it('a corrupt save is an Error that names what is wrong', () => {
    const bad = restoreSave('{"version":1,"width":"ten"}', HANDLING);
    expect(bad).toBeInstanceOf(Error);
    expect((bad as Error).message).toMatch(/width/);
    expect(restoreSave('not json', HANDLING)).toBeInstanceOf(Error);
    const over = { ...clearingStage().game, status: 'over' as const, result: 'blockOut' as const, active: null };
    expect((restoreSave(serialize(over), HANDLING) as Error).message).toMatch(/ended/);
  });

  it('paramsOfGame reads mode, start level and endless from the engine state', () => {
    const game = { ...clearingStage().game, mode: 'marathon' as const, startLevel: 3, lineGoal: null };
    expect(paramsOfGame(game, HANDLING, 9)).toEqual({ mode: 'marathon', startLevel: 3, endless: true, seed: 9, handling: HANDLING });
  });
});
