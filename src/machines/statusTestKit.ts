/**
 * Test kit for machines built on the shared status machine (gameStatus.ts): a frame loop that counts
 * whether it runs, and the table test of every (status, event) pair. Used by every game's machine
 * test so they all check the same contract the same way.
 */
import { fromCallback, type AnyActorRef } from 'xstate';
import { expect, it } from 'vitest';
import { STATUSES, statusOf, type GameStatus } from './gameStatus';

/** The status events every game's machine takes, named for the transition table; a game's test
 * adds its own TICK and INPUT cases. */
type PlainStatusEvent = { type: 'START' | 'PAUSE' | 'AUTO_PAUSE' | 'RESUME' | 'TOGGLE_PAUSE' | 'STOP' | 'RESET' | 'RESTART' | 'STEP' | 'BEGIN' | 'RETRY' };
export const STATUS_EVENTS: [string, PlainStatusEvent][] = (
  ['START', 'PAUSE', 'AUTO_PAUSE', 'RESUME', 'TOGGLE_PAUSE', 'STOP', 'RESET', 'RESTART', 'STEP', 'BEGIN', 'RETRY'] as const
).map((type) => [type, { type }]);

/** The run events (the run/stop key, play out at once), for a game whose screen sends them: Plan Tank. */
export const RUN_EVENTS: [string, { type: 'RUN_TOGGLE' | 'FINISH' }][] = (['RUN_TOGGLE', 'FINISH'] as const).map((type) => [type, { type }]);

/** A frame loop that never ticks by itself: tests send TICKs, and `loop.running` says if it runs. */
export function fakeFrameLoop() {
  const loop = { running: 0, started: 0 };
  const logic = fromCallback(() => {
    loop.running++;
    loop.started++;
    return () => {
      loop.running--;
    };
  });
  return { loop, logic };
}

/**
 * One test per (status, event): from each status (reached by `actorAt`), send the event, expect the
 * status of `expected[from][name]`, and expect the frame loop to run exactly when that is RUNNING.
 */
export function itMakesEveryTransition<E extends { type: string }>(
  events: [name: string, event: E][],
  expected: Record<GameStatus, Record<string, GameStatus>>,
  actorAt: (status: GameStatus) => { actor: AnyActorRef; loop: { running: number } },
): void {
  for (const from of STATUSES) {
    for (const [name, event] of events) {
      const to = expected[from][name];
      it(`${from} --${name}--> ${to}`, () => {
        const { actor, loop } = actorAt(from);
        actor.send(event);
        expect(statusOf(actor.getSnapshot())).toBe(to);
        expect(loop.running).toBe(to === 'RUNNING' ? 1 : 0);
      });
    }
  }
}
