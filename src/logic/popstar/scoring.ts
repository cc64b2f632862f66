/**
 * Points, end bonus and level targets (spec "Score" and "Levels and progression"; SameGame rules
 * from spec "SameGame, the same game under another name").
 */
import { MAX_CELLS } from './board.ts';
import { PopstarInputError } from './inputError.ts';
import { checkInteger, checkScoring, describeValue } from './validate.ts';
import { targetOfLevel } from './targets.ts';

/** 'popstar': 5n^2 a pop and the leftover bonus; 'samegame': (n - 2)^2 a pop and +1000 for a clear. */
export type Scoring = 'popstar' | 'samegame';

/**
 * Highest level. Far beyond any run, and below 2^32 so that every level still deals its own boards
 * (generateLevel mixes the level into a 32-bit seed); targets stay exact integers.
 */
export const MAX_LEVEL = 1_000_000_000;

/** Points for popping a group of n bricks (n in 0..MAX_CELLS: no group is larger than a board). */
export function groupPoints(n: number, scoring: Scoring = 'popstar'): number {
  checkInteger('groupPoints', 'n', n, 0, MAX_CELLS);
  return groupPointsUnchecked(n, checkScoring('groupPoints', 'scoring', scoring));
}

export function groupPointsUnchecked(n: number, scoring: Scoring): number {
  if (scoring === 'samegame') return (n - 2) * (n - 2);
  return 5 * n * n;
}

/** What the i-th popped brick (from 0) shows in PopStar: 10i + 5; the first n sum to 5n^2. */
export function brickPoints(i: number): number {
  checkInteger('brickPoints', 'i', i, 0, MAX_CELLS - 1);
  return 10 * i + 5;
}

/**
 * Bonus when the level ends with `remaining` bricks on the board.
 * PopStar: max(0, 2000 - 20 m^2), so a perfect clear earns 2000. SameGame: +1000 for a clear only.
 */
export function endBonus(remaining: number, scoring: Scoring = 'popstar'): number {
  checkInteger('endBonus', 'remaining', remaining, 0, MAX_CELLS);
  return endBonusUnchecked(remaining, checkScoring('endBonus', 'scoring', scoring));
}

export function endBonusUnchecked(remaining: number, scoring: Scoring): number {
  if (scoring === 'samegame') return remaining === 0 ? 1000 : 0;
  return Math.max(0, 2000 - 20 * remaining * remaining);
}

/**
 * The countdown of the PopStar end bonus: the i-th leftover brick (from 0) deducts 40i + 20 from
 * 2000 (spec "Score"); the first m deductions sum to 20m^2. The display stops at 0, like endBonus.
 */
export function bonusSteps(remaining: number): number[] {
  checkInteger('bonusSteps', 'remaining', remaining, 0, MAX_CELLS);
  return Array.from({ length: remaining }, (_, i) => 40 * i + 20);
}

/** A level number in 1..MAX_LEVEL. */
export function checkLevel(fn: string, level: unknown): number {
  if (typeof level !== 'number' || !Number.isInteger(level) || level < 1) {
    throw new PopstarInputError('level', `${fn}: level must be an integer >= 1, got ${describeValue(level)}`);
  }
  if (level > MAX_LEVEL) throw new PopstarInputError('level', `${fn}: level must be at most ${MAX_LEVEL}, got ${level}`);
  return level;
}

/** Cumulative score needed to clear level L: 1000 + (L - 1) * 2000, i.e. 1000, 3000, 5000, ... */
export function levelTarget(level: number): number {
  return targetOfLevel(checkLevel('levelTarget', level));
}

/**
 * What one level's board must be certified to yield (spec "The problem the seed leaves open"):
 * the step of the target, 1000 on level 1 and 2000 after. A player who reached the previous target
 * and earns this much on the board reaches this level's target.
 */
export function levelRequirement(level: number): number {
  return levelRequirementUnchecked(checkLevel('levelRequirement', level));
}

export function levelRequirementUnchecked(level: number): number {
  return targetOfLevel(level) - (level === 1 ? 0 : targetOfLevel(level - 1));
}
