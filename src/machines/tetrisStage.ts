/**
 * The Tetris stage: what the shared status machine (gameStatus.ts) runs while a game is played.
 * Pure functions over plain data: the engine's state (src/logic/tetris), the held-key handling
 * (DAS/ARR/soft drop on game time, handling.ts), and the line-clear wait.
 *
 * Line clears take time on screen: a lock that clears rows returns the engine state after the
 * clear at once, but the stage holds still while the screen plays the clear: `clearing` keeps the
 * field as it was (full rows included) and counts `msLeft` down on game time before the engine runs
 * again. Keys pressed during the wait are kept (`pending`) and played when it ends, so a fast
 * player's hard drop is never lost; held keys keep charging their DAS through it.
 */
import {
  advance,
  applyAction,
  gravityMsPerRow,
  newGame,
  visibleRows,
  type Action,
  type GameMode,
  type Row,
  type TetrisState,
} from '../logic/tetris/index.ts';
import {
  createHandling,
  press,
  release,
  releaseAll,
  tick,
  type HandlingConfig,
  type HandlingEnv,
  type HandlingState,
} from '../logic/tetris/handling.ts';

/** How long the stage waits while cleared rows flash (game time). */
export const CLEAR_MS = 200;
/** Keys pressed during a clear that are kept for after it: enough for any real burst. */
const MAX_PENDING = 8;

export interface TetrisParams {
  mode: GameMode;
  /** 1-15 (marathon); sprint and ultra start at 1. */
  startLevel: number;
  /** Marathon without the 150-line goal. */
  endless: boolean;
  seed: number;
  handling: HandlingConfig;
  /** Line-clear wait in ms (default CLEAR_MS). */
  clearMs?: number;
}

export interface ClearAnimation {
  /** Cleared rows, visible-field indices before the clear, ascending. */
  readonly rows: readonly number[];
  /** The visible field just before the clear: the full rows still in it. */
  readonly before: readonly Row[];
  readonly msLeft: number;
}

export interface TetrisStage {
  readonly game: TetrisState;
  readonly handling: HandlingState;
  readonly clearing: ClearAnimation | null;
  /** Actions pressed during a clear, played when it ends. */
  readonly pending: readonly Action[];
  /** Finished clear animations: the screen restarts its fall animation on each. */
  readonly clears: number;
  /** Rows of the last finished clear: the rows above them fall on screen. */
  readonly collapsed: readonly number[];
  readonly clearMs: number;
}

/** The player's input, in game terms. */
export type TetrisInput =
  /** A key or button went down / up: DAS, ARR and soft-drop speed apply (handling.ts). */
  | { type: 'press'; key: Action }
  | { type: 'release'; key: Action }
  /** Focus lost or paused: every key up. */
  | { type: 'releaseAll' }
  /** One discrete action that bypasses the handling (a gesture: a drag step, a tap, a flick). */
  | { type: 'action'; action: Action };

/** Maps the Settings numbers (ms; soft-drop factor 0 = instant) to the handling's config. */
export function handlingFromSettings(settings: { das: number; arr: number; sdf: number }): HandlingConfig {
  return { dasMs: settings.das, arrMs: settings.arr, softDrop: settings.sdf <= 0 ? 'instant' : { factor: settings.sdf } };
}

export function createStage(params: TetrisParams): TetrisStage {
  const game = newGame({
    seed: params.seed,
    mode: params.mode,
    startLevel: params.mode === 'marathon' ? params.startLevel : 1,
    ...(params.mode === 'marathon' && params.endless ? { lineGoal: null } : {}),
  });
  return stageFromGame(game, params.handling, params.clearMs);
}

/** A stage around an engine state: a new game, or one restored from a save. */
export function stageFromGame(game: TetrisState, handling: HandlingConfig, clearMs = CLEAR_MS): TetrisStage {
  return { game, handling: createHandling(handling), clearing: null, pending: [], clears: 0, collapsed: [], clearMs };
}

function envOf(game: TetrisState): HandlingEnv {
  // "instant" must reach any wall and the floor from anywhere (handling.ts maxRepeat).
  return { msPerRow: gravityMsPerRow(game), maxRepeat: game.width + game.bufferRows + game.height };
}

/**
 * The visible field as a clearing lock left it, full rows still in. The engine hands back only the
 * state after the clear (one lock per step), so the stage works it out once, at the lock, and keeps
 * it in `clearing.before`: the rows that stayed are the after-state's rows below the `k` new ones on
 * top; the cleared rows were the before-state's rows with every gap filled by the piece that locked.
 */
