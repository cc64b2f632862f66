/**
 * Long animation frames (the `long-animation-frame` performance entries: a frame whose work took
 * over 50 ms) summed over a span, as the page measured them without a trace: how many, how long,
 * and what their time went to (scripts, then the frame's rendering, of it style and layout).
 */
export interface LongFrameEntry {
  startTime: number;
  duration: number;
  /** When the frame's rendering began (0: the frame rendered nothing). */
  renderStart: number;
  /** When its style and layout began (0: none). */
  styleAndLayoutStart: number;
  scripts: readonly { duration: number }[];
}

export interface LongFrames {
  count: number;
  duration: number;
  script: number;
  render: number;
  styleAndLayout: number;
}

/** The long frames that overlap [from, to], summed (ms, rounded to tenths). */
export function longFrames(entries: readonly LongFrameEntry[], from: number, to: number): LongFrames {
  const inSpan = entries.filter((e) => e.startTime <= to && e.startTime + e.duration >= from);
  const sum = (of: (e: LongFrameEntry) => number) => Math.round(inSpan.reduce((s, e) => s + of(e), 0) * 10) / 10;
  const end = (e: LongFrameEntry) => e.startTime + e.duration;
  return {
    count: inSpan.length,
    duration: sum((e) => e.duration),
    script: sum((e) => e.scripts.reduce((s, x) => s + x.duration, 0)),
    render: sum((e) => (e.renderStart > 0 ? end(e) - e.renderStart : 0)),
    styleAndLayout: sum((e) => (e.styleAndLayoutStart > 0 ? end(e) - e.styleAndLayoutStart : 0)),
  };
}

/** One line: "none", or "1 (69 ms: script 62, render 28, style and layout 6)". */
export function describeLongFrames(f: LongFrames): string {
  if (f.count === 0) return 'none';
  return `${f.count} (${f.duration} ms: script ${f.script}, render ${f.render}, style and layout ${f.styleAndLayout})`;
}
