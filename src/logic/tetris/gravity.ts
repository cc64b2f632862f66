/** Gravity, levels and lock-down numbers (spec "Gravity and levels", "Lock down"). */
import { isWholeIn, shown } from './check.ts';
import { TetrisInputError } from './errors.ts';

/** 20G: twenty rows per 1/60 s frame. No level falls faster than this. */
export const GRAVITY_20G_MS_PER_ROW = 1000 / 60 / 20;

/** Extended Placement lock down: 0.5 s on the ground, at most 15 resets per piece. */
export const LOCK_DELAY_MS = 500;
export const MAX_LOCK_RESETS = 15;

export const LINES_PER_LEVEL = 10;

/**
 * Milliseconds per row at a level: (0.8 - (level - 1) * 0.007) ^ (level - 1) seconds, capped at 20G.
 * The formula's base turns negative past level 115, so the level is clamped first (the cap is reached
 * at level 19 anyway).
 */
export function msPerRow(level: number): number {
  if (!isWholeIn(level, 1, Number.MAX_SAFE_INTEGER)) {
    throw new TetrisInputError('level', `msPerRow: level must be a whole number from 1 to ${Number.MAX_SAFE_INTEGER}, got ${shown(level)}`);
  }
  return rowMs(level);
}

/** msPerRow without the check, for levels the engine holds. */
export function rowMs(level: number): number {
  const l = Math.min(Math.max(1, Math.floor(level)), 20);
  const seconds = Math.pow(0.8 - (l - 1) * 0.007, l - 1);
  return Math.max(seconds * 1000, GRAVITY_20G_MS_PER_ROW);
}

/** True at 20G, where a piece is always on the ground (it falls the whole way within one frame). */
export function isTwentyG(level: number): boolean {
  return rowMs(level) <= GRAVITY_20G_MS_PER_ROW;
}

/** A level every 10 lines, counted from the chosen start level (spec "Gravity and levels"). */
export function levelForLines(startLevel: number, lines: number): number {
  return startLevel + Math.floor(lines / LINES_PER_LEVEL);
}
