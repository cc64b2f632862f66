import { describe, expect, it } from 'vitest';
import { floorFor, frameSummary, inputKind, inputKindsSummary, inputSummary, kindsLine, lateFrameList, lateFrames, longTaskSummary, medianBy, slowestInputs } from './realPlaySummary';

describe('real-play summaries', () => {
  it('counts a frame late only past one vsync and its jitter, and reads percentiles of the deltas', () => {
    // 100 frames of 16.7 ms, one of 17.2 (jitter: on time), one of 17.3 and one of 50 (late).
    const deltas = [...Array<number>(97).fill(16.7), 17.2, 17.3, 50];
    const stamps = deltas.reduce((t, d) => [...t, t.at(-1)! + d], [1000]);
    const s = frameSummary(stamps);
    expect(s.count).toBe(100);
    expect(s.late).toBe(2);
    expect(s.p50).toBe(16.7);
    expect(s.p99).toBe(17.3);
    expect(frameSummary([5]).count).toBe(0);
  });

  it('keeps the long tasks of play, timed from its start', () => {
    const s = longTaskSummary(
      [
        [100, 300],
        [2000, 61.4],
        [2500.6, 120],
      ],
      1000,
    );
    expect(s).toEqual({ count: 2, total: 181, list: [{ start: 1000, duration: 61 }, { start: 1501, duration: 120 }] });
  });

  it('reads input latencies, and says how many inputs changed nothing', () => {
    const s = inputSummary([10, 12, 14, 16, 40], 3);
    expect(s).toEqual({ count: 5, unanswered: 3, p50: 14, p95: 40, max: 40 });
    expect(Number.isNaN(inputSummary([], 0).p95)).toBe(true);
  });

  it('takes the median run, the lower middle of an even count', () => {
    const runs = [{ late: 3 }, { late: 1 }, { late: 9 }, { late: 2 }];
    expect(medianBy(runs, (r) => r.late)).toEqual({ late: 2 });
    expect(medianBy(runs.slice(0, 3), (r) => r.late)).toEqual({ late: 3 });
  });
});

describe('slowestInputs', () => {
  it('lists the slowest answered inputs first, at most n, with when and what', () => {
    const answers: [number, number, string][] = [[1000, 12.5, 'touch'], [2500, 80.25, 'KeyX'], [4000, 40, 'touch']];
    expect(slowestInputs(answers, 2)).toBe('2.5: 80.25 ms KeyX, 4.0: 40 ms touch');
    expect(slowestInputs([], 3)).toBe('');
  });
});

describe('input to paint by kind, and the floor it is read against', () => {
  it('tells a press from a tap\'s lift or click and from a key', () => {
    expect(inputKind('touch')).toBe('touch');
    expect(inputKind('pen')).toBe('touch');
    expect(inputKind('touch lift')).toBe('lift');
    expect(inputKind('touch click')).toBe('lift');
    expect(inputKind('ArrowLeft')).toBe('key');
    expect(inputKind('Space')).toBe('key');
  });

  it('sums each kind apart and leaves out the kinds never answered', () => {
    const answers: [number, number, string][] = [[0, 30, 'touch'], [1, 20, 'touch'], [2, 10, 'touch'], [3, 8, 'KeyX'], [4, 50, 'touch lift']];
    const kinds = inputKindsSummary(answers);
    expect(kinds).toEqual({ touch: { count: 3, p50: 20, p95: 30 }, key: { count: 1, p50: 8, p95: 8 }, lift: { count: 1, p50: 50, p95: 50 } });
    expect(inputKindsSummary([])).toEqual({});
    expect(kindsLine({ touch: { count: 3, p50: 20, p95: 30 }, key: { count: 1, p50: 8, p95: 8 } })).toBe('touch 20 / 30 (3), key 8 / 8 (1)');
  });

  it('reads a scenario against its own device\'s floor, for the kinds it presses with', () => {
    const floors = { phone: { touch: { count: 40, p50: 27, p95: 33 } }, touchDesktop: { touch: { count: 40, p50: 26, p95: 34 }, key: { count: 40, p50: 9, p95: 16 } } };
    expect(floorFor(floors, 'phone', ['touch'])).toEqual({ touch: { count: 40, p50: 27, p95: 33 } });
    expect(floorFor(floors, 'touchDesktop', ['key'])).toEqual({ key: { count: 40, p50: 9, p95: 16 } });
    expect(floorFor(floors, 'phone', ['key'])).toBeUndefined();
    expect(floorFor(floors, 'desktop', ['key'])).toBeUndefined();
    expect(floorFor(undefined, 'phone', ['touch'])).toBeUndefined();
  });

  it('reads a tap\'s lift against the floor\'s lifts, and a key alone without them', () => {
    const floors = { touchDesktop: { touch: { count: 40, p50: 26, p95: 34 }, lift: { count: 40, p50: 30, p95: 40 }, key: { count: 40, p50: 9, p95: 16 } } };
    expect(floorFor(floors, 'touchDesktop', ['touch'])).toEqual({ touch: floors.touchDesktop.touch, lift: floors.touchDesktop.lift });
    expect(floorFor(floors, 'touchDesktop', ['key'])).toEqual({ key: floors.touchDesktop.key });
  });
});

describe('late frames', () => {
  it('lists each frame drawn more than a vsync after the one before, from the start of play', () => {
    expect(lateFrames([1000, 1016.7, 1050, 1066.7, 1150], 1000)).toEqual([
      [50, 33.3],
      [150, 83.3],
    ]);
    expect(lateFrames([0, 16.6, 33.3], 0)).toEqual([]);
  });

  it('names the last input begun shortly before a late frame, and none when there was none', () => {
    const answers: [number, number, string][] = [
      [100, 30, 'touch'],
      [900, 40, 'KeyX'],
      [1000, 20, 'touch lift'],
    ];
    // The frame at 1.2 s waited from 1.05 s: the lift at 1.0 s came before its gap began.
    expect(lateFrameList([[1200, 150]], answers)).toBe('1.20: 150 ms (touch lift at 1.00)');
    expect(lateFrameList([[5000, 50]], answers)).toBe('5.00: 50 ms');
    expect(lateFrameList([[950, 34]], answers, 50)).toBe('0.95: 34 ms (KeyX at 0.90)');
    expect(lateFrameList([[950, 34]], answers, 0)).toBe('0.95: 34 ms');
  });
});
