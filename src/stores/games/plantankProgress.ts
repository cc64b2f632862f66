import { isInt, isRecord, isStr, type Section } from '../persistShape';

/** Plan Tank's saved progress: per level solved, stars, best and the last program. Owned by the Plan Tank screens. */
export interface PlantankLevelRecord {
  solved: boolean;
  /** 0..3 */
  stars: number;
  /** Fewest instructions of a winning program, or 0. */
  best: number;
  /**
   * The program last written for the level, in the editor's draft text (components/plantank/
   * programDraft.ts: RoboZZle's slots with gaps and colour-only slots kept), '' for none.
   */
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

const EMPTY_RECORD: PlantankLevelRecord = { solved: false, stars: 0, best: 0, program: '' };

export function levelRecord(progress: PlantankProgress, id: string): PlantankLevelRecord {
  return progress.levels[id] ?? EMPTY_RECORD;
}

/** The program last written for a level (saved on every edit, debounced). */
export function withProgram(progress: PlantankProgress, id: string, program: string): PlantankProgress {
  const record = levelRecord(progress, id);
  if (record.program === program) return progress;
  return { ...progress, levels: { ...progress.levels, [id]: { ...record, program } } };
}

/** A win: solved for good, the most stars and the fewest instructions ever reached are kept. */
export function withWin(progress: PlantankProgress, id: string, instructions: number, stars: number): PlantankProgress {
  const record = levelRecord(progress, id);
  const best = record.best > 0 ? Math.min(record.best, instructions) : instructions;
  const next = { ...record, solved: true, stars: Math.max(record.stars, stars), best };
  if (record.solved && next.stars === record.stars && next.best === record.best) return progress;
  return { ...progress, levels: { ...progress.levels, [id]: next } };
}
