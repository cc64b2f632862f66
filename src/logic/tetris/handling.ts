/**
 * Held keys -> repeated actions, on game time (spec "Handling"). Pure: the caller stamps key events
 * with its game clock and calls `tick` every frame, then feeds the actions to `applyAction`.
 *
 * - left/right: one shift on press; after DAS ms, one shift every ARR ms (ARR 0 = to the wall at once).
 *   The last pressed direction wins; releasing it resumes the other if still held, with a fresh DAS.
 *   A held direction keeps its charge through a lock (the next piece auto-shifts at once), and only
 *   while held: releasing clears it.
 * - softDrop: one row on press, then one every (gravity ms per row / factor), or a fixed interval, or
 *   'instant' (to the floor).
 * - hardDrop, rotations, hold: once per press; a key already down (OS key repeat) is ignored.
 */
import { isRecord, isWholeIn, shown } from './check.ts';
import { TetrisInputError } from './errors.ts';
import { ACTION_SET, quoted, type Action } from './game.ts';

export type SoftDropSpeed = 'instant' | { readonly factor: number } | { readonly intervalMs: number };

export interface HandlingConfig {
  /** Delayed auto shift: how long a direction is held before it repeats. */
  readonly dasMs: number;
  /** Auto-repeat rate: ms between repeated shifts; 0 = straight to the wall. */
  readonly arrMs: number;
  readonly softDrop: SoftDropSpeed;
}

export const DEFAULT_HANDLING: HandlingConfig = { dasMs: 170, arrMs: 33, softDrop: { factor: 20 } };

/** What the handling needs to know about the game at the moment. */
export interface HandlingEnv {
  /** Current gravity (see `gravityMsPerRow(state)`), for a soft-drop factor. Default 1000. */
  readonly msPerRow?: number;
  /** How many actions "instant" means: at least the field's width and its total rows. Default 100. */
  readonly maxRepeat?: number;
}

type Direction = 'left' | 'right';

export interface HandlingState {
  readonly config: HandlingConfig;
  /** The handling's game clock: the end of the last tick. */
  readonly time: number;
  /** Keys down, with the time each went down. */
  readonly held: Readonly<Partial<Record<Action, number>>>;
  /** The direction that is auto-shifting (the last pressed one still held). */
  readonly direction: Direction | null;
  /** When its next auto-shift is due. */
  readonly nextShiftAt: number | null;
  /** When the last soft-drop row was given. */
  readonly softDropAt: number | null;
}

export interface HandlingOutput {
  readonly handling: HandlingState;
  readonly actions: Action[];
}

const DEFAULT_MS_PER_ROW = 1000;
const DEFAULT_MAX_REPEAT = 100;
/** "instant" repeats at most this many actions: far above any field (40 wide, 160 rows). */
export const MAX_REPEAT = 10_000;

const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

function handlingError(field: string, message: string): TetrisInputError {
  return new TetrisInputError(field, `handling: ${message}`);
}

export function checkHandlingConfig(config: HandlingConfig): HandlingConfig {
  if (!isRecord(config)) throw handlingError('config', `config must be an object, got ${shown(config)}`);
  if (!isTime(config.dasMs)) throw handlingError('dasMs', `dasMs must be a number >= 0, got ${shown(config.dasMs)}`);
  if (!isTime(config.arrMs)) throw handlingError('arrMs', `arrMs must be a number >= 0, got ${shown(config.arrMs)}`);
  const sd: unknown = config.softDrop;
  if (sd !== 'instant') {
    const ok = isRecord(sd) && (Object.hasOwn(sd, 'factor') ? typeof sd.factor === 'number' && Number.isFinite(sd.factor) && sd.factor > 0 : isTime(sd.intervalMs));
    if (!ok) throw handlingError('softDrop', `softDrop must be 'instant', a factor > 0 or an interval >= 0 ms, got ${shown(sd)}`);
  }
  return config;
}

function checkKey(key: unknown): Action {
  if (!ACTION_SET.has(key)) throw handlingError('key', `unknown key ${quoted(key)}`);
  return key as Action;
}

function checkTime(name: string, t: unknown): number {
  if (typeof t !== 'number' || !Number.isFinite(t)) throw handlingError(name, `${name} must be a finite number, got ${shown(t)}`);
  return t;
}

function checkEnv(env: unknown): HandlingEnv {
  if (!isRecord(env)) throw handlingError('env', `env must be an object, got ${shown(env)}`);
  const { msPerRow, maxRepeat } = env;
  if (msPerRow !== undefined && !(typeof msPerRow === 'number' && Number.isFinite(msPerRow) && msPerRow > 0)) {
    throw handlingError('msPerRow', `env.msPerRow must be a number > 0, got ${shown(msPerRow)}`);
  }
  if (maxRepeat !== undefined && !isWholeIn(maxRepeat, 1, MAX_REPEAT)) {
    throw handlingError('maxRepeat', `env.maxRepeat must be a whole number from 1 to ${MAX_REPEAT}, got ${shown(maxRepeat)}`);
  }
  return env;
}

