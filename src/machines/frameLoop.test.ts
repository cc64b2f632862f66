import fc from 'fast-check';
import { createActor, setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import { accumulate, createDeadlineLoop, createFrameLoop } from './frameLoop';

describe('frame loop accumulator', () => {
  it('hands out whole steps and keeps the remainder', () => {
    expect(accumulate(0, 16.7, 1, 100)).toEqual({ acc: expect.closeTo(0.7, 5), steps: 16 });
    expect(accumulate(0.7, 16.7, 1, 100).steps).toBe(17);
    expect(accumulate(0, 10, 4, 100)).toEqual({ acc: 2, steps: 2 });
  });

  it('clamps a long frame (background tab) and ignores negative deltas', () => {
    expect(accumulate(0, 5000, 1, 100).steps).toBe(100);
    expect(accumulate(0, -20, 1, 100).steps).toBe(0);
  });

  it('never loses or invents time within the clamp', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 100, noNaN: true }), { maxLength: 50 }), (deltas) => {
        let acc = 0;
        let steps = 0;
        for (const d of deltas) {
          const r = accumulate(acc, d, 1, 100);
          acc = r.acc;
          steps += r.steps;
          expect(acc).toBeGreaterThanOrEqual(-1e-9);
          expect(acc).toBeLessThan(1 + 1e-9);
        }
        const total = deltas.reduce((a, b) => a + b, 0);
        expect(Math.abs(steps + acc - total)).toBeLessThan(1e-6);
      }),
    );
  });
});

describe('frame loop actor', () => {
  it('sends TICK with the elapsed steps on each frame and stops when its state is left', () => {
    const frames: ((t: number) => void)[] = [];
    let cancelled = 0;
    const loop = createFrameLoop({
      requestFrame: (cb) => frames.push(cb),
      cancelFrame: () => {
        cancelled++;
      },
    });
    const ticks: number[] = [];
    const machine = setup({ actors: { loop } }).createMachine({
      initial: 'on',
      states: {
        on: { invoke: { src: 'loop' }, on: { TICK: { actions: ({ event }) => ticks.push((event as unknown as { ms: number }).ms) }, OFF: 'off' } },
        off: {},
      },
    });
    const actor = createActor(machine).start();
    frames.shift()!(1000); // first frame only sets the clock
    frames.shift()!(1016.5);
    frames.shift()!(1033);
    expect(ticks).toEqual([16, 17]);
    actor.send({ type: 'OFF' });
    expect(cancelled).toBe(1);
  });
});

/** A stand-in parent for the deadline loop: a stage whose next deadline the test sets. */
function fakeParent(initial: number | null) {
  const observers = new Set<() => void>();
  const parent = {
    stage: { wait: initial },
    getSnapshot: () => ({ context: { stage: parent.stage } }),
    subscribe: (observer: () => void) => {
      observers.add(observer);
      return { unsubscribe: () => observers.delete(observer) };
    },
    set(wait: number | null) {
      parent.stage = { wait };
      observers.forEach((o) => o());
    },
    observers,
  };
  return parent;
}

describe('deadline loop actor', () => {
  function run(initial: number | null) {
    let clock = 0;
    const timers: { at: number; cb: () => void; id: number }[] = [];
    let nextId = 1;
    const parent = fakeParent(initial);
    const ticks: number[] = [];
    const loop = createDeadlineLoop<{ wait: number | null }>((stage) => stage.wait, {
      now: () => clock,
      setTimer: (cb, ms) => {
        const id = nextId++;
        timers.push({ at: clock + ms, cb, id });
        return id;
      },
      clearTimer: (id) => {
        const i = timers.findIndex((t) => t.id === id);
        if (i >= 0) timers.splice(i, 1);
      },
    });
    const machine = setup({ actors: { loop } }).createMachine({
      initial: 'on',
      states: {
        on: {
          invoke: { src: 'loop', input: () => ({ parent }) },
          on: { TICK: { actions: ({ event }) => ticks.push((event as unknown as { ms: number }).ms) }, OFF: 'off' },
        },
        off: {},
      },
    });
    const actor = createActor(machine).start();
    /** Real time passes: due timers fire in order. */
    const advance = (ms: number) => {
      const end = clock + ms;
      for (;;) {
        timers.sort((a, b) => a.at - b.at);
        const due = timers[0];
        if (!due || due.at > end) break;
        timers.shift();
        clock = due.at;
        due.cb();
      }
      clock = end;
    };
    return { actor, parent, ticks, timers, advance };
  }

  it('sleeps while only input can change the stage, then ticks once at the deadline with the real time', async () => {
    const { parent, ticks, timers, advance } = run(null);
    await Promise.resolve();
    expect(timers).toHaveLength(0);
    advance(5000);
    expect(ticks).toEqual([]);
    parent.set(280); // a pop: 280 ms of animation from now
    expect(timers).toHaveLength(1);
    advance(279);
    expect(ticks).toEqual([]);
    parent.set(280); // the same wait seen again (an ignored tap): the deadline does not move
    advance(1);
    expect(ticks).toEqual([280]);
  });

  it('keeps game time exact across a deadline that moves, and stops with its state', async () => {
    const { actor, parent, ticks, timers, advance } = run(100);
    await Promise.resolve();
    advance(100);
    expect(ticks).toEqual([100]);
    parent.set(50); // the next phase, 50 ms
    advance(30);
    parent.set(40); // the stage now ends sooner, counted from the last TICK (t = 100)
    advance(9);
    expect(ticks).toEqual([100]);
    advance(1);
    expect(ticks).toEqual([100, 40]);
    expect(parent.observers.size).toBe(1);
    actor.send({ type: 'OFF' });
    expect(parent.observers.size).toBe(0);
    expect(timers).toHaveLength(0);
  });
});
