/**
 * What a state must hold for the engine to run on it, checked field by field and across fields.
 * `deserialize` checks every save this way; the entry points check a state argument this way unless
 * the engine just returned it (`registered`), since a full check on every call would cost too much.
 */
import { TetrisInputError } from './errors.ts';
import { fits, isRowFull, pieceBottom } from './field.ts';
import { bool, fail, int, isPlainArray, num, obj, oneOf, piece, pieces, type Context } from './fieldChecks.ts';
import { levelForLines, MAX_LOCK_RESETS } from './gravity.ts';
import { knownFields } from './knownFields.ts';
import { isPieceType, isRotation, PIECE_TYPES, ROTATIONS } from './pieces.ts';
import { isRecent, registered } from './recentStates.ts';
import type { TSpin } from './scoring.ts';
import {
  MAX_BUFFER_ROWS,
  MAX_HEIGHT,
  MAX_LINE_GOAL,
  MAX_START_LEVEL,
  MAX_WIDTH,
  MIN_SIZE,
  NEXT_COUNT,
  type ActivePiece,
  type ClearReport,
  type Field,
  type GameMode,
  type GameResult,
  type GameStatus,
  type TetrisState,
} from './state.ts';

export { knownFields } from './knownFields.ts';
export { registered } from './recentStates.ts';

const SAVE: Context = { prefix: 'Tetris save: ', root: '', whole: 'save', exactLevel: true };

/** The game modes a new game's option or a save's field may name. */
export const MODES: readonly GameMode[] = ['marathon', 'sprint', 'ultra'];
const STATUSES: readonly GameStatus[] = ['playing', 'over'];
const RESULTS: readonly GameResult[] = ['goal', 'timeUp', 'blockOut', 'lockOut'];
const TSPINS: readonly TSpin[] = ['none', 'mini', 'full'];

/** A time limit a game may have: a positive, finite number of ms, or null for none. */
export function isTimeLimit(value: unknown): value is number | null {
  return value === null || (typeof value === 'number' && value > 0 && Number.isFinite(value));
}

function checkField(ctx: Context, value: unknown, rows: number, width: number): Field {
  if (!isPlainArray(value) || value.length !== rows) fail(ctx, 'field', `a list of ${rows} rows`, value);
  for (let y = 0; y < rows; y++) {
    const row: unknown = value[y];
    if (!isPlainArray(row) || row.length !== width) fail(ctx, `field[${y}]`, `a row of ${width} cells`, row);
    for (let x = 0; x < width; x++) {
      const cell: unknown = row[x];
      if (cell !== null && cell !== 'X' && !isPieceType(cell)) fail(ctx, `field[${y}][${x}]`, "null, 'X' or a piece letter", cell);
    }
  }
  return value as Field;
}

function checkActive(ctx: Context, value: unknown, field: Field): ActivePiece {
  const a = obj(ctx, value, 'active');
  piece(ctx, a.type, 'active.type');
  if (!isRotation(a.rotation)) fail(ctx, 'active.rotation', `one of '${ROTATIONS.join("', '")}'`, a.rotation);
  int(ctx, a.x, 'active.x', -3, MAX_WIDTH);
  int(ctx, a.y, 'active.y', -3, field.length);
  const active = a as unknown as ActivePiece;
  if (!fits(field, active)) fail(ctx, 'active', 'a piece that fits in the field', value);
  return active;
}