export function createHandling(config: HandlingConfig = DEFAULT_HANDLING, time = 0): HandlingState {
  checkTime('time', time);
  return { config: checkHandlingConfig(config), time, held: {}, direction: null, nextShiftAt: null, softDropAt: null };
}

/** Soft-drop interval in ms; 0 means instant. */
function softDropInterval(config: HandlingConfig, msPerRow: number): number {
  const sd = config.softDrop;
  if (sd === 'instant') return 0;
  return 'factor' in sd ? msPerRow / sd.factor : sd.intervalMs;
}

function repeat(action: Action, times: number): Action[] {
  return new Array<Action>(times).fill(action);
}

/** A key went down at game time `t` (never earlier than the handling's clock). */
export function press(h: HandlingState, key: Action, t: number, env: HandlingEnv = {}): HandlingOutput {
  checkKey(key);
  checkTime('t', t);
  checkEnv(env);
  if (h.held[key] !== undefined) return { handling: h, actions: [] };
  const at = Math.max(t, h.time);
  const held = { ...h.held, [key]: at };
  if (key === 'left' || key === 'right') {
    return { handling: { ...h, held, direction: key, nextShiftAt: at + h.config.dasMs }, actions: [key] };
  }
  if (key === 'softDrop') {
    const interval = softDropInterval(h.config, env.msPerRow ?? DEFAULT_MS_PER_ROW);
    const rows = interval === 0 ? (env.maxRepeat ?? DEFAULT_MAX_REPEAT) : 1;
    return { handling: { ...h, held, softDropAt: at }, actions: repeat('softDrop', rows) };
  }
  return { handling: { ...h, held }, actions: [key] };
}

/** A key went up at game time `t`. */
export function release(h: HandlingState, key: Action, t: number): HandlingState {
  checkKey(key);
  checkTime('t', t);
  if (h.held[key] === undefined) return h;
  const held = { ...h.held };
  delete held[key];
  if (key === 'softDrop') return { ...h, held, softDropAt: null };
  if ((key === 'left' || key === 'right') && h.direction === key) {
    const other: Direction = key === 'left' ? 'right' : 'left';
    if (held[other] !== undefined) {
      return { ...h, held, direction: other, nextShiftAt: Math.max(t, h.time) + h.config.dasMs };
    }
    return { ...h, held, direction: null, nextShiftAt: null };
  }
  return { ...h, held };
}

/** Every key up (focus lost, pause). */
export function releaseAll(h: HandlingState): HandlingState {
  return { ...h, held: {}, direction: null, nextShiftAt: null, softDropAt: null };
}

/** Lets `ms` of game time pass and returns the repeats that fell due, in time order. */
export function tick(h: HandlingState, ms: number, env: HandlingEnv = {}): HandlingOutput {
  if (!isTime(ms)) throw handlingError('ms', `tick ms must be a number >= 0, got ${shown(ms)}`);
  checkEnv(env);
  const end = h.time + ms;
  const maxRepeat = env.maxRepeat ?? DEFAULT_MAX_REPEAT;
  const events: { at: number; action: Action }[] = [];

  let nextShiftAt = h.nextShiftAt;
  if (h.direction !== null && nextShiftAt !== null && nextShiftAt <= end) {
    if (h.config.arrMs === 0) {
      // Charged with ARR 0: keep the piece against the wall every frame (a new piece included).
      for (const action of repeat(h.direction, maxRepeat)) events.push({ at: nextShiftAt, action });
    } else {
      let count = 0;
      while (nextShiftAt <= end && count < maxRepeat) {
        events.push({ at: nextShiftAt, action: h.direction });
        nextShiftAt += h.config.arrMs;
        count++;
      }
      if (nextShiftAt <= end) nextShiftAt = end + h.config.arrMs;
    }
  }

  let softDropAt = h.softDropAt;
  if (softDropAt !== null) {
    const interval = softDropInterval(h.config, env.msPerRow ?? DEFAULT_MS_PER_ROW);
    if (interval === 0) {
      for (const action of repeat('softDrop', maxRepeat)) events.push({ at: end, action });
      softDropAt = end;
    } else {
      let count = 0;
      while (softDropAt + interval <= end && count < maxRepeat) {
        softDropAt += interval;
        events.push({ at: softDropAt, action: 'softDrop' });
        count++;
      }
      if (softDropAt + interval <= end) softDropAt = end;
    }
  }

  // Array.prototype.sort is stable, so same-time events keep shift-before-drop order.
  events.sort((a, b) => a.at - b.at);
  return { handling: { ...h, time: end, nextShiftAt, softDropAt }, actions: events.map((e) => e.action) };
}
