import { useLayoutEffect, type RefObject } from 'react';

/**
 * The play area's size classes (tetris.css and the panels' CSS select on them as `data-*` flags of
 * `.t-area`). They are what size container queries on the area would say: the area is measured
 * here instead, because a size container makes Chromium style its whole subtree inside the layout,
 * which made the screen's first layout about twice as slow.
 */
export interface AreaShape {
  /** Room for columns beside the board: at least 30rem wide, and at least 3/4 as wide as high. */
  wide: boolean;
  /** Held sideways with little height: landscape and at most 30rem high. */
  short: boolean;
  /** At most 24rem wide: the HUD's short labels. */
  narrow: boolean;
  /** A small phone on its side, between its pads: at most 20rem both ways. */
  tiny: boolean;
}

/** The shape of a content box of `width` x `height` px, where a rem is `rem` px. */
export function areaShape(width: number, height: number, rem: number): AreaShape {
  return {
    wide: width >= 30 * rem && width * 4 >= height * 3,
    short: width > height && height <= 30 * rem,
    narrow: width <= 24 * rem,
    tiny: width <= 20 * rem && height <= 20 * rem,
  };
}

const FLAGS = ['wide', 'short', 'narrow', 'tiny'] as const;

/**
 * Writes the area's content box (`--area-w`, `--area-h`, px) and its shape (`data-wide`, ...) onto
 * it, then `data-measured`, which shows the play layout (hidden before: the first layout of the
 * page is then the shell's alone, and the board is styled and laid out once, at its real size).
 * Kept up to date as the area resizes, straight on the element, before the frame paints.
 */
export function writeAreaShape(el: HTMLElement, width: number, height: number, rem: number): void {
  const w = `${width}px`;
  const h = `${height}px`;
  if (el.style.getPropertyValue('--area-w') !== w) el.style.setProperty('--area-w', w);
  if (el.style.getPropertyValue('--area-h') !== h) el.style.setProperty('--area-h', h);
  const shape = areaShape(width, height, rem);
  for (const flag of FLAGS) el.toggleAttribute(`data-${flag}`, shape[flag]);
  el.toggleAttribute('data-measured', true);
}

function remPx(): number {
  return parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
}

/** The element's content box: its border box less its padding (the area has no border). */
function contentBox(el: HTMLElement): [number, number] {
  const rect = el.getBoundingClientRect();
  const style = getComputedStyle(el);
  const pad = (a: string, b: string) => (parseFloat(a) || 0) + (parseFloat(b) || 0);
  return [Math.max(0, rect.width - pad(style.paddingLeft, style.paddingRight)), Math.max(0, rect.height - pad(style.paddingTop, style.paddingBottom))];
}

/**
 * Measures the play area now (its layout is the page's shell alone while the play layout is
 * hidden) and again whenever it resizes (a ResizeObserver: in the frame, before paint).
 */
export function useAreaShape(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    writeAreaShape(el, ...contentBox(el), remPx());
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) writeAreaShape(el, entry.contentRect.width, entry.contentRect.height, remPx());
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
}
