import { useSelector } from '@xstate/react';
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

export function useStatus(actor: AnyActorRef): GameStatus {
  return useSelector(actor, (s: StageSnapshot) => statusOf(s));
}

export function useAutoPaused(actor: AnyActorRef): boolean {
  return useSelector(actor, (s: StageSnapshot) => s.context.autoPaused);
}

export function stageOf(actor: AnyActorRef): TetrisStage {
  return (actor.getSnapshot() as StageSnapshot).context.stage;
}
