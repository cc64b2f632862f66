import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Stands in for requestIdleCallback: the callbacks asked for wait, with their timeouts, until a
 * test runs them (`runLast`: the newest, as the browser would once idle). Undo with vi.unstubAllGlobals.
 */
export function stubIdleCallbacks() {
  const idle: { fn: IdleRequestCallback; timeout?: number }[] = [];
  vi.stubGlobal('requestIdleCallback', (fn: IdleRequestCallback, options?: IdleRequestOptions) => idle.push({ fn, timeout: options?.timeout }));
  vi.stubGlobal('cancelIdleCallback', (id: number) => idle.splice(id - 1, 1, { fn: () => {} }));
  const deadline: IdleDeadline = { didTimeout: false, timeRemaining: () => 10 };
  return {
    idle,
    runLast: () => act(() => idle.at(-1)!.fn(deadline)),
    runAll: () => act(() => idle.forEach(({ fn }) => fn(deadline))),
  };
}
