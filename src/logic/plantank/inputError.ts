import { describeValue } from '../describeValue.ts';

/**
 * The one error type of Plan Tank's public API: every export checks its arguments on entry and
 * throws this (or a subclass: LevelFormatError, ProgramParseError, ShareLinkError) naming the field.
 */
export class PlantankInputError extends Error {
  override name = 'PlantankInputError';
  /** Which argument or field was wrong, e.g. `options.maxStack` or `program.functions[1][3].action.fn`. */
  readonly field: string;
  constructor(field: string, message: string) {
    super(message);
    this.field = field;
  }
}

/** A value for an error message, short and safe (never calls the value's own toString). */
export const show = describeValue;

/**
 * Whether a character shows as itself between quotes: not a control, format (zero-width, bidi),
 * private-use, unassigned or surrogate code point, not a space, not a mark that only combines.
 */
export function isPrintableChar(char: string): boolean {
  return /^[^\p{C}\p{Z}\p{M}]$/u.test(char);
}

/** The first character of `char` for a message: quoted if it prints, else by its code point (U+0009). */
export function quoteChar(char: string, open = "'", close = open): string {
  const code = char.codePointAt(0);
  if (code === undefined) return `${open}${close}`;
  const first = String.fromCodePoint(code);
  return isPrintableChar(first) ? `${open}${first}${close}` : `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An integer in [min, max]; anything else (NaN, 2.5, Infinity, a string...) throws naming the field. */
export function checkInteger(value: unknown, field: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new PlantankInputError(field, `${field} must be an integer from ${min} to ${max}, got ${show(value)}`);
  }
  return value;
}

export function checkString(value: unknown, field: string): string {
  if (typeof value !== 'string') throw new PlantankInputError(field, `${field} must be a string, got ${show(value)}`);
  return value;
}

export function checkRecord(value: unknown, field: string): Record<string, unknown> {
  if (!isRecord(value)) throw new PlantankInputError(field, `${field} must be an object, got ${show(value)}`);
  return value;
}