function checkClear(ctx: Context, value: unknown, bufferRows: number, height: number): ClearReport {
  const c = obj(ctx, value, 'lastClear');
  const lines = int(ctx, c.lines, 'lastClear.lines', 0, 4);
  const tspin = oneOf(ctx, c.tspin, 'lastClear.tspin', TSPINS);
  // The table has no mini triple or Tetris: such a clear is scored and reported as full.
  if (tspin === 'mini' && lines > 2) fail(ctx, 'lastClear.tspin', `'none' or 'full' for ${lines} lines`, tspin);
  int(ctx, c.points, 'lastClear.points', 0);
  const backToBack = bool(ctx, c.backToBack, 'lastClear.backToBack');
  if (backToBack && lines === 0) fail(ctx, 'lastClear.backToBack', 'false for a lock that cleared nothing', backToBack);
  const combo = int(ctx, c.combo, 'lastClear.combo', -1);
  if ((lines === 0) !== (combo === -1)) {
    fail(ctx, 'lastClear.combo', lines === 0 ? '-1 for a lock that cleared nothing' : '0 or more for a clear', combo);
  }
  const perfectClear = bool(ctx, c.perfectClear, 'lastClear.perfectClear');
  if (perfectClear && lines === 0) fail(ctx, 'lastClear.perfectClear', 'false for a lock that cleared nothing', perfectClear);
  const rows = c.rows;
  if (!isPlainArray(rows) || rows.length !== lines) fail(ctx, 'lastClear.rows', `a list of ${lines} row numbers`, rows);
  for (let i = 0; i < lines; i++) {
    // Visible-field indices, negative in the hidden buffer, ascending.
    const min = i === 0 ? -bufferRows : (rows[i - 1] as number) + 1;
    int(ctx, rows[i], `lastClear.rows[${i}]`, min, height - 1);
  }
  return c as unknown as ClearReport;
}

