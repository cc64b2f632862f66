/**
 * How long after the app starts its service worker is registered, at the browser's next idle
 * moment after that (at most IDLE_TIMEOUT_MS later). Registering installs the worker, which
 * downloads the whole site for offline play: at once, that would compete with the first screen's
 * render on a slow device.
 */
export const REGISTER_DELAY_MS = 3000;
export const IDLE_TIMEOUT_MS = 2000;

/** Calls `run` `delayMs` after now, when the browser is next idle; returns a cancel. */
export function whenSettled(delayMs: number, run: () => void): () => void {
  let idle: number | undefined;
  const timer = setTimeout(() => {
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    else run();
  }, delayMs);
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}
