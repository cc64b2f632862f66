import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Stands in for requestAnimationFrame: the callbacks asked for wait until a test runs them
 * (`frame()`: those asked for so far, as the browser's next frame would). A cancelled one is
 * replaced by a no-op in `pending`. Undo with vi.unstubAllGlobals.
 */
export function stubAnimationFrames() {
  const pending: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => pending.push(cb));
  vi.stubGlobal('cancelAnimationFrame', (id: number) => {
    pending[id - 1] = () => {};
  });
  return {
    pending,
    frame: () => pending.splice(0).forEach((cb) => cb(performance.now())),
  };
}

/**
 * A test file's animation frames and timers by hand: fake timers and stubbed frames for each test
 * (stubAnimationFrames), undone after it. `frames.pending` and `frames.frame()` are each test's.
 */
export function manualFrames() {
  let current = { pending: [] as FrameRequestCallback[], frame: () => {} };
  beforeEach(() => {
    vi.useFakeTimers();
    current = stubAnimationFrames();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  return {
    get pending() {
      return current.pending;
    },
    frame: () => current.frame(),
  };
}
