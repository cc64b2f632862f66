/**
 * Argument checks for the public functions. Each public function checks its arguments once, on
 * entry, then calls the unchecked internals, so no check runs inside the solver's loops.
 */
import { describeValue } from '../describeValue.ts';
import { PopstarInputError } from './inputError.ts';
import type { Scoring } from './scoring.ts';

export { describeValue };

export function fail(fn: string, field: string, expected: string, value: unknown): never {
  throw new PopstarInputError(field, `${fn}: ${field} must be ${expected}, got ${describeValue(value)}`);
}

/** An integer in min..max (inclusive). */
export function checkInteger(fn: string, field: string, value: unknown, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    fail(fn, field, `an integer in ${min}..${max}`, value);
  }
  return value;
}

/** Any integer, however large (seeds, and cells that may lie off the board). -0 comes back as 0. */
export function checkAnyInteger(fn: string, field: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value)) fail(fn, field, 'an integer', value);
  return value + 0;
}

export function checkFinite(fn: string, field: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) fail(fn, field, 'a finite number', value);
  return value;
}

export function checkScoring(fn: string, field: string, value: unknown): Scoring {
  if (value !== 'popstar' && value !== 'samegame') fail(fn, field, "'popstar' or 'samegame'", value);
  return value;
}

/** An options object (undefined counts as {}); returns it as a record to read fields from once. */
export function checkOptions(fn: string, value: unknown): Record<string, unknown> {
  if (value === undefined) return {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(fn, 'options', 'an object', value);
  return value as Record<string, unknown>;
}
