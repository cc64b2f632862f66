import { useEffect } from 'react';
import { statusOf } from '../machines/gameStatus';
import { holdBusy } from './ui/whenSettled';

interface Watched<S> {
  getSnapshot(): S;
  subscribe(listener: (snapshot: S) => void): { unsubscribe(): void };
}

/** A game in RUNNING status: a predicate for useBusyWhile. */
export const isRunning = (snapshot: { value: unknown }): boolean => statusOf(snapshot) === 'RUNNING';

/**
 * Marks a stretch of continuous play (holdBusy, which keeps the service worker's install away)
 * while `busy(snapshot)` holds. It follows the actor itself, so the screen renders nothing for it.
 * `busy` must be a stable function.
 */
export function useBusyWhile<S>(actor: Watched<S>, busy: (snapshot: S) => boolean, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    let release: (() => void) | null = null;
    const follow = (snapshot: S) => {
      const on = busy(snapshot);
      if (on && !release) release = holdBusy();
      else if (!on && release) {
        release();
        release = null;
      }
    };
    follow(actor.getSnapshot());
    const subscription = actor.subscribe(follow);
    return () => {
      subscription.unsubscribe();
      release?.();
    };
  }, [actor, busy, enabled]);
}
