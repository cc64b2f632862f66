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
