import fc from 'fast-check';
import { createActor, setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import { accumulate, createFrameLoop } from './frameLoop';

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
