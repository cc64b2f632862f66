import { useEffect, useSyncExternalStore } from 'react';
import { useSettings } from '../stores/settings';

const QUERY = '(prefers-reduced-motion: reduce)';

/**
 * One MediaQueryList for the page, made on first use: React reads the snapshot on every render of
 * every component that asks, and matchMedia builds a new list each call.
 */
let query: MediaQueryList | null | undefined;
const mediaQuery = () => (query === undefined ? (query = window.matchMedia?.(QUERY) ?? null) : query);

function subscribe(cb: () => void) {
  const mq = mediaQuery();
  mq?.addEventListener?.('change', cb);
  return () => mq?.removeEventListener?.('change', cb);
}
const systemPrefers = () => mediaQuery()?.matches ?? false;

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
