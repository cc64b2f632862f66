import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CAMPAIGN, campaignLevel, type Level } from '../../logic/plantank/index.ts';
import { toolKey } from '../../logic/plantank/editorState';
import type { KeyLike } from '../input/useGameKeys';
import type { HintControls, HintState } from './hint/useHint';
import { commandChips } from './Palette';
import { editorBindings, keyCommand, usePlayKeys, type PlayKeyActions } from './usePlayKeys';

const TWO_FUNCTIONS_BLUE_PAINT: Level = { ...(campaignLevel('pt-20') as Level), subLengths: [5, 2, 0, 0, 0], allowedCommands: 4 };

const key = (code: string, mods: Partial<KeyLike> = {}): KeyLike => ({ code, shiftKey: false, ctrlKey: false, metaKey: false, altKey: false, ...mods });
const run = (code: string, mods?: Partial<KeyLike>) => keyCommand(key(code, mods), TWO_FUNCTIONS_BLUE_PAINT);

describe("RoboZZle's editor keys", () => {
  it('q w e are left, forward, right', () => {
    expect(run('KeyQ')).toEqual({ type: 'tool', tool: { kind: 'action', action: { kind: 'left' } } });
    expect(run('KeyW')).toEqual({ type: 'tool', tool: { kind: 'action', action: { kind: 'forward' } } });
    expect(run('KeyE')).toEqual({ type: 'tool', tool: { kind: 'action', action: { kind: 'right' } } });
  });

  it('digits call only the functions the level has', () => {
    expect(run('Digit2')).toEqual({ type: 'tool', tool: { kind: 'action', action: { kind: 'call', fn: 1 } } });
    expect(run('Numpad1')).toEqual({ type: 'tool', tool: { kind: 'action', action: { kind: 'call', fn: 0 } } });
    expect(run('Digit3')).toBeNull();
    expect(run('Digit6')).toBeNull();
    expect(run('Digit1', { shiftKey: true })).toBeNull();
  });

  it('r g b are conditions, n none; shift paints only the allowed colours', () => {
    expect(run('KeyG')).toEqual({ type: 'tool', tool: { kind: 'condition', cond: 'G' } });
    expect(run('KeyN')).toEqual({ type: 'tool', tool: { kind: 'condition', cond: null } });
    expect(run('KeyB', { shiftKey: true })).toEqual({ type: 'tool', tool: { kind: 'action', action: { kind: 'paint', color: 'B' } } });
    expect(run('KeyR', { shiftKey: true })).toBeNull();
  });

  it('type exactly the commands the palette offers, on every level', () => {
    for (const level of [...CAMPAIGN, TWO_FUNCTIONS_BLUE_PAINT]) {
      const chips = commandChips(level).map((c) => toolKey(c.tool)).sort();
      const keyed = Object.values(editorBindings(level))
        .flatMap((codes) => (codes ?? []).map((code) => keyCommand(key(code.replace('Shift+', ''), { shiftKey: code.startsWith('Shift+') }), level)))
        .flatMap((command) => (command?.type === 'tool' && command.tool.kind === 'action' ? [toolKey(command.tool)] : []));
      expect([...new Set(keyed)].sort(), level.id).toEqual(chips);
    }
  });

  it('x runs or stops, s steps, Delete and Backspace clear, Escape disarms', () => {
    expect(run('KeyX')).toEqual({ type: 'run' });
    expect(run('KeyS')).toEqual({ type: 'step' });
    expect(run('Delete')).toEqual({ type: 'clear' });
    expect(run('Backspace')).toEqual({ type: 'clear' });
    expect(run('Escape')).toEqual({ type: 'disarm' });
  });

  it('f runs to the end, h asks for a hint, . toggles a breakpoint; shifted, they are not ours', () => {
    expect(run('KeyF')).toEqual({ type: 'finish' });
    expect(run('KeyH')).toEqual({ type: 'hint' });
    expect(run('Period')).toEqual({ type: 'breakpoint' });
    expect(run('NumpadDecimal')).toEqual({ type: 'breakpoint' });
    expect(run('KeyH', { shiftKey: true })).toBeNull();
    expect(run('Period', { ctrlKey: true })).toBeNull();
  });

  it('Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo; other shortcuts keep their browser meaning', () => {
    expect(run('KeyZ', { ctrlKey: true })).toEqual({ type: 'undo' });
    expect(run('KeyZ', { metaKey: true, shiftKey: true })).toEqual({ type: 'redo' });
    expect(run('KeyY', { ctrlKey: true })).toEqual({ type: 'redo' });
    expect(run('KeyR', { ctrlKey: true })).toBeNull();
    expect(run('KeyW', { altKey: true })).toBeNull();
    expect(run('Tab')).toBeNull();
    expect(run('Enter')).toBeNull();
    expect(run('ArrowLeft')).toBeNull();
  });
});

