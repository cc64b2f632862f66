import { useEffect, useRef } from 'react';
import { DEFAULT_GESTURES, gestureEnd, gestureHold, gestureMove, gestureStart, type Gesture, type GestureConfig, type GestureState } from './gestures';

/**
 * The touch/pointer layer for a board: pointer events in, gestures out (see gestures.ts). The element
 * should carry the `board-surface` class (touch-action: none) so the browser does not pan or zoom it.
 * Coordinates are relative to the element; its bounds are read once per gesture, not per move.
 */
export function usePointerGestures(
  ref: React.RefObject<HTMLElement | null>,
  onGesture: (g: Gesture, rect: DOMRect) => void,
  config: Partial<GestureConfig> = {},
  enabled = true,
): void {
  const latest = useRef({ onGesture, config });
  useEffect(() => {
    latest.current = { onGesture, config };
  });
  useEffect(() => {
    const el = ref.current;
    if (!el || !enabled) return;
    let state: GestureState | null = null;
    let pointerId = -1;
    // Read when a gesture starts, not here: reading it at mount forced a layout of the new page in
    // the middle of its first render (a long task in Lighthouse's trace).
    let rect: DOMRect | null = null;
    const bounds = () => (rect ??= el.getBoundingClientRect());
    let timer: ReturnType<typeof setTimeout> | undefined;
    const cfg = () => ({ ...DEFAULT_GESTURES, ...latest.current.config });
    const emit = (gs: Gesture[]) => gs.forEach((g) => latest.current.onGesture(g, bounds()));
    const sample = (e: PointerEvent) => ({ x: e.clientX - bounds().left, y: e.clientY - bounds().top, t: e.timeStamp });

    const down = (e: PointerEvent) => {
      if (state || (e.pointerType === 'mouse' && e.button !== 0)) return;
      rect = el.getBoundingClientRect();
      pointerId = e.pointerId;
      el.setPointerCapture?.(e.pointerId);
      state = gestureStart(sample(e));
      const started = e.timeStamp;
      timer = setTimeout(() => {
        if (!state) return;
        const [next, ev] = gestureHold(state, started + cfg().longPressMs, cfg());
        state = next;
        emit(ev);
      }, cfg().longPressMs);
    };
    const move = (e: PointerEvent) => {
      if (!state || e.pointerId !== pointerId) return;
      e.preventDefault();
      const [next, ev] = gestureMove(state, sample(e), cfg());
      state = next;
      emit(ev);
    };
    const up = (e: PointerEvent) => {
      if (!state || e.pointerId !== pointerId) return;
      clearTimeout(timer);
      const ev = e.type === 'pointercancel' ? [] : gestureEnd(state, sample(e), cfg());
      state = null;
      emit(ev);
    };
    el.addEventListener('pointerdown', down);
    el.addEventListener('pointermove', move);
    el.addEventListener('pointerup', up);
    el.addEventListener('pointercancel', up);
    return () => {
      clearTimeout(timer);
      el.removeEventListener('pointerdown', down);
      el.removeEventListener('pointermove', move);
      el.removeEventListener('pointerup', up);
      el.removeEventListener('pointercancel', up);
    };
  }, [ref, enabled]);
}
