/**
 * PopStar / SameGame logic: pure and seeded. Outside code imports from here.
 */
export { PopstarInputError } from './inputError.ts';
export type { Board, Cell } from './board.ts';
export { COLOUR_LETTERS, EMPTY_LETTER, formatBoard, parseBoard, remainingBricks } from './board.ts';
export type { Group } from './groups.ts';
export { findGroup, hasMoves, listGroups } from './groups.ts';
export type { BrickMove, PopResult, PopTrace } from './pop.ts';
export { pop, popWithTrace } from './pop.ts';
export type { Scoring } from './scoring.ts';
export { bonusSteps, brickPoints, endBonus, groupPoints, levelRequirement, levelTarget } from './scoring.ts';
export type { DealOptions } from './deal.ts';
export { dealBoard, waveAverageBounds, waveAverageCounts } from './deal.ts';
export type { Solution, SolveOptions } from './solver.ts';
export { bestMove, solve, solveGreedy } from './solver.ts';
export type { Level, Replay } from './level.ts';
export { CERTIFY_PLAYOUTS, generateLevel, replayMoves } from './level.ts';
