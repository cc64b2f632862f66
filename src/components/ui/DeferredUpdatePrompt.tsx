import { lazy, Suspense, useEffect, useState } from 'react';
import { REGISTER_DELAY_MS, whenSettled } from './whenSettled';

// Its code and the worker's registration load once the first screen has settled: a first visit
// downloads neither before it can play.
const UpdatePrompt = lazy(() => import('./UpdatePrompt').then((m) => ({ default: m.UpdatePrompt })));

/** The update prompt, and with it the service worker's registration, once the first screen has settled. */
export function DeferredUpdatePrompt({ delayMs = REGISTER_DELAY_MS }: { delayMs?: number }) {
  const [settled, setSettled] = useState(false);
  useEffect(() => whenSettled(delayMs, () => setSettled(true)), [delayMs]);
  return settled ? (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  ) : null;
}
