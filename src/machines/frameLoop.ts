import { fromCallback } from 'xstate';

/**
 * The one game loop (ARCHITECTURE.md "The game loop"): requestAnimationFrame, real time accumulated,
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
