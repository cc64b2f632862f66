import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { commandForCode, keyLabel, useGameKeys, type Bindings } from './useGameKeys';

type C = 'left' | 'drop';
const bindings: Bindings<C> = { left: ['ArrowLeft', 'KeyA'], drop: ['Space'] };

function Probe({ onDown, onUp, enabled = true }: { onDown: (c: C) => void; onUp: (c: C) => void; enabled?: boolean }) {
  useGameKeys(bindings, { onDown, onUp }, enabled);
  return <input aria-label="name" />;
}

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

  it('leaves keys typed into a form field alone, and does nothing when disabled', () => {
    const onDown = vi.fn();
    const { getByLabelText, rerender } = render(<Probe onDown={onDown} onUp={vi.fn()} />);
    fireEvent.keyDown(getByLabelText('name'), { code: 'KeyA' });
    expect(onDown).not.toHaveBeenCalled();
    rerender(<Probe onDown={onDown} onUp={vi.fn()} enabled={false} />);
    fireEvent.keyDown(window, { code: 'ArrowLeft' });
    expect(onDown).not.toHaveBeenCalled();
  });
});
