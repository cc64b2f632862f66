import { lazy, Suspense, useEffect, useState } from 'react';
import { REGISTER_DELAY_MS, whenSettled } from './whenSettled';

// Its code and the worker's registration load at the first calm moment (whenSettled): a first visit
// downloads neither before it can play, and the worker's install never runs during play.
const UpdatePrompt = lazy(() => import('./UpdatePrompt').then((m) => ({ default: m.UpdatePrompt })));

/** The update prompt, and with it the service worker's registration, at the first calm moment. */
export function DeferredUpdatePrompt({ delayMs = REGISTER_DELAY_MS }: { delayMs?: number }) {
  const [settled, setSettled] = useState(false);
  useEffect(() => whenSettled(delayMs, () => setSettled(true)), [delayMs]);
  return settled ? (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  ) : null;
}
