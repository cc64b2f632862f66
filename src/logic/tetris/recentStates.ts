/**
 * The states the engine returned or checked recently, so that a state argument handed straight back
 * skips the full check.
 */
import type { TetrisState } from './state.ts';

/**
 * The states the engine returned or checked most recently: consistent by construction (states are
 * never mutated). A ring, not a WeakSet: a WeakSet entry for every new state adds GC work to every
 * action, while callers nearly always pass back a state they just got. An older state is checked
 * again, which is slower but just as right.
 */
const RECENT = 64; // a power of two
/** Fills the empty slots: no argument can be this object, unlike null or undefined. */
const EMPTY = Object.freeze({});
const recent: object[] = new Array<object>(RECENT).fill(EMPTY);
let newest = 0;

export function registered(state: TetrisState): TetrisState {
  newest = (newest + 1) & (RECENT - 1);
  recent[newest] = state;
  return state;
}

export function isRecent(value: unknown): boolean {
  // Newest first: the state just returned is found at once.
  for (let i = 0, j = newest; i < RECENT; i++, j = (j - 1) & (RECENT - 1)) {
    if (recent[j] === value) return true;
  }
  return false;
}
