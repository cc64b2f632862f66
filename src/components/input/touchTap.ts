/**
 * A touch tap answered when the finger lifts, not at the click the browser makes of it afterwards
 * (after its own tap detection, tens of milliseconds later on a busy phone). A touch that moved
 * past the slop, was held past `longPressMs` (a long press), or that the browser took for a scroll
 * (pointercancel) is no tap. The click that follows a tap answered here is not answered again;
 * mouse, pen and keyboard clicks are left to the click, as before.
 */
import type { MouseEvent as ReactMouseEvent, PointerEvent as ReactPointerEvent } from 'react';

export interface TouchTap {
  onPointerDown: (e: ReactPointerEvent<HTMLElement>) => void;
  onPointerMove: (e: ReactPointerEvent<HTMLElement>) => void;
  /** True when this lift ends a tap: the caller answers it now. */
  onPointerUp: (e: ReactPointerEvent<HTMLElement>) => boolean;
  onPointerCancel: () => void;
  /** True when this click is the one a tap was answered for on the lift: the caller ignores it. */
  answered: (e: ReactMouseEvent<HTMLElement>) => boolean;
}

/** A click later than this after a tap answered on its lift is a click of its own. */
const CLICK_AFTER_TAP_MS = 800;

export function createTouchTap({ slopPx = 7, longPressMs = Infinity }: { slopPx?: number; longPressMs?: number } = {}): TouchTap {
  let down: { id: number; x: number; y: number; at: number; target: EventTarget } | null = null;
  let tappedAt = -Infinity;
  return {
    onPointerDown: (e) => {
      down = e.pointerType === 'touch' && e.isPrimary ? { id: e.pointerId, x: e.clientX, y: e.clientY, at: e.timeStamp, target: e.currentTarget } : null;
    },
    onPointerMove: (e) => {
      if (down && down.id === e.pointerId && Math.hypot(e.clientX - down.x, e.clientY - down.y) > slopPx) down = null;
    },
    onPointerUp: (e) => {
      const d = down;
      down = null;
      if (!d || d.id !== e.pointerId || d.target !== e.currentTarget || e.timeStamp - d.at >= longPressMs) return false;
      if (Math.hypot(e.clientX - d.x, e.clientY - d.y) > slopPx) return false;
      tappedAt = performance.now();
      return true;
    },
    onPointerCancel: () => {
      down = null;
    },
    answered: (e) => {
      if (performance.now() - tappedAt > CLICK_AFTER_TAP_MS) return false;
      // A keyboard's click (Enter on a focused button) has no pointer type: it is its own.
      if ((e.nativeEvent as PointerEvent).pointerType === '') return false;
      tappedAt = -Infinity;
      return true;
    },
  };
}

/** The pointers a press-answered control answers on their press; the others are left to the click. */
export type PressPointers = readonly ('touch' | 'pen' | 'mouse')[];

export interface PressAnswer {
  /** True when this press is answered now: the main contact of one of the pointers, its main button. */
  press: (e: ReactPointerEvent<HTMLElement>) => boolean;
  /** True when this click was made of a press answered already: the caller ignores it. */
  answered: (e: ReactMouseEvent<HTMLElement>) => boolean;
  /** The browser took the press for something else (pointercancel): no click of it will come. */
  cancel: () => void;
}

/**
 * A control answered as a press lands, where the page takes no scroll (inside a board with
 * `touch-action: none`): the player's rest on the glass and the browser's tap detection are not
 * waited for. The click the browser makes of that press is not answered again; a keyboard's or a
 * screen reader's click (no pointer type) and other pointers' clicks are the control's own. A
 * browser whose clicks carry no pointer type at all (a plain MouseEvent) is told by the press.
 */
export function createPressAnswer(pointers: PressPointers = ['touch', 'pen']): PressAnswer {
  const types = pointers as readonly string[];
  let pressed = false;
  return {
    press: (e) => {
      pressed = types.includes(e.pointerType) && e.isPrimary && e.button === 0;
      return pressed;
    },
    answered: (e) => {
      const type = (e.nativeEvent as Partial<PointerEvent>).pointerType;
      const made = type === undefined ? pressed : types.includes(type);
      pressed = false;
      return made;
    },
    cancel: () => {
      pressed = false;
    },
  };
}
