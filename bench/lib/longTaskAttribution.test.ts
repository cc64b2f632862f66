import { describe, expect, it } from 'vitest';
import { attributeLongTasks, matchTraced, PLAY_MARK, type AttributionEvent } from './longTaskAttribution';
import type { LongTask } from './realPlaySummary';

const PAGE = { pid: 1, tid: 10 };
const OTHER = { pid: 2, tid: 20 };
const x = (at: { pid: number; tid: number }, name: string, ts: number, dur: number, tdur = dur, data?: Record<string, unknown>): AttributionEvent => ({
  name,
  ph: 'X',
  ...at,
  ts,
  dur,
  tdur,
  ...(data ? { args: { data } } : {}),
});

/** A trace of two renderers: the page's (with the play mark) and another's busier one. */
const trace: AttributionEvent[] = [
  { name: 'thread_name', ph: 'M', ...PAGE, ts: 0, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', ...OTHER, ts: 0, args: { name: 'CrRendererMain' } },
  { name: 'TimeStamp', ph: 'I', ...PAGE, ts: 900_000, args: { data: { message: PLAY_MARK } } },
  // Before play: a chunk's evaluation, 60 ms.
  x(PAGE, 'RunTask', 500_000, 60_000),
  x(PAGE, 'EvaluateScript', 500_500, 59_000, 59_000, { url: 'http://x/assets/TetrisRoutes-abc.js' }),
  // In play, a CPU throttled to half: 80 ms of wall time, 40 of thread time (gr 30, Layout 8, the task 2).
  x(PAGE, 'RunTask', 1_000_000, 80_000, 40_000),
  x(PAGE, 'TimerFire', 1_001_000, 60_000, 30_000),
  x(PAGE, 'FunctionCall', 1_001_000, 60_000, 30_000, { functionName: 'gr', url: 'http://x/assets/index-B8.js', lineNumber: 9, columnNumber: 5 }),
  x(PAGE, 'Layout', 1_062_000, 16_000, 8_000),
  // Short: not a long task.
  x(PAGE, 'RunTask', 1_200_000, 30_000),
  // Another renderer's long task is not the page's.
  x(OTHER, 'RunTask', 1_000_000, 400_000),
];

describe('long-task attribution', () => {
  it("names each long task of the page's main thread by its largest self times, timed from the play mark", () => {
    expect(attributeLongTasks(trace)).toEqual([
      { start: -400, duration: 60, what: ['EvaluateScript TetrisRoutes-abc.js 59', '(task, uninstrumented) 1'] },
      { start: 100, duration: 80, what: ['gr index-B8.js 60', 'Layout 16', '(task, uninstrumented) 4'] },
    ]);
  });

  it("names a function by its source when a map resolves it, and keeps to the top events asked for", () => {
    // The trace counts lines and columns from 1 (line 9, column 5); a map from 0.
    const resolve = (url: string, line: number, column: number) => (url.endsWith('index-B8.js') && line === 8 && column === 4 ? { source: 'src/components/audio/audioUnlock.ts', line: 17, name: 'create' } : null);
    const [, inPlay] = attributeLongTasks(trace, { resolve, top: 1 });
    expect(inPlay!.what).toEqual(['gr index-B8.js [src/components/audio/audioUnlock.ts:17 create] 60']);
  });

  it('finds the page by its busiest renderer when the mark is missing, and gives observed long tasks their traced cause', () => {
    const unmarked = trace.filter((e) => e.name !== 'TimeStamp');
    expect(attributeLongTasks(unmarked).map((t) => t.duration)).toEqual([400]);
    const traced = attributeLongTasks(trace);
    const observed = matchTraced<LongTask>([{ start: 102, duration: 79 }, { start: 5000, duration: 55 }], traced);
    expect(observed[0]!.what?.[0]).toBe('gr index-B8.js 60');
    expect(observed[1]!.what).toBeUndefined();
  });
});
