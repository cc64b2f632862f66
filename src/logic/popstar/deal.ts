/**
 * Dealing a board (spec "Board"): "wave average" colour counts, then a Fisher-Yates shuffle, both
 * from a seed, so the same seed always deals the same board.
 */
import { createRng, randomInt, shuffleInPlace } from '../rng.ts';
import { COLOUR_LETTERS, type Board } from './board.ts';

export interface DealOptions {
  /** Columns (default 10). */
  width?: number;
  /** Rows (default 10). */
  height?: number;
  /** Colour count, 1..10 (default 5). */
  colours?: number;
  /**
   * How far each colour's count may stray from the mean. Default: a fifth of the mean, rounded down,
   * which gives the seed's 16-24 band for 100 bricks in 5 colours.
   */
  spread?: number;
}

/** Inclusive bounds on each colour's count for a deal. */
export function waveAverageBounds(total: number, colours: number, spread?: number): { min: number; max: number } {
  const mean = total / colours;
  const band = spread ?? Math.floor(mean / 5);
  return { min: Math.max(0, Math.ceil(mean - band)), max: Math.floor(mean + band) };
}

/**
 * Colour counts that each lie within waveAverageBounds and sum to `total`. Each count is drawn
 * uniformly from what still leaves the later colours a feasible range; the counts are then shuffled
 * among the colours so that no colour is favoured by its position in the draw.
 */
export function waveAverageCounts(total: number, colours: number, rng: () => number, spread?: number): number[] {
  const { min, max } = waveAverageBounds(total, colours, spread);
  if (min * colours > total || max * colours < total) {
    throw new RangeError(`waveAverageCounts: no counts in ${min}..${max} for ${colours} colours sum to ${total}`);
  }
  const counts: number[] = [];
  let left = total;
  for (let i = 0; i < colours; i++) {
    const after = colours - 1 - i;
    const lo = Math.max(min, left - after * max);
    const hi = Math.min(max, left - after * min);
    const count = lo + randomInt(rng, hi - lo + 1);
    counts.push(count);
    left -= count;
  }
  return shuffleInPlace(counts, rng);
}

/** Deal a full board from a seed: wave-average counts, then a Fisher-Yates shuffle (seeded). */
export function dealBoard(seed: number, options: DealOptions = {}): Board {
  const { width = 10, height = 10, colours = 5, spread } = options;
  if (!Number.isInteger(width) || width < 1 || !Number.isInteger(height) || height < 1) {
    throw new RangeError(`dealBoard: width and height must be integers >= 1, got ${width} x ${height}`);
  }
  if (!Number.isInteger(colours) || colours < 1 || colours > COLOUR_LETTERS.length) {
    throw new RangeError(`dealBoard: colours must be an integer in 1..${COLOUR_LETTERS.length}, got ${colours}`);
  }
  const rng = createRng(seed);
  const counts = waveAverageCounts(width * height, colours, rng, spread);
  const cells: number[] = [];
  counts.forEach((count, i) => {
    for (let k = 0; k < count; k++) cells.push(i + 1);
  });
  shuffleInPlace(cells, rng);
  return { width, height, cells };
}
