/**
 * Certified levels (spec "The problem the seed leaves open"): every board we deal comes with a move
 * sequence, found by the solver, that earns at least what the level requires, end bonus included.
 */
import { remainingBricks, type Board, type Cell } from './board.ts';
import { dealBoard } from './deal.ts';
import { hasMoves } from './groups.ts';
import { pop } from './pop.ts';
import { endBonus, levelRequirement, type Scoring } from './scoring.ts';
import { solve } from './solver.ts';

export interface Level {
  board: Board;
  /** Taps that prove the requirement can be met, each on the board after the previous pops. */
  certificate: Cell[];
  /** What the certificate earns on this board, end bonus included (>= levelRequirement(level)). */
  certifiedPoints: number;
}

/**
 * Playouts the solver may spend on one board. An iteration budget, not a time budget, so that a
 * (level, seed) gives the same board on every machine however fast it is. The solver stops at the
 * first sequence reaching the requirement, which usually takes a few dozen playouts; a board still
 * uncertified after this many is dealt again (bench/popstar.ts measures the cost).
 */
export const CERTIFY_PLAYOUTS = 3000;

/** Guard against an endless loop; each attempt fails with a tiny probability, so never reached. */
const MAX_ATTEMPTS = 1000;

/**
 * The board of `level` in the run started with `seed`: deal, certify, and if certification fails
 * deal the next board (derived seed). Deterministic: the same (level, seed) gives the same level.
 */
export function generateLevel(level: number, seed: number): Level {
  const requirement = levelRequirement(level);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const dealSeed = mixSeed(seed, level, attempt);
    const board = dealBoard(dealSeed);
    const { moves, score } = solve(board, { iterations: CERTIFY_PLAYOUTS, seed: dealSeed, target: requirement });
    if (score >= requirement) return { board, certificate: moves, certifiedPoints: score };
  }
  throw new Error(`generateLevel: no board certified for level ${level}, seed ${seed} in ${MAX_ATTEMPTS} deals`);
}

/** A 32-bit seed from several integers (murmur3's finaliser after each part), stable everywhere. */
export function mixSeed(...parts: number[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    h = Math.imul(h ^ (Math.floor(part) >>> 0), 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return h >>> 0;
}

export interface Replay {
  board: Board;
  /** Points of the pops only. */
  points: number;
  /** Points plus the end bonus when the game is over (no moves left); else just the points. */
  score: number;
  over: boolean;
}

/** Play taps in order; throws an Error naming the first tap that is not a legal pop. */
export function replayMoves(board: Board, moves: readonly Cell[], scoring: Scoring = 'popstar'): Replay {
  let current = board;
  let points = 0;
  moves.forEach(([row, col], i) => {
    const result = pop(current, row, col, scoring);
    if (result === null) throw new Error(`replayMoves: move ${i} at [${row}, ${col}] is not a legal pop`);
    current = result.board;
    points += result.points;
  });
  const over = !hasMoves(current);
  const score = over ? points + endBonus(remainingBricks(current), scoring) : points;
  return { board: current, points, score, over };
}
