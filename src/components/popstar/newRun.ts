import { HINTS_PER_LEVEL, type RunParams } from '../../machines/popstarStage';
import type { PopstarRun } from '../../stores/games/popstarProgress';
import { randomSeed } from '../randomSeed';

/**
 * A new run: level 1 from 0, or any level reached, from the score the run first reached it with.
 */
export function newRun(level: number, startScore: number, bestAtStart: number, seed = randomSeed()): PopstarRun {
  return { seed, level, startScore, moves: [], hintsLeft: HINTS_PER_LEVEL, bestAtStart };
}

export function runParams(run: PopstarRun): RunParams {
  return { ...run };
}
