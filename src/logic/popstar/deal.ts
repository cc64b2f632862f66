/**
 * Dealing a board (spec "Board"): "wave average" colour counts, then a Fisher-Yates shuffle, both
 * from a seed, so the same seed always deals the same board.
 */
import { createRng, randomInt, shuffleInPlace } from '../rng.ts';
import { COLOUR_LETTERS, MAX_CELLS, MAX_COLOURS, type Board } from './board.ts';
import { PopstarInputError } from './inputError.ts';
import { checkAnyInteger, checkFinite, checkInteger, checkOptions, describeValue } from './validate.ts';

/** Largest side dealBoard deals: the game plays 10 x 10; 50 leaves room for variants. */
export const MAX_DEAL_SIDE = 50;

export interface DealOptions {
  /** Columns, 1..50 (default 10). */
  width?: number;
  /** Rows, 1..50 (default 10). */
  height?: number;
  /** Colour count, 1..10 (default 5). */
  colours?: number;
  /**
   * How far each colour's count may stray from the mean. Default: a fifth of the mean, rounded down,
   * which gives the seed's 16-24 band for 100 bricks in 5 colours.
   */
  spread?: number;
}

function checkCountArgs(fn: string, total: unknown, colours: unknown, spread: unknown): void {
  checkInteger(fn, 'total', total, 0, MAX_CELLS);
  checkInteger(fn, 'colours', colours, 1, MAX_COLOURS);
  if (spread !== undefined) checkFinite(fn, 'spread', spread);
}

/** Inclusive bounds on each colour's count for a deal. */
export function waveAverageBounds(total: number, colours: number, spread?: number): { min: number; max: number } {
  checkCountArgs('waveAverageBounds', total, colours, spread);
  return boundsUnchecked(total, colours, spread);
}

function boundsUnchecked(total: number, colours: number, spread: number | undefined): { min: number; max: number } {
  const mean = total / colours;
  const band = spread ?? Math.floor(mean / 5);
  return { min: Math.max(0, Math.ceil(mean - band)), max: Math.floor(mean + band) };
}

/**
 * Colour counts that each lie within waveAverageBounds and sum to `total`. Each count is drawn
 * uniformly from what still leaves the later colours a feasible range; the counts are then shuffled
 * among the colours so that no colour is favoured by its position in the draw. `rng` must return
 * numbers in [0, 1).
 */
export function waveAverageCounts(total: number, colours: number, rng: () => number, spread?: number): number[] {
  checkCountArgs('waveAverageCounts', total, colours, spread);
  if (typeof rng !== 'function') {
    throw new PopstarInputError('rng', `waveAverageCounts: rng must be a function, got ${describeValue(rng)}`);
  }
  // At most 2 * colours draws, so checking each one costs nothing and keeps bad draws out of the counts.
  const checkedRng = (): number => {
    const value: unknown = rng();
    if (typeof value !== 'number' || !(value >= 0 && value < 1)) {
      throw new PopstarInputError('rng', `waveAverageCounts: rng must return numbers in [0, 1), got ${describeValue(value)}`);
    }
    return value;
  };
  checkFeasible('waveAverageCounts', 'spread', total, colours, spread);
  return countsUnchecked(total, colours, checkedRng, spread);
}

/** Throws (naming `field`) when no counts within the band sum to the total. */
function checkFeasible(fn: string, field: string, total: number, colours: number, spread: number | undefined): void {
  const { min, max } = boundsUnchecked(total, colours, spread);
  if (min * colours > total || max * colours < total) {
    const why = spread === undefined ? `${field}: the default spread is too narrow, give a spread` : `${field} ${spread}`;
    throw new PopstarInputError(field, `${fn}: no counts in ${min}..${max} for ${colours} colours sum to ${total} (${why})`);
  }
}

/** The counts, for a band checkFeasible accepts. */
function countsUnchecked(total: number, colours: number, rng: () => number, spread: number | undefined): number[] {
  const { min, max } = boundsUnchecked(total, colours, spread);
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
  const fn = 'dealBoard';
  checkAnyInteger(fn, 'seed', seed);
  const { width = 10, height = 10, colours = 5, spread } = checkOptions(fn, options);
  for (const [field, side] of [
    ['options.width', width],
    ['options.height', height],
  ] as const) {
    if (typeof side !== 'number' || !Number.isInteger(side) || side < 1 || side > MAX_DEAL_SIDE) {
      throw new PopstarInputError(
        field,
        `${fn}: width and height must be integers in 1..${MAX_DEAL_SIDE}, got ${describeValue(width)} x ${describeValue(height)} (${field})`,
      );
    }
  }
  if (typeof colours !== 'number' || !Number.isInteger(colours) || colours < 1 || colours > COLOUR_LETTERS.length) {
    throw new PopstarInputError(
      'options.colours',
      `${fn}: colours must be an integer in 1..${COLOUR_LETTERS.length}, got ${describeValue(colours)} (options.colours)`,
    );
  }
  if (spread !== undefined) checkFinite(fn, 'options.spread', spread);
  const w = width as number;
  const h = height as number;
  const band = spread as number | undefined;
  // The default band is 0 below 5 bricks a colour, which a fractional mean cannot meet.
  checkFeasible(fn, band === undefined ? 'options' : 'options.spread', w * h, colours, band);
  return dealBoardUnchecked(seed, w, h, colours, band);
}

/** dealBoard without the argument checks (generateLevel deals many boards); the band must be feasible. */
export function dealBoardUnchecked(
  seed: number,
  width: number,
  height: number,
  colours: number,
  spread: number | undefined,
): Board {
  const rng = createRng(seed);
  const counts = countsUnchecked(width * height, colours, rng, spread);
  const cells: number[] = [];
  counts.forEach((count, i) => {
    for (let k = 0; k < count; k++) cells.push(i + 1);
  });
  shuffleInPlace(cells, rng);
  return { width, height, cells };
}
