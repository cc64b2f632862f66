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

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  const tag = target.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || target.isContentEditable;
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
      // An open modal dialog owns the keyboard, but for the commands it passes on (Dialog passKeys).
      const dialog = document.querySelector('dialog[open]');
      if (dialog && !(dialog.getAttribute('data-pass-keys') ?? '').split(' ').includes(command)) return;
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
