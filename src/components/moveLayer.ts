/**
 * Moves a compositor layer to `transform` by a Web Animation that holds its end (over `ms` with
 * `easing`, or at once with 0), not by a style change, and returns the animation (null without Web
 * Animations: jsdom, where it sets the style). Chromium works the whole page's layers out again
 * (PaintArtifactCompositor::Update) for every style change of a transform, even on a will-change
 * layer that repaints nothing, and not for a translating animation: a minimal page shows 30 updates
 * for 30 style changes and none for 30 animations (rotating ones still cost it). On Plan Tank's board
 * that was 1.5-2 ms of a step's frame under the benchmark's 4x throttle. The animation starts from
 * where the layer is, mid-glide too (its single keyframe's start is the underlying value), and the
 * browser drops the animations it replaces. A held animation keeps its element a layer: cancel it
 * when the element stops being one.
 */
export function moveLayer(el: HTMLElement, transform: string, ms = 0, easing = 'linear'): Animation | null {
  if (typeof el.animate !== 'function') {
    el.style.transform = transform;
    return null;
  }
  return el.animate([{ transform }], { duration: Math.max(0, ms), easing, fill: 'forwards' });
}
