/** The engine's entry points: start a game, apply one player action, let game time pass. */
import { seedRng } from '../rng.ts';
import { fillQueue } from './bag.ts';
import { isRecord, isWholeIn, shown } from './check.ts';
import { TetrisInputError } from './errors.ts';
import { dropDistance, emptyField, fits, isGrounded, moved, pieceBottom } from './field.ts';
import { LOCK_DELAY_MS, MAX_LOCK_RESETS, rowMs } from './gravity.ts';
import { lockActive } from './lockDown.ts';
import { fallBy, settleIfTwentyG } from './motion.ts';
import { rotateClockwise, rotateCounterClockwise } from './pieces.ts';
import { spawnNext, spawnPiece } from './spawn.ts';
import { kickTests } from './srsKicks.ts';
import { isTimeLimit, MODES, registered, stateArg } from './stateCheck.ts';
import {
  addCount,
  addMs,
  BUFFER_ROWS,
  MAX_HEIGHT,
  MAX_LINE_GOAL,
  MAX_START_LEVEL,
  MAX_WIDTH,
  MIN_SIZE,
  NEXT_COUNT,
  type ActivePiece,
  type Field,
  type GameMode,
  type TetrisState,
} from './state.ts';

export type Action = 'left' | 'right' | 'softDrop' | 'hardDrop' | 'rotateCW' | 'rotateCCW' | 'hold';
export const ACTIONS: readonly Action[] = Object.freeze(['left', 'right', 'softDrop', 'hardDrop', 'rotateCW', 'rotateCCW', 'hold']);
/** Exact membership: a Set, so no name from Object.prototype passes as an action. */
export const ACTION_SET: ReadonlySet<unknown> = new Set(ACTIONS);

export interface NewGameOptions {
  seed?: number;
  width?: number;
  height?: number;
  startLevel?: number;
  mode?: GameMode;
  /** Override the mode's line goal: marathon 150 (null = endless), sprint 40, ultra none. */
  lineGoal?: number | null;
  /** Override the mode's time limit: ultra 120000 ms, others none. */
  timeLimitMs?: number | null;
}

export const MODE_LINE_GOALS: Readonly<Record<GameMode, number | null>> = Object.freeze({ marathon: 150, sprint: 40, ultra: null });
export const MODE_TIME_LIMITS_MS: Readonly<Record<GameMode, number | null>> = Object.freeze({
  marathon: null,
  sprint: null,
  ultra: 120_000,
});
const MODE_SET: ReadonlySet<unknown> = new Set(MODES);

/** A string argument as messages show it: quoted, cut short; anything else in its JSON-like form. */
export function quoted(value: unknown): string {
  return typeof value === 'string' ? `'${value.length > 40 ? `${value.slice(0, 40)}...` : value}'` : shown(value);
}

function checkInteger(name: string, value: unknown, min: number, max: number): number {
  if (!isWholeIn(value, min, max)) {
    throw new TetrisInputError(name, `newGame: ${name} must be a whole number from ${min} to ${max}, got ${shown(value)}`);
  }
  return value;
}

