import { isInt, isRecord, isStr, type Section } from '../persistShape';

/** Plan Tank's saved progress: per level solved, stars, best and the last program. Owned by the Plan Tank screens. */
export interface PlantankLevelRecord {
  solved: boolean;
  /** 0..3 */
  stars: number;
  /** Fewest instructions of a winning program, or 0. */
  best: number;
  /** The program last written for the level. */
  program: string;
}
export interface PlantankProgress {
  levels: Record<string, PlantankLevelRecord>;
}
export const plantankProgress: Section<PlantankProgress> = {
    label: 'Plan Tank progress',
    defaults: () => ({ levels: {} }),
    validate: (v) => {
      if (!isRecord(v) || !isRecord(v.levels)) return null;
      for (const r of Object.values(v.levels)) {
        if (!isRecord(r) || typeof r.solved !== 'boolean' || !isInt(r.stars, 0, 3) || !isInt(r.best, 0) || !isStr(r.program, 400)) return null;
      }
      return v as unknown as PlantankProgress;
    },
  };
