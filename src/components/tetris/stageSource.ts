import type { TetrisStage } from '../../machines/tetrisStage';
import type { Source } from '../board/source';

export { fixedSource, isSource, type Source } from '../board/source';

/** Anything that holds a TetrisStage and tells when it changes (the game's or the demo's actor). */
export interface StageStore {
  getSnapshot(): { context: { stage: TetrisStage } };
  subscribe(listener: () => void): { unsubscribe(): void };
}

/**
 * A view of a running game (tetrisView.ts) as a Source. The view is worked out once per game state
 * (the ghost is a search down the field), however many readers ask, and while it equals the last one
 * the source gives the same object: a reader can tell a change by identity.
 */
export function stageSource<T>(store: StageStore, view: (stage: TetrisStage) => T, equals: (a: T, b: T) => boolean): Source<T> {
  let game: unknown = null;
  let clearing: unknown = null;
  let value: T | undefined;
  let known = false;
  return {
    get() {
      const stage = store.getSnapshot().context.stage;
      if (!known || stage.game !== game || stage.clearing !== clearing) {
        game = stage.game;
        clearing = stage.clearing;
        const next = view(stage);
        if (!known || !equals(value as T, next)) value = next;
        known = true;
      }
      return value as T;
    },
    subscribe(listener) {
      const sub = store.subscribe(listener);
      return () => sub.unsubscribe();
    },
  };
}
