/**
 * Small hand-made PopStar levels and short ways to drive a stage through them, for the stage's tests
 * (popstarStage.test.ts, popstarStage.hintsAndRestore.test.ts).
 */
import { parseBoard } from '../logic/popstar/index.ts';
import {
  applyInput,
  createStage,
  POPSTAR_TIMING,
  tickStage,
  type LevelSource,
  type PopstarInput,
  type PopstarStage,
  type RunParams,
} from './popstarStage';

export const T = POPSTAR_TIMING;

/** Small hand-made levels, so every number in the tests can be worked out by hand. */
export function source(boards: Record<number, string[]>): LevelSource {
  return (level) => {
    const rows = boards[level];
    if (!rows) throw new Error(`no test board for level ${level}`);
    return { board: parseBoard(rows), certificate: [] };
  };
}

// Level 1: RR on top pops (2 bricks, 20 points); YY, PP below.
const LEVELS = source({
  1: ['RRGB', 'YYPG'],
  2: ['GG', 'BB'],
  3: ['RR', 'RR'],
});
const opts = { generate: LEVELS };
export const start = (params: Partial<RunParams> = {}) => createStage({ seed: 7, level: 1, startScore: 0, ...params }, opts);
export const input = (s: PopstarStage, i: PopstarInput) => applyInput(s, i, opts);
export const tick = (s: PopstarStage, ms: number) => tickStage(s, ms, opts);
export const tap = (s: PopstarStage, row: number, col: number, oneTap = false) => input(s, { type: 'tap', row, col, oneTap });
export const playing = (params: Partial<RunParams> = {}) => input(start(params), { type: 'skip' });
