/**
 * The toy game that gameStatus.ts's own tests drive (gameStatus.test.ts, gameStatus.stageDef.test.ts):
 * a counter the game ends itself at 10, with a frame loop that counts whether it runs, and the shortest
 * way from a fresh machine to each status.
 */
import { createActor } from 'xstate';
import { expect } from 'vitest';
import { createStatusMachine, statusOf, type GameStatus, type StatusEvent } from './gameStatus';
import { fakeFrameLoop } from './statusTestKit';

// A toy stage: a counter that the game ends itself when it reaches `limit`.
export interface Stage { value: number; ticks: number }
export type Params = { limit: number };
export const toyDef = {
  id: 'toy',
  create: (): Stage => ({ value: 0, ticks: 0 }),
  input: (s: Stage, n: number): Stage => ({ ...s, value: s.value + n }),
  tick: (s: Stage, ms: number): Stage => ({ ...s, ticks: s.ticks + ms }),
  isOver: (s: Stage) => s.value >= 10,
  step: (s: Stage): Stage => ({ ...s, value: s.value + 100 }),
  finish: (s: Stage): Stage => ({ ...s, value: s.value + 1000 }),
};

/** The toy's machine on a frame loop that never ticks by itself: `loop.running` says if it runs. */
export function makeMachine() {
  const { loop, logic } = fakeFrameLoop();
  const machine = createStatusMachine<Stage, number, Params>(toyDef, { frameLoop: logic });
  return { machine, loop };
}

export type Ev = StatusEvent<number, Params>;

// Shortest event path from a fresh machine to each status.
export const PATH_TO: Record<GameStatus, Ev[]> = {
  READY: [],
  RUNNING: [{ type: 'START' }],
  PAUSE: [{ type: 'START' }, { type: 'PAUSE' }],
  STOP: [{ type: 'START' }, { type: 'STOP' }],
  OVER: [{ type: 'START' }, { type: 'INPUT', input: 10 }],
};

/** A fresh toy machine (limit 10) taken to `status`, and its frame loop. */
export function actorAt(status: GameStatus) {
  const { machine, loop } = makeMachine();
  const actor = createActor(machine, { input: { params: { limit: 10 } } }).start();
  for (const e of PATH_TO[status]) actor.send(e);
  expect(statusOf(actor.getSnapshot())).toBe(status);
  return { actor, loop };
}
