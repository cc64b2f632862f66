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

/** What a remap did: the keys after it, or the command it would have left without a key. */
export type RemapResult<C extends string> = { keys: KeyMap<C>; orphan?: undefined } | { keys?: undefined; orphan: C };

/** Gives `code` to `command`, taking it from any other command, unless that leaves one with no key. */
export function bindKey<C extends string>(keys: KeyMap<C>, command: NoInfer<C>, code: string, max = 4): RemapResult<C> {
  const commands = Object.keys(keys) as C[];
  const orphan = commands.find((c) => c !== command && keys[c].length === 1 && keys[c][0] === code);
  if (orphan !== undefined) return { orphan };
  const next = Object.fromEntries(commands.map((c) => [c, keys[c].filter((k) => k !== code)])) as KeyMap<C>;
  next[command] = [...next[command], code].slice(-max);
  return { keys: next };
}

/** Takes `code` from `command`, unless it is the command's only key: every command stays playable. */
export function unbindKey<C extends string>(keys: KeyMap<C>, command: NoInfer<C>, code: string): RemapResult<C> {
  if (keys[command].length === 1 && keys[command][0] === code) return { orphan: command };
  return { keys: { ...keys, [command]: keys[command].filter((k) => k !== code) } };
}

/** A command saved with no key (possible before every command had to keep one) gets its free defaults back. */
function rebindEmpty(keys: KeyMap<TetrisCommand>): KeyMap<TetrisCommand> {
  const used = new Set(TETRIS_COMMANDS.flatMap((c) => keys[c]));
  for (const c of TETRIS_COMMANDS) {
    if (keys[c].length > 0) continue;
    const free = DEFAULT_TETRIS_KEYS[c].filter((k) => !used.has(k));
    keys[c] = free.length > 0 ? free : [...DEFAULT_TETRIS_KEYS[c]];
  }
  return keys;
}

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
  label: 'store.label.tetrisControls',
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
    return { das: v.das, arr: v.arr, sdf: v.sdf, ghost: v.ghost, keys: rebindEmpty(keys) };
  },
};
