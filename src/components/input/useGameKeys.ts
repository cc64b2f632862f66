import { useLayoutEffect, useRef } from 'react';

/**
 * The keyboard layer: bindings match KeyboardEvent.code (layout-independent, remappable in
 * Settings). Game keys never scroll the page or click a focused button; OS key repeat is ignored
 * unless a command asks for it (held keys are the game's job: DAS/ARR run on game time). Keys typed
 * into form fields, keys with Alt, and keys an open dialog keeps are left alone.
 */
export type Bindings<C extends string> = Partial<Record<C, readonly string[]>>;

export interface GameKeyHandlers<C extends string> {
  onDown?: (command: C, event: KeyboardEvent) => void;
  onUp?: (command: C, event: KeyboardEvent) => void;
}

/**
 * How a binding treats the modifier keys.
 * - 'held': a binding is a bare code, ours alone or with Shift or Ctrl held (a game's keys are
 *   played together: Shift to hold while an arrow moves); with ⌘ it is the browser's.
 * - 'chord': a binding names the modifiers it needs ('KeyQ', 'Shift+KeyR', 'Mod+KeyZ', where Mod
 *   is Ctrl or ⌘) and is ours only with exactly those held: an editor's letters leave every
 *   browser shortcut alone.
 */
export type ModifierRule = 'held' | 'chord';

export interface GameKeyOptions<C extends string> {
  modifiers?: ModifierRule;
  /** Commands that act again on the OS key repeat (Undo held down); the rest ignore it. */
  repeats?: readonly C[];
}

/** The parts of a KeyboardEvent that choose a command. */
export interface KeyLike {
  code: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

export function commandForCode<C extends string>(bindings: Bindings<C>, code: string): C | null {
  for (const [command, codes] of Object.entries(bindings) as [C, readonly string[] | undefined][]) {
    if (codes?.includes(code)) return command;
  }
  return null;
}

/** A key press as a chord binding writes it: 'KeyQ', 'Shift+KeyR', 'Mod+Shift+KeyZ'. */
export function keyChord(e: KeyLike): string {
  return `${e.ctrlKey || e.metaKey ? 'Mod+' : ''}${e.shiftKey ? 'Shift+' : ''}${e.code}`;
}

/** The command a key press gives under a modifier rule, or null when the key is not ours. */
export function commandForKey<C extends string>(bindings: Bindings<C>, e: KeyLike, modifiers: ModifierRule = 'held'): C | null {
  if (e.altKey) return null;
  if (modifiers === 'chord') return commandForCode(bindings, keyChord(e));
  return e.metaKey ? null : commandForCode(bindings, e.code);
}

// Inputs that take no typed text: a slider keeps only its own keys (arrows, Home/End, PageUp/PageDown,
// none of them a game's), so shortcuts still work after one is touched.
const KEYLESS_INPUTS = new Set(['range', 'checkbox', 'radio', 'button', 'submit', 'reset', 'color']);

/** A field the player types into: its keys are text, not game commands. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLInputElement) return !KEYLESS_INPUTS.has(target.type);
  return target.tagName === 'TEXTAREA' || target.tagName === 'SELECT' || target.isContentEditable === true;
}

/** An open modal dialog owns the keyboard, but for the commands it passes on (Dialog's passKeys). */
export function dialogOwnsKeys(command?: string): boolean {
  const dialog = document.querySelector('dialog[open]');
  if (!dialog) return false;
  return command === undefined || !(dialog.getAttribute('data-pass-keys') ?? '').split(' ').includes(command);
}

export function useGameKeys<C extends string>(bindings: Bindings<C>, handlers: GameKeyHandlers<C>, enabled = true, options: GameKeyOptions<C> = {}): void {
  // Latest bindings, handlers and options without re-binding listeners on every render.
  const ref = useRef({ bindings, handlers, options });
  useLayoutEffect(() => {
    ref.current = { bindings, handlers, options };
  });
  // Layout effects: the keys work from the moment the screen that asks for them is painted (a key
  // pressed before React's passive effects run would otherwise be lost).
  useLayoutEffect(() => {
    if (!enabled) return;
    const down = (e: KeyboardEvent) => {
      if (isTypingTarget(e.target)) return;
      const { bindings, handlers, options } = ref.current;
      const command = commandForKey(bindings, e, options.modifiers);
      if (!command) return;
      if (dialogOwnsKeys(command)) return;
      e.preventDefault();
      if (e.repeat && !options.repeats?.includes(command)) return;
      handlers.onDown?.(command, e);
    };
    const up = (e: KeyboardEvent) => {
      const { bindings, handlers, options } = ref.current;
      const command = commandForCode(bindings, options.modifiers === 'chord' ? keyChord(e) : e.code);
      if (!command || isTypingTarget(e.target)) return;
      e.preventDefault();
      handlers.onUp?.(command, e);
    };
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
    };
  }, [enabled]);
}

/** A readable name for a KeyboardEvent.code, for Settings and help text. */
export function keyLabel(code: string): string {
  if (code.startsWith('Key')) return code.slice(3);
  if (code.startsWith('Digit')) return code.slice(5);
  if (code.startsWith('Arrow')) return { ArrowLeft: '←', ArrowRight: '→', ArrowUp: '↑', ArrowDown: '↓' }[code] ?? code;
  return code.replace(/(Left|Right)$/, ' $1').trim();
}
