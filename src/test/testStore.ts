import type { Subscribable } from '../components/board/useSelectorAtMost';

/**
 * For tests: a store of a value, subscribable like an actor, whose `set` tells its listeners at
 * once; `listeners` shows who is subscribed.
 */
export function testStore<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  const actor: Subscribable<T> = {
    getSnapshot: () => value,
    subscribe: (listener) => {
      listeners.add(listener);
      return { unsubscribe: () => listeners.delete(listener) };
    },
  };
  const set = (next: T) => {
    value = next;
    listeners.forEach((l) => l());
  };
  return { actor, set, listeners };
}
