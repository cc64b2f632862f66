/**
 * Undo and redo as the Plan Tank editor and the level designer bind them (chord bindings of the
 * shared key layer, useGameKeys), and as their buttons name them for assistive technology.
 */
export const HISTORY_KEYS = {
  undo: ['Mod+KeyZ'],
  redo: ['Mod+Shift+KeyZ', 'Mod+KeyY'],
} as const;

/** Chord bindings as aria-keyshortcuts writes them: 'Mod+Shift+KeyZ' is 'Control+Shift+Z'. */
export function ariaKeyShortcuts(chords: readonly string[]): string {
  return chords.map((chord) => chord.replace('Mod+', 'Control+').replace(/Key([A-Z])$/, '$1')).join(' ');
}
