import type { Subscribable } from './useSelectorAtMost';

/**
 * Runs `fn` once the next frame has been drawn: the next animation frame, then the first task
 * after it (a task posted from a frame's callback runs once that frame is drawn). Returns a cancel.
 */
export function afterNextFrame(fn: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let frame: number | null = requestAnimationFrame(() => {
    frame = null;
    timer = setTimeout(() => {
      timer = null;
      fn();
    }, 0);
  });
  return () => {
    if (frame !== null) cancelAnimationFrame(frame);
    if (timer !== null) clearTimeout(timer);
    frame = null;
    timer = null;
  };
}

/** An actor's snapshots a frame late (frameLater), and a way to show the latest at once. */
export interface FrameLater<S> extends Subscribable<S> {
  /** Shows the actor's latest snapshot now: after a player's action, whose answer is not kept waiting. */
  catchUp(): void;
}

/**
 * Follows `actor` a frame late: a change of the actor shows here once a frame has been drawn
 * after it (the next animation frame, then the first task after that frame), several changes in
 * between as one, the latest. For the parts of a screen beside the one that plays a change, so the
 * change's frame draws that part only and the rest follows in the next: Plan Tank's status line,
 * program and controls beside the board, whose render in the same frame as a run's end made that
 * frame long, and PopStar's screen beside the bricks, which answer a tap themselves (brickLook.ts),
 * so the tap's task renders nothing. A player's own action calls catchUp
 * when these parts show its answer (Plan Tank's Step does not: its answer is the board), and a
 * change for which `atOnce(shown, latest)` holds shows at once too (one that changes the whole
 * screen, such as another level: split, it would be two long frames instead of one). Subscribes
 * to the actor only while it has listeners of its own.
 */
export function frameLater<S>(actor: Subscribable<S>, atOnce: (shown: S, now: S) => boolean = () => false): FrameLater<S> {
  let shown = actor.getSnapshot();
  const listeners = new Set<() => void>();
  let subscription: { unsubscribe: () => void } | null = null;
  let pending: (() => void) | null = null;
  const cancel = () => {
    pending?.();
    pending = null;
  };
  const catchUp = () => {
    cancel();
    const now = actor.getSnapshot();
    if (now === shown) return;
    shown = now;
    for (const listener of [...listeners]) listener();
  };
  const onChange = () => {
    if (atOnce(shown, actor.getSnapshot())) return catchUp();
    if (pending !== null) return;
    pending = afterNextFrame(() => {
      pending = null;
      catchUp();
    });
  };
  return {
    getSnapshot: () => shown,
    subscribe(listener) {
      listeners.add(listener);
      if (subscription === null) {
        shown = actor.getSnapshot();
        subscription = actor.subscribe(onChange);
      }
      return {
        unsubscribe() {
          listeners.delete(listener);
          if (listeners.size > 0 || subscription === null) return;
          subscription.unsubscribe();
          subscription = null;
          cancel();
        },
      };
    },
    catchUp,
  };
}
