/**
 * Save format: the state is plain JSON already; `deserialize` checks every field (stateCheck.ts) so a
 * corrupt or foreign save fails loudly (with the field's name) instead of breaking the game later.
 */
import { shown } from './check.ts';
import { TetrisInputError } from './errors.ts';
import { knownFields, stateArg, stateFromSave } from './stateCheck.ts';
import type { TetrisState } from './state.ts';

/** Far above any save: the largest field (40 x 160 cells) takes a few tens of thousands of characters. */
export const MAX_SAVE_CHARS = 1_000_000;
/** A save nests 3 levels (state, field, row); the margin leaves room for a foreign field. */
export const MAX_SAVE_DEPTH = 10;

export function serialize(state: TetrisState): string {
  return JSON.stringify(knownFields(stateArg(state, 'serialize')));
}

/**
 * True when the brackets outside strings nest deeper than `limit`. JSON.parse recurses per level and
 * can overflow the stack on deep input, so the depth is bounded before it runs. On malformed text the
 * count may be off past the first error, but JSON.parse stops at that error too.
 */
function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    }
  }
  return false;
}

function textError(message: string, cause?: unknown): TetrisInputError {
  return new TetrisInputError('text', `Tetris save: ${message}`, cause === undefined ? undefined : { cause });
}

/** Parses a save made by `serialize`; throws a TetrisInputError naming the first bad field. */
export function deserialize(text: string): TetrisState {
  if (typeof text !== 'string') throw textError(`text must be a string, got ${shown(text)}`);
  if (text.length > MAX_SAVE_CHARS) throw textError(`text must be at most ${MAX_SAVE_CHARS} characters, got ${text.length}`);
  if (nestsDeeperThan(text, MAX_SAVE_DEPTH)) throw textError(`text must nest at most ${MAX_SAVE_DEPTH} levels deep, got deeper`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    // A RangeError (stack) is caught here too, should the depth bound ever miss a case.
    throw textError(`not valid JSON (${error instanceof Error ? error.message : 'parse failed'})`, error);
  }
  return stateFromSave(parsed);
}
