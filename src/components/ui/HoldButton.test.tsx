import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HoldButton } from './HoldButton';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('HoldButton', () => {
  it('fires on press, repeats while held after the delay, stops on release', () => {
    const onPress = vi.fn();
    const onRelease = vi.fn();
    render(
      <HoldButton label="Move left" onPress={onPress} onRelease={onRelease} delayMs={200} intervalMs={50}>
        ←
      </HoldButton>,
    );
    const button = screen.getByRole('button', { name: 'Move left' });
    fireEvent.pointerDown(button, { pointerId: 1 });
    expect(onPress).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(199));
    expect(onPress).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(101)); // 200 delay + 2 x 50
    expect(onPress).toHaveBeenCalledTimes(3);
    fireEvent.pointerUp(button, { pointerId: 1 });
    expect(onRelease).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(500));
    expect(onPress).toHaveBeenCalledTimes(3);
  });

  it('does not repeat when repeat is off, and works from the keyboard', () => {
    const onPress = vi.fn();
    render(
      <HoldButton label="Hard drop" onPress={onPress} repeat={false}>
        ⤓
      </HoldButton>,
    );
    const button = screen.getByRole('button', { name: 'Hard drop' });
    fireEvent.pointerDown(button, { pointerId: 1 });
    act(() => vi.advanceTimersByTime(1000));
    expect(onPress).toHaveBeenCalledTimes(1);
    fireEvent.pointerUp(button, { pointerId: 1 });
    fireEvent.click(button, { detail: 0 });
    expect(onPress).toHaveBeenCalledTimes(2);
    expect(button.className).toMatch(/min-h-11/);
  });
});
