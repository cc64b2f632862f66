/** Bringing a new piece into play (spec "Field and pieces", "Game over": block out). */
import { dealNext } from './bag.ts';
import { fits, isGrounded, moved, pieceBottom } from './field.ts';
import { settleIfTwentyG } from './motion.ts';
import { spawnColumn, type PieceType, type Rotation } from './pieces.ts';
import { NEXT_COUNT, type ActivePiece, type TetrisState } from './state.ts';

/** Where a piece spawns: flat side down in the two rows just above the visible field. */
export function spawnPosition(state: TetrisState, type: PieceType, rotation: Rotation = '0'): ActivePiece {
  return { type, rotation, x: spawnColumn(type, state.width), y: state.bufferRows - 2 };
}

/**
 * Puts `type` at its spawn position with a fresh lock timer; then it drops one row at once if nothing
 * blocks. Overlapping blocks at spawn is a block out and ends the game.
 */
export function spawnPiece(state: TetrisState, type: PieceType, rotation: Rotation = '0'): TetrisState {
  const at = spawnPosition(state, type, rotation);
  const fresh: TetrisState = {
    ...state,
    active: at,
    gravityMs: 0,
    lockMs: 0,
    lockResets: 0,
    lastRotationKick: null,
    lowestRow: pieceBottom(at),
    touchedDown: false,
  };
  if (!fits(state.field, at)) return { ...fresh, active: null, status: 'over', result: 'blockOut' };
  const lowered = moved(at, 0, 1);
  const piece = fits(state.field, lowered) ? lowered : at;
  return settleIfTwentyG({
    ...fresh,
    active: piece,
    lowestRow: pieceBottom(piece),
    touchedDown: isGrounded(state.field, piece),
  });
}

/** Deals the next piece off the queue (refilling it from the bag) and spawns it. */
export function spawnNext(state: TetrisState): TetrisState {
  const { piece, deal } = dealNext(state, NEXT_COUNT);
  return spawnPiece({ ...state, queue: deal.queue, bag: deal.bag, rng: deal.rng }, piece);
}
