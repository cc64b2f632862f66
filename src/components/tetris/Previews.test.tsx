import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NextPanel } from './Previews';

const previews = (c: HTMLElement) => [...c.querySelectorAll<HTMLElement>('.t-preview')];

describe('NextPanel', () => {
  it('shows the queue in order, the first one in the larger box', () => {
    const { container } = render(<NextPanel queue="TIOSZ" />);
    expect(previews(container).map((p) => p.dataset.piece).join('')).toBe('TIOSZ');
    expect(container.querySelector('.t-next-first .t-preview')).toHaveAttribute('data-piece', 'T');
  });

  it('keeps the elements of the pieces that move up when the front one leaves', () => {
    const { container, rerender } = render(<NextPanel queue="TIOSZ" />);
    const before = previews(container);
    rerender(<NextPanel queue="IOSZL" />);
    const after = previews(container);
    expect(after.map((p) => p.dataset.piece).join('')).toBe('IOSZL');
    expect(after.slice(0, 4)).toEqual(before.slice(1));
    expect(before[0]!.isConnected).toBe(false);
    expect(container.querySelector('.t-next-first .t-preview')).toBe(before[1]);
    // A queue that did not just move up (a new game) is drawn afresh.
    rerender(<NextPanel queue="JJLLT" />);
    expect(previews(container).some((p) => after.includes(p))).toBe(false);
  });
});
