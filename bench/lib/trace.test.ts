import { describe, expect, it } from 'vitest';
import { busyByThread, type TraceEvent } from './trace';

const thread = (tid: number, name: string): TraceEvent => ({ name: 'thread_name', ph: 'M', pid: 1, tid, ts: 0, args: { name } });
const task = (tid: number, ts: number, dur: number, name = 'ThreadControllerImpl::RunTask'): TraceEvent => ({ name, ph: 'X', pid: 1, tid, ts, dur });

describe('busyByThread', () => {
  it("sums each named thread's outermost tasks in ms, numbered pools as one", () => {
    const busy = busyByThread([
      thread(1, 'CrRendererMain'),
      thread(2, 'VizCompositorThread'),
      thread(3, 'ThreadPoolForegroundWorker1'),
      thread(4, 'ThreadPoolForegroundWorker2'),
      task(1, 0, 4000),
      task(1, 10_000, 2000),
      task(2, 0, 1500),
      task(3, 0, 1000, 'ThreadPool_RunTask'),
      task(4, 500, 3000, 'ThreadPool_RunTask'),
    ]);
    expect(Object.fromEntries(busy)).toEqual({ main: 6, viz: 1.5, workers: 4 });
  });

  it('counts a task inside another once, and leaves out threads it does not report', () => {
    const busy = busyByThread([thread(1, 'Compositor'), thread(9, 'Chrome_IOThread'), task(1, 0, 5000), task(1, 1000, 2000), task(1, 1000, 2000, 'ThreadPool_RunTask'), task(9, 0, 7000)]);
    expect(Object.fromEntries(busy)).toEqual({ compositor: 5 });
  });
});
