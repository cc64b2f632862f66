import { useEffect, useState } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { Button } from './Button';

/**
 * A new version of the site was downloaded by the service worker: offer it, never reload by itself
 * (a reload mid-game would lose the game). Being ready offline needs no message: the home page says
 * the site works offline after the first visit, and a toast then would cover the screen's header.
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({ immediate: true });
  if (!needRefresh) return null;
  return (
    <aside aria-label="Update" className="toast-in fixed top-2 right-3 left-3 z-50 mx-auto flex max-w-md items-center gap-3 rounded-xl border border-ink-600 bg-ink-800 px-4 py-2 text-sm shadow-xl">
      <span className="flex-1">A new version of Brickworks is ready.</span>
      <Button tone="primary" onClick={() => void updateServiceWorker(true)}>
        Update
      </Button>
      <Button tone="ghost" onClick={() => setNeedRefresh(false)}>
        Later
      </Button>
    </aside>
  );
}

/**
 * How long after the app starts its service worker is registered, at the browser's next idle
 * moment after that (at most IDLE_TIMEOUT_MS later). Registering installs the worker, which
 * downloads the whole site for offline play (~40 requests): at once, that ran during the first
 * screen's render and deal and slowed them on a two-core machine (Lighthouse on PopStar's play
 * screen, 6 rounds: total blocking time 387 -> 81 ms, performance 86 -> 98, `npm run bench:lh`).
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

/** The update prompt, and with it the service worker's registration, once the first screen has settled. */
export function DeferredUpdatePrompt({ delayMs = REGISTER_DELAY_MS }: { delayMs?: number }) {
  const [settled, setSettled] = useState(false);
  useEffect(() => whenSettled(delayMs, () => setSettled(true)), [delayMs]);
  return settled ? <UpdatePrompt /> : null;
}
