import { lazy, Suspense, useEffect, useState } from 'react';
import { REGISTER_DELAY_MS, whenSettled, type SettledBy } from './whenSettled';

// Its code and the worker's registration load at the first calm moment (whenSettled): a first visit
// downloads neither before it can play, and the worker's install never runs during play.
const UpdatePrompt = lazy(() => import('./UpdatePrompt').then((m) => ({ default: m.UpdatePrompt })));

/** The worker's script and scope, as the prompt's registration (vite-plugin-pwa) names them. */
export const SW_URL = './sw.js';

/**
 * A page hidden before its calm moment may be closing, and the prompt's code would not load in
 * time: the worker is registered at once, so the next visit works offline. The browser installs
 * it even if the page is gone by then; the prompt's own registration later is the same one.
 */
export function registerBeforeLeaving(container: ServiceWorkerContainer | undefined): void {
  container?.register(SW_URL, { scope: './' }).catch(() => undefined);
}

/** The update prompt, and with it the service worker's registration, at the first calm moment. */
export function DeferredUpdatePrompt({ delayMs = REGISTER_DELAY_MS }: { delayMs?: number }) {
  const [settled, setSettled] = useState(false);
  useEffect(
    () =>
      whenSettled(delayMs, (by: SettledBy) => {
        // Only a built site has a worker script (the dev server serves none).
        if (by === 'hidden' && import.meta.env.PROD) registerBeforeLeaving(navigator.serviceWorker);
        setSettled(true);
      }),
    [delayMs],
  );
  return settled ? (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  ) : null;
}
