import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { plantankProgress, type PlantankProgress } from './games/plantankProgress';
import { popstarProgress, type PopstarProgress } from './games/popstarProgress';
import { tetrisProgress, type TetrisProgress } from './games/tetrisProgress';
import { restoreSections, sectionedPersistOptions, type Sections } from './persistShape';
export type { PlantankLevelRecord, PlantankProgress } from './games/plantankProgress';
export type { PopstarLevelRecord, PopstarProgress } from './games/popstarProgress';

export type { ScoreEntry, TetrisMode, TetrisProgress } from './games/tetrisProgress';

/**
 * Saved progress, per game: high scores, levels reached or solved, and a game in progress.
 * Each game's section is validated on its own: a corrupt Tetris save never costs PopStar progress.
 */
export interface ProgressData {
  tetris: TetrisProgress;
  popstar: PopstarProgress;
  plantank: PlantankProgress;
}

const sections: Sections<ProgressData> = {
  tetris: tetrisProgress,
  popstar: popstarProgress,
  plantank: plantankProgress,
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
    sectionedPersistOptions<ProgressData, ProgressState>(PROGRESS_KEY, PROGRESS_VERSION, LABEL, sections),
  ),
);
