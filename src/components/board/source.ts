/**
 * The boards' render kit: a typed view that changes, and a way to hear that it did (an external
 * store), which a board follows by itself without a React render. `get` returns the same value
 * until the view changes.
 */
export interface Source<T> {
  get(): T;
  subscribe(listener: () => void): () => void;
}

/** A source that always holds one value (a board drawn from props, and tests). */
export function fixedSource<T>(value: T): Source<T> {
  return { get: () => value, subscribe: () => () => {} };
}

/** A source of a value set from outside (a store of one value): each new value is heard, the same one is not. */
export function valueSource<T>(initial: T): Source<T> & { set(value: T): void } {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      if (next === value) return;
      value = next;
      for (const listener of [...listeners]) listener();
    },
  };
}

export function isSource<T>(value: T | Source<T>): value is Source<T> {
  return typeof value === 'object' && value !== null && typeof (value as Partial<Source<T>>).subscribe === 'function';
}

/** What selectSource needs of an actor (an XState actor has both). */
export interface Subscribable<S> {
  getSnapshot(): S;
  subscribe(listener: () => void): { unsubscribe(): void };
}

/**
 * What `select` picks of the actor's snapshot, as a source: selected once per snapshot however
 * many readers ask, kept while `equal` holds (so `get` is stable), and heard only when it changes.
 */
export function selectSource<S, T>(actor: Subscribable<S>, select: (snapshot: S) => T, equal: (a: T, b: T) => boolean): Source<T> {
  let snapshot = actor.getSnapshot();
  let value = select(snapshot);
  const get = () => {
    const now = actor.getSnapshot();
    if (now !== snapshot) {
      snapshot = now;
      const next = select(now);
      if (!equal(value, next)) value = next;
    }
    return value;
  };
  return {
    get,
    subscribe(listener) {
      let heard = get();
      const sub = actor.subscribe(() => {
        const now = get();
        if (now === heard) return;
        heard = now;
        listener();
      });
      return () => sub.unsubscribe();
    },
  };
}
