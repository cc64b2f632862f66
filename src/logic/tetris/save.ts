/**
 * Save format: the state is plain JSON already; `deserialize` checks every field so a corrupt or
 * foreign save fails loudly (with the field's name) instead of breaking the game later.
 */
import { fits } from './field.ts';
import { MAX_HEIGHT, MAX_START_LEVEL, MAX_WIDTH } from './game.ts';
import { MAX_LOCK_RESETS } from './gravity.ts';
import { isPieceType, isRotation, type PieceType } from './pieces.ts';
import type { TSpin } from './scoring.ts';
import {
  NEXT_COUNT,
  type ActivePiece,
  type Cell,
  type ClearReport,
  type Field,
  type GameMode,
  type GameResult,
  type TetrisState,
} from './state.ts';

export function serialize(state: TetrisState): string {
  return JSON.stringify(state);
}

type Obj = Record<string, unknown>;

function fail(path: string, what: string, value: unknown): never {
  let shown: string;
  try {
    shown = JSON.stringify(value) ?? String(value);
  } catch {
    shown = String(value);
  }
  if (shown.length > 60) shown = `${shown.slice(0, 57)}...`;
  throw new Error(`Tetris save: ${path} must be ${what}, got ${shown}`);
}

function obj(value: unknown, path: string): Obj {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(path, 'an object', value);
  return value as Obj;
}

function int(value: unknown, path: string, min: number, max = Number.MAX_SAFE_INTEGER): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    fail(path, `a whole number from ${min} to ${max}`, value);
  }
  return value;
}

function num(value: unknown, path: string, min: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min) fail(path, `a number >= ${min}`, value);
  return value;
}

function bool(value: unknown, path: string): boolean {
  if (typeof value !== 'boolean') fail(path, 'true or false', value);
  return value;
}

function oneOf<T extends string>(value: unknown, path: string, options: readonly T[]): T {
  if (typeof value !== 'string' || !(options as readonly string[]).includes(value)) {
    fail(path, `one of ${options.join(', ')}`, value);
  }
  return value as T;
}

function nullable<T>(value: unknown, read: (v: unknown) => T): T | null {
  return value === null ? null : read(value);
}

function piece(value: unknown, path: string): PieceType {
  if (!isPieceType(value)) fail(path, 'a piece letter (I O T S Z J L)', value);
  return value;
}

function pieces(value: unknown, path: string, min: number, max: number): PieceType[] {
  if (!Array.isArray(value) || value.length < min || value.length > max) {
    fail(path, `a list of ${min === max ? min : `${min} to ${max}`} pieces`, value);
  }
  return value.map((p, i) => piece(p, `${path}[${i}]`));
}

function readField(value: unknown, rows: number, width: number): Field {
  if (!Array.isArray(value) || value.length !== rows) fail('field', `a list of ${rows} rows`, value);
  return value.map((row: unknown, y) => {
    if (!Array.isArray(row) || row.length !== width) fail(`field[${y}]`, `a row of ${width} cells`, row);
    return row.map((cell: unknown, x): Cell => {
      if (cell !== null && cell !== 'X' && !isPieceType(cell)) fail(`field[${y}][${x}]`, "null, 'X' or a piece letter", cell);
      return cell;
    });
  });
}

function readActive(value: unknown, field: Field): ActivePiece {
  const a = obj(value, 'active');
  const type = piece(a.type, 'active.type');
  if (!isRotation(a.rotation)) fail('active.rotation', "one of '0', 'R', '2', 'L'", a.rotation);
  const active: ActivePiece = {
    type,
    rotation: a.rotation,
    x: int(a.x, 'active.x', -3, MAX_WIDTH),
    y: int(a.y, 'active.y', -3, field.length),
  };
  if (!fits(field, active)) fail('active', 'a piece that fits in the field', value);
  return active;
}

