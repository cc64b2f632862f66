import { useSyncExternalStore } from 'react';

const QUERY = '(pointer: coarse)';

function subscribe(listener: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', listener);
  return () => list.removeEventListener('change', listener);
}

const coarse = () => typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;

/** A touch screen is the main pointer: the screen speaks of taps and gestures, not keys. */
export function useCoarsePointer(): boolean {
  return useSyncExternalStore(subscribe, coarse, () => false);
}
