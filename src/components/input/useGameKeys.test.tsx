import { fireEvent, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { commandForCode, commandForKey, isTypingTarget, keyChord, keyLabel, useGameKeys, type Bindings, type GameKeyOptions, type KeyLike } from './useGameKeys';

type C = 'left' | 'drop';
const bindings: Bindings<C> = { left: ['ArrowLeft', 'KeyA'], drop: ['Space'] };

function Probe({ onDown, onUp, enabled = true, options }: { onDown: (c: C) => void; onUp: (c: C) => void; enabled?: boolean; options?: GameKeyOptions<C> }) {
  useGameKeys(bindings, { onDown, onUp }, enabled, options);
  return <input aria-label="name" />;
}

type E = 'left' | 'paint' | 'undo' | 'redo';
const chords: Bindings<E> = { left: ['KeyQ'], paint: ['Shift+KeyR'], undo: ['Mod+KeyZ'], redo: ['Mod+Shift+KeyZ', 'Mod+KeyY'] };

function ChordProbe({ onDown }: { onDown: (c: E) => void }) {
  useGameKeys(chords, { onDown }, true, { modifiers: 'chord', repeats: ['undo', 'redo'] });
  return null;
}

const key = (code: string, mods: Partial<KeyLike> = {}): KeyLike => ({ code, shiftKey: false, ctrlKey: false, metaKey: false, altKey: false, ...mods });

describe('keyboard layer', () => {
  it('maps KeyboardEvent.code to commands', () => {
    expect(commandForCode(bindings, 'KeyA')).toBe('left');
    expect(commandForCode(bindings, 'KeyQ')).toBeNull();
    expect(keyLabel('KeyZ')).toBe('Z');
    expect(keyLabel('ArrowLeft')).toBe('←');
    expect(keyLabel('ShiftLeft')).toBe('Shift Left');
  });

  it('fires commands, prevents page scroll for game keys, ignores OS repeat and other keys', () => {
    const onDown = vi.fn();
    const onUp = vi.fn();
    render(<Probe onDown={onDown} onUp={onUp} />);
    const space = new KeyboardEvent('keydown', { code: 'Space', cancelable: true, bubbles: true });
    window.dispatchEvent(space);
    expect(space.defaultPrevented).toBe(true);
    expect(onDown).toHaveBeenCalledWith('drop', expect.anything());
    fireEvent.keyDown(window, { code: 'Space', repeat: true });
    expect(onDown).toHaveBeenCalledTimes(1);
    const other = new KeyboardEvent('keydown', { code: 'KeyQ', cancelable: true, bubbles: true });
    window.dispatchEvent(other);
    expect(other.defaultPrevented).toBe(false);
    fireEvent.keyUp(window, { code: 'KeyA' });
    expect(onUp).toHaveBeenCalledWith('left', expect.anything());
  });

  it('listens from the commit: a key pressed before passive effects run is heard', () => {
    // A later sibling's layout effect runs in the same commit, before any passive effect.
    function PressNow() {
      useLayoutEffect(() => {
        window.dispatchEvent(new KeyboardEvent('keydown', { code: 'Space', cancelable: true, bubbles: true }));
      }, []);
      return null;
    }
    const onDown = vi.fn();
    render(
      <>
        <Probe onDown={onDown} onUp={vi.fn()} />
        <PressNow />
      </>,
    );
    expect(onDown).toHaveBeenCalledWith('drop', expect.anything());
  });

  it('leaves keys typed into a form field alone, and does nothing when disabled', () => {
    const onDown = vi.fn();
    const { getByLabelText, rerender } = render(<Probe onDown={onDown} onUp={vi.fn()} />);
    fireEvent.keyDown(getByLabelText('name'), { code: 'KeyA' });
    expect(onDown).not.toHaveBeenCalled();
    rerender(<Probe onDown={onDown} onUp={vi.fn()} enabled={false} />);
    fireEvent.keyDown(window, { code: 'ArrowLeft' });
    expect(onDown).not.toHaveBeenCalled();
  });

  it('held keys: a bare code is ours with Shift or Ctrl held, never with Alt or ⌘', () => {
    expect(commandForKey(bindings, key('ArrowLeft', { shiftKey: true }))).toBe('left');
    expect(commandForKey(bindings, key('ArrowLeft', { ctrlKey: true }))).toBe('left');
    expect(commandForKey(bindings, key('ArrowLeft', { altKey: true }))).toBeNull();
    expect(commandForKey(bindings, key('ArrowLeft', { metaKey: true }))).toBeNull();
  });

  it('chords: a binding is ours only with exactly the modifiers it names; Mod is Ctrl or ⌘; Alt never', () => {
    expect(keyChord(key('KeyZ', { metaKey: true, shiftKey: true }))).toBe('Mod+Shift+KeyZ');
    const run = (code: string, mods?: Partial<KeyLike>) => commandForKey(chords, key(code, mods), 'chord');
    expect(run('KeyQ')).toBe('left');
    expect(run('KeyQ', { shiftKey: true })).toBeNull();
    expect(run('KeyQ', { ctrlKey: true })).toBeNull();
    expect(run('KeyR', { shiftKey: true })).toBe('paint');
    expect(run('KeyR')).toBeNull();
    expect(run('KeyZ', { ctrlKey: true })).toBe('undo');
    expect(run('KeyZ', { metaKey: true })).toBe('undo');
    expect(run('KeyZ', { ctrlKey: true, shiftKey: true })).toBe('redo');
    expect(run('KeyY', { ctrlKey: true, shiftKey: true })).toBeNull();
    expect(run('KeyZ', { ctrlKey: true, altKey: true })).toBeNull();
  });

  it('repeats only the commands that ask for it; keys that are not ours keep their default', () => {
    const onDown = vi.fn();
    render(<ChordProbe onDown={onDown} />);
    fireEvent.keyDown(window, { code: 'KeyZ', ctrlKey: true });
    fireEvent.keyDown(window, { code: 'KeyZ', ctrlKey: true, repeat: true });
    fireEvent.keyDown(window, { code: 'KeyQ' });
    fireEvent.keyDown(window, { code: 'KeyQ', repeat: true });
    expect(onDown.mock.calls.map(([c]) => c)).toEqual(['undo', 'undo', 'left']);
    const reload = new KeyboardEvent('keydown', { code: 'KeyR', ctrlKey: true, cancelable: true, bubbles: true });
    window.dispatchEvent(reload);
    expect(reload.defaultPrevented).toBe(false);
  });

  it('an open dialog keeps the keys but for those it passes on', () => {
    const onDown = vi.fn();
    render(<Probe onDown={onDown} onUp={vi.fn()} />);
    const dialog = document.body.appendChild(document.createElement('dialog'));
    dialog.setAttribute('open', '');
    fireEvent.keyDown(window, { code: 'Space' });
    expect(onDown).not.toHaveBeenCalled();
    dialog.setAttribute('data-pass-keys', 'drop');
    fireEvent.keyDown(window, { code: 'Space' });
    expect(onDown).toHaveBeenCalledWith('drop', expect.anything());
    dialog.remove();
  });
});

describe('which focused elements keep the keys to themselves', () => {
  const input = (type: string) => Object.assign(document.createElement('input'), { type });
  it('text fields do; the speed slider and other keyless inputs do not', () => {
    expect(isTypingTarget(input('text'))).toBe(true);
    expect(isTypingTarget(document.createElement('textarea'))).toBe(true);
    expect(isTypingTarget(input('range'))).toBe(false);
    expect(isTypingTarget(input('checkbox'))).toBe(false);
    expect(isTypingTarget(document.createElement('button'))).toBe(false);
  });
});
