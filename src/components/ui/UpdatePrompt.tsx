import { useRegisterSW } from 'virtual:pwa-register/react';
import { Button } from './Button';

/**
 * A new version of the site was downloaded by the service worker: offer it, never reload by itself
 * (a reload mid-game would lose the game).
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    offlineReady: [offlineReady, setOfflineReady],
    updateServiceWorker,
  } = useRegisterSW({ immediate: true });
  if (!needRefresh && !offlineReady) return null;
  return (
    <aside aria-label="Update" className="toast-in fixed right-3 bottom-3 left-3 z-50 mx-auto flex max-w-md items-center gap-3 rounded-xl border border-ink-600 bg-ink-800 px-4 py-3 text-sm shadow-xl">
      <span className="flex-1">{needRefresh ? 'A new version of Brickworks is ready.' : 'Brickworks is ready to play offline.'}</span>
      {needRefresh && (
        <Button tone="primary" onClick={() => void updateServiceWorker(true)}>
          Update
        </Button>
      )}
      <Button
        tone="ghost"
        onClick={() => {
          setNeedRefresh(false);
          setOfflineReady(false);
        }}
      >
        {needRefresh ? 'Later' : 'OK'}
      </Button>
    </aside>
  );
}
