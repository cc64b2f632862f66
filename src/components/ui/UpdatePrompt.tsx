import { useEffect } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { notify } from '../../stores/notices';
import { Button } from './Button';

/**
 * A new version of the site was downloaded by the service worker: offer it, never reload by itself
 * (a reload mid-game would lose the game). "Ready offline" is only a passing toast.
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    offlineReady: [offlineReady, setOfflineReady],
    updateServiceWorker,
  } = useRegisterSW({ immediate: true });
  useEffect(() => {
    if (!offlineReady) return;
    notify('Brickworks is ready to play offline.', 'success');
    setOfflineReady(false);
  }, [offlineReady, setOfflineReady]);
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
