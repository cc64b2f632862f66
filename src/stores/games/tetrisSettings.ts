import { isBool, isInt, isNum, isRecord, isStr, ownValue, type Section } from '../persistShape';

/** Tetris's settings: handling (DAS, ARR, soft drop), ghost, remappable keys. */
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

export interface TetrisSettings {
  /** Delayed auto shift, ms. */
  das: number;
  /** Auto repeat rate, ms (0 = instant to the wall). */
  arr: number;
  /** Soft drop factor: multiple of gravity; 0 = instant. */
  sdf: number;
  ghost: boolean;
  keys: KeyMap<TetrisCommand>;
}

export const tetrisSettings: Section<TetrisSettings> = {
  label: 'Tetris controls',
  defaults: () => ({ das: 167, arr: 33, sdf: 20, ghost: true, keys: structuredClone(DEFAULT_TETRIS_KEYS) }),
  validate: (v) => {
    if (!isRecord(v) || !isInt(v.das, 0, 1000) || !isInt(v.arr, 0, 500) || !isNum(v.sdf, 0, 100) || !isBool(v.ghost)) return null;
    if (!isRecord(v.keys)) return null;
    const keys = {} as KeyMap<TetrisCommand>;
    for (const c of TETRIS_COMMANDS) {
      const k = ownValue(v.keys, c);
      if (!Array.isArray(k) || k.length > 4 || !k.every((x) => isStr(x, 40))) return null;
      keys[c] = [...k];
    }
    return { das: v.das, arr: v.arr, sdf: v.sdf, ghost: v.ghost, keys };
  },
};
