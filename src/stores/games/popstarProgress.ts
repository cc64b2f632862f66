import { isInt, isRecord, type Section } from '../persistShape';

/** PopStar's saved progress: best score, levels reached, the run in progress. Owned by the PopStar screens. */
export interface PopstarLevelRecord {
  /** The cumulative score the run had when it first reached this level (a run continues from it). */
  startScore: number;
  /** The best cumulative score reached at the end of this level. */
  best: number;
}
export interface PopstarProgress {
  best: number;
  levels: Record<string, PopstarLevelRecord>;
  /** A run in progress: level, seed, moves (validated by the game on resume). */
  run: unknown;
}
export const popstarProgress: Section<PopstarProgress> = {
    label: 'PopStar progress',
    defaults: () => ({ best: 0, levels: {}, run: null }),
    validate: (v) => {
      if (!isRecord(v) || !isInt(v.best, 0) || !isRecord(v.levels)) return null;
      for (const [k, r] of Object.entries(v.levels)) {
        if (!/^\d+$/.test(k) || !isRecord(r) || !isInt(r.startScore, 0) || !isInt(r.best, 0)) return null;
      }
      return v as unknown as PopstarProgress;
    },
  };
