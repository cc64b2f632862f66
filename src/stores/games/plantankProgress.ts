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
   * logic/plantank/programDraft.ts: RoboZZle's slots with gaps and colour-only slots kept), '' for none.
   */
  program: string;
  /**
   * Hints revealed on the level (a hint counts when it shows a slot). Added after the first
   * release: a record saved without it reads as 0 (these three fields are optional for that reason;
   * a validated record always has them).
   */
  hints?: number;
  /** A whole solution was shown on the level (after three hints): a win then earns one star. */
  solutionShown?: boolean;
  /** The program's breakpoints as `fn:slot` keys (0-based), kept with the program. */
  breakpoints?: string[];
}
export interface PlantankProgress {
  levels: Record<string, PlantankLevelRecord>;
}

/** Level ids as the campaign names them: lower-case letters, digits and dashes. */
export const LEVEL_ID = /^[a-z0-9][a-z0-9-]{0,39}$/;
const MAX_INSTRUCTIONS = 1000;
/** Hints counted per level at most (a counter that cannot grow without bound in a save). */
export const MAX_HINTS = 999;
/** A breakpoint key: F1..F5 and a slot 0..9, as programDraft's slots. */
const BREAKPOINT_KEY = /^[0-4]:[0-9]$/;
const MAX_BREAKPOINTS = 50;

function breakpointsOf(v: unknown): string[] | null {
  if (v === undefined) return [];
  if (!Array.isArray(v) || v.length > MAX_BREAKPOINTS) return null;
  const keys: string[] = [];
  for (const k of v) {
    if (typeof k !== 'string' || !BREAKPOINT_KEY.test(k) || keys.includes(k)) return null;
    keys.push(k);
  }
  return keys;
}

function levelRecordOf(r: unknown): PlantankLevelRecord | null {
  if (!isRecord(r) || typeof r.solved !== 'boolean' || !isInt(r.stars, 0, 3) || !isInt(r.best, 0, MAX_INSTRUCTIONS) || !isStr(r.program, 400)) return null;
  // Stars and a best count come only with a win.
  if (!r.solved && (r.stars > 0 || r.best > 0)) return null;
  // The fields added later are optional; present, they must be right.
  const hints = r.hints === undefined ? 0 : r.hints;
  const solutionShown = r.solutionShown === undefined ? false : r.solutionShown;
  const breakpoints = breakpointsOf(r.breakpoints);
  if (!isInt(hints, 0, MAX_HINTS) || typeof solutionShown !== 'boolean' || !breakpoints) return null;
  // No check of the stars against the hints: stars won before the first hint are kept.
  return { solved: r.solved, stars: r.stars, best: r.best, program: r.program, hints, solutionShown, breakpoints };
}

export const plantankProgress: Section<PlantankProgress> = {
  label: 'store.label.plantankProgress',
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
        // Hints only ever add up: the count of either tab, whichever is more.
        hints: Math.max(s.hints ?? 0, m.hints ?? 0),
        solutionShown: (s.solutionShown ?? false) || (m.solutionShown ?? false),
        breakpoints: newer ? s.breakpoints : m.breakpoints,
      };
    }
    return { levels };
  },
};

const EMPTY_RECORD: Required<PlantankLevelRecord> = { solved: false, stars: 0, best: 0, program: '', hints: 0, solutionShown: false, breakpoints: [] };

/**
 * The most stars a win can earn after the help taken on the level: 3 with no hint, 2 once a hint
 * was shown, 1 once a whole solution was. Stars earned before the help are kept.
 */
export function starCap(help: Pick<PlantankLevelRecord, 'hints' | 'solutionShown'>): 1 | 2 | 3 {
  return help.solutionShown ? 1 : (help.hints ?? 0) > 0 ? 2 : 3;
}

/** A level's record, with the fields added later filled in. */
export function levelRecord(progress: PlantankProgress, id: string): Required<PlantankLevelRecord> {
  const r = ownValue(progress.levels, id);
  if (!r) return EMPTY_RECORD;
  // A validated record is complete: the same object comes back (selectors compare by identity).
  if (r.hints !== undefined && r.solutionShown !== undefined && r.breakpoints !== undefined) return r as Required<PlantankLevelRecord>;
  return { ...r, hints: r.hints ?? 0, solutionShown: r.solutionShown ?? false, breakpoints: r.breakpoints ?? [] };
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

/**
 * A win: solved for good, the most stars and the fewest instructions ever reached are kept. The
 * stars are those of the program, capped by the help taken on the level (starCap).
 */
export function withWin(progress: PlantankProgress, id: string, instructions: number, stars: number): PlantankProgress {
  const record = levelRecord(progress, id);
  const best = record.best > 0 ? Math.min(record.best, instructions) : instructions;
  const next = { ...record, solved: true, stars: Math.max(record.stars, Math.min(stars, starCap(record))), best };
  if (record.solved && next.stars === record.stars && next.best === record.best) return progress;
  return withRecord(progress, id, next);
}

/** One more hint shown on the level. */
export function withHint(progress: PlantankProgress, id: string): PlantankProgress {
  const record = levelRecord(progress, id);
  return withRecord(progress, id, { ...record, hints: Math.min(MAX_HINTS, (record.hints ?? 0) + 1) });
}

/** A whole solution shown on the level. */
export function withSolutionShown(progress: PlantankProgress, id: string): PlantankProgress {
  const record = levelRecord(progress, id);
  return record.solutionShown ? progress : withRecord(progress, id, { ...record, solutionShown: true });
}

/** The program's breakpoints, saved with it. */
export function withBreakpoints(progress: PlantankProgress, id: string, keys: readonly string[]): PlantankProgress {
  const record = levelRecord(progress, id);
  const next = [...new Set(keys)].filter((k) => BREAKPOINT_KEY.test(k)).sort().slice(0, MAX_BREAKPOINTS);
  const saved = record.breakpoints ?? [];
  if (next.length === saved.length && next.every((k, i) => k === saved[i])) return progress;
  return withRecord(progress, id, { ...record, breakpoints: next });
}
