/** The tank's glide: it eases in and out (DESIGN.md "Motion"). */
export const GLIDE_EASING = 'cubic-bezier(0.45, 0, 0.35, 1)';

/**
 * Moves a compositor layer to `transform` by a Web Animation that holds its end (a glide of `ms`,
 * or at once with 0), not by a style change. Chromium works the whole page's layers out again
 * (PaintArtifactCompositor::Update) for every style change of a transform, even on a will-change
 * layer that repaints nothing, and not for an animation: on Plan Tank's board that was 1.5-2 ms of
 * every step's frame under the benchmark's 4x throttle (a minimal page shows it: 30 updates for 30
 * style changes, none for 30 animations). The animation starts from where the layer is, mid-glide
 * too (its single keyframe's start is the underlying value), and the browser drops the animations it
 * replaces. Without Web Animations (jsdom), it sets the style.
 */
export function moveLayer(el: HTMLElement, transform: string, ms: number): void {
  if (typeof el.animate !== 'function') {
    el.style.transform = transform;
    return;
  }
  el.animate([{ transform }], { duration: Math.max(0, ms), easing: GLIDE_EASING, fill: 'forwards' });
}
