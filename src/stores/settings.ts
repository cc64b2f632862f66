import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { isBool, isInt, isNum, isRecord, isStr, restoreSections, type Sections } from './persistShape';
import { createSafeJSONStorage } from './safeStorage';

export type ReducedMotion = 'system' | 'on' | 'off';

export const TETRIS_COMMANDS = ['left', 'right', 'softDrop', 'hardDrop', 'rotateCW', 'rotateCCW', 'hold', 'pause'] as const;
export type TetrisCommand = (typeof TETRIS_COMMANDS)[number];
export type KeyMap<C extends string> = Record<C, string[]>;

/** Guideline default keys (KeyboardEvent.code). */
export const DEFAULT_TETRIS_KEYS: KeyMap<TetrisCommand> = {
  left: ['ArrowLeft'],
  right: ['ArrowRight'],
  softDrop: ['ArrowDown'],
  hardDrop: ['Space'],
  rotateCW: ['ArrowUp', 'KeyX'],
  rotateCCW: ['KeyZ', 'ControlLeft', 'ControlRight'],
  hold: ['KeyC', 'ShiftLeft', 'ShiftRight'],
  pause: ['Escape', 'KeyP', 'F1'],
};

export interface SettingsData {
  general: { sound: boolean; volume: number; reducedMotion: ReducedMotion };
  tetris: {
    /** Delayed auto shift, ms. */
    das: number;
    /** Auto repeat rate, ms (0 = instant to the wall). */
    arr: number;
    /** Soft drop factor: multiple of gravity; 0 = instant. */
    sdf: number;
    ghost: boolean;
    keys: KeyMap<TetrisCommand>;
  };
  popstar: { popOnOneTap: boolean };
  plantank: { speed: number };
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
  tetris: {
    label: 'Tetris controls',
    defaults: () => ({ das: 167, arr: 33, sdf: 20, ghost: true, keys: structuredClone(DEFAULT_TETRIS_KEYS) }),
    validate: (v) => {
      if (!isRecord(v) || !isInt(v.das, 0, 1000) || !isInt(v.arr, 0, 500) || !isNum(v.sdf, 0, 100) || !isBool(v.ghost)) return null;
      const keys = v.keys;
      if (!isRecord(keys)) return null;
      for (const c of TETRIS_COMMANDS) {
        const k = keys[c];
        if (!Array.isArray(k) || k.length > 4 || !k.every((x) => isStr(x, 40))) return null;
      }
      return v as SettingsData['tetris'];
    },
  },
  popstar: {
    label: 'PopStar settings',
    defaults: () => ({ popOnOneTap: false }),
    validate: (v) => (isRecord(v) && isBool(v.popOnOneTap) ? (v as SettingsData['popstar']) : null),
  },
  plantank: {
    label: 'Plan Tank settings',
    defaults: () => ({ speed: 6 }),
    validate: (v) => (isRecord(v) && isInt(v.speed, 0, 10) ? (v as SettingsData['plantank']) : null),
  },
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
    {
      name: SETTINGS_KEY,
      version: SETTINGS_VERSION,
      storage: createSafeJSONStorage(LABEL),
      partialize: ({ general, tetris, popstar, plantank }) => ({ general, tetris, popstar, plantank }),
      // Versions before 1 do not exist yet; a future version maps old fields here.
      migrate: (persisted) => persisted as SettingsData,
      // Deep merge with per-section validation: a broken section resets alone, with a notice.
      merge: (persisted, current) => ({ ...current, ...restoreSections(sections, persisted, 'settings') }),
    },
  ),
);
