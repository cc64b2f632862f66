/** What the benchmark scripts read of a Chromium trace event. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; elementCount?: number; beginData?: { dirtyObjects?: number }; data?: { message?: string; nodeName?: string } };
}

/** One thread's outermost tasks (RunTask), in time order: a task inside another is counted in it. */
export function topLevelTasks<E extends TraceEvent>(events: E[]): E[] {
  const tasks: E[] = [];
  let end = -Infinity;
  for (const e of [...events].sort((a, b) => a.ts - b.ts)) {
    if (e.ph !== 'X' || e.name !== 'RunTask' || e.tdur === undefined || e.ts < end) continue;
    tasks.push(e);
    end = e.ts + (e.dur ?? 0);
  }
  return tasks;
}

/** One thread's complete events in time order, each with its self thread time (its own, less its children's). */
export function selfTimes<E extends TraceEvent>(events: E[]): { on: E[]; self: Map<E, number> } {
  const on = events.filter((e) => e.ph === 'X' && e.dur !== undefined && e.tdur !== undefined).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const self = new Map<E, number>();
  const stack: E[] = [];
  for (const e of on) {
    while (stack.length > 0 && stack[stack.length - 1]!.ts + stack[stack.length - 1]!.dur! <= e.ts) stack.pop();
    self.set(e, e.tdur!);
    const parent = stack[stack.length - 1];
    if (parent) self.set(parent, self.get(parent)! - e.tdur!);
    stack.push(e);
  }
  return { on, self };
}

/** The threads reported, by their trace name (numbered pools as one). */
export const THREADS: Record<string, string> = {
  CrRendererMain: 'main',
  Compositor: 'compositor',
  VizCompositorThread: 'viz',
  ThreadPoolForegroundWorker: 'workers',
  CrGpuMain: 'gpu',
  CrBrowserMain: 'browser',
};

/** Each thread's busy time (its outermost tasks) over a trace, in ms, by its short name. */
export function busyByThread(events: TraceEvent[]): Map<string, number> {
  const names = new Map<string, string>();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name' && e.args?.name) names.set(`${e.pid}:${e.tid}`, e.args.name.replace(/\d+$/, ''));
  const busy = new Map<string, number>();
  // Where each thread's last counted task ends: a task inside it is part of it.
  const until = new Map<string, number>();
  const tasks = events.filter((e) => e.ph === 'X' && (e.name === 'ThreadControllerImpl::RunTask' || e.name === 'ThreadPool_RunTask')).sort((a, b) => a.ts - b.ts);
  for (const e of tasks) {
    const thread = `${e.pid}:${e.tid}`;
    const short = THREADS[names.get(thread) ?? ''];
    if (short === undefined || e.ts < (until.get(thread) ?? -Infinity)) continue;
    until.set(thread, e.ts + (e.dur ?? 0));
    busy.set(short, (busy.get(short) ?? 0) + (e.dur ?? 0) / 1000);
  }
  return busy;
}
