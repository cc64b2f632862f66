/** 3-corner T-spin detection (spec "T-spin detection"). */
import { isFree } from './field.ts';
import type { Rotation } from './pieces.ts';
import type { TSpin } from './scoring.ts';
import type { ActivePiece, Field } from './state.ts';

type Corner = readonly [dx: number, dy: number];
const TOP_LEFT: Corner = [0, 0];
const TOP_RIGHT: Corner = [2, 0];
const BOTTOM_LEFT: Corner = [0, 2];
const BOTTOM_RIGHT: Corner = [2, 2];

/** The two corners on the side the T points to (0 points up, R right, 2 down, L left). */
const FRONT_CORNERS: Readonly<Record<Rotation, readonly [Corner, Corner]>> = {
  '0': [TOP_LEFT, TOP_RIGHT],
  R: [TOP_RIGHT, BOTTOM_RIGHT],
  '2': [BOTTOM_LEFT, BOTTOM_RIGHT],
  L: [TOP_LEFT, BOTTOM_LEFT],
};

/** The 5th kick test (TST and Fin kicks) always makes a full T-spin, whatever the front corners say. */
export const ALWAYS_FULL_KICK = 5;

/**
 * @param field the field without the piece (its own cells are never corners)
 * @param lastRotationKick kick test of the last successful action if it was a rotation, else null
 */
export function detectTSpin(field: Field, piece: ActivePiece, lastRotationKick: number | null): TSpin {
  if (piece.type !== 'T' || lastRotationKick === null) return 'none';
  const occupied = ([dx, dy]: Corner) => !isFree(field, piece.x + dx, piece.y + dy);
  const filled = [TOP_LEFT, TOP_RIGHT, BOTTOM_LEFT, BOTTOM_RIGHT].filter(occupied).length;
  if (filled < 3) return 'none';
  if (lastRotationKick === ALWAYS_FULL_KICK) return 'full';
  const [a, b] = FRONT_CORNERS[piece.rotation];
  return occupied(a) && occupied(b) ? 'full' : 'mini';
}
