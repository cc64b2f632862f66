import { useEffect, useState } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { Button } from './Button';
import { REGISTER_DELAY_MS, whenSettled } from './whenSettled';

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

/** The update prompt, and with it the service worker's registration, once the first screen has settled. */
export function DeferredUpdatePrompt({ delayMs = REGISTER_DELAY_MS }: { delayMs?: number }) {
  const [settled, setSettled] = useState(false);
  useEffect(() => whenSettled(delayMs, () => setSettled(true)), [delayMs]);
  return settled ? <UpdatePrompt /> : null;
}
