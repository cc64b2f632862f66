import { useEffect, useState } from 'react';
import type { PopEvent } from '../../machines/popstarStage';

/**
 * Whether the last pop's fall is still held back: for `delayMs` after a pop the brick layer shows
 * the board before the fall (popstarView's `beforeFall`), so the pop's frame only takes the group
 * off and starts its bursts, and the fall lands in a frame of its own. Decided when the pop comes:
 * a pop shown at once (reduced motion) is not replayed when motion comes back, and a pop already on
 * the board at mount has fallen.
 */
export function useHeldFall(lastPop: PopEvent | null, delayMs: number): boolean {
  const [fall, setFall] = useState({ pop: lastPop, held: false });
  let { held } = fall;
  if (fall.pop !== lastPop) {
    held = delayMs > 0 && lastPop !== null;
    setFall({ pop: lastPop, held }); // a render-time update: React re-renders at once
  }
  // Reduced motion turned on while held: the fall shows at once.
  held = held && delayMs > 0;
  useEffect(() => {
    if (!held) return;
    const timer = setTimeout(() => setFall((f) => (f.pop === lastPop ? { pop: lastPop, held: false } : f)), delayMs);
    return () => clearTimeout(timer);
  }, [held, lastPop, delayMs]);
  return held;
}
