/**
 * The pure half of a real-play run: what the page's recorder kept (frame times, long tasks, each
 * input's answer) summed up the way the rest of the benchmark reads them (bench/lib/smooth.ts).
 */
import { percentile, round } from './stats';

/** A frame is late when it came more than one vsync (and the recorder's jitter) after the last. */
export const LATE_FRAME_MS = 16.7 + 0.5;
/** What counts as a long task in the trace: the PerformanceObserver's own threshold. */
export const LONG_TASK_MS = 50;

export interface FrameSummary {
  count: number;
  /** Share of frames later than one vsync, %. */
  late: number;
  p50: number;
  p95: number;
  p99: number;
}

/** Frame deltas from rAF timestamps (ms), their late share and percentiles. */
export function frameSummary(timestamps: readonly number[]): FrameSummary {
  const deltas = timestamps.slice(1).map((t, i) => t - timestamps[i]!);
  return {
    count: deltas.length,
    late: round((100 * deltas.filter((d) => d > LATE_FRAME_MS).length) / Math.max(1, deltas.length), 2),
    p50: round(percentile(deltas, 50)),
    p95: round(percentile(deltas, 95)),
    p99: round(percentile(deltas, 99)),
  };
}

export interface LongTask {
  /** ms since play began (negative: while the page loaded). */
  start: number;
  duration: number;
  /** What the task spent its time on (a trace run only): its largest self-time events... */
  what?: string[];
  /** ...and its most sampled code. */
  js?: string[];
}

export interface LongTaskSummary {
  count: number;
  total: number;
  list: LongTask[];
}

/** The long tasks that started at or after `playStart` (both in the page's performance.now() ms). */
export function longTaskSummary(entries: readonly (readonly [number, number])[], playStart: number): LongTaskSummary {
  const list = entries
    .filter(([start]) => start >= playStart)
    .map(([start, duration]) => ({ start: round(start - playStart, 0), duration: round(duration, 0) }));
  return { count: list.length, total: round(list.reduce((a, t) => a + t.duration, 0), 0), list };
}

export interface InputSummary {
  /** Inputs whose first answering DOM change was painted. */
  count: number;
  /** Inputs that changed nothing in the observed elements before the next input. */
  unanswered: number;
  p50: number;
  p95: number;
  max: number;
}

/** Input-to-paint latencies (ms) of the answered inputs. */
export function inputSummary(latencies: readonly number[], unanswered: number): InputSummary {
  return {
    count: latencies.length,
    unanswered,
    p50: round(percentile([...latencies], 50)),
    p95: round(percentile([...latencies], 95)),
    max: round(latencies.length ? Math.max(...latencies) : NaN),
  };
}

/** The run at the median of `key` (the lower middle of an even count), as bench/run.ts picks runs. */
export function medianBy<T>(runs: readonly T[], key: (r: T) => number): T | undefined {
  const sorted = [...runs].sort((a, b) => key(a) - key(b));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** Verdicts of the real-play goals (bench/README.md). */
export const REAL_PLAY_GOALS = { lateShare: 0.5, longTasks: 0, inputP95: 20, gameKb: 100, homeKb: 80 } as const;

export function verdict(ok: boolean | undefined): string {
  return ok === undefined ? '?' : ok ? 'met' : 'missed';
}

/** The `n` slowest answered inputs, slowest first, as "12.3: 85.1 ms pointer" items. */
export function slowestInputs(answers: readonly (readonly [number, number, string])[], n: number): string {
  return [...answers]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([t, ms, what]) => `${(t / 1000).toFixed(1)}: ${ms} ms ${what}`)
    .join(', ');
}

/** Each late frame: [ms since play began when it was drawn, its gap after the frame before, ms]. */
export function lateFrames(timestamps: readonly number[], playStart: number): [number, number][] {
  const late: [number, number][] = [];
  for (let i = 1; i < timestamps.length; i++) {
    const gap = timestamps[i]! - timestamps[i - 1]!;
    if (gap > LATE_FRAME_MS) late.push([round(timestamps[i]! - playStart, 0), round(gap)]);
  }
  return late;
}

/**
 * The late frames as "at s: gap ms", each with the last input started within `within` ms before
 * the frame's gap began (its likely cause), or none.
 */
export function lateFrameList(late: readonly (readonly [number, number])[], answers: readonly (readonly [number, number, string])[], within = 300): string {
  return late
    .map(([at, gap]) => {
      const begun = at - gap;
      const cause = [...answers].reverse().find(([t]) => t <= at && t >= begun - within);
      return `${(at / 1000).toFixed(2)}: ${gap} ms${cause ? ` (${cause[2]} at ${(cause[0] / 1000).toFixed(2)})` : ''}`;
    })
    .join(', ');
}

/** What kind of input an answer was: a press of a pointer, a tap's lift or click, or a key. */
export type InputKind = 'touch' | 'lift' | 'key';

/** The recorder names a key by its code, a press by its pointer type, a tap's end as "touch lift" or "touch click". */
export function inputKind(what: string): InputKind {
  if (what.endsWith(' lift') || what.endsWith(' click')) return 'lift';
  return what === 'touch' || what === 'pen' || what === 'mouse' ? 'touch' : 'key';
}

export interface InputKindSummary {
  count: number;
  p50: number;
  p95: number;
}

/** Input to paint of each kind of input apart (kinds with no answer left out). */
export function inputKindsSummary(answers: readonly (readonly [number, number, string])[]): Partial<Record<InputKind, InputKindSummary>> {
  const byKind: Partial<Record<InputKind, number[]>> = {};
  for (const [, ms, what] of answers) (byKind[inputKind(what)] ??= []).push(ms);
  const out: Partial<Record<InputKind, InputKindSummary>> = {};
  for (const [kind, ms] of Object.entries(byKind) as [InputKind, number[]][]) out[kind] = { count: ms.length, p50: round(percentile(ms, 50)), p95: round(percentile(ms, 95)) };
  return out;
}

/** "touch 27.3 / 33 (40), key 8.6 / 15.8 (40)": each kind's p50 / p95 and count. */
export function kindsLine(kinds: Partial<Record<InputKind, InputKindSummary>>): string {
  return (Object.entries(kinds) as [InputKind, InputKindSummary][]).map(([kind, s]) => `${kind} ${s.p50} / ${s.p95} (${s.count})`).join(', ');
}

/** The bare page's floors, by device (inputFloor.ts), each kind of input apart. */
export type InputFloors = Partial<Record<string, Partial<Record<InputKind, InputKindSummary>>>>;

/** The floor a scenario's inputs stand on: its device's floor of the kinds it presses with. */
export function floorFor(floors: InputFloors | undefined, device: string, kinds: readonly InputKind[]): Partial<Record<InputKind, InputKindSummary>> | undefined {
  const measured = floors?.[device];
  if (!measured) return undefined;
  const out: Partial<Record<InputKind, InputKindSummary>> = {};
  // A tap is a press and a lift: the bare page answers both.
  const wanted: InputKind[] = kinds.includes('touch') ? [...kinds, 'lift'] : [...kinds];
  for (const kind of wanted) if (measured[kind]) out[kind] = measured[kind];
  return Object.keys(out).length > 0 ? out : undefined;
}
