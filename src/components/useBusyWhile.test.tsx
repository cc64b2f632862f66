import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isBusy } from './ui/whenSettled';
import { isRunning, useBusyWhile } from './useBusyWhile';

/** A stand-in for an actor: a snapshot and its subscribers. */
function fakeActor(value: string) {
  let snapshot = { value };
  const listeners = new Set<(s: { value: string }) => void>();
  return {
    getSnapshot: () => snapshot,
    subscribe(listener: (s: { value: string }) => void) {
      listeners.add(listener);
      return { unsubscribe: () => void listeners.delete(listener) };
    },
    go(next: string) {
      snapshot = { value: next };
      for (const listener of listeners) listener(snapshot);
    },
    listeners,
  };
}

describe('useBusyWhile', () => {
  it('holds the page busy while the actor runs, and lets go when it stops or unmounts', () => {
    const actor = fakeActor('READY');
    const { unmount } = renderHook(() => useBusyWhile(actor, isRunning));
    expect(isBusy()).toBe(false);
    actor.go('RUNNING');
    expect(isBusy()).toBe(true);
    actor.go('RUNNING');
    actor.go('PAUSE');
    expect(isBusy()).toBe(false);
    actor.go('RUNNING');
    expect(isBusy()).toBe(true);
    unmount();
    expect(isBusy()).toBe(false);
    expect(actor.listeners.size).toBe(0);
  });

  it('starts busy when the actor already runs, and does nothing when disabled', () => {
    const running = fakeActor('RUNNING');
    const first = renderHook(() => useBusyWhile(running, isRunning));
    expect(isBusy()).toBe(true);
    first.unmount();
    const demo = fakeActor('RUNNING');
    const second = renderHook(() => useBusyWhile(demo, isRunning, false));
    expect(isBusy()).toBe(false);
    expect(demo.listeners.size).toBe(0);
    second.unmount();
  });
});
