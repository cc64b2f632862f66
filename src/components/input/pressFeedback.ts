/**
 * A finger's or a pen's press shown on the control as it lands: `data-pressed` on the element until
 * the contact lifts, is cancelled (the browser took it for a scroll) or leaves. A mouse has
 * `:active` at once; a touch gets `:active` only once the browser has ruled out a scroll, and a
 * control answered on the lift or the click would otherwise show nothing while the finger rests.
 * The attribute is written to the element directly: no render for a look that lasts one press.
 */
import type { PointerEvent as ReactPointerEvent } from 'react';

export const PRESSED_ATTRIBUTE = 'data-pressed';

const ENDS = ['pointerup', 'pointercancel', 'pointerleave', 'lostpointercapture'] as const;

export function showPress(e: ReactPointerEvent<HTMLElement> | PointerEvent): void {
  if (e.pointerType === 'mouse' || !e.isPrimary || e.button !== 0) return;
  const el = e.currentTarget;
  if (!(el instanceof HTMLElement) || el.hasAttribute(PRESSED_ATTRIBUTE) || (el as HTMLButtonElement).disabled) return;
  const id = e.pointerId;
  el.setAttribute(PRESSED_ATTRIBUTE, '');
  const end = (ev: Event) => {
    if ((ev as PointerEvent).pointerId !== id) return;
    el.removeAttribute(PRESSED_ATTRIBUTE);
    for (const type of ENDS) el.removeEventListener(type, end);
  };
  for (const type of ENDS) el.addEventListener(type, end);
}

/**
 * Cancels the rest of a touch whose press a control has answered itself: its lift's compatibility
 * mouse events and its click, which would land on whatever is under the finger by then (a screen
 * the press opened). A touch's events stay with the element it began on, even once it is gone from
 * the page, so the listener sits there.
 */
export function swallowRestOfTouch(target: EventTarget): void {
  const end = (e: Event) => {
    if ((e as TouchEvent).touches?.length > 0) return; // another finger is still down
    if (e.type === 'touchend') e.preventDefault();
    target.removeEventListener('touchend', end);
    target.removeEventListener('touchcancel', end);
  };
  target.addEventListener('touchend', end, { passive: false });
  target.addEventListener('touchcancel', end);
}

