/**
 * The JS inside a long task, from the V8 sampling profiler a trace records
 * (disabled-by-default-v8.cpu_profiler): each sample named by the innermost frame of the app's own
 * source (by the build's source maps), so a task that is "React rendering" in the trace's events
 * says which of the app's functions it rendered or ran.
 */
import type { Resolve } from './longTaskAttribution';

interface Frame {
  functionName: string;
  url?: string;
  scriptId: number | string;
  lineNumber?: number;
  columnNumber?: number;
}

export interface ProfileEvent {
  name: string;
  pid: number;
  tid: number;
  ts: number;
  id?: string;
  args?: {
    data?: {
      startTime?: number;
      cpuProfile?: { nodes?: { id: number; parent?: number; callFrame: Frame }[]; samples?: number[] };
      timeDeltas?: number[];
      scriptId?: number | string;
      url?: string;
    };
  };
}

export interface Samples {
  /** Sample times (trace µs), ascending. */
  times: number[];
  /** Each sample's label. */
  labels: string[];
}

const fileOf = (url: string) => url.split(/[/?#]/).filter(Boolean).pop() ?? url;

/**
 * The samples of the profile of thread (pid, tid), each labelled: the innermost frame whose source
 * is the app's (not node_modules), else the innermost frame, else V8's own ("(garbage collector)",
 * "(program)"). Idle samples are left out.
 */
export function profileSamples(events: readonly ProfileEvent[], pid: number, tid: number, resolve?: Resolve): Samples {
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  if (!profile?.id) return { times: [], labels: [] };
  // Profile nodes name scripts by id: their URLs come from the trace's other events.
  const urls = new Map<string, string>();
  for (const e of events) {
    const data = e.args?.data;
    if (e.pid === pid && data?.url && data.scriptId !== undefined && String(data.scriptId) !== '0') urls.set(String(data.scriptId), data.url);
  }
  const nodes = new Map<number, { parent?: number; frame: Frame }>();
  const times: number[] = [];
  const ids: number[] = [];
  let t = profile.args?.data?.startTime ?? 0;
  for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.pid === pid && e.id === profile.id).sort((a, b) => a.ts - b.ts)) {
    const data = chunk.args?.data;
    for (const n of data?.cpuProfile?.nodes ?? []) nodes.set(n.id, { parent: n.parent, frame: n.callFrame });
    const samples = data?.cpuProfile?.samples ?? [];
    samples.forEach((id, i) => {
      t += data?.timeDeltas?.[i] ?? 0;
      times.push(t);
      ids.push(id);
    });
  }
  const cache = new Map<number, string | null>();
  const labelOf = (id: number): string | null => {
    if (cache.has(id)) return cache.get(id)!;
    let innermost: string | null = null;
    let label: string | null = null;
    for (let n = nodes.get(id); n && label === null; n = n.parent === undefined ? undefined : nodes.get(n.parent)) {
      const f = n.frame;
      // Script 0 is V8's own: "(program)" (the engine's native work: style, layout, paint), "(garbage collector)", natives.
      const url = f.url || (String(f.scriptId) === '0' ? undefined : urls.get(String(f.scriptId)));
      if (!url) {
        innermost ??= f.functionName === '(idle)' || f.functionName === '(root)' || !f.functionName ? null : f.functionName;
        continue;
      }
      const at = f.lineNumber !== undefined && f.columnNumber !== undefined ? resolve?.(url, f.lineNumber, f.columnNumber) : null;
      const name = at?.name ?? f.functionName ?? '';
      if (at && !at.source.startsWith('node_modules/')) label = `${at.source}:${at.line}${name ? ` ${name}` : ''}`;
      else innermost ??= at ? `${name ? `${name} ` : ''}${at.source.replace(/^node_modules\/([^/]+).*/, '$1')}` : `${f.functionName || '(anonymous)'} ${fileOf(url)}`;
    }
    cache.set(id, label ?? innermost);
    return label ?? innermost;
  };
  const out: Samples = { times: [], labels: [] };
  ids.forEach((id, i) => {
    const label = labelOf(id);
    if (label !== null) {
      out.times.push(times[i]!);
      out.labels.push(label);
    }
  });
  return out;
}

/** The `top` labels of the samples in [from, to) (trace µs), each with its share of `wallMs`. */
export function topSampled(samples: Samples, from: number, to: number, wallMs: number, top = 3): string[] {
  const counts = new Map<string, number>();
  let total = 0;
  for (let i = 0; i < samples.times.length; i++) {
    if (samples.times[i]! < from || samples.times[i]! >= to) continue;
    counts.set(samples.labels[i]!, (counts.get(samples.labels[i]!) ?? 0) + 1);
    total++;
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([label, n]) => `${label} ${Math.round((n / total) * wallMs)}`);
}
