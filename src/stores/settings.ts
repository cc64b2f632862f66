import { browserLocale, isLocale, type Locale } from '../i18n/locales';
import { plantankSettings, type PlantankSettings } from './games/plantankSettings';
import { popstarSettings, type PopstarSettings } from './games/popstarSettings';
import { tetrisSettings, type TetrisSettings } from './games/tetrisSettings';
import { defaultSections, isBool, isNum, isRecord, type Sections } from './persistShape';
import { createSyncedStore, type SyncedOptions } from './syncedStore';

export { DEFAULT_TETRIS_KEYS, TETRIS_COMMANDS, type KeyMap, type TetrisCommand } from './games/tetrisSettings';
export type { PlantankSettings, PopstarSettings, TetrisSettings };

export type ReducedMotion = 'system' | 'on' | 'off';
const REDUCED_MOTION: readonly ReducedMotion[] = ['system', 'on', 'off'];

export interface SettingsData {
  general: { sound: boolean; volume: number; reducedMotion: ReducedMotion; locale: Locale };
  tetris: TetrisSettings;
  popstar: PopstarSettings;
  plantank: PlantankSettings;
}

// Settings are replaced, not accumulated: a change in any tab is taken by the others as it is.
const sections: Sections<SettingsData> = {
  general: {
    label: 'store.label.soundMotion',
    // A first visit speaks the browser's language; from then on the player's choice is kept.
    defaults: () => ({ sound: true, volume: 0.6, reducedMotion: 'system', locale: browserLocale() }),
    validate: (v) =>
      isRecord(v) && isBool(v.sound) && isNum(v.volume, 0, 1) && REDUCED_MOTION.includes(v.reducedMotion as ReducedMotion) && isLocale(v.locale)
        ? { sound: v.sound, volume: v.volume, reducedMotion: v.reducedMotion as ReducedMotion, locale: v.locale }
        : null,
  },
  tetris: tetrisSettings,
  popstar: popstarSettings,
  plantank: plantankSettings,
};

export const SETTINGS_KEY = 'brickworks:settings';
export const SETTINGS_VERSION = 2;

/**
 * Version 1 had no language: its players get the browser's, as a first visit does. A general
 * section that is not a record is left as it is, for validation to replace.
 */
export const SETTINGS_MIGRATIONS: Record<number, (state: unknown) => unknown> = {
  1: (state) => {
    if (!isRecord(state) || !isRecord(state.general)) return state;
    return { ...state, general: { ...state.general, locale: browserLocale() } };
  },
};

export function defaultSettings(): SettingsData {
  return defaultSections(sections);
}

interface SettingsActions {
  update: <K extends keyof SettingsData>(section: K, patch: Partial<SettingsData[K]>) => void;
  resetSection: (section: keyof SettingsData) => void;
}

export type SettingsState = SettingsData & SettingsActions;

/** A settings store; `where` gives another storage or tab link (tests of several tabs). */
export function createSettingsStore(where: Pick<SyncedOptions<SettingsData>, 'storage' | 'listen'> = {}) {
  return createSyncedStore<SettingsData, SettingsActions>(
    { key: SETTINGS_KEY, version: SETTINGS_VERSION, label: 'store.label.settings', sections, migrations: SETTINGS_MIGRATIONS, ...where },
    ({ commit, reset }) => ({
      update: (section, patch) => commit((s) => ({ [section]: { ...s[section], ...patch } })),
      resetSection: reset,
    }),
  );
}

export const useSettings = createSettingsStore();
