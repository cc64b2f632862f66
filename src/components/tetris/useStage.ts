import { useSelector } from '@xstate/react';
import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { AnyActorRef } from 'xstate';
import { statusOf, type GameStatus } from '../../machines/gameStatus';
import type { TetrisStage } from '../../machines/tetrisStage';

/**
 * Narrow selectors over a running Tetris machine (the game's or the demo's: both hold a TetrisStage).
 * Components select small values (with an equality for anything not a primitive), so a frame
 * re-renders only what changed: never useMachine for something that ticks.
 */
interface StageSnapshot {
  value: unknown;
  context: { stage: TetrisStage; autoPaused: boolean };
}

export function useStage<T>(actor: AnyActorRef, select: (stage: TetrisStage) => T, equals?: (a: T, b: T) => boolean): T {
  return useSelector(actor, (s: StageSnapshot) => select(s.context.stage), equals);
}

/**
 * Like useStage, for what the eye does not need in the very frame of a change (the HUD's numbers):
 * a change renders at the next animation frame, out of the frame that made it (a lock or a clear's
 * flash, the busiest of a game). While a selection equals the last one (`equals`), the last is kept.
 */
export function useStageNextFrame<T>(actor: AnyActorRef, select: (stage: TetrisStage) => T, equals: (a: T, b: T) => boolean = Object.is): T {
  const last = useRef<{ value: T } | null>(null);
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
  return useSyncExternalStore(subscribe, () => {
    const next = select(stageOf(actor));
    if (last.current !== null && equals(last.current.value, next)) return last.current.value;
    last.current = { value: next };
    return next;
  });
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