function readClear(value: unknown): ClearReport {
  const c = obj(value, 'lastClear');
  const rows = c.rows;
  if (!Array.isArray(rows)) fail('lastClear.rows', 'a list of row numbers', rows);
  return {
    lines: int(c.lines, 'lastClear.lines', 0, 4),
    tspin: oneOf<TSpin>(c.tspin, 'lastClear.tspin', ['none', 'mini', 'full']),
    points: int(c.points, 'lastClear.points', 0),
    backToBack: bool(c.backToBack, 'lastClear.backToBack'),
    combo: int(c.combo, 'lastClear.combo', -1),
    perfectClear: bool(c.perfectClear, 'lastClear.perfectClear'),
    rows: rows.map((r, i) => int(r, `lastClear.rows[${i}]`, -100, MAX_HEIGHT)),
  };
}

/** Parses a save made by `serialize`; throws an Error naming the first bad field. */
export function deserialize(text: string): TetrisState {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new Error(`Tetris save: not valid JSON (${(error as Error).message})`, { cause: error });
  }
  const s = obj(parsed, 'save');
  if (s.version !== 1) fail('version', '1', s.version);
  const width = int(s.width, 'width', 4, MAX_WIDTH);
  const height = int(s.height, 'height', 4, MAX_HEIGHT);
  const bufferRows = int(s.bufferRows, 'bufferRows', 2, 100);
  const field = readField(s.field, bufferRows + height, width);
  const status = oneOf(s.status, 'status', ['playing', 'over'] as const);
  const result = nullable(s.result, (v) => oneOf<GameResult>(v, 'result', ['goal', 'timeUp', 'blockOut', 'lockOut']));
  if ((status === 'over') !== (result !== null)) fail('result', `${status === 'over' ? 'set' : 'null'} when status is '${status}'`, result);
  const active = nullable(s.active, (v) => readActive(v, field));
  if (status === 'playing' && active === null) fail('active', 'a piece while the game is playing', null);
  const bag = pieces(s.bag, 'bag', 0, 6);
  if (new Set(bag).size !== bag.length) fail('bag', 'pieces without repeats', bag);
  return {
    version: 1,
    mode: oneOf<GameMode>(s.mode, 'mode', ['marathon', 'sprint', 'ultra']),
    width,
    height,
    bufferRows,
    startLevel: int(s.startLevel, 'startLevel', 1, MAX_START_LEVEL),
    lineGoal: nullable(s.lineGoal, (v) => int(v, 'lineGoal', 1)),
    timeLimitMs: nullable(s.timeLimitMs, (v) => num(v, 'timeLimitMs', 1)),
    field,
    active,
    hold: nullable(s.hold, (v) => piece(v, 'hold')),
    canHold: bool(s.canHold, 'canHold'),
    queue: pieces(s.queue, 'queue', NEXT_COUNT, NEXT_COUNT),
    bag,
    rng: int(s.rng, 'rng', 0, 0xffffffff),
    score: int(s.score, 'score', 0),
    level: int(s.level, 'level', 1),
    lines: int(s.lines, 'lines', 0),
    status,
    result,
    lastClear: nullable(s.lastClear, readClear),
    combo: int(s.combo, 'combo', -1),
    backToBack: bool(s.backToBack, 'backToBack'),
    elapsedMs: num(s.elapsedMs, 'elapsedMs', 0),
    gravityMs: num(s.gravityMs, 'gravityMs', 0),
    lockMs: num(s.lockMs, 'lockMs', 0),
    lockResets: int(s.lockResets, 'lockResets', 0, MAX_LOCK_RESETS),
    lowestRow: int(s.lowestRow, 'lowestRow', -4, bufferRows + height),
    touchedDown: bool(s.touchedDown, 'touchedDown'),
    lastRotationKick: nullable(s.lastRotationKick, (v) => int(v, 'lastRotationKick', 1, 5)),
    locks: int(s.locks, 'locks', 0),
  };
}
