/**
 * CSS animation and transition events stop at the window, before React sees them.
 *
 * React listens for every event type it knows at its root, so each animationstart and animationend
 * of every burst, falling row and callout ran React's dispatch (finding the target's component and
 * collecting handlers) although no component handles one, and a pop's bricks fire six each. Nothing in the
 * app listens for these events; a component that needs one must listen on its own element with
 * addEventListener in an effect, and will not get it from `onAnimationEnd` and the like.
 */
export const QUIET_EVENTS = [
  'animationstart',
  'animationiteration',
  'animationend',
  'animationcancel',
  'transitionrun',
  'transitionstart',
  'transitionend',
  'transitioncancel',
] as const;

export function keepAnimationEventsFromReact(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): () => void {
  const stop = (e: Event) => e.stopPropagation();
  for (const type of QUIET_EVENTS) target.addEventListener(type, stop, true);
  return () => {
    for (const type of QUIET_EVENTS) target.removeEventListener(type, stop, true);
  };
}
