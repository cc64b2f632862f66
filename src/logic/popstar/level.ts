/**
 * Certified levels (spec "The problem the seed leaves open"): every board we deal comes with a move
 * sequence, found by the solver, that earns at least what the level requires, end bonus included.
 */
import { checkBoard, MAX_CELLS, remainingBricksUnchecked, type Board, type Cell } from './board.ts';
import { dealBoardUnchecked } from './deal.ts';
import { hasMovesUnchecked } from './groups.ts';
import { PopstarInputError } from './inputError.ts';
import { popSequenceUnchecked } from './pop.ts';
import { checkLevel, endBonusUnchecked, levelRequirementUnchecked, type Scoring } from './scoring.ts';
import { solveUnchecked } from './solver.ts';
import { checkAnyInteger, checkScoring, describeValue } from './validate.ts';

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
  checkLevel('generateLevel', level);
  checkAnyInteger('generateLevel', 'seed', seed);
  const requirement = levelRequirementUnchecked(level);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const dealSeed = mixSeed(seed, level, attempt);
    const board = dealBoardUnchecked(dealSeed, 10, 10, 5, undefined);
    const { moves, score } = solveUnchecked(board, { iterations: CERTIFY_PLAYOUTS, seed: dealSeed, target: requirement });
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

/**
 * Play taps in order; throws a PopstarInputError naming the first tap that is not a legal pop, or
 * not a [row, col] pair of integers. A game has fewer pops than cells, hence at most MAX_CELLS taps.
 */
export function replayMoves(board: Board, moves: readonly Cell[], scoring: Scoring = 'popstar'): Replay {
  const fn = 'replayMoves';
  checkBoard(fn, board);
  if (!Array.isArray(moves) || moves.length > MAX_CELLS) {
    throw new PopstarInputError('moves', `${fn}: moves must be an array of at most ${MAX_CELLS} [row, col] taps, got ${describeValue(moves)}`);
  }
  checkScoring(fn, 'scoring', scoring);
  // Shapes first, so that a malformed tap is reported even after an illegal one.
  const taps: Cell[] = [];
  for (let i = 0; i < moves.length; i++) {
    const move: unknown = moves[i];
    if (!Array.isArray(move) || move.length !== 2 || !Number.isInteger(move[0]) || !Number.isInteger(move[1])) {
      throw new PopstarInputError(`moves[${i}]`, `${fn}: moves[${i}] must be a [row, col] pair of integers, got ${describeValue(move)}`);
    }
    taps.push([(move[0] as number) + 0, (move[1] as number) + 0]);
  }
  if (taps.length === 0) return finish(board, 0, scoring);
  const { board: current, points, failed } = popSequenceUnchecked(board, taps, scoring);
  if (failed >= 0) {
    const [row, col] = taps[failed] as Cell;
    throw new PopstarInputError(`moves[${failed}]`, `${fn}: move ${failed} at [${row}, ${col}] is not a legal pop`);
  }
  return finish(current, points, scoring);
}

function finish(current: Board, points: number, scoring: Scoring): Replay {
  const over = !hasMovesUnchecked(current);
  const score = over ? points + endBonusUnchecked(remainingBricksUnchecked(current), scoring) : points;
  return { board: current, points, score, over };
}
