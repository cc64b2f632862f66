import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Source } from './stageSource';
import { NextPanel, slotTransform } from './Previews';

/** The cards of the queue in the order of their places (data-slot). */
const cards = (c: HTMLElement) =>
  [...c.querySelectorAll<HTMLElement>('.t-next-card')].sort((a, b) => Number(a.dataset.slot) - Number(b.dataset.slot));
const pieces = (c: HTMLElement) => cards(c).map((p) => p.dataset.piece).join('');

describe('NextPanel', () => {
  it('shows the queue in order, the first one larger, each card placed by its transform', () => {
    const { container } = render(<NextPanel queue="TIOSZ" />);
    expect(pieces(container)).toBe('TIOSZ');
    expect(cards(container).map((c) => c.style.transform)).toEqual([0, 1, 2, 3, 4].map(slotTransform));
    expect(slotTransform(0)).toBe('scale(1.2)');
    expect(slotTransform(2)).toBe('translateY(calc(5.28 * var(--mini) + 2 * var(--next-gap)))');
    // Each card draws its piece: the T's four minos in its spawn shape.
    const t = cards(container)[0]!;
    expect([...t.querySelectorAll('span')].map((s) => `${s.className}@${s.style.gridColumnStart},${s.style.gridRowStart}`)).toEqual([
      'brick brick-t@2,1',
      'brick brick-t@1,2',
      'brick brick-t@2,2',
      'brick brick-t@3,2',
    ]);
    expect(container.querySelector('section')).toHaveAttribute('aria-label', 'Next: T, I, O, S, Z');
  });

  it('moves the cards up when the front piece leaves, and redraws only the card that comes in at the end', () => {
    const { container, rerender } = render(<NextPanel queue="TIOSZ" />);
    const before = cards(container);
    const minos = before.map((c) => [...c.querySelectorAll('span')].map((s) => s.className).join());
    rerender(<NextPanel queue="IOSZL" />);
    const after = cards(container);
    expect(pieces(container)).toBe('IOSZL');
    expect(after).toEqual([...before.slice(1), before[0]]);
    expect(after.slice(0, 4).map((c) => [...c.querySelectorAll('span')].map((s) => s.className).join())).toEqual(minos.slice(1));
    expect(after.map((c) => c.style.transform)).toEqual([0, 1, 2, 3, 4].map(slotTransform));
    expect(after[4]!.querySelector('span')!.className).toBe('brick brick-l');
    // A queue that did not just move up (a new game) is drawn in place.
    rerender(<NextPanel queue="JJLLT" />);
    expect(pieces(container)).toBe('JJLLT');
    expect(container.querySelector('section')).toHaveAttribute('data-queue', 'JJLLT');
  });

  it('follows a source of the queue by itself, a frame after each change, and shows as many cards as the queue holds', async () => {
    let queue = 'TIOSZ';
    const listeners = new Set<() => void>();
    const source: Source<string> = { get: () => queue, subscribe: (l) => (listeners.add(l), () => void listeners.delete(l)) };
    const change = (next: string) =>
      act(() => {
        queue = next;
        for (const l of [...listeners]) l();
      });
    const { container, unmount } = render(<NextPanel queue={source} />);
    change('IOSZL');
    // Drawn at the next frame, not in the frame of the change (the lock's).
    expect(pieces(container)).toBe('TIOSZ');
    await act(() => new Promise((done) => requestAnimationFrame(() => done(undefined))));
    expect(pieces(container)).toBe('IOSZL');
    change('IOS');
    expect(cards(container)).toHaveLength(3);
    expect(pieces(container)).toBe('IOS');
    unmount();
    expect(listeners.size).toBe(0);
  });
});
