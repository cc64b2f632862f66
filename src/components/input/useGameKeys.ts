import { useEffect, useRef } from 'react';

/**
 * The keyboard layer: bindings match KeyboardEvent.code (layout-independent, remappable in
 * Settings). Game keys never scroll the page or click a focused button; OS key repeat is ignored
 * (held keys are the game's job: DAS/ARR run on game time). Keys typed into form fields are left alone.
 */
export type Bindings<C extends string> = Partial<Record<C, readonly string[]>>;

export interface GameKeyHandlers<C extends string> {
  onDown?: (command: C, event: KeyboardEvent) => void;
  onUp?: (command: C, event: KeyboardEvent) => void;
}

export function commandForCode<C extends string>(bindings: Bindings<C>, code: string): C | null {
  for (const [command, codes] of Object.entries(bindings) as [C, readonly string[] | undefined][]) {
    if (codes?.includes(code)) return command;
  }
  return null;
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

export function useGameKeys<C extends string>(bindings: Bindings<C>, handlers: GameKeyHandlers<C>, enabled = true): void {
  // Latest handlers without re-binding listeners on every render.
  const ref = useRef({ bindings, handlers });
  useEffect(() => {
    ref.current = { bindings, handlers };
  });
  useEffect(() => {
    if (!enabled) return;
    const down = (e: KeyboardEvent) => {
      if (isTypingTarget(e.target) || e.altKey || e.metaKey) return;
      const command = commandForCode(ref.current.bindings, e.code);
      if (!command) return;
      if (dialogOwnsKeys(command)) return;
      e.preventDefault();
      if (e.repeat) return;
      ref.current.handlers.onDown?.(command, e);
    };
    const up = (e: KeyboardEvent) => {
      const command = commandForCode(ref.current.bindings, e.code);
      if (!command || isTypingTarget(e.target)) return;
      e.preventDefault();
      ref.current.handlers.onUp?.(command, e);
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
