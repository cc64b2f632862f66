import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PiecePose, PieceView } from '../../machines/tetrisView';
import { Board } from './Board';
import { at, minos, placeOf, props, rowCells, shape } from './boardTestKit';
import type { Source } from './stageSource';

describe('Tetris Board', () => {
  it('draws the piece and its ghost as boxes of minos over the board, and only locked blocks in the rows', () => {
    const { container } = render(<Board {...props({})} />);
    const layer = container.querySelector('.t-piece-layer')!;
    expect([...layer.children].map((s) => `${s.getAttribute('data-kind')} ${s.getAttribute('data-shape')}`)).toEqual(['ghost T 0', 'piece T 0']);
    expect(shape(container, 'piece')!.dataset.shape).toBe('T 0');
    expect(minos(shape(container, 'piece')!)).toEqual([
      't-cell brick brick-t t-active@1,2',
      't-cell brick brick-t t-active@2,1',
      't-cell brick brick-t t-active@2,2',
      't-cell brick brick-t t-active@2,3',
    ]);
    expect(minos(shape(container, 'ghost')!).every((m) => m.startsWith('t-cell brick-empty t-ghost brick-t@'))).toBe(true);
    expect(placeOf(shape(container, 'piece'))).toEqual({ x: 0, y: 0 });
    expect(placeOf(shape(container, 'ghost'))).toEqual({ x: 0, y: 1 });
    const rows = rowCells(container);
    expect(rows[0]!.every((c) => c === 't-cell brick-empty')).toBe(true);
    expect(rows[1]!.every((c) => c === 't-cell brick-empty')).toBe(true);
    expect(rows[2]).toEqual(['t-cell brick brick-x', 't-cell brick brick-x', 't-cell brick-empty', 't-cell brick brick-x']);
  });

  it('shows the box of the piece in play and of its ghost, the ghost painted under the piece', () => {
    const { container, rerender } = render(<Board {...props({})} />);
    // The ghost off first, so the piece's box is made before its ghost's.
    rerender(<Board {...props({ piece: at('I', 'R', 1, 0, null) })} />);
    rerender(<Board {...props({ piece: at('I', 'R', 1, 0, 5) })} />);
    const ghost = shape(container, 'ghost')!;
    const piece = shape(container, 'piece')!;
    expect([ghost.dataset.shape, piece.dataset.shape]).toEqual(['I R', 'I R']);
    expect(minos(piece).map((m) => m.split('@')[1])).toEqual(['1,3', '2,3', '3,3', '4,3']);
    // Later in the layer paints on top: the piece over its ghost where they meet.
    expect(ghost.compareDocumentPosition(piece) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    rerender(<Board {...props({ piece: at('T', '0', 2, 0, 5) })} />);
    expect([shape(container, 'ghost')!.dataset.shape, shape(container, 'piece')!.dataset.shape]).toEqual(['T 0', 'T 0']);
    expect(placeOf(shape(container, 'piece'))).toEqual({ x: 2, y: 0 });
  });

  it('moves the piece and its ghost with it, and leaves the field as it was', () => {
    const { container, rerender } = render(<Board {...props({})} />);
    const cells = rowCells(container);
    rerender(<Board {...props({ piece: at('T', '0', 1, 0, 1) })} />);
    expect(placeOf(shape(container, 'piece'))).toEqual({ x: 1, y: 0 });
    expect(placeOf(shape(container, 'ghost'))).toEqual({ x: 1, y: 1 });
    expect(rowCells(container)).toEqual(cells);
  });

  it('in a browser, moves the shown boxes by animations that hold their place, never by their style, and lets a hidden box\'s animation go', () => {
    const cancelled: string[] = [];
    const animate = vi.fn(function (this: HTMLElement, keyframes: Keyframe[], options?: KeyframeAnimationOptions) {
      const shape = `${this.dataset.kind} ${this.dataset.shape}`;
      return { cancel: () => cancelled.push(shape), keyframes, options } as unknown as Animation;
    });
    (HTMLElement.prototype as Partial<HTMLElement>).animate = animate;
    try {
      const { container, rerender } = render(<Board {...props({})} />);
      const moves = () =>
        animate.mock.calls.map(([keyframes], i) => {
          const { x, y } = placeOf(null, String((keyframes as Keyframe[])[0]!.transform));
          return `${(animate.mock.contexts[i] as HTMLElement).dataset.kind} ${x},${y}`;
        });
      expect(moves()).toEqual(['ghost 0,1', 'piece 0,0']);
      expect(animate.mock.calls.every(([, options]) => (options as KeyframeAnimationOptions).fill === 'forwards' && (options as KeyframeAnimationOptions).duration === 0)).toBe(true);
      animate.mockClear();
      rerender(<Board {...props({ piece: at('T', '0', 1, 0, 1) })} />);
      expect(moves()).toEqual(['ghost 1,1', 'piece 1,0']);
      expect(shape(container, 'piece')!.style.transform).toBe('');
      expect(cancelled).toEqual([]);
      // A turn shows other boxes: the T's stop being layers, their animations go.
      rerender(<Board {...props({ piece: at('S', 'R', 1, -1, 0) })} />);
      expect(cancelled).toEqual(['ghost T 0', 'piece T 0']);
    } finally {
      delete (HTMLElement.prototype as Partial<HTMLElement>).animate;
    }
  });

  it('turns and changes the piece by showing another box; with no piece drawn every box is transparent', () => {
    const { container, rerender } = render(<Board {...props({})} />);
    const t = [shape(container, 'ghost')!, shape(container, 'piece')!];
    rerender(<Board {...props({ piece: at('S', 'R', 1, -1, 0) })} />);
    expect(t.map((b) => b.dataset.hidden)).toEqual(['true', 'true']);
    const s = [shape(container, 'ghost')!, shape(container, 'piece')!];
    expect(s.map((b) => b.dataset.shape)).toEqual(['S R', 'S R']);
    expect(minos(s[1]!).map((m) => m.split('@')[0])).toEqual(Array(4).fill('t-cell brick brick-s t-active'));
    expect(placeOf(s[1]!)).toEqual({ x: 1, y: -1 });
    expect(placeOf(s[0]!)).toEqual({ x: 1, y: 0 });
    rerender(<Board {...props({ piece: null })} />);
    expect(shape(container, 'ghost')).toBeNull();
    expect(shape(container, 'piece')).toBeNull();
    // The ghost off: only the piece's box shows.
    rerender(<Board {...props({ piece: at('S', 'R', 1, -1, null) })} />);
    expect(shape(container, 'ghost')).toBeNull();
    expect(shape(container, 'piece')).toBe(s[1]);
    // Back to a T: its boxes show again, where the piece now is.
    rerender(<Board {...props({ piece: at('T', '0', 4, 2, 9) })} />);
    expect([shape(container, 'ghost'), shape(container, 'piece')]).toEqual(t);
    expect(placeOf(t[1]!)).toEqual({ x: 4, y: 2 });
    expect(placeOf(t[0]!)).toEqual({ x: 4, y: 9 });
  });

  it('follows a piece source and an active-piece source by itself, with no new props', () => {
    const listeners = new Set<() => void>();
    let piece: PieceView | null = at('T', '0', 0, 0, 1);
    let active: PiecePose | null = { type: 'T', rotation: '0', x: 0 };
    const source = <T,>(get: () => T): Source<T> => ({ get, subscribe: (l) => (listeners.add(l), () => void listeners.delete(l)) });
    const change = (nextPiece: PieceView | null, nextActive: PiecePose | null) =>
      act(() => {
        piece = nextPiece;
        active = nextActive;
        for (const l of [...listeners]) l();
      });
    const { container, unmount } = render(<Board {...props({ piece: source(() => piece), active: source(() => active) })} />);
    const wrap = container.querySelector('[data-bench=board]')!;
    expect(wrap).toHaveAttribute('data-active', 'T 0 0');
    change(at('T', '0', 2, 5, 7), { type: 'T', rotation: '0', x: 2 });
    expect(placeOf(shape(container, 'piece'))).toEqual({ x: 2, y: 5 });
    expect(placeOf(shape(container, 'ghost'))).toEqual({ x: 2, y: 7 });
    expect(wrap).toHaveAttribute('data-active', 'T 0 2');
    change(at('T', 'R', 2, 5, 6), { type: 'T', rotation: 'R', x: 2 });
    expect(shape(container, 'piece')!.dataset.shape).toBe('T R');
    expect(minos(shape(container, 'piece')!).map((m) => m.split('@')[1]).sort()).toEqual(['1,2', '2,2', '2,3', '3,2']);
    expect(placeOf(shape(container, 'ghost'))).toEqual({ x: 2, y: 6 });
    change(at('J', '0', 3, 0, 17), { type: 'J', rotation: '0', x: 3 });
    expect(shape(container, 'piece')!.dataset.shape).toBe('J 0');
    expect(wrap).toHaveAttribute('data-active', 'J 0 3');
    // No piece (a clear): every box is transparent.
    change(null, null);
    expect(container.querySelectorAll('.t-shape[data-hidden=false]')).toHaveLength(0);
    expect(wrap).toHaveAttribute('data-active', '');
    unmount();
    expect(listeners.size).toBe(0);
  });
});
