/**
 * RoboZZle's keyboard: q/w/e left, forward,
 * right; 1-5 call F1-F5; r/g/b colour conditions and n no condition; shift+r/g/b paint; x run/stop (Go, or back to the start once a run has begun);
 * s step; f runs to the end at once; h asks for a hint; . toggles the breakpoint of the selected
 * slot; Delete clears the slot; Ctrl+Z undo, Ctrl+Shift+Z (or Ctrl+Y) redo; Escape puts the
 * armed tool down. Keys are matched by KeyboardEvent.code like the rest of the arcade, so they sit
 * in the same place on every layout. Arrow keys belong to the program grid (ProgramEditor).
 */
import { dialogOwnsKeys, isTypingTarget } from '../input/useGameKeys';
import { useEffect, useRef } from 'react';
import { PAINT_BLUE, PAINT_GREEN, PAINT_RED, type Color, type Level } from '../../logic/plantank/index.ts';
import type { Tool } from '../../logic/plantank/editorState';

export type KeyCommand =
  | { type: 'tool'; tool: Tool }
  | { type: 'clear' }
  | { type: 'run' }
  | { type: 'step' }
  | { type: 'finish' }
  | { type: 'hint' }
  | { type: 'breakpoint' }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'disarm' };

export interface KeyLike {
  code: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

const COLOR_KEYS: Readonly<Record<string, Color>> = { KeyR: 'R', KeyG: 'G', KeyB: 'B' };
const PAINT_BIT: Readonly<Record<Color, number>> = { R: PAINT_RED, G: PAINT_GREEN, B: PAINT_BLUE };

/** The editor command for a key press, or null when the key is not ours (it then keeps its default). */
export function keyCommand(e: KeyLike, level: Level): KeyCommand | null {
  if (e.altKey) return null;
  if (e.ctrlKey || e.metaKey) {
    if (e.code === 'KeyZ') return { type: e.shiftKey ? 'redo' : 'undo' };
    if (e.code === 'KeyY' && !e.shiftKey) return { type: 'redo' };
    return null;
  }
  const color = COLOR_KEYS[e.code];
  if (color) {
    if (!e.shiftKey) return { type: 'tool', tool: { kind: 'condition', cond: color } };
    return (level.allowedCommands & PAINT_BIT[color]) !== 0 ? { type: 'tool', tool: { kind: 'action', action: { kind: 'paint', color } } } : null;
  }
  if (e.shiftKey) return null;
  switch (e.code) {
    case 'KeyQ': return { type: 'tool', tool: { kind: 'action', action: { kind: 'left' } } };
    case 'KeyW': return { type: 'tool', tool: { kind: 'action', action: { kind: 'forward' } } };
    case 'KeyE': return { type: 'tool', tool: { kind: 'action', action: { kind: 'right' } } };
    case 'KeyN': return { type: 'tool', tool: { kind: 'condition', cond: null } };
    case 'KeyX': return { type: 'run' };
    case 'KeyS': return { type: 'step' };
    case 'KeyF': return { type: 'finish' };
    case 'KeyH': return { type: 'hint' };
    case 'Period':
    case 'NumpadDecimal': return { type: 'breakpoint' };
    case 'Delete':
    case 'Backspace': return { type: 'clear' };
    case 'Escape': return { type: 'disarm' };
  }
  const digit = /^(?:Digit|Numpad)([1-5])$/.exec(e.code);
  if (digit) {
    const fn = Number(digit[1]) - 1;
    return (level.subLengths[fn] ?? 0) > 0 ? { type: 'tool', tool: { kind: 'action', action: { kind: 'call', fn } } } : null;
  }
  return null;
}

/** Listens on the window while enabled; keys typed into fields or pressed while a dialog is open are left alone. */
export function useEditorKeys(level: Level, onCommand: (command: KeyCommand) => void, enabled = true): void {
  const latest = useRef({ level, onCommand });
  useEffect(() => {
    latest.current = { level, onCommand };
  });
  useEffect(() => {
    if (!enabled) return;
    const down = (e: KeyboardEvent) => {
      if (isTypingTarget(e.target) || dialogOwnsKeys()) return;
      const command = keyCommand(e, latest.current.level);
      if (!command) return;
      e.preventDefault();
      // Undo and redo repeat when held; an OS repeat of anything else would fill slots by accident.
      if (e.repeat && command.type !== 'undo' && command.type !== 'redo') return;
      latest.current.onCommand(command);
    };
    window.addEventListener('keydown', down);
    return () => window.removeEventListener('keydown', down);
  }, [enabled]);
}
