import { act, render } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { Board, type BoardProps } from './Board';
import type { PieceSource } from './boardView';

// A 4 x 3 board: one locked row, a T in its spawn rotation at the top and its ghost a row lower.
const W = 4;
const field = ['....', '....', 'XX.X'].join('');

function props(over: Partial<BoardProps>): BoardProps {
  return { field, piece: 'T 0 0 0 1', width: W, height: 3, clearingRows: [], collapsed: [], fall: -1, clearMs: 200, active: 'T 0 0', ...over };
}

const rowClasses = (c: HTMLElement) => [...c.querySelectorAll<HTMLElement>('.t-row')].map((r) => r.className);
const rowCells = (c: HTMLElement) => [...c.querySelectorAll<HTMLElement>('.t-row')].map((r) => [...r.children].map((s) => s.className));
const shape = (c: HTMLElement, kind: string) => c.querySelector<HTMLElement>(`.t-shape[data-kind=${kind}]`)!;
const minos = (c: HTMLElement, kind: string) =>
  [...shape(c, kind).children].map((s) => `${s.className}@${(s as HTMLElement).style.gridRowStart},${(s as HTMLElement).style.gridColumnStart}`);

describe('Tetris Board', () => {
  it('draws the piece and its ghost as two boxes of minos over the board, and only locked blocks in the rows', () => {
    const { container } = render(<Board {...props({})} />);
    const layer = container.querySelector('.t-piece-layer')!;
    expect([...layer.children].map((s) => s.getAttribute('data-kind'))).toEqual(['ghost', 'piece']);
    expect(minos(container, 'piece')).toEqual([
      't-cell brick brick-t t-active@1,2',
      't-cell brick brick-t t-active@2,1',
      't-cell brick brick-t t-active@2,2',
      't-cell brick brick-t t-active@2,3',
    ]);
    expect(minos(container, 'ghost').every((m) => m.startsWith('t-cell brick-empty t-ghost brick-t@'))).toBe(true);
    expect(shape(container, 'piece').style.transform).toBe('translate(calc(0 * var(--pitch-x)), calc(0 * var(--pitch-y)))');
    expect(shape(container, 'ghost').style.transform).toBe('translate(calc(0 * var(--pitch-x)), calc(1 * var(--pitch-y)))');
    const rows = rowCells(container);
    expect(rows[0]!.every((c) => c === 't-cell brick-empty')).toBe(true);
    expect(rows[1]!.every((c) => c === 't-cell brick-empty')).toBe(true);
    expect(rows[2]).toEqual(['t-cell brick brick-x', 't-cell brick brick-x', 't-cell brick-empty', 't-cell brick brick-x']);
  });

  it('moves the piece by moving its box: the minos and the rows stay as they are', () => {
    const { container, rerender } = render(<Board {...props({})} />);
    const before = [...container.querySelectorAll('.t-row span, .t-shape span')];
    const styles = before.map((s) => s.getAttribute('style'));
    rerender(<Board {...props({ piece: 'T 0 1 0 1' })} />);
    expect(shape(container, 'piece').style.transform).toBe('translate(calc(1 * var(--pitch-x)), calc(0 * var(--pitch-y)))');
    const after = [...container.querySelectorAll('.t-row span, .t-shape span')];
    expect(after).toEqual(before);
    expect(after.map((s) => s.getAttribute('style'))).toEqual(styles);
  });

  it('rotates and changes the piece in place; with no piece drawn the boxes stay, transparent', () => {
    const { container, rerender } = render(<Board {...props({})} />);
    const boxes = [shape(container, 'ghost'), shape(container, 'piece')];
    rerender(<Board {...props({ piece: 'S R 1 -1 0' })} />);
    expect(minos(container, 'piece').map((m) => m.split('@')[0])).toEqual(Array(4).fill('t-cell brick brick-s t-active'));
    expect(shape(container, 'piece').style.transform).toBe('translate(calc(1 * var(--pitch-x)), calc(-1 * var(--pitch-y)))');
    rerender(<Board {...props({ piece: '' })} />);
    expect([shape(container, 'ghost'), shape(container, 'piece')]).toEqual(boxes);
    expect(boxes.map((b) => b.dataset.hidden)).toEqual(['true', 'true']);
    expect(minos(container, 'piece')).toHaveLength(4);
    // The ghost off: its box is hidden, the piece's shows.
    rerender(<Board {...props({ piece: 'S R 1 -1 -' })} />);
    expect(boxes.map((b) => b.dataset.hidden)).toEqual(['true', 'false']);
  });

  it('follows a piece source by itself: a move writes the boxes\' places and renders nothing; a rotation re-renders the boxes', () => {
    let piece = 'T 0 0 0 1';
    const listeners = new Set<() => void>();
    const source: PieceSource = { get: () => piece, subscribe: (l) => (listeners.add(l), () => void listeners.delete(l)) };
    const change = (next: string) => act(() => {
      piece = next;
      for (const l of [...listeners]) l();
    });
    let renders = 0;
    const { container, unmount } = render(
      <Profiler id="board" onRender={() => renders++}>
        <Board {...props({ piece: source })} />
      </Profiler>,
    );
    const minosBefore = [...shape(container, 'piece').children];
    renders = 0;
    change('T 0 2 5 7');
    expect(renders).toBe(0);
    expect(shape(container, 'piece').style.transform).toBe('translate(calc(2 * var(--pitch-x)), calc(5 * var(--pitch-y)))');
    expect(shape(container, 'ghost').style.transform).toBe('translate(calc(2 * var(--pitch-x)), calc(7 * var(--pitch-y)))');
    expect([...shape(container, 'piece').children]).toEqual(minosBefore);
    change('T R 2 5 6');
    expect(renders).toBeGreaterThan(0);
    expect(minos(container, 'piece').map((m) => m.split('@')[1]).sort()).toEqual(['1,2', '2,2', '2,3', '3,2']);
    expect(shape(container, 'ghost').style.transform).toBe('translate(calc(2 * var(--pitch-x)), calc(6 * var(--pitch-y)))');
    // No piece (a clear): the boxes turn transparent and stay where they were.
    change('');
    expect([shape(container, 'ghost'), shape(container, 'piece')].map((b) => b.dataset.hidden)).toEqual(['true', 'true']);
    expect(shape(container, 'piece').style.transform).toBe('translate(calc(2 * var(--pitch-x)), calc(5 * var(--pitch-y)))');
    unmount();
    expect(listeners.size).toBe(0);
  });

  it('lets only rows that held blocks when the fall started fall', () => {
    const after = ['....', 'X...', 'XX.X'].join('');
    const { container, rerender } = render(<Board {...props({ field: after, collapsed: [1], clearingRows: [] })} />);
    expect(rowClasses(container)).toEqual(['t-row', 't-row', 't-row']);
    rerender(<Board {...props({ field: after, collapsed: [1], fall: 1 })} />);
    expect(rowClasses(container)).toEqual(['t-row', 't-row t-fall-1', 't-row']);
    // A block lands in the top row during the fall: that row does not start falling.
    rerender(<Board {...props({ field: ['X...', 'X...', 'XX.X'].join(''), collapsed: [1], fall: 1 })} />);
    expect(rowClasses(container)).toEqual(['t-row', 't-row t-fall-1', 't-row']);
    // The next clear takes the rows afresh.
    rerender(<Board {...props({ field: ['X...', 'X...', 'XX.X'].join(''), collapsed: [1], fall: 2 })} />);
    expect(rowClasses(container)).toEqual(['t-row t-fall-0', 't-row t-fall-0', 't-row']);
  });

  it('keeps the elements of the rows that stay after a clear: the cleared row goes, an empty one comes in on top', () => {
    // Rows: A (top), B, full row, C. Clearing row 2 leaves empty, A, B, C.
    const before = ['X...', 'XX..', 'XXXX', 'XXX.'].join('');
    const after = ['....', 'X...', 'XX..', 'XXX.'].join('');
    const { container, rerender } = render(<Board {...props({ field: before, height: 4 })} />);
    const rowsBefore = [...container.querySelectorAll('.t-row')];
    rerender(<Board {...props({ field: after, height: 4, fall: 1, collapsed: [2] })} />);
    const rowsAfter = [...container.querySelectorAll('.t-row')];
    expect(rowsAfter.slice(1)).toEqual([rowsBefore[0], rowsBefore[1], rowsBefore[3]]);
    expect(rowsBefore[2]!.isConnected).toBe(false);
    expect(rowsAfter[0]!.isConnected && !rowsBefore.includes(rowsAfter[0]!)).toBe(true);
    expect(rowCells(container).map((r) => r.filter((c) => c.includes('brick-x')).length)).toEqual([0, 1, 2, 3]);
    // A new game (the clear count starts again) keys every row afresh.
    rerender(<Board {...props({ field: '.'.repeat(16), height: 4, fall: -1 })} />);
    expect([...container.querySelectorAll('.t-row')].some((r) => rowsAfter.includes(r))).toBe(false);
  });
});
