/**
 * The save format's fields, and only those.
 */
import type { TetrisState } from './state.ts';

/**
 * A copy of exactly the save format's fields, in the engine's order: a foreign state's extra fields
 * (or extra fields of its piece or last clear) neither reach a save nor come out of one.
 */
export function knownFields(s: TetrisState): TetrisState {
  const a = s.active;
  const c = s.lastClear;
  return {
    version: 1,
    mode: s.mode,
    width: s.width,
    height: s.height,
    bufferRows: s.bufferRows,
    startLevel: s.startLevel,
    lineGoal: s.lineGoal,
    timeLimitMs: s.timeLimitMs,
    field: s.field,
    active: a === null ? null : { type: a.type, rotation: a.rotation, x: a.x, y: a.y },
    hold: s.hold,
    canHold: s.canHold,
    queue: s.queue,
    bag: s.bag,
    rng: s.rng,
    score: s.score,
    level: s.level,
    lines: s.lines,
    status: s.status,
    result: s.result,
    lastClear:
      c === null
        ? null
        : {
            lines: c.lines,
            tspin: c.tspin,
            points: c.points,
            backToBack: c.backToBack,
            combo: c.combo,
            perfectClear: c.perfectClear,
            rows: c.rows,
          },
    combo: s.combo,
    backToBack: s.backToBack,
    elapsedMs: s.elapsedMs,
    gravityMs: s.gravityMs,
    lockMs: s.lockMs,
    lockResets: s.lockResets,
    lowestRow: s.lowestRow,
    touchedDown: s.touchedDown,
    lastRotationKick: s.lastRotationKick,
    locks: s.locks,
  };
}
