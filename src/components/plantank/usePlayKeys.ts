/**
 * The play screen's keyboard, RoboZZle's: q/w/e left, forward, right; 1-5 call F1-F5; r/g/b colour
 * conditions and n no condition; shift+r/g/b paint; x run/stop (Go, or back to the start once a run
 * has begun); s step; f runs to the end at once; h asks for a hint; . toggles the breakpoint of the
 * selected slot; Delete clears the slot; Ctrl+Z undo, Ctrl+Shift+Z (or Ctrl+Y) redo; Escape puts
 * the armed tool down. The keys are chords on the shared key layer (useGameKeys), so an editor
 * letter never takes a browser shortcut. Arrow keys belong to the program grid (ProgramEditor).
 */
import { useMemo, type Dispatch } from 'react';
import { FUNCTION_COUNT, type Action, type Color, type Level } from '../../logic/plantank/index.ts';
import type { EditorCommand, Tool } from '../../logic/plantank/editorState';
import { levelAllows } from '../../logic/plantank/programText';
import { commandForKey, useGameKeys, type Bindings, type GameKeyOptions, type KeyLike } from '../input/useGameKeys';
import type { HintControls } from './hint/useHint';
import { HISTORY_KEYS } from './historyKeys';

const CONTROL_KEYS = {
  clear: ['Delete', 'Backspace'],
  run: ['KeyX'],
  step: ['KeyS'],
  finish: ['KeyF'],
  hint: ['KeyH'],
  breakpoint: ['Period', 'NumpadDecimal'],
  ...HISTORY_KEYS,
  disarm: ['Escape'],
} as const satisfies Bindings<string>;

type Control = keyof typeof CONTROL_KEYS;
export type KeyCommand = { type: 'tool'; tool: Tool } | { type: Control };

const COLORS: readonly Color[] = ['R', 'G', 'B'];
const action = (a: Action): Tool => ({ kind: 'action', action: a });

/** Every tool a key types, by command name. */
const TOOL_KEYS: Readonly<Record<string, { tool: Tool; keys: readonly string[] }>> = {
  left: { tool: action({ kind: 'left' }), keys: ['KeyQ'] },
  forward: { tool: action({ kind: 'forward' }), keys: ['KeyW'] },
  right: { tool: action({ kind: 'right' }), keys: ['KeyE'] },
  condAny: { tool: { kind: 'condition', cond: null }, keys: ['KeyN'] },
  ...Object.fromEntries(
    COLORS.flatMap((color) => [
      [`cond${color}`, { tool: { kind: 'condition', cond: color }, keys: [`Key${color}`] }],
      [`paint${color}`, { tool: action({ kind: 'paint', color }), keys: [`Shift+Key${color}`] }],
    ]),
  ),
  ...Object.fromEntries(
    Array.from({ length: FUNCTION_COUNT }, (_, fn) => [`call${fn + 1}`, { tool: action({ kind: 'call', fn }), keys: [`Digit${fn + 1}`, `Numpad${fn + 1}`] }]),
  ),
};

/** Calls to the level's own functions and its own paints only: another key keeps its default. */
function levelHas(level: Level, tool: Tool): boolean {
  return tool.kind !== 'action' || levelAllows(level, tool.action);
}

// Undo and redo repeat when held; an OS repeat of anything else would fill slots by accident.
const EDITOR_KEYS: GameKeyOptions<string> = { modifiers: 'chord', repeats: ['undo', 'redo'] };

/** The editor's chord bindings for a level. */
export function editorBindings(level: Level): Bindings<string> {
  const bindings: Record<string, readonly string[]> = { ...CONTROL_KEYS };
  for (const [name, { tool, keys }] of Object.entries(TOOL_KEYS)) if (levelHas(level, tool)) bindings[name] = keys;
  return bindings;
}

function commandNamed(name: string): KeyCommand {
  const bound = TOOL_KEYS[name];
  return bound ? { type: 'tool', tool: bound.tool } : { type: name as Control };
}

/** The editor command for a key press, or null when the key is not ours (it then keeps its default). */
export function keyCommand(e: KeyLike, level: Level): KeyCommand | null {
  const name = commandForKey(editorBindings(level), e, EDITOR_KEYS.modifiers);
  return name === null ? null : commandNamed(name);
}

export interface PlayKeyActions {
  level: Level;
  edit: Dispatch<EditorCommand>;
  /** Null where the screen offers no hint (the designer's test play). */
  hint: HintControls | null;
  step: () => void;
  finish: () => void;
  /** Go while editing, Reset once a run has begun. */
  runOrReset: () => void;
}

export function usePlayKeys({ level, edit, hint, step, finish, runOrReset }: PlayKeyActions, enabled: boolean): void {
  const bindings = useMemo(() => editorBindings(level), [level]);
  const onDown = (name: string) => {
    const k = commandNamed(name);
    switch (k.type) {
      case 'tool':
        // Typing a command moves on to the next slot; a colour stays on its slot.
        edit({ type: 'apply', tool: k.tool, advance: k.tool.kind === 'action' });
        return;
      case 'clear':
      case 'undo':
      case 'redo':
        edit({ type: k.type });
        return;
      case 'breakpoint':
        edit({ type: 'breakpoint' });
        return;
      case 'disarm':
        // Escape cancels a hint being searched for first.
        if (hint?.state.get().status === 'searching') hint.cancel();
        else edit({ type: 'arm', tool: null });
        return;
      case 'hint':
        if (hint && hint.state.get().status !== 'searching') hint.ask('hint');
        return;
      case 'step':
        step();
        return;
      case 'finish':
        finish();
        return;
      case 'run':
        runOrReset();
    }
  };
  useGameKeys(bindings, { onDown }, enabled, EDITOR_KEYS);
}
