/**
 * The task that draws a new screen, from a Chromium trace (devtools.timeline categories): of the
 * page's main-thread tasks after the play mark, the one whose style recalculation covers the most
 * elements (a level change restyles the whole new screen at once), with its style, layout,
 * pre-paint and paint (self thread time, scaled to the task's wall time as longTaskAttribution does).
 */
import { pageMainThread, PLAY_MARK, type AttributionEvent } from './longTaskAttribution';
import { selfTimes, topLevelTasks } from './trace';

export interface ScreenTask {
  /** ms from the play mark to the task's start. */
  start: number;
  duration: number;
  /** Elements its largest style recalculation covered. */
  elements: number;
  style: number;
  layout: number;
  prePaint: number;
  paint: number;
}

const PARTS = { UpdateLayoutTree: 'style', Layout: 'layout', PrePaint: 'prePaint', Paint: 'paint' } as const;

export function screenTask(events: readonly AttributionEvent[]): ScreenTask | null {
  const main = pageMainThread(events);
  const mark = events.find((e) => e.name === 'TimeStamp' && e.args?.data?.message === PLAY_MARK);
  if (!main || !mark) return null;
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined);
  const count = (e: AttributionEvent) => (e.name === 'UpdateLayoutTree' ? (e.args?.elementCount ?? 0) : 0);
  const biggest = onMain.filter((e) => e.ts >= mark.ts && count(e) > 0).reduce<AttributionEvent | null>((a, e) => (a === null || count(e) > count(a) ? e : a), null);
  const task = biggest && topLevelTasks(onMain).find((t) => t.ts <= biggest.ts && biggest.ts < t.ts + t.dur!);
  if (!biggest || !task) return null;
  const elements = count(biggest);
  const end = task.ts + task.dur!;
  const { self } = selfTimes(onMain.filter((e) => e.ts >= task.ts && e.ts + e.dur! <= end));
  const thread = [...self.values()].reduce((sum, t) => sum + Math.max(0, t), 0);
  const scale = thread > 0 ? task.dur! / thread / 1000 : 0;
  const out: ScreenTask = { start: Math.round((task.ts - mark.ts) / 1000), duration: Math.round(task.dur! / 1000), elements, style: 0, layout: 0, prePaint: 0, paint: 0 };
  for (const [e, t] of self) {
    const part = PARTS[e.name as keyof typeof PARTS];
    if (part) out[part] += Math.max(0, t) * scale;
  }
  for (const part of Object.values(PARTS)) out[part] = Math.round(out[part] * 10) / 10;
  return out;
}
