import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubIdleCallbacks } from '../../test/idle';
import { useWhenIdle } from './useWhenIdle';

function Shows({ value }: { value: number }) {
  return <output>{useWhenIdle(value, 100)}</output>;
}

const shown = (c: HTMLElement) => Number(c.querySelector('output')!.textContent);

describe('useWhenIdle', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the first value at once, then each change once the browser is idle, the newest winning', () => {
    const { idle, runLast, runAll } = stubIdleCallbacks();
    const { container, rerender } = render(<Shows value={1} />);
    expect(shown(container)).toBe(1);
    expect(idle).toHaveLength(0);
    rerender(<Shows value={2} />);
    expect(shown(container)).toBe(1);
    expect(idle.at(-1)?.timeout).toBe(100);
    rerender(<Shows value={3} />);
    // Idle: the callback asked for last shows the newest value, rendered in the callback itself.
    runLast();
    expect(shown(container)).toBe(3);
    // The one made stale by the newer value was cancelled, and shows nothing old if it ran.
    runAll();
    expect(shown(container)).toBe(3);
  });

  it('falls back to the next task where the browser cannot tell when it is idle', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const { container, rerender } = render(<Shows value={1} />);
    rerender(<Shows value={5} />);
    expect(shown(container)).toBe(1);
    act(() => {
      vi.advanceTimersByTime(0);
    });
    expect(shown(container)).toBe(5);
  });
});
