/**
 * "My levels": Plan Tank levels made in the designer, kept on the device under
 * `brickworks:plantank-levels` (docs/saves.md: versioned, validated record by record, merged
 * across tabs), and the design in progress, so a reload loses nothing.
 */
import { t } from '../../i18n';
import { proofOf, readDesign } from '../../logic/plantank/designer.ts';
import type { Level } from '../../logic/plantank/index.ts';
import { bareRecord, isInt, isRecord, isStr, ownValue, validRecords, type Section, type Sections } from '../persistShape';
import { createSyncedStore, type SyncedOptions } from '../syncedStore';

export interface MyLevel {
  level: Level;
  /** The designer's own winning program (the proof that the level can be won), RoboZZle text. */
  proof: string;
  /** The fewest instructions known to win: the proof's, or the solver's shortest when shorter. */
  par: number;
  /** When it was last saved (ms since 1970): of two tabs' copies, the later one is kept. */
  savedAt: number;
}
/** A level deleted: kept as a marker so another tab's older copy does not bring it back. */
export interface DeletedLevel {
  deleted: true;
  savedAt: number;
}
export type MyLevelEntry = MyLevel | DeletedLevel;

export interface PlantankLevelsData {
  mine: { levels: Record<string, MyLevelEntry> };
  /** The design on the designer's board now, and its proof ('' for none). */
  draft: { level: Level | null; proof: string };
}

export const MY_LEVEL_ID = /^my-[a-z0-9]{1,40}$/;
export const MAX_MY_LEVELS = 200;
const MAX_PROGRAM_TEXT = 1000;

export const isDeleted = (e: MyLevelEntry): e is DeletedLevel => 'deleted' in e;

function myLevelOf(raw: unknown, id: string): MyLevelEntry | null {
  if (!isRecord(raw) || !isInt(raw.savedAt, 0)) return null;
  if (raw.deleted === true) return { deleted: true, savedAt: raw.savedAt };
  if (!isStr(raw.proof, MAX_PROGRAM_TEXT) || !isInt(raw.par, 1, 50)) return null;
  let level: Level;
  try {
    level = readDesign(raw.level);
  } catch {
    return null;
  }
  // A saved level must still be won by its own proof: anything else was damaged.
  if (level.id !== id || proofOf(level, raw.proof) === null) return null;
  return { level, proof: raw.proof, par: raw.par, savedAt: raw.savedAt };
}

const mineSection: Section<PlantankLevelsData['mine']> = {
  label: 'store.label.plantankMyLevels',
  defaults: () => ({ levels: bareRecord() }),
  validate: (v, drop) => {
    if (!isRecord(v)) return null;
    const levels = validRecords(v.levels, MY_LEVEL_ID, myLevelOf, drop, 'level');
    return levels && { levels };
  },
  // Level by level, the copy saved last wins (a deletion too).
  merge: (stored, mine) => {
    const levels = bareRecord<MyLevelEntry>();
    for (const [id, e] of Object.entries(mine.levels)) levels[id] = e;
    for (const [id, s] of Object.entries(stored.levels)) {
      const m = ownValue(mine.levels, id);
      if (m === undefined || s.savedAt > m.savedAt) levels[id] = s;
    }
    return { levels };
  },
};

const draftSection: Section<PlantankLevelsData['draft']> = {
  label: 'store.label.plantankDesign',
  defaults: () => ({ level: null, proof: '' }),
  validate: (v) => {
    if (!isRecord(v)) return null;
    if (v.level === null) return { level: null, proof: '' };
    let level: Level;
    try {
      level = readDesign(v.level);
    } catch {
      return null;
    }
    // A proof that no longer wins is forgotten, not an error: the design is what matters.
    return { level, proof: isStr(v.proof, MAX_PROGRAM_TEXT) && proofOf(level, v.proof) ? v.proof : '' };
  },
};

const sections: Sections<PlantankLevelsData> = { mine: mineSection, draft: draftSection };

export const LEVELS_KEY = 'brickworks:plantank-levels';
export const LEVELS_VERSION = 1;

export class MyLevelsFullError extends Error {
  constructor() {
    // In the player's language: the designer shows it as it is.
    super(t('designer.notice.full', { max: MAX_MY_LEVELS }));
    this.name = 'MyLevelsFullError';
  }
}

interface LevelsActions {
  /** Saves (adds or replaces) a level; throws MyLevelsFullError when there is no room. */
  save: (entry: Omit<MyLevel, 'savedAt'>) => void;
  remove: (id: string) => void;
  setDraft: (draft: PlantankLevelsData['draft']) => void;
}

export type PlantankLevelsState = PlantankLevelsData & LevelsActions;

/** The saved levels, newest first (deleted ones left out). */
export function myLevelList(data: Pick<PlantankLevelsData, 'mine'>): (MyLevel & { id: string })[] {
  return Object.entries(data.mine.levels)
    .filter((e): e is [string, MyLevel] => !isDeleted(e[1]))
    .map(([id, e]) => ({ id, ...e }))
    .sort((a, b) => b.savedAt - a.savedAt);
}

export function myLevel(data: Pick<PlantankLevelsData, 'mine'>, id: string): MyLevel | null {
  const e = ownValue(data.mine.levels, id);
  return e && !isDeleted(e) ? e : null;
}

/** A new id for a level: time and chance, in the form MY_LEVEL_ID accepts. */
export function newMyLevelId(now = Date.now(), random = Math.random): string {
  return `my-${now.toString(36)}${Math.floor(random() * 36 ** 4).toString(36).padStart(4, '0')}`;
}

function withEntry(mine: PlantankLevelsData['mine'], id: string, entry: MyLevelEntry): PlantankLevelsData['mine'] {
  const levels = bareRecord<MyLevelEntry>();
  for (const [k, e] of Object.entries(mine.levels)) levels[k] = e;
  levels[id] = entry;
  return { levels };
}

/** `now` is injected for tests; a save never goes back in time against a copy already there. */
export function createPlantankLevelsStore(where: Pick<SyncedOptions<PlantankLevelsData>, 'storage' | 'listen'> = {}, now: () => number = Date.now) {
  return createSyncedStore<PlantankLevelsData, LevelsActions>(
    { key: LEVELS_KEY, version: LEVELS_VERSION, label: 'store.label.plantankLevels', sections, ...where },
    ({ commit }) => ({
      save: (entry) =>
        commit((d) => {
          const id = entry.level.id;
          const old = ownValue(d.mine.levels, id);
          if (!myLevel(d, id) && myLevelList(d).length >= MAX_MY_LEVELS) throw new MyLevelsFullError();
          const savedAt = Math.max(now(), (old?.savedAt ?? 0) + 1);
          return { mine: withEntry(d.mine, id, { ...entry, savedAt }) };
        }),
      remove: (id) =>
        commit((d) => {
          const old = ownValue(d.mine.levels, id);
          if (!old || isDeleted(old)) return {};
          return { mine: withEntry(d.mine, id, { deleted: true, savedAt: Math.max(now(), old.savedAt + 1) }) };
        }),
      setDraft: (draft) => commit(() => ({ draft })),
    }),
  );
}

export const usePlantankLevels = createPlantankLevelsStore();
