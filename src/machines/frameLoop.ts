import { fromCallback } from 'xstate';

/**
 * The one game loop: requestAnimationFrame, real time accumulated,
 * clamped per frame so a background tab or a long task cannot cause a burst, and handed to the game
 * in whole fixed steps. The remainder stays in the accumulator for the next frame.
 */
export interface Accumulator {
  acc: number;
  steps: number;
}

export function accumulate(acc: number, deltaMs: number, stepMs: number, maxFrameMs: number): Accumulator {
  const clamped = Math.min(Math.max(deltaMs, 0), maxFrameMs);
  const total = acc + clamped;
  const steps = Math.floor(total / stepMs);
  return { acc: total - steps * stepMs, steps };
}

export interface FrameLoopOptions {
  /** Size of one logic step in ms; the logic's counters are integer milliseconds. */
  stepMs?: number;
  /** Longest real time one frame may account for. */
  maxFrameMs?: number;
  requestFrame?: (cb: (t: number) => void) => number;
  cancelFrame?: (id: number) => void;
}

export type TickEvent = { type: 'TICK'; ms: number };

/** An actor to invoke in RUNNING only: leaving RUNNING stops it by construction. */
export function createFrameLoop(options: FrameLoopOptions = {}) {
  const stepMs = options.stepMs ?? 1;
  const maxFrameMs = options.maxFrameMs ?? 100;
  return fromCallback<{ type: string }>(({ sendBack }) => {
    const request = options.requestFrame ?? ((cb) => requestAnimationFrame(cb));
    const cancel = options.cancelFrame ?? ((id) => cancelAnimationFrame(id));
    let last: number | null = null;
    let acc = 0;
    let id = 0;
    const frame = (t: number) => {
      if (last !== null) {
        const next = accumulate(acc, t - last, stepMs, maxFrameMs);
        acc = next.acc;
        if (next.steps > 0) sendBack({ type: 'TICK', ms: next.steps * stepMs } satisfies TickEvent);
      }
      last = t;
      id = request(frame);
    };
    id = request(frame);
    return () => cancel(id);
  });
}

export const frameLoop = createFrameLoop();

export interface DeadlineLoopOptions {
  now?: () => number;
  setTimer?: (cb: () => void, ms: number) => unknown;
  clearTimer?: (id: unknown) => void;
  /** How late past its deadline a wake-up may still count real time (a throttled background tab). */
  maxLateMs?: number;
}

/** What the status machine hands its loop: itself, to read the stage and follow its changes. */
export interface LoopInput {
  parent: { getSnapshot: () => { context: { stage: unknown } }; subscribe: (observer: () => void) => { unsubscribe: () => void } };
}

/**
 * The loop of a game whose stage only changes by time at known moments (PopStar's timed phases):
 * instead of a requestAnimationFrame every frame it sleeps until the stage's next deadline
 * (`nextTickMs`: game ms until time changes the stage, or null while only input can), then sends one
 * TICK with the real time elapsed. While a player thinks, nothing runs at all, and CSS animations
 * stay on the compositor: a page that draws every frame restyles every running animation on the
 * main thread every frame.
 * Game time is kept from `last`, the moment the stage's clock was last brought up to date: the
 * last TICK, or the moment a wait began.
 */
export function createDeadlineLoop<TStage>(nextTickMs: (stage: TStage) => number | null, options: DeadlineLoopOptions = {}) {
  const now = options.now ?? (() => performance.now());
  const setTimer = options.setTimer ?? ((cb: () => void, ms: number) => setTimeout(cb, ms));
  const clearTimer = options.clearTimer ?? ((id: unknown) => clearTimeout(id as ReturnType<typeof setTimeout>));
  const maxLateMs = options.maxLateMs ?? 1000;
  return fromCallback<{ type: string }, LoopInput>(({ sendBack, input }) => {
    const parent = input.parent;
    let timer: unknown = null;
    let last = now();
    let wait = 0;
    let stopped = false;
    const schedule = () => {
      if (stopped) return;
      const next = nextTickMs(parent.getSnapshot().context.stage as TStage);
      if (timer !== null) clearTimer(timer);
      else last = now(); // a wait begins now
      timer = null;
      if (next === null) return;
      wait = next;
      timer = setTimer(fire, Math.max(0, last + wait - now()));
    };
    const fire = () => {
      timer = null;
      const t = now();
      const ms = Math.round(Math.min(Math.max(t - last, 0), wait + maxLateMs));
      last = t;
      if (ms > 0) sendBack({ type: 'TICK', ms } satisfies TickEvent);
      // The TICK's new snapshot reschedules through the subscription; a TICK that changed
      // nothing (0 ms) does not produce one, so schedule here too.
      if (timer === null) schedule();
    };
    const sub = parent.subscribe(schedule);
    // The parent is still entering RUNNING: read its stage once that transition is done.
    queueMicrotask(schedule);
    return () => {
      stopped = true;
      sub.unsubscribe();
      if (timer !== null) clearTimer(timer);
    };
  });
}
