/**
 * A pure pointer-gesture recogniser (no DOM): feed it pointer samples, get game gestures back.
 * tap, long press, drag steps (one per `cellSize` of travel, while the finger moves) and flicks
 * (fast swipes, judged on the speed over the last few samples). Pure so it is tested without a browser.
 */
export interface GestureConfig {
  /** Longest press that still counts as a tap. */
  tapMaxMs: number;
  /** Most travel (px) that still counts as a tap. */
  tapMaxMove: number;
  longPressMs: number;
  /** Travel (px) for one drag step; the board's cell size. */
  cellSize: number;
  /** Speed (px/ms) over the recent window from which a release is a flick. */
  flickVelocity: number;
  /** Shortest travel (px) for a flick. */
  flickMinDistance: number;
  /** Window (ms) over which the release speed is measured. */
  velocityWindowMs: number;
}

export const DEFAULT_GESTURES: GestureConfig = {
  tapMaxMs: 300,
  tapMaxMove: 12,
  longPressMs: 500,
  cellSize: 24,
  flickVelocity: 0.9,
  flickMinDistance: 40,
  velocityWindowMs: 80,
};

export interface Sample {
  x: number;
  y: number;
  t: number;
}

export type Direction = 'left' | 'right' | 'up' | 'down';
export type Gesture =
  | { type: 'tap'; x: number; y: number }
  | { type: 'longPress'; x: number; y: number }
  | { type: 'dragStep'; dir: Direction }
  | { type: 'flick'; dir: Direction; velocity: number };

export interface GestureState {
  start: Sample;
  /** Recent samples for the release speed. */
  recent: Sample[];
  /** Drag steps already emitted on each axis (signed). */
  stepsX: number;
  stepsY: number;
  maxMove: number;
  longPressed: boolean;
  /** Steps were emitted: the gesture is a drag, never a tap. */
  dragged: boolean;
}

export function gestureStart(p: Sample): GestureState {
  return { start: p, recent: [p], stepsX: 0, stepsY: 0, maxMove: 0, longPressed: false, dragged: false };
}

function recentVelocity(recent: Sample[], now: Sample, windowMs: number): { vx: number; vy: number } {
  const from = recent.find((s) => now.t - s.t <= windowMs) ?? recent[recent.length - 1] ?? now;
  const dt = Math.max(now.t - from.t, 1);
  return { vx: (now.x - from.x) / dt, vy: (now.y - from.y) / dt };
}

export function gestureMove(g: GestureState, p: Sample, cfg: GestureConfig = DEFAULT_GESTURES): [GestureState, Gesture[]] {
  const out: Gesture[] = [];
  const dx = p.x - g.start.x;
  const dy = p.y - g.start.y;
  const recent = [...g.recent.filter((s) => p.t - s.t <= cfg.velocityWindowMs * 2), p];
  const maxMove = Math.max(g.maxMove, Math.hypot(dx, dy));
  let { stepsX, stepsY } = g;
  if (!g.longPressed) {
    const targetX = Math.trunc(dx / cfg.cellSize);
    while (stepsX !== targetX) {
      const dir = targetX > stepsX ? 1 : -1;
      stepsX += dir;
      out.push({ type: 'dragStep', dir: dir > 0 ? 'right' : 'left' });
    }
    // Vertical steps only while the finger moves slowly: a fast stroke is a flick, judged on release.
    const { vy } = recentVelocity(g.recent, p, cfg.velocityWindowMs);
    const targetY = Math.trunc(dy / cfg.cellSize);
    if (Math.abs(vy) < cfg.flickVelocity) {
      while (stepsY !== targetY) {
        const dir = targetY > stepsY ? 1 : -1;
        stepsY += dir;
        out.push({ type: 'dragStep', dir: dir > 0 ? 'down' : 'up' });
      }
    } else {
      stepsY = targetY; // travel during a fast stroke is not replayed as steps later
    }
  }
  return [{ ...g, recent, stepsX, stepsY, maxMove, dragged: g.dragged || out.length > 0 }, out];
}

/** Call when the long-press timer fires (the hook schedules it); emits once if the finger stayed still. */
export function gestureHold(g: GestureState, t: number, cfg: GestureConfig = DEFAULT_GESTURES): [GestureState, Gesture[]] {
  if (g.longPressed || g.dragged || g.maxMove > cfg.tapMaxMove || t - g.start.t < cfg.longPressMs) return [g, []];
  return [{ ...g, longPressed: true }, [{ type: 'longPress', x: g.start.x, y: g.start.y }]];
}

export function gestureEnd(g: GestureState, p: Sample, cfg: GestureConfig = DEFAULT_GESTURES): Gesture[] {
  if (g.longPressed) return [];
  const dx = p.x - g.start.x;
  const dy = p.y - g.start.y;
  const dist = Math.hypot(dx, dy);
  const maxMove = Math.max(g.maxMove, dist);
  if (!g.dragged && maxMove <= cfg.tapMaxMove && p.t - g.start.t <= cfg.tapMaxMs) {
    return [{ type: 'tap', x: g.start.x, y: g.start.y }];
  }
  const { vx, vy } = recentVelocity(g.recent, p, cfg.velocityWindowMs);
  const speed = Math.hypot(vx, vy);
  if (speed >= cfg.flickVelocity && dist >= cfg.flickMinDistance) {
    const dir: Direction = Math.abs(vy) >= Math.abs(vx) ? (vy > 0 ? 'down' : 'up') : vx > 0 ? 'right' : 'left';
    return [{ type: 'flick', dir, velocity: speed }];
  }
  return [];
}
