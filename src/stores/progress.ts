import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { isInt, isNum, isRecord, isStr, restoreSections, type Sections } from './persistShape';
import { createSafeJSONStorage } from './safeStorage';

/**
 * Saved progress, per game: high scores, levels reached or solved, and a game in progress.
 * Each game's section is validated on its own: a corrupt Tetris save never costs PopStar progress.
 */
export type TetrisMode = 'marathon' | 'sprint' | 'ultra';
export interface ScoreEntry {
  score: number;
  lines: number;
  /** Game time in ms. */
  timeMs: number;
  /** ISO date. */
  date: string;
  level?: number;
}
export interface TetrisProgress {
  scores: Record<TetrisMode, ScoreEntry[]>;
  /** A game in progress, as the engine serialised it (validated again by the engine on resume). */
  saved: unknown;
}
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
export interface ProgressData {
  tetris: TetrisProgress;
  popstar: PopstarProgress;
  plantank: PlantankProgress;
}

const isEntry = (e: unknown): e is ScoreEntry =>
  isRecord(e) && isInt(e.score, 0) && isInt(e.lines, 0) && isNum(e.timeMs, 0) && isStr(e.date, 40);

const sections: Sections<ProgressData> = {
  tetris: {
    label: 'Tetris progress',
    defaults: () => ({ scores: { marathon: [], sprint: [], ultra: [] }, saved: null }),
    validate: (v) => {
      if (!isRecord(v) || !isRecord(v.scores)) return null;
      for (const m of ['marathon', 'sprint', 'ultra'] as const) {
        const list = v.scores[m];
        if (!Array.isArray(list) || list.length > 10 || !list.every(isEntry)) return null;
      }
      return v as unknown as TetrisProgress;
    },
  },
  popstar: {
    label: 'PopStar progress',
    defaults: () => ({ best: 0, levels: {}, run: null }),
    validate: (v) => {
      if (!isRecord(v) || !isInt(v.best, 0) || !isRecord(v.levels)) return null;
      for (const [k, r] of Object.entries(v.levels)) {
        if (!/^\d+$/.test(k) || !isRecord(r) || !isInt(r.startScore, 0) || !isInt(r.best, 0)) return null;
      }
      return v as unknown as PopstarProgress;
    },
  },
  plantank: {
    label: 'Plan Tank progress',
    defaults: () => ({ levels: {} }),
    validate: (v) => {
      if (!isRecord(v) || !isRecord(v.levels)) return null;
      for (const r of Object.values(v.levels)) {
        if (!isRecord(r) || typeof r.solved !== 'boolean' || !isInt(r.stars, 0, 3) || !isInt(r.best, 0) || !isStr(r.program, 400)) return null;
      }
      return v as unknown as PlantankProgress;
    },
  },
};

export const PROGRESS_KEY = 'brickworks:progress';
export const PROGRESS_VERSION = 1;
const LABEL = 'progress';

export function defaultProgress(): ProgressData {
  return restoreSections(sections, undefined, 'progress');
}

interface ProgressActions {
  /** Replace one game's section (the game computes the new value with its own rules). */
  setGame: <K extends keyof ProgressData>(game: K, update: (prev: ProgressData[K]) => ProgressData[K]) => void;
  resetGame: (game: keyof ProgressData) => void;
}

export type ProgressState = ProgressData & ProgressActions;

export const useProgress = create<ProgressState>()(
  persist(
    (set) => ({
      ...defaultProgress(),
      setGame: (game, update) => set((s) => ({ [game]: update(s[game]) }) as Partial<ProgressState>),
      resetGame: (game) => set({ [game]: sections[game].defaults() } as Partial<ProgressState>),
    }),
    {
      name: PROGRESS_KEY,
      version: PROGRESS_VERSION,
      storage: createSafeJSONStorage(LABEL),
      partialize: ({ tetris, popstar, plantank }) => ({ tetris, popstar, plantank }),
      migrate: (persisted) => persisted as ProgressData,
      merge: (persisted, current) => ({ ...current, ...restoreSections(sections, persisted, 'progress') }),
    },
  ),
);
