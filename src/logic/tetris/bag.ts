/** Seeded 7-bag randomizer (spec "Randomizer, queue, hold"): a shuffled set of the seven, repeated. */
import { nextRandom, type RngState } from '../rng.ts';
import { PIECE_TYPES, type PieceType } from './pieces.ts';

/** A freshly shuffled bag (Fisher-Yates on the pure RNG, so the state can live in the game state). */
export function shuffleBag(rng: RngState): { bag: PieceType[]; rng: RngState } {
  const bag = PIECE_TYPES.slice();
  let state = rng;
  for (let i = bag.length - 1; i > 0; i--) {
    const [value, next] = nextRandom(state);
    state = next;
    const j = Math.floor(value * (i + 1));
    const tmp = bag[i] as PieceType;
    bag[i] = bag[j] as PieceType;
    bag[j] = tmp;
  }
  return { bag, rng: state };
}

export interface Deal {
  readonly queue: readonly PieceType[];
  readonly bag: readonly PieceType[];
  readonly rng: RngState;
}

/** Tops the queue up to `length` from the bag, shuffling a new bag whenever the old one runs out. */
export function fillQueue(deal: Deal, length: number): Deal {
  if (deal.queue.length >= length) return deal;
  const queue = deal.queue.slice();
  let bag = deal.bag.slice();
  let rng = deal.rng;
  while (queue.length < length) {
    if (bag.length === 0) ({ bag, rng } = shuffleBag(rng));
    queue.push(bag.shift() as PieceType);
  }
  return { queue, bag, rng };
}

/** Takes the next piece off the front of the queue and refills it. */
export function dealNext(deal: Deal, length: number): { piece: PieceType; deal: Deal } {
  const filled = fillQueue(deal, length + 1);
  const [piece, ...rest] = filled.queue;
  if (piece === undefined) throw new Error('queue is empty after filling it');
  return { piece, deal: { queue: rest, bag: filled.bag, rng: filled.rng } };
}
