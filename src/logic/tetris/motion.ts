/** Falling: how a fall moves the piece and what it does to the lock-down bookkeeping. */
import { dropDistance, isGrounded, moved, pieceBottom } from './field.ts';
import { isTwentyG } from './gravity.ts';
import type { TetrisState } from './state.ts';

/**
 * Moves the active piece down `rows` rows (the caller checked they are free). A fall cancels a pending
 * T-spin (spec "T-spin detection" 1). Reaching a row lower than ever before restarts the lock timer and
 * gives back all 15 resets (spec "Lock down"). Never locks: the caller decides.
 */
export function fallBy(state: TetrisState, rows: number): TetrisState {
  const active = state.active;
  if (active === null || rows <= 0) return state;
  const piece = moved(active, 0, rows);
  const bottom = pieceBottom(piece);
  const newLowest = bottom > state.lowestRow;
  return {
    ...state,
    active: piece,
    lastRotationKick: null,
    lowestRow: newLowest ? bottom : state.lowestRow,
    lockResets: newLowest ? 0 : state.lockResets,
    lockMs: newLowest ? 0 : state.lockMs,
    touchedDown: (newLowest ? false : state.touchedDown) || isGrounded(state.field, piece),
  };
}

/**
 * At 20G the piece falls the whole way within a frame, so it is kept on the ground after every spawn,
 * shift and rotation (it drops into a hole it slides over, as in 20G play) instead of hanging for a frame.
 */
export function settleIfTwentyG(state: TetrisState): TetrisState {
  if (state.active === null || !isTwentyG(state.level)) return state;
  return fallBy(state, dropDistance(state.field, state.active));
}
