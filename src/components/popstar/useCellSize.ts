import { useEffect, type RefObject } from 'react';

/** Keeps `--cell` (one cell's width in px) on the board for text and effects sized by the board. */
export function useCellSize(ref: RefObject<HTMLDivElement | null>, cols: number): void {
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const width = entry?.contentRect.width ?? 0;
      if (width > 0) el.style.setProperty('--cell', `${(width / cols).toFixed(2)}px`);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, cols]);
}
