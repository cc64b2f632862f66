import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { fakeFrameLoop, itMakesEveryTransition, STATUS_EVENTS } from './statusTestKit';
import { fromDiagram, serialize } from '../logic/tetris/index.ts';
import type { HandlingConfig } from '../logic/tetris/handling.ts';
import { statusOf, type GameStatus } from './gameStatus';
import { createTetrisMachine, gameToSave, paramsOfGame, restoreSave, type TetrisEvent } from './tetrisMachine';
import { CLEAR_MS, stageFromGame, type TetrisParams, type TetrisStage } from './tetrisStage';

const HANDLING: HandlingConfig = { dasMs: 100, arrMs: 20, softDrop: { factor: 20 } };
// Ultra, so that one long TICK ends the game itself (its two minutes).
const ULTRA: TetrisParams = { mode: 'ultra', startLevel: 1, endless: false, seed: 7, handling: HANDLING };

function makeActor(input: { params: TetrisParams; stage?: TetrisStage } = { params: ULTRA }) {
  const { loop, logic: fakeLoop } = fakeFrameLoop();
  const actor = createActor(createTetrisMachine({ frameLoop: fakeLoop }), { input }).start();
  return { actor, loop };
}

const END: TetrisEvent = { type: 'TICK', ms: 120_000 };
const EVENTS: [string, TetrisEvent][] = [
  ...STATUS_EVENTS,
  ['TICK', { type: 'TICK', ms: 16 }],
  ['INPUT', { type: 'INPUT', input: { type: 'press', key: 'left' } }],
  ['END', END],
];

const PATH_TO: Record<GameStatus, TetrisEvent[]> = {
  READY: [],
  RUNNING: [{ type: 'START' }],
  PAUSE: [{ type: 'START' }, { type: 'PAUSE' }],
  STOP: [{ type: 'START' }, { type: 'STOP' }],
  OVER: [{ type: 'START' }, END],
};

// Every (status, event) pair. Tetris has no STEP, and its first key does not start the game by itself
// (the screen sends START: startOnInput is false), so INPUT in READY stays READY.
const EXPECTED: Record<GameStatus, Record<string, GameStatus>> = {
  READY: { START: 'RUNNING', PAUSE: 'READY', AUTO_PAUSE: 'READY', RESUME: 'READY', TOGGLE_PAUSE: 'READY', STOP: 'READY', RESET: 'READY', RESTART: 'RUNNING', STEP: 'READY', TICK: 'READY', INPUT: 'READY', END: 'READY' },
  RUNNING: { START: 'RUNNING', PAUSE: 'PAUSE', AUTO_PAUSE: 'PAUSE', RESUME: 'RUNNING', TOGGLE_PAUSE: 'PAUSE', STOP: 'STOP', RESET: 'READY', RESTART: 'RUNNING', STEP: 'RUNNING', TICK: 'RUNNING', INPUT: 'RUNNING', END: 'OVER' },
  PAUSE: { START: 'RUNNING', PAUSE: 'PAUSE', AUTO_PAUSE: 'PAUSE', RESUME: 'RUNNING', TOGGLE_PAUSE: 'RUNNING', STOP: 'STOP', RESET: 'READY', RESTART: 'RUNNING', STEP: 'PAUSE', TICK: 'PAUSE', INPUT: 'PAUSE', END: 'PAUSE' },
  STOP: { START: 'RUNNING', PAUSE: 'STOP', AUTO_PAUSE: 'STOP', RESUME: 'STOP', TOGGLE_PAUSE: 'STOP', STOP: 'STOP', RESET: 'READY', RESTART: 'RUNNING', STEP: 'STOP', TICK: 'STOP', INPUT: 'STOP', END: 'STOP' },
  OVER: { START: 'RUNNING', PAUSE: 'OVER', AUTO_PAUSE: 'OVER', RESUME: 'OVER', TOGGLE_PAUSE: 'OVER', STOP: 'OVER', RESET: 'READY', RESTART: 'RUNNING', STEP: 'OVER', TICK: 'OVER', INPUT: 'OVER', END: 'OVER' },
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

describe('Tetris machine behaviour', () => {
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