/** Hint controls whose state the test sets; the keys read it when pressed. */
function hintControls(initial: HintState): HintControls & { now: HintState } {
  const controls = {
    now: initial,
    state: { get: () => controls.now, subscribe: () => () => {} },
    progress: { get: () => null, subscribe: () => () => {} },
    ask: vi.fn(),
    cancel: vi.fn(),
    dismiss: vi.fn(),
    available: true,
  };
  return controls;
}

function Keys(props: PlayKeyActions & { enabled?: boolean }) {
  usePlayKeys(props, props.enabled ?? true);
  return null;
}

function setup(hint: HintControls | null = null) {
  const actions = { level: TWO_FUNCTIONS_BLUE_PAINT, edit: vi.fn(), hint, step: vi.fn(), finish: vi.fn(), runOrReset: vi.fn() };
  const view = render(<Keys {...actions} />);
  return { ...actions, view };
}

describe('what the keys do on the play screen', () => {
  it('a command typed moves on to the next slot, a colour stays; a held key types once, a held Ctrl+Z undoes again', () => {
    const { edit } = setup();
    fireEvent.keyDown(window, { code: 'KeyW' });
    fireEvent.keyDown(window, { code: 'KeyW', repeat: true });
    fireEvent.keyDown(window, { code: 'KeyG' });
    fireEvent.keyDown(window, { code: 'KeyZ', ctrlKey: true });
    fireEvent.keyDown(window, { code: 'KeyZ', ctrlKey: true, repeat: true });
    expect(edit.mock.calls.map(([c]) => c)).toEqual([
      { type: 'apply', tool: { kind: 'action', action: { kind: 'forward' } }, advance: true },
      { type: 'apply', tool: { kind: 'condition', cond: 'G' }, advance: false },
      { type: 'undo' },
      { type: 'undo' },
    ]);
  });

  it('x is run or reset, s steps, f finishes, . toggles the selected slot’s breakpoint', () => {
    const { edit, runOrReset, step, finish } = setup();
    for (const code of ['KeyX', 'KeyS', 'KeyF', 'Period']) fireEvent.keyDown(window, { code });
    expect([runOrReset, step, finish].map((f) => f.mock.calls.length)).toEqual([1, 1, 1]);
    expect(edit).toHaveBeenCalledWith({ type: 'breakpoint' });
  });

  it('Escape cancels a hint being searched for, else puts the tool down; h asks only when none is under way', () => {
    const hint = hintControls({ status: 'searching', purpose: 'hint' });
    const { edit } = setup(hint);
    fireEvent.keyDown(window, { code: 'Escape' });
    fireEvent.keyDown(window, { code: 'KeyH' });
    expect(hint.cancel).toHaveBeenCalledTimes(1);
    expect(hint.ask).not.toHaveBeenCalled();
    // The state as it is when the key is pressed: no render in between.
    hint.now = { status: 'idle' };
    fireEvent.keyDown(window, { code: 'KeyH' });
    fireEvent.keyDown(window, { code: 'Escape' });
    expect(hint.ask).toHaveBeenCalledWith('hint');
    expect(hint.cancel).toHaveBeenCalledTimes(1);
    expect(edit).toHaveBeenLastCalledWith({ type: 'arm', tool: null });
  });

  it('no hint where the screen offers none; nothing while disabled', () => {
    const { edit, view } = setup();
    fireEvent.keyDown(window, { code: 'KeyH' });
    view.rerender(<Keys level={TWO_FUNCTIONS_BLUE_PAINT} edit={edit} hint={null} step={vi.fn()} finish={vi.fn()} runOrReset={vi.fn()} enabled={false} />);
    fireEvent.keyDown(window, { code: 'KeyW' });
    expect(edit).not.toHaveBeenCalled();
  });
});
