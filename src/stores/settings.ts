import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { plantankSettings, type PlantankSettings } from './games/plantankSettings';
import { popstarSettings, type PopstarSettings } from './games/popstarSettings';
import { tetrisSettings, type TetrisSettings } from './games/tetrisSettings';
import { isBool, isNum, isRecord, restoreSections, sectionedPersistOptions, type Sections } from './persistShape';

export { DEFAULT_TETRIS_KEYS, TETRIS_COMMANDS, type KeyMap, type TetrisCommand } from './games/tetrisSettings';
export type { PlantankSettings, PopstarSettings, TetrisSettings };

export type ReducedMotion = 'system' | 'on' | 'off';

export interface SettingsData {
  general: { sound: boolean; volume: number; reducedMotion: ReducedMotion };
  tetris: TetrisSettings;
  popstar: PopstarSettings;
  plantank: PlantankSettings;
}

const sections: Sections<SettingsData> = {
  general: {
    label: 'sound and motion settings',
    defaults: () => ({ sound: true, volume: 0.6, reducedMotion: 'system' }),
    validate: (v) =>
      isRecord(v) && isBool(v.sound) && isNum(v.volume, 0, 1) && ['system', 'on', 'off'].includes(v.reducedMotion as string)
        ? (v as SettingsData['general'])
        : null,
  },
  tetris: tetrisSettings,
  popstar: popstarSettings,
  plantank: plantankSettings,
};

export const SETTINGS_KEY = 'brickworks:settings';
export const SETTINGS_VERSION = 1;
const LABEL = 'settings';

export function defaultSettings(): SettingsData {
  return restoreSections(sections, undefined, 'settings');
}

interface SettingsActions {
  update: <K extends keyof SettingsData>(section: K, patch: Partial<SettingsData[K]>) => void;
  resetSection: (section: keyof SettingsData) => void;
}

export type SettingsState = SettingsData & SettingsActions;

export const useSettings = create<SettingsState>()(
  persist(
    (set) => ({
      ...defaultSettings(),
      update: (section, patch) => set((s) => ({ [section]: { ...s[section], ...patch } }) as Partial<SettingsState>),
      resetSection: (section) => set({ [section]: sections[section].defaults() } as Partial<SettingsState>),
    }),
    sectionedPersistOptions<SettingsData, SettingsState>(SETTINGS_KEY, SETTINGS_VERSION, LABEL, sections),
  ),
);
