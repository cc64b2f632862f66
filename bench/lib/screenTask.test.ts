import { describe, expect, it } from 'vitest';
import { PLAY_MARK, type AttributionEvent } from './longTaskAttribution';
import { screenTask } from './screenTask';

const MAIN = { pid: 1, tid: 1 };
const x = (name: string, ts: number, dur: number, args?: AttributionEvent['args'], on = MAIN): AttributionEvent => ({ name, ph: 'X', ...on, ts, dur, tdur: dur, args });
const mark: AttributionEvent = { name: 'TimeStamp', ph: 'I', ...MAIN, ts: 1_000, args: { data: { message: PLAY_MARK } } };
/** A rendering task at `ts` (µs): style over `elements`, then layout, pre-paint and paint, `ms` each. */
const render = (ts: number, elements: number, ms: number, on = MAIN) => [
  x('RunTask', ts, 4 * ms * 1000, undefined, on),
  x('UpdateLayoutTree', ts, ms * 1000, { elementCount: elements }, on),
  x('Layout', ts + ms * 1000, ms * 1000, undefined, on),
  x('PrePaint', ts + 2 * ms * 1000, ms * 1000, undefined, on),
  x('Paint', ts + 3 * ms * 1000, ms * 1000, undefined, on),
];

describe('screenTask', () => {
  it("is the task after the play mark whose style covers the most elements, with its parts' times", () => {
    const task = screenTask([
      mark,
      ...render(0, 900, 9), // before the mark: the first screen's
      ...render(10_000, 40, 2),
      ...render(50_000, 283, 5),
      ...render(90_000, 12, 1),
      ...render(50_000, 5000, 9, { pid: 2, tid: 7 }), // another thread's
    ]);
    expect(task).toEqual({ start: 49, duration: 20, elements: 283, style: 5, layout: 5, prePaint: 5, paint: 5 });
  });

  it('is none without the play mark, or without a style recalculation after it', () => {
    expect(screenTask(render(0, 283, 5))).toBeNull();
    expect(screenTask([mark, x('RunTask', 5_000, 3_000)])).toBeNull();
  });
});