function fieldBeforeClear(before: TetrisState, after: TetrisState): Row[] {
  const cleared = after.lastClear?.rows ?? [];
  const piece = before.active?.type ?? 'X';
  const kept = visibleRows(after).slice(cleared.length);
  const old = visibleRows(before);
  const rows: Row[] = [];
  let next = 0;
  for (let y = 0; y < after.height; y++) {
    if (cleared.includes(y)) rows.push((old[y] ?? []).map((cell) => cell ?? piece));
    else rows.push(kept[next++] ?? []);
  }
  return rows;
}

/** After the engine moved from `before` to `after`: start the clear wait if that was a clearing lock. */
function settle(stage: TetrisStage, before: TetrisState, after: TetrisState): TetrisStage {
  if (after === before) return stage;
  const clear = after.lastClear;
  if (after.locks > before.locks && clear !== null && clear.lines > 0 && stage.clearMs > 0) {
    return { ...stage, game: after, clearing: { rows: clear.rows, before: fieldBeforeClear(before, after), msLeft: stage.clearMs } };
  }
  return { ...stage, game: after };
}

/** Plays actions in order; a clear that starts drops the rest (the next piece starts fresh). */
function play(stage: TetrisStage, actions: readonly Action[]): TetrisStage {
  let s = stage;
  for (const action of actions) {
    if (s.clearing !== null || s.game.status !== 'playing') break;
    s = settle(s, s.game, applyAction(s.game, action));
  }
  return s;
}

function queue(stage: TetrisStage, actions: readonly Action[]): TetrisStage {
  if (actions.length === 0) return stage;
  // An instant soft drop is many actions: one is enough to remember.
  const unique = actions.filter((a, i) => a !== 'softDrop' || actions.indexOf(a) === i);
  return { ...stage, pending: [...stage.pending, ...unique].slice(0, MAX_PENDING) };
}

/** The player's input (machine INPUT while RUNNING). Returns the same object when nothing changes. */
export function applyInput(stage: TetrisStage, input: TetrisInput): TetrisStage {
  const h = stage.handling;
  switch (input.type) {
    case 'release': {
      const handling = release(h, input.key, h.time);
      return handling === h ? stage : { ...stage, handling };
    }
    case 'releaseAll':
      return Object.keys(h.held).length === 0 ? stage : { ...stage, handling: releaseAll(h) };
    case 'press': {
      if (stage.game.status !== 'playing') return stage;
      const out = press(h, input.key, h.time, envOf(stage.game));
      if (out.handling === h) return stage;
      const s = { ...stage, handling: out.handling };
      return s.clearing !== null ? queue(s, out.actions) : play(s, out.actions);
    }
    case 'action':
      if (stage.game.status !== 'playing') return stage;
      return stage.clearing !== null ? queue(stage, [input.action]) : play(stage, [input.action]);
    default:
      throw new Error(`Tetris stage: unknown input ${JSON.stringify(input)}`);
  }
}

function finishClear(stage: TetrisStage): TetrisStage {
  const rows = stage.clearing?.rows ?? [];
  const done: TetrisStage = { ...stage, clearing: null, pending: [], clears: stage.clears + 1, collapsed: rows };
  return play(done, stage.pending);
}

function advanceGame(stage: TetrisStage, ms: number): TetrisStage {
  if (ms <= 0 || stage.clearing !== null) return stage;
  return settle(stage, stage.game, advance(stage.game, ms));
}

/**
 * Game time passing (machine TICK): the handling's repeats first, then gravity, lock delay and the
 * clock (handling.ts: "applies the returned actions with applyAction before advance"). During a
 * clear only the wait counts down (and the held keys' DAS charges); the time left over when it ends
 * goes to the engine.
 */
export function tickStage(stage: TetrisStage, ms: number): TetrisStage {
  if (ms <= 0) return stage;
  const out = tick(stage.handling, ms, envOf(stage.game));
  const s: TetrisStage = { ...stage, handling: out.handling };
  if (s.clearing !== null) {
    const msLeft = s.clearing.msLeft - ms;
    if (msLeft > 0) return { ...s, clearing: { ...s.clearing, msLeft } };
    return advanceGame(finishClear(s), -msLeft);
  }
  if (s.game.status !== 'playing') return s;
  return advanceGame(play(s, out.actions), ms);
}

/** The game ended itself, and the last clear has finished playing. */
export function isStageOver(stage: TetrisStage): boolean {
  return stage.game.status === 'over' && stage.clearing === null;
}
