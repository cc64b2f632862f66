import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubIdleCallbacks } from '../../test/idle';
import { announce } from './announce';
import { LiveRegion } from './LiveRegion';

describe('LiveRegion', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says the newest message once the browser is idle, and a repeated one again', () => {
    const { runLast: runIdle } = stubIdleCallbacks();
    render(<LiveRegion />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    act(() => announce('3 stars, 45 points'));
    // Not in the frame of the tap that caused it.
    expect(region).toHaveTextContent('');
    act(() => announce('Popped 3 stars'));
    runIdle();
    expect(region).toHaveTextContent('Popped 3 stars');
    const span = region.firstElementChild;
    act(() => announce('Popped 3 stars'));
    runIdle();
    expect(region).toHaveTextContent('Popped 3 stars');
    // A new element: screen readers read a repeated message again.
    expect(region.firstElementChild).not.toBe(span);
  });
});