/** A game with no piece in play yet and the queue dealt: newGame and fromDiagram start from it. */
export function createGameState(options: NewGameOptions = {}, field?: Field): TetrisState {
  if (!isRecord(options)) throw new TetrisInputError('options', `newGame: options must be an object, got ${shown(options)}`);
  const mode: unknown = options.mode ?? 'marathon';
  if (!MODE_SET.has(mode)) throw new TetrisInputError('mode', `newGame: unknown mode ${quoted(mode)}`);
  const known = mode as GameMode;
  const width = checkInteger('width', options.width ?? 10, MIN_SIZE, MAX_WIDTH);
  const height = checkInteger('height', options.height ?? 20, MIN_SIZE, MAX_HEIGHT);
  const startLevel = checkInteger('startLevel', options.startLevel ?? 1, 1, MAX_START_LEVEL);
  const seed: unknown = options.seed ?? 0;
  if (typeof seed !== 'number' || !Number.isFinite(seed)) {
    throw new TetrisInputError('seed', `newGame: seed must be a finite number, got ${shown(seed)}`);
  }
  const lineGoal = options.lineGoal === undefined ? MODE_LINE_GOALS[known] : options.lineGoal;
  if (lineGoal !== null) checkInteger('lineGoal', lineGoal, 1, MAX_LINE_GOAL);
  const timeLimitMs: unknown = options.timeLimitMs === undefined ? MODE_TIME_LIMITS_MS[known] : options.timeLimitMs;
  if (!isTimeLimit(timeLimitMs)) {
    throw new TetrisInputError('timeLimitMs', `newGame: timeLimitMs must be a positive number or null, got ${shown(timeLimitMs)}`);
  }
  const state: TetrisState = {
    version: 1,
    mode: known,
    width,
    height,
    bufferRows: BUFFER_ROWS,
    startLevel,
    lineGoal,
    timeLimitMs,
    field: field ?? emptyField(width, BUFFER_ROWS + height),
    active: null,
    hold: null,
    canHold: true,
    queue: [],
    bag: [],
    rng: seedRng(seed),
    score: 0,
    level: startLevel,
    lines: 0,
    status: 'playing',
    result: null,
    lastClear: null,
    combo: -1,
    backToBack: false,
    elapsedMs: 0,
    gravityMs: 0,
    lockMs: 0,
    lockResets: 0,
    lowestRow: 0,
    touchedDown: false,
    lastRotationKick: null,
    locks: 0,
  };
  return { ...state, ...fillQueue(state, NEXT_COUNT) };
}

export function newGame(options: NewGameOptions = {}): TetrisState {
  return registered(spawnNext(createGameState(options)));
}

/**
 * A shift or rotation succeeded. Extended Placement (spec "Lock down"): once the piece has touched
 * down, each move restarts the 0.5 s timer, 15 times at most; a move past that leaves the timer expired,
 * so the piece locks as soon as it is on the ground. A new lowest row restores the 15.
 */
function afterManipulation(state: TetrisState, piece: ActivePiece, rotationKick: number | null): TetrisState {
  let { lockMs, lockResets, lowestRow, touchedDown } = state;
  const bottom = pieceBottom(piece);
  if (bottom > lowestRow) {
    lowestRow = bottom;
    lockResets = 0;
    lockMs = 0;
    touchedDown = false;
  } else if (touchedDown) {
    if (lockResets < MAX_LOCK_RESETS) {
      lockResets += 1;
      lockMs = 0;
    } else {
      lockMs = LOCK_DELAY_MS;
    }
  }
  const next = settleIfTwentyG({
    ...state,
    active: piece,
    lastRotationKick: rotationKick,
    lockMs,
    lockResets,
    lowestRow,
    touchedDown: touchedDown || isGrounded(state.field, piece),
  });
  return lockIfDue(next);
}

function lockIfDue(state: TetrisState): TetrisState {
  const piece = state.active;
  if (piece !== null && state.lockMs >= LOCK_DELAY_MS && isGrounded(state.field, piece)) return lockActive(state);
  return state;
}

function shift(state: TetrisState, piece: ActivePiece, dx: number): TetrisState {
  const target = moved(piece, dx, 0);
  return fits(state.field, target) ? afterManipulation(state, target, null) : state;
}

/** SRS: try the kick tests in order; the first that fits wins; none fitting means no rotation. */
function rotate(state: TetrisState, piece: ActivePiece, clockwise: boolean): TetrisState {
  const to = clockwise ? rotateClockwise(piece.rotation) : rotateCounterClockwise(piece.rotation);
  const tests = kickTests(piece.type, piece.rotation, to);
  for (let i = 0; i < tests.length; i++) {
    const [dx, dy] = tests[i] as readonly [number, number];
    const target: ActivePiece = { type: piece.type, rotation: to, x: piece.x + dx, y: piece.y + dy };
    if (fits(state.field, target)) return afterManipulation(state, target, i + 1);
  }
  return state;
}

/** Soft drop: one row, one point, never locks by itself (spec "Randomizer, queue, hold, ghost, drops"). */
function softDrop(state: TetrisState, piece: ActivePiece): TetrisState {
  if (!fits(state.field, moved(piece, 0, 1))) return state;
  const fallen = fallBy(state, 1);
  // The piece that ran out of resets in the air locks on touching the ground, soft drop or not.
  return lockIfDue({ ...fallen, score: addCount(state.score, 1), gravityMs: 0 });
}

