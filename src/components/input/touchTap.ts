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

export interface PressTap {
  /** True when this press is the tap (a finger's or a pen's main contact): the caller answers it now. */
  pressed: (e: ReactPointerEvent<HTMLElement>) => boolean;
  /** True when this click is the one made of a press answered already: the caller ignores it. */
  answered: (e: ReactMouseEvent<HTMLElement>) => boolean;
}

/**
 * A control answered as a finger or pen lands on it, where the page takes no scroll (inside a
 * board with `touch-action: none`): the player's rest on the glass and the browser's tap
 * detection are not waited for. Whatever the lift, the click made of that touch is not answered
 * again; mouse and keyboard clicks are the control's own.
 */
export function createPressTap(): PressTap {
  let pressedAt = -Infinity;
  return {
    pressed: (e) => {
      if ((e.pointerType !== 'touch' && e.pointerType !== 'pen') || !e.isPrimary || e.button !== 0) return false;
      pressedAt = performance.now();
      return true;
    },
    answered: (e) => {
      if (performance.now() - pressedAt > CLICK_AFTER_TAP_MS) return false;
      const type = (e.nativeEvent as PointerEvent).pointerType;
      if (type !== 'touch' && type !== 'pen') return false;
      pressedAt = -Infinity;
      return true;
    },
  };
}
