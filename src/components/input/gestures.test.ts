import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_GESTURES, gestureEnd, gestureHold, gestureMove, gestureStart, type Gesture, type Sample } from './gestures';

const cfg = { ...DEFAULT_GESTURES, cellSize: 20 };

function play(samples: Sample[]): Gesture[] {
  let g = gestureStart(samples[0]!);
  const out: Gesture[] = [];
  for (const s of samples.slice(1, -1)) {
    const [next, ev] = gestureMove(g, s, cfg);
    g = next;
    out.push(...ev);
  }
  out.push(...gestureEnd(g, samples[samples.length - 1]!, cfg));
  return out;
}

describe('gesture recogniser', () => {
  it('a short still press is a tap at the press point', () => {
    expect(play([{ x: 50, y: 60, t: 0 }, { x: 53, y: 61, t: 80 }, { x: 53, y: 61, t: 120 }])).toEqual([{ type: 'tap', x: 50, y: 60 }]);
  });

  it('a press held too long is not a tap', () => {
    expect(play([{ x: 0, y: 0, t: 0 }, { x: 0, y: 0, t: 900 }])).toEqual([]);
  });

  it('a slow sideways drag steps once per cell while moving', () => {
    const samples: Sample[] = [];
    for (let i = 0; i <= 10; i++) samples.push({ x: 100 + i * 7, y: 100, t: i * 40 });
    const ev = play(samples);
    expect(ev.filter((e) => e.type === 'dragStep' && e.dir === 'right')).toHaveLength(3);
    expect(ev.some((e) => e.type === 'tap')).toBe(false);
  });

  it('dragging back undoes steps in the other direction', () => {
    const ev = play([
      { x: 0, y: 0, t: 0 },
      { x: 45, y: 0, t: 100 },
      { x: 5, y: 0, t: 300 },
      { x: 5, y: 0, t: 320 },
    ]);
    expect(ev).toEqual([
      { type: 'dragStep', dir: 'right' },
      { type: 'dragStep', dir: 'right' },
      { type: 'dragStep', dir: 'left' },
      { type: 'dragStep', dir: 'left' },
    ]);
  });

  it('a fast downward stroke is a flick, not soft-drop steps', () => {
    const ev = play([{ x: 0, y: 0, t: 0 }, { x: 0, y: 40, t: 16 }, { x: 2, y: 90, t: 32 }, { x: 2, y: 120, t: 48 }]);
    expect(ev).toEqual([{ type: 'flick', dir: 'down', velocity: expect.any(Number) }]);
  });

  it('a slow downward drag gives down steps and no flick', () => {
    const samples: Sample[] = [];
    for (let i = 0; i <= 12; i++) samples.push({ x: 0, y: i * 6, t: i * 50 });
    const ev = play(samples);
    expect(ev.every((e) => e.type === 'dragStep' && e.dir === 'down')).toBe(true);
    expect(ev.length).toBe(3);
  });

  it('a fast upward stroke is a flick up', () => {
    const ev = play([{ x: 0, y: 100, t: 0 }, { x: 0, y: 60, t: 20 }, { x: 0, y: 20, t: 40 }, { x: 0, y: 0, t: 50 }]);
    expect(ev).toEqual([{ type: 'flick', dir: 'up', velocity: expect.any(Number) }]);
  });

  it('long press fires once when the finger stays still, and then no tap', () => {
    let g = gestureStart({ x: 10, y: 10, t: 0 });
    expect(gestureHold(g, 100, cfg)[1]).toEqual([]);
    const [g2, ev] = gestureHold(g, 600, cfg);
    expect(ev).toEqual([{ type: 'longPress', x: 10, y: 10 }]);
    expect(gestureHold(g2, 900, cfg)[1]).toEqual([]);
    g = g2;
    expect(gestureEnd(g, { x: 10, y: 10, t: 950 }, cfg)).toEqual([]);
  });

  it('horizontal steps never exceed the travel in cells', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -300, max: 300 }), { minLength: 1, maxLength: 30 }), (xs) => {
        let g = gestureStart({ x: 0, y: 0, t: 0 });
        let net = 0;
        xs.forEach((x, i) => {
          const [next, ev] = gestureMove(g, { x, y: 0, t: (i + 1) * 30 }, cfg);
          g = next;
          for (const e of ev) if (e.type === 'dragStep') net += e.dir === 'right' ? 1 : e.dir === 'left' ? -1 : 0;
          expect(net).toBe(Math.trunc(x / cfg.cellSize) + 0);
        });
      }),
    );
  });
});
