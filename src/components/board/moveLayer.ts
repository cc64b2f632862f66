/** The animation moveLayer last started on each element, which it reuses while it holds its end. */
const lastMove = new WeakMap<Element, Animation>();

/**
 * Moves a compositor layer to `transform` by a Web Animation that holds its end (over `ms` with
 * `easing`, or at once with 0), not by a style change, and returns the animation (null without Web
 * Animations: jsdom, where it sets the style). Chromium works the whole page's layers out again
 * (PaintArtifactCompositor::Update) for every style change of a transform, even on a will-change
 * layer that repaints nothing, and not for a translating animation. The animation starts from
 * where the layer is, mid-glide too (its single keyframe's start is the underlying value), and the
 * browser drops the animations it replaces. A held animation keeps its element a layer: cancel it
 * when the element stops being one.
 *
 * A move at once reuses the element's last animation when that one has finished and holds its end
 * (new keyframes, the same animation): making an animation costs more than the move.
 */
export function moveLayer(el: HTMLElement, transform: string, ms = 0, easing = 'linear'): Animation | null {
  if (typeof el.animate !== 'function') {
    el.style.transform = transform;
    return null;
  }
  const last = lastMove.get(el);
  const effect = last?.effect as KeyframeEffect | null | undefined;
  if (ms <= 0 && last && last.playState === 'finished' && last.replaceState === 'active' && typeof effect?.setKeyframes === 'function') {
    effect.setKeyframes([{ transform }]);
    return last;
  }
  const animation = el.animate([{ transform }], { duration: Math.max(0, ms), easing, fill: 'forwards' });
  // (A stand-in for animate, in a test, may return nothing.)
  if (animation) lastMove.set(el, animation);
  return animation;
}
