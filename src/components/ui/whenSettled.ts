/**
 * How long after the app starts its service worker is registered, at the browser's next idle
 * moment after that (at most IDLE_TIMEOUT_MS later). Registering installs the worker, which
 * downloads the whole site for offline play (~40 requests): at once, that ran during the first
 * screen's render and deal and slowed them on a two-core machine (Lighthouse on PopStar's play
 * screen, `ROUNDS=6 npm run bench:lh -- popstar`, two A/Bs: performance medians 86 -> 98 and
 * 92 -> 96, total blocking time 387 -> 81 and 211 -> 153 ms).
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
