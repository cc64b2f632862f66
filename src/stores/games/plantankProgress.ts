import { bareRecord, isInt, isRecord, isStr, ownValue, validRecords, type Section } from '../persistShape';

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

/** Level ids as the campaign names them: lower-case letters, digits and dashes. */
export const LEVEL_ID = /^[a-z0-9][a-z0-9-]{0,39}$/;
const MAX_INSTRUCTIONS = 1000;

function levelRecordOf(r: unknown): PlantankLevelRecord | null {
  if (!isRecord(r) || typeof r.solved !== 'boolean' || !isInt(r.stars, 0, 3) || !isInt(r.best, 0, MAX_INSTRUCTIONS) || !isStr(r.program, 400)) return null;
  // Stars and a best count come only with a win.
  if (!r.solved && (r.stars > 0 || r.best > 0)) return null;
  return { solved: r.solved, stars: r.stars, best: r.best, program: r.program };
}

export const plantankProgress: Section<PlantankProgress> = {
  label: 'Plan Tank progress',
  defaults: () => ({ levels: bareRecord() }),
  validate: (v, drop) => {
    if (!isRecord(v)) return null;
    const levels = validRecords(v.levels, LEVEL_ID, levelRecordOf, drop, 'level');
    return levels && { levels };
  },
  // A level solved in any tab stays solved, with the most stars and the fewest instructions of
  // either; the program is the one written last.
  merge: (stored, mine, newer) => {
    const levels = bareRecord<PlantankLevelRecord>();
    for (const [id, r] of Object.entries(mine.levels)) levels[id] = r;
    for (const [id, s] of Object.entries(stored.levels)) {
      const m = ownValue(mine.levels, id);
      levels[id] = m === undefined ? s : {
        solved: s.solved || m.solved,
        stars: Math.max(s.stars, m.stars),
        best: s.best > 0 && m.best > 0 ? Math.min(s.best, m.best) : Math.max(s.best, m.best),
        program: newer ? s.program : m.program,
      };
    }
    return { levels };
  },
};

const EMPTY_RECORD: PlantankLevelRecord = { solved: false, stars: 0, best: 0, program: '' };

export function levelRecord(progress: PlantankProgress, id: string): PlantankLevelRecord {
  return ownValue(progress.levels, id) ?? EMPTY_RECORD;
}

function withRecord(progress: PlantankProgress, id: string, record: PlantankLevelRecord): PlantankProgress {
  const levels = bareRecord<PlantankLevelRecord>();
  for (const [k, r] of Object.entries(progress.levels)) levels[k] = r;
  levels[id] = record;
  return { ...progress, levels };
}

/** The program last written for a level (saved on every edit, debounced). */
export function withProgram(progress: PlantankProgress, id: string, program: string): PlantankProgress {
  const record = levelRecord(progress, id);
  if (record.program === program) return progress;
  return withRecord(progress, id, { ...record, program });
}

/** A win: solved for good, the most stars and the fewest instructions ever reached are kept. */
export function withWin(progress: PlantankProgress, id: string, instructions: number, stars: number): PlantankProgress {
  const record = levelRecord(progress, id);
  const best = record.best > 0 ? Math.min(record.best, instructions) : instructions;
  const next = { ...record, solved: true, stars: Math.max(record.stars, stars), best };
  if (record.solved && next.stars === record.stars && next.best === record.best) return progress;
  return withRecord(progress, id, next);
}
