import { plantankProgress, type PlantankProgress } from './games/plantankProgress';
import { popstarProgress, type PopstarProgress } from './games/popstarProgress';
import { tetrisProgress, type TetrisProgress } from './games/tetrisProgress';
import { defaultSections, type Sections } from './persistShape';
import { createSyncedStore, type SyncedOptions } from './syncedStore';
export type { PlantankLevelRecord, PlantankProgress } from './games/plantankProgress';
export type { PopstarLevelRecord, PopstarProgress } from './games/popstarProgress';

export type { ScoreEntry, TetrisMode, TetrisProgress } from './games/tetrisProgress';

/**
 * Saved progress, per game: high scores, levels reached or solved, and a game in progress.
 * Each game's section is validated on its own: a corrupt Tetris save never costs PopStar progress.
 * Every tab's progress is kept (syncedStore.ts): wins and bests are joined across tabs.
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

export function defaultProgress(): ProgressData {
  return defaultSections(sections);
}

interface ProgressActions {
  /** Replace one game's section (the game computes the new value with its own rules). */
  setGame: <K extends keyof ProgressData>(game: K, update: (prev: ProgressData[K]) => ProgressData[K]) => void;
  resetGame: (game: keyof ProgressData) => void;
}

export type ProgressState = ProgressData & ProgressActions;

/** A progress store; `where` gives another storage or tab link (tests of several tabs). */
export function createProgressStore(where: Pick<SyncedOptions<ProgressData>, 'storage' | 'listen'> = {}) {
  return createSyncedStore<ProgressData, ProgressActions>(
    { key: PROGRESS_KEY, version: PROGRESS_VERSION, label: 'store.label.progress', sections, ...where },
    ({ commit, reset }) => ({
      setGame: (game, update) => commit((p) => ({ [game]: update(p[game]) })),
      resetGame: reset,
    }),
  );
}

export const useProgress = createProgressStore();
