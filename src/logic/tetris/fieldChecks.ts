/**
 * The checks of single fields a state check is built from: each throws a TetrisInputError whose
 * message names the field, in the words of the caller (a save or a state argument).
 */
import { isRecord, isWholeIn, shown } from './check.ts';
import { TetrisInputError } from './errors.ts';
import { isPieceType, type PieceType } from './pieces.ts';
import { MAX_COUNT } from './state.ts';

/** How errors read (`Tetris save: level must be ...`, `applyAction: state.level must be ...`) and how strict. */
export interface Context {
  readonly prefix: string;
  /** Put before a field's path. */
  readonly root: string;
  /** The name of the value itself. */
  readonly whole: string;
  /**
   * A save's level must be exactly what its start level and lines give. A state argument's may also
   * be lower (from the start level up): a caller may hold gravity back, as the screen's demo does.
   */
  readonly exactLevel: boolean;
}

type Obj = Record<string, unknown>;

/**
 * An array the engine may slice and map: a plain one. An own `constructor` (structured clone keeps
 * extra array properties) would make slice and map build their result through it (Symbol.species).
 */
export function isPlainArray(value: unknown): value is unknown[] {
  return Array.isArray(value) && Object.getPrototypeOf(value) === Array.prototype && !Object.hasOwn(value, 'constructor');
}

export function fail(ctx: Context, path: string, what: string, value: unknown): never {
  const field = path === '' ? ctx.whole : ctx.root + path;
  throw new TetrisInputError(field, `${ctx.prefix}${field} must be ${what}, got ${shown(value)}`);
}

export function obj(ctx: Context, value: unknown, path: string): Obj {
  if (!isRecord(value)) fail(ctx, path, 'an object', value);
  return value;
}

export function int(ctx: Context, value: unknown, path: string, min: number, max = MAX_COUNT): number {
  if (!isWholeIn(value, min, max)) fail(ctx, path, `a whole number from ${min} to ${max}`, value);
  return value;
}

export function num(ctx: Context, value: unknown, path: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) fail(ctx, path, 'a number >= 0', value);
  return value;
}

export function bool(ctx: Context, value: unknown, path: string): boolean {
  if (typeof value !== 'boolean') fail(ctx, path, 'true or false', value);
  return value;
}

export function oneOf<T extends string>(ctx: Context, value: unknown, path: string, options: readonly T[]): T {
  // includes compares whole strings: no name from Object.prototype passes.
  if (typeof value !== 'string' || !(options as readonly string[]).includes(value)) {
    fail(ctx, path, `one of ${options.join(', ')}`, value);
  }
  return value as T;
}

export function piece(ctx: Context, value: unknown, path: string): PieceType {
  if (!isPieceType(value)) fail(ctx, path, 'a piece letter (I O T S Z J L)', value);
  return value;
}

export function pieces(ctx: Context, value: unknown, path: string, min: number, max: number): PieceType[] {
  if (!isPlainArray(value) || value.length < min || value.length > max) {
    fail(ctx, path, `a list of ${min === max ? min : `${min} to ${max}`} pieces`, value);
  }
  // Index loops, not map: a sparse array's holes must be read (and fail), not skipped.
  for (let i = 0; i < value.length; i++) piece(ctx, value[i], `${path}[${i}]`);
  return value as PieceType[];
}