/** Checks a value field by field and across fields; throws a TetrisInputError naming the first bad field. */
function checkState(ctx: Context, value: unknown): TetrisState {
  const s = obj(ctx, value, '');
  // The order of the original save reader, so a save with several bad fields names the same first one.
  if (s.version !== 1) fail(ctx, 'version', '1', s.version);
  const width = int(ctx, s.width, 'width', MIN_SIZE, MAX_WIDTH);
  const height = int(ctx, s.height, 'height', MIN_SIZE, MAX_HEIGHT);
  const bufferRows = int(ctx, s.bufferRows, 'bufferRows', 2, MAX_BUFFER_ROWS);
  const field = checkField(ctx, s.field, bufferRows + height, width);
  const status = oneOf(ctx, s.status, 'status', STATUSES);
  const result = s.result === null ? null : oneOf(ctx, s.result, 'result', RESULTS);
  if ((status === 'over') !== (result !== null)) fail(ctx, 'result', `${status === 'over' ? 'set' : 'null'} when status is '${status}'`, result);
  const active = s.active === null ? null : checkActive(ctx, s.active, field);
  if (status === 'playing' && active === null) fail(ctx, 'active', 'a piece while the game is playing', null);
  // Only time running out leaves a piece in play; a lock or a block out ends with none.
  if (active !== null && result !== null && result !== 'timeUp') fail(ctx, 'active', `null when the result is '${result}'`, active);
  for (let y = 0; y < field.length; y++) {
    if (isRowFull(field[y] as Field[number])) fail(ctx, `field[${y}]`, 'a row that is not full (full rows are cleared)', field[y]);
  }
  const bag = pieces(ctx, s.bag, 'bag', 0, PIECE_TYPES.length - 1);
  if (new Set(bag).size !== bag.length) fail(ctx, 'bag', 'pieces without repeats', bag);
  oneOf(ctx, s.mode, 'mode', MODES);
  const startLevel = int(ctx, s.startLevel, 'startLevel', 1, MAX_START_LEVEL);
  const lineGoal = s.lineGoal === null ? null : int(ctx, s.lineGoal, 'lineGoal', 1, MAX_LINE_GOAL);
  const timeLimitMs = s.timeLimitMs;
  if (!isTimeLimit(timeLimitMs)) fail(ctx, 'timeLimitMs', 'a number > 0 or null', timeLimitMs);
  const hold = s.hold === null ? null : piece(ctx, s.hold, 'hold');
  const canHold = bool(ctx, s.canHold, 'canHold');
  if (!canHold && hold === null) fail(ctx, 'canHold', 'true while nothing is held', canHold);
  pieces(ctx, s.queue, 'queue', NEXT_COUNT, NEXT_COUNT);
  int(ctx, s.rng, 'rng', 0, 0xffffffff);
  const score = int(ctx, s.score, 'score', 0);
  const level = int(ctx, s.level, 'level', 1);
  const lines = int(ctx, s.lines, 'lines', 0);
  const lastClear = s.lastClear === null ? null : checkClear(ctx, s.lastClear, bufferRows, height);
  const combo = int(ctx, s.combo, 'combo', -1);
  const backToBack = bool(ctx, s.backToBack, 'backToBack');
  const elapsedMs = num(ctx, s.elapsedMs, 'elapsedMs');
  num(ctx, s.gravityMs, 'gravityMs');
  num(ctx, s.lockMs, 'lockMs');
  int(ctx, s.lockResets, 'lockResets', 0, MAX_LOCK_RESETS);
  const lowestRow = int(ctx, s.lowestRow, 'lowestRow', -4, bufferRows + height);
  if (active !== null && lowestRow < pieceBottom(active)) fail(ctx, 'lowestRow', `at least the piece's bottom row ${pieceBottom(active)}`, lowestRow);
  bool(ctx, s.touchedDown, 'touchedDown');
  if (s.lastRotationKick !== null) int(ctx, s.lastRotationKick, 'lastRotationKick', 1, 5);
  int(ctx, s.locks, 'locks', 0);

  if (lastClear !== null) {
    if (lines < lastClear.lines) fail(ctx, 'lines', `at least lastClear.lines (${lastClear.lines})`, lines);
    if (score < lastClear.points) fail(ctx, 'score', `at least lastClear.points (${lastClear.points})`, score);
    if (combo !== lastClear.combo) fail(ctx, 'combo', `lastClear.combo (${lastClear.combo})`, combo);
    if (lastClear.backToBack && !backToBack) fail(ctx, 'backToBack', 'true after a back-to-back clear', backToBack);
  }
  if (status === 'playing' && lineGoal !== null && lines >= lineGoal) fail(ctx, 'lines', `below the line goal (${lineGoal}) while playing`, lines);
  if (result === 'goal') {
    if (lineGoal === null || lines < lineGoal) fail(ctx, 'lines', `at least the line goal (${String(lineGoal)}) when the result is 'goal'`, lines);
    if (lastClear === null) fail(ctx, 'lastClear', "the clear that reached the goal when the result is 'goal'", null);
  }
  if (status === 'playing' && timeLimitMs !== null && elapsedMs >= timeLimitMs) {
    fail(ctx, 'elapsedMs', `below the time limit (${timeLimitMs}) while playing`, elapsedMs);
  }
  if (result === 'timeUp') {
    if (timeLimitMs === null) fail(ctx, 'result', 'goal, blockOut or lockOut in a game without a time limit', result);
    if (elapsedMs < timeLimitMs) fail(ctx, 'elapsedMs', `at least the time limit (${timeLimitMs}) when the result is 'timeUp'`, elapsedMs);
  }
  // The goal's last clear ends the game before its level-up.
  const linesForLevel = result === 'goal' && lastClear !== null ? lines - lastClear.lines : lines;
  const expected = levelForLines(startLevel, linesForLevel);
  if (ctx.exactLevel ? level !== expected : level < startLevel || level > expected) {
    const what = ctx.exactLevel ? `${expected}` : `from ${startLevel} to ${expected}`;
    fail(ctx, 'level', `${what} (start level ${startLevel}, ${linesForLevel} lines)`, level);
  }
  return s as unknown as TetrisState;
}

/** A parsed save, checked, as a fresh state of exactly the known fields. */
export function stateFromSave(value: unknown): TetrisState {
  return registered(knownFields(checkState(SAVE, value)));
}

/**
 * A state argument of a public function `fn`: at once if the engine returned it recently, else after
 * the full check (then remembered, so the next call is fast). States are never mutated, so that holds.
 */
export function stateArg(value: unknown, fn: string): TetrisState {
  if (isRecent(value)) return value as TetrisState;
  let state: TetrisState;
  try {
    state = checkState({ prefix: `${fn}: `, root: 'state.', whole: 'state', exactLevel: false }, value);
  } catch (error) {
    if (error instanceof TetrisInputError) throw error;
    // A getter or proxy that throws while being read is bad input too.
    throw new TetrisInputError('state', `${fn}: state could not be read (${error instanceof Error ? error.name : 'a throw'})`, { cause: error });
  }
  return registered(state);
}
