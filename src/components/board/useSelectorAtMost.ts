import { useEffect, useRef, useState } from 'react';

/** What the hook needs of an actor (an XState actor has both). */
export interface Subscribable<S> {
  getSnapshot: () => S;
  subscribe: (listener: () => void) => { unsubscribe: () => void };
}

/**
 * What `select` picks from the actor's snapshot, like @xstate/react's useSelector, but shown at most
 * once every `everyMs` ms while `everyMs` is a number: a change inside the interval waits for its end
 * and the latest value is shown then. `null` shows every change at once, and so does the first change
 * after a quiet interval. While `everyMs` is null the render reads the snapshot itself, so the render
 * that turns it null (the run paused or ended) already shows the latest value. For parts of a screen
 * that follow a fast run but cannot be read at its pace (Plan Tank's counters and program marks),
 * whose render would otherwise weigh on every step's frame. `select` and `equal` should
 * be stable (module-level functions).
 */
export function useSelectorAtMost<S, T>(actor: Subscribable<S>, select: (snapshot: S) => T, equal: (a: T, b: T) => boolean, everyMs: number | null): T {
  const [value, setValue] = useState(() => select(actor.getSnapshot()));
  const shown = useRef(value);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    let lastShown = -Infinity;
    const pull = () => {
      timer = null;
      lastShown = performance.now();
      const next = select(actor.getSnapshot());
      if (!equal(shown.current, next)) {
        shown.current = next;
        setValue(next);
      }
    };
    const onChange = () => {
      if (everyMs === null) return pull();
      if (timer !== null) return;
      const wait = lastShown + everyMs - performance.now();
      if (wait <= 0) pull();
      else timer = setTimeout(pull, wait);
    };
    pull(); // anything that changed since the render, or the latest value when the interval ends
    const subscription = actor.subscribe(onChange);
    return () => {
      subscription.unsubscribe();
      if (timer !== null) clearTimeout(timer);
    };
  }, [actor, select, equal, everyMs]);
  return everyMs === null ? select(actor.getSnapshot()) : value;
}
