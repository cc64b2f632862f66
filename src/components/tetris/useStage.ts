import { useSelector } from '@xstate/react';
import { useCallback, useSyncExternalStore } from 'react';
import type { AnyActorRef } from 'xstate';
import { statusOf, type GameStatus } from '../../machines/gameStatus';
import type { TetrisStage } from '../../machines/tetrisStage';

/**
 * Narrow selectors over a running Tetris machine (the game's or the demo's: both hold a TetrisStage).
 * Components select primitives (strings, numbers), so a frame re-renders only what changed
 * (ARCHITECTURE.md: useActorRef + narrow useSelectors, never useMachine for something that ticks).
 */
interface StageSnapshot {
  value: unknown;
  context: { stage: TetrisStage; autoPaused: boolean };
}

export function useStage<T>(actor: AnyActorRef, select: (stage: TetrisStage) => T): T {
  return useSelector(actor, (s: StageSnapshot) => select(s.context.stage));
}

/**
 * Like useStage, for what the eye does not need in the very frame of a change (the HUD's numbers):
 * a change renders at the next animation frame, out of the frame that made it (a lock or a clear's
 * flash, the busiest of a game: npm run bench:frames -- tetris). Select a primitive.
 */
export function useStageNextFrame<T>(actor: AnyActorRef, select: (stage: TetrisStage) => T): T {
  const subscribe = useCallback(
    (notify: () => void) => {
      let frame = 0;
      const sub = actor.subscribe(() => {
        if (frame === 0) frame = requestAnimationFrame(() => ((frame = 0), notify()));
      });
      return () => {
        sub.unsubscribe();
        cancelAnimationFrame(frame);
      };
    },
    [actor],
  );
  return useSyncExternalStore(subscribe, () => select(stageOf(actor)));
}

export function useStatus(actor: AnyActorRef): GameStatus {
  return useSelector(actor, (s: StageSnapshot) => statusOf(s));
}

export function useAutoPaused(actor: AnyActorRef): boolean {
  return useSelector(actor, (s: StageSnapshot) => s.context.autoPaused);
}

export function stageOf(actor: AnyActorRef): TetrisStage {
  return (actor.getSnapshot() as StageSnapshot).context.stage;
}
