import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultSettings, useSettings } from '../../stores/settings';
import { KeyRemap } from './KeyRemap';

beforeEach(() => useSettings.setState(defaultSettings()));

describe('Tetris key remapping screen', () => {
  it('removing pause keys stops at the last one, and says why', () => {
    render(<KeyRemap />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Escape from Pause' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove P from Pause' }));
    expect(useSettings.getState().tetris.keys.pause).toEqual(['F1']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove F1 from Pause' }));
    expect(useSettings.getState().tetris.keys.pause).toEqual(['F1']);
    expect(screen.getByRole('status')).toHaveTextContent('F1 is the only key for Pause: give Pause another key first.');
  });

  it("a new key that is another command's only key is refused; any other is moved", () => {
    render(<KeyRemap />);
    fireEvent.click(screen.getAllByRole('button', { name: 'Add key' })[7]!);
    fireEvent.keyDown(window, { code: 'Space' });
    expect(useSettings.getState().tetris.keys.hardDrop).toEqual(['Space']);
    expect(useSettings.getState().tetris.keys.pause).not.toContain('Space');
    expect(screen.getByRole('status')).toHaveTextContent('is the only key for Hard drop');
    fireEvent.click(screen.getAllByRole('button', { name: 'Add key' })[7]!);
    fireEvent.keyDown(window, { code: 'KeyX' });
    expect(useSettings.getState().tetris.keys.pause).toContain('KeyX');
    expect(useSettings.getState().tetris.keys.rotateCW).toEqual(['ArrowUp']);
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
