import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Shows a new deal's rows a few a frame, bottom first, as they drop in anyway: showing a hundred
 * bricks in one frame is the heaviest frame of the game. The layer is made with the deal (keyed by
 * it) with `data-dealing`, under which popstar.css hides every brick not marked `data-dealt`; a
 * frame marks the bricks of its rows, so each restyles only the bricks it shows, with no React
 * render. React never sets either attribute again: `data-dealing` does not change for the layer's
 * life and `data-dealt` is not React's. A brick a pop moves down into the rows shown is marked with
 * the next frame, and the last frame marks every brick left.
 * Returns whether this deal shows row by row (the layer's `data-dealing`).
 */
export function useDeal(layer: RefObject<HTMLDivElement | null>, dealKey: string | undefined, height: number, perFrame: number): boolean {
  // Decided with the deal: reduced motion turned off mid-level must not hide a board dealt at once.
  const [deal, setDeal] = useState(() => ({ key: dealKey, dealing: perFrame > 0 }));
  let { dealing } = deal;
  if (deal.key !== dealKey) {
    dealing = perFrame > 0;
    setDeal({ key: dealKey, dealing }); // a render-time update: React re-renders at once
  }
  useLayoutEffect(() => {
    const el = layer.current;
    if (!dealing || !el) return;
    // Reduced motion turned on mid-deal: the rows left show with the next frame.
    const rowsAFrame = perFrame > 0 ? perFrame : height;
    let from = height;
    let frame = 0;
    const step = () => {
      from = Math.max(0, from - rowsAFrame);
      for (const brick of el.querySelectorAll<HTMLElement>(':scope > .ps-slot:not([data-dealt])')) {
        // Its row, from its style: no attribute of its own, which every fall would change.
        if (from === 0 || Number(brick.style.getPropertyValue('--r')) >= from) brick.dataset.dealt = '';
      }
      if (from > 0) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [layer, dealKey, dealing, height, perFrame]);
  return dealing;
}