/** Hard drop: to the ground, two points a row, lock at once. */
function hardDrop(state: TetrisState, piece: ActivePiece): TetrisState {
  const rows = dropDistance(state.field, piece);
  return lockActive({ ...fallBy(state, rows), score: addCount(state.score, 2 * rows) });
}

/** Hold: once per piece; the held piece comes back in spawn state at the spawn position. */
function hold(state: TetrisState, piece: ActivePiece): TetrisState {
  if (!state.canHold) return state;
  const held = state.hold;
  const swapped: TetrisState = { ...state, hold: piece.type, canHold: false };
  return held === null ? spawnNext(swapped) : spawnPiece(swapped, held);
}

/** One discrete player action. Returns the same object when the action changes nothing. */
export function applyAction(state: TetrisState, action: Action): TetrisState {
  const s = stateArg(state, 'applyAction');
  const next = play(s, action);
  return next === s ? s : registered(next);
}

function play(state: TetrisState, action: Action): TetrisState {
  const piece = state.active;
  if (state.status !== 'playing' || piece === null) {
    // Checked here too, so a bad action fails whatever the state (the switch below checks the rest).
    if (!ACTION_SET.has(action)) throw new TetrisInputError('action', `applyAction: unknown action ${quoted(action)}`);
    return state;
  }
  switch (action) {
    case 'left':
      return shift(state, piece, -1);
    case 'right':
      return shift(state, piece, 1);
    case 'softDrop':
      return softDrop(state, piece);
    case 'hardDrop':
      return hardDrop(state, piece);
    case 'rotateCW':
      return rotate(state, piece, true);
    case 'rotateCCW':
      return rotate(state, piece, false);
    case 'hold':
      return hold(state, piece);
    default:
      throw new TetrisInputError('action', `applyAction: unknown action ${quoted(action)}`);
  }
}

/**
 * Gravity as rows per elapsed time (spec "Gravity and levels"): several rows in one call above 1G.
 * Time left after the piece lands counts toward its lock timer. A lock ends the step: the new piece
 * starts fresh, because the screen holds the stage while the clear plays.
 */
function fallAndLock(state: TetrisState, ms: number): TetrisState {
  const piece = state.active;
  if (piece === null) return state;
  const distance = dropDistance(state.field, piece);
  let groundMs = ms;
  let gravityMs = 0;
  let next = state;
  if (distance > 0) {
    const rowTime = rowMs(state.level);
    gravityMs = addMs(state.gravityMs, ms);
    const rows = Math.min(Math.floor(gravityMs / rowTime), distance);
    gravityMs -= rows * rowTime;
    next = fallBy(state, rows);
    if (rows < distance) return { ...next, gravityMs };
    groundMs = gravityMs;
    gravityMs = 0;
  }
  return lockIfDue({ ...next, gravityMs, lockMs: addMs(next.lockMs, groundMs) });
}

/**
 * Lets `ms` of game time pass: the clock, gravity, the lock timer, ultra's time limit. No loop runs
 * over the time: any finite `ms` costs one step, and the clocks saturate instead of reaching Infinity.
 */
export function advance(state: TetrisState, ms: number): TetrisState {
  const s = stateArg(state, 'advance');
  if (typeof ms !== 'number' || !(ms >= 0 && ms <= Number.MAX_VALUE)) {
    throw new TetrisInputError('ms', `advance: ms must be a finite number >= 0, got ${shown(ms)}`);
  }
  const next = passTime(s, ms);
  return next === s ? s : registered(next);
}

function passTime(state: TetrisState, ms: number): TetrisState {
  if (state.status !== 'playing' || ms === 0) return state;
  const limit = state.timeLimitMs;
  const step = limit === null ? ms : Math.min(ms, Math.max(0, limit - state.elapsedMs));
  const next = fallAndLock({ ...state, elapsedMs: addMs(state.elapsedMs, step) }, step);
  if (limit !== null && next.status === 'playing' && next.elapsedMs >= limit) {
    return { ...next, status: 'over', result: 'timeUp' };
  }
  return next;
}
