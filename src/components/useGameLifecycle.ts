import { useEffect } from 'react';

/**
 * Ties a running game to the page: auto-pause when the page is hidden or loses focus, and while
 * `playing`, mark <html class="playing"> so the page neither scrolls nor pull-to-refreshes.
 * `onHide` runs when the page is hidden (a game saves its progress there).
 */
export function useGameLifecycle({ playing, pause, onHide }: { playing: boolean; pause: () => void; onHide?: () => void }): void {
  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle('playing', playing);
    return () => root.classList.remove('playing');
  }, [playing]);

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        pause();
        onHide?.();
      }
    };
    const onBlur = () => pause();
    const onPageHide = () => onHide?.();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('blur', onBlur);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [pause, onHide]);
}
