import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/** Runs `fn` when the browser is idle (within `timeoutMs`), or soon where it cannot tell. */
export function whenIdle(fn: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(fn, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(fn, 0);
  return () => clearTimeout(id);
}

/**
 * `value`, once the browser is idle: the value it had when first rendered, and after a change the
 * value before it until the browser next has time to spare (within `timeoutMs`), when the component
 * renders again with the new one, at once (a later change before then restarts the wait: the newest
 * value wins). For parts of a screen that may show a change a little after the part that plays it:
 * their render and commit then leave the frame of the change, the busiest of a game, and the frame
 * after it, where the change's animations start (PopStar's pop: the ARIA grid and the HUD). Keep it
 * in a small memoised component: the late render renders the component that holds it.
 */
export function useWhenIdle<T>(value: T, timeoutMs = 200): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    if (Object.is(shown, value)) return;
    return whenIdle(() => flushSync(() => setShown(() => value)), timeoutMs);
  }, [value, shown, timeoutMs]);
  return shown;
}
