import { describe, expect, it } from 'vitest';
import { describeLongFrames, longFrames, type LongFrameEntry } from './longFrames';

const frame = (startTime: number, duration: number, renderStart: number, styleAndLayoutStart: number, scripts: number[]): LongFrameEntry => ({
  startTime,
  duration,
  renderStart,
  styleAndLayoutStart,
  scripts: scripts.map((d) => ({ duration: d })),
});

describe('longFrames', () => {
  it('sums the frames that overlap the span: their scripts, rendering, and style and layout', () => {
    const entries = [
      frame(0, 60, 40, 45, [30]), // ends before the span
      frame(90, 70, 120, 130, [20, 15]), // begins before it, ends inside
      frame(200, 55.55, 0, 0, [50]), // rendered nothing
      frame(400, 80, 420, 430, [10]), // after it
    ];
    const f = longFrames(entries, 100, 300);
    expect(f).toEqual({ count: 2, duration: 125.6, script: 85, render: 40, styleAndLayout: 30 });
    expect(describeLongFrames(f)).toBe('2 (125.6 ms: script 85, render 40, style and layout 30)');
  });

  it('none in the span says so', () => {
    expect(describeLongFrames(longFrames([frame(0, 60, 40, 45, [30])], 100, 200))).toBe('none');
  });
});
