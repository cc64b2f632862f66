import { useEffect, useSyncExternalStore } from 'react';
import { useSettings } from '../stores/settings';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(cb: () => void) {
  const mq = window.matchMedia?.(QUERY);
  mq?.addEventListener?.('change', cb);
  return () => mq?.removeEventListener?.('change', cb);
}
const systemPrefers = () => window.matchMedia?.(QUERY).matches ?? false;

/** true when motion should be minimal: the setting, or the system preference when set to "system". */
export function useReducedMotion(): boolean {
  const setting = useSettings((s) => s.general.reducedMotion);
  const system = useSyncExternalStore(subscribe, systemPrefers, () => false);
  return setting === 'on' || (setting === 'system' && system);
}

/** Mirrors the choice onto <html data-reduced-motion> so plain CSS can honour it. */
export function useReducedMotionAttribute(): void {
  const reduced = useReducedMotion();
  useEffect(() => {
    document.documentElement.dataset.reducedMotion = String(reduced);
  }, [reduced]);
}
