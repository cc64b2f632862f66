/**
 * What a page's long tasks were, from a Chromium trace (devtools.timeline categories): each task on
 * the page's main thread over LONG_TASK_MS, with the events that took most of its own time.
 */
import { profileSamples, topSampled, type ProfileEvent } from './cpuSamples';
import { LONG_TASK_MS } from './realPlaySummary';
import type { OriginalPosition } from './sourceMap';
import { selfTimes, topLevelTasks, type TraceEvent } from './trace';

type Data = NonNullable<NonNullable<TraceEvent['args']>['data']> & {
  url?: string;
  functionName?: string;
  type?: string;
  fileName?: string;
  lineNumber?: number;
  columnNumber?: number;
};
/** A built file's position to its source (sourceMap.ts); none: minified names only. */
export type Resolve = (url: string, line: number, column: number) => OriginalPosition | null;
export interface AttributionEvent extends TraceEvent {
  id?: string;
  args?: TraceEvent['args'] & { data?: Data & ProfileData; fileName?: string };
}
type ProfileData = NonNullable<NonNullable<ProfileEvent['args']>['data']>;

export interface TracedTask {
  /** ms since the play mark (negative: before play began). */
  start: number;
  duration: number;
  /** Its largest self-time events, largest first: "label ms" (ms: the event's share of the task's wall time). */
  what: string[];
  /** Its most sampled code (a trace with the CPU profiler): the app's own function where there is one. */
  js?: string[];
}

/** The mark the page writes when play begins (console.timeStamp): the trace's zero. */
export const PLAY_MARK = 'bench:play';

const fileOf = (url: string | undefined) => (!url ? '' : url.startsWith('data:') ? url.slice(0, url.search(/[;,]/)) : (url.split(/[/?#]/).filter(Boolean).pop() ?? url));

/** A readable name for a trace event: JS by function and file (and source, with maps), other work by its event name. */
export function eventLabel(e: AttributionEvent, resolve?: Resolve): string {
  const data = e.args?.data;
  const file = fileOf(data?.url ?? data?.fileName ?? e.args?.fileName);
  switch (e.name) {
    case 'RunTask':
      return '(task, uninstrumented)';
    case 'FunctionCall': {
      // The trace's line and column are 1-based (the function's opening parenthesis); maps count from 0.
      const at = data?.url && data.lineNumber !== undefined && data.columnNumber !== undefined ? resolve?.(data.url, data.lineNumber - 1, data.columnNumber - 1) : null;
      const name = data?.functionName || (data?.url ? '(anonymous)' : '(injected script)');
      return `${name}${file ? ` ${file}` : ''}${at ? ` [${at.source}:${at.line}${at.name && at.name !== name ? ` ${at.name}` : ''}]` : ''}`;
    }
    case 'EventDispatch':
      return `EventDispatch ${data?.type ?? ''}`.trim();
    default:
      return file ? `${e.name} ${file}` : e.name;
  }
}

/**
 * The page's renderer main thread: the CrRendererMain that wrote the play mark, else the one
 * with the most task time (a trace holds every renderer: the service worker's, other pages').
 */
export function pageMainThread(events: readonly AttributionEvent[]): { pid: number; tid: number } | null {
  const mark = events.find((e) => e.name === 'TimeStamp' && e.args?.data?.message === PLAY_MARK);
  if (mark) return { pid: mark.pid, tid: mark.tid };
  const mains = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const busy = new Map<string, number>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.name === 'RunTask' && mains.has(key)) busy.set(key, (busy.get(key) ?? 0) + (e.dur ?? 0));
  }
  const best = [...busy].sort((a, b) => b[1] - a[1])[0];
  if (!best) return null;
  const [pid, tid] = best[0].split(':').map(Number);
  return { pid: pid!, tid: tid! };
}

/**
 * Every task on the page's main thread longer than `minMs`, with its `top` largest self-time
 * labels. Self time is thread time (trace.ts selfTimes); a label's ms are its share of the task's
 * thread time applied to the task's wall time, since a throttled CPU stretches the two apart.
 */
export function attributeLongTasks(events: readonly AttributionEvent[], { minMs = LONG_TASK_MS, top = 3, resolve }: { minMs?: number; top?: number; resolve?: Resolve } = {}): TracedTask[] {
  const main = pageMainThread(events);
  if (!main) return [];
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined);
  const mark = events.find((e) => e.name === 'TimeStamp' && e.args?.data?.message === PLAY_MARK);
  const zero = mark?.ts ?? onMain.reduce((m, e) => Math.min(m, e.ts), Infinity);
  const byStart = [...onMain].sort((a, b) => a.ts - b.ts);
  const samples = profileSamples(events as readonly ProfileEvent[], main.pid, main.tid, resolve);
  const out: TracedTask[] = [];
  for (const task of topLevelTasks(onMain)) {
    if (task.dur! < minMs * 1000) continue;
    const end = task.ts + task.dur!;
    const inside = byStart.filter((e) => e.ts >= task.ts && e.ts + e.dur! <= end);
    const { self } = selfTimes(inside);
    const byLabel = new Map<string, number>();
    let threadTotal = 0;
    for (const [e, t] of self) {
      const us = Math.max(0, t);
      threadTotal += us;
      const label = eventLabel(e, resolve);
      byLabel.set(label, (byLabel.get(label) ?? 0) + us);
    }
    const scale = threadTotal > 0 ? task.dur! / threadTotal / 1000 : 0;
    const what = [...byLabel]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([label, us]) => `${label} ${Math.round(us * scale)}`);
    const js = samples.times.length > 0 ? topSampled(samples, task.ts, end, task.dur! / 1000, top) : [];
    out.push({ start: Math.round((task.ts - zero) / 1000), duration: Math.round(task.dur! / 1000), what, ...(js.length ? { js } : {}) });
  }
  return out;
}

/** Gives each observed long task (ms since play) what the traced task that holds its start, starting nearest to it, was. */
export function matchTraced<T extends { start: number; duration: number; what?: string[]; js?: string[] }>(observed: T[], traced: readonly TracedTask[], slackMs = 5): T[] {
  return observed.map((t) => {
    const holding = traced.filter((x) => t.start >= x.start - slackMs && t.start <= x.start + x.duration + slackMs);
    const hit = holding.sort((a, b) => Math.abs(a.start - t.start) - Math.abs(b.start - t.start))[0];
    return hit ? { ...t, what: hit.what, ...(hit.js ? { js: hit.js } : {}) } : t;
  });
}
