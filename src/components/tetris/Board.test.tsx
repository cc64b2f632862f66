import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Board, type BoardProps } from './Board';

// A 4 x 3 board: a flat two-cell piece drawn as T cells, its ghost (code 2: O's colour) below it.
const W = 4;
const cells = ['.tt.', '.22.', 'XX.X'].join('');

function props(over: Partial<BoardProps>): BoardProps {
  return { cells, width: W, height: 3, clearingRows: [], collapsed: [], fall: -1, clearMs: 200, active: 'T 0 1', ...over };
}

const rowClasses = (c: HTMLElement) => [...c.querySelectorAll<HTMLElement>('.t-row')].map((r) => r.className);
const rowCells = (c: HTMLElement) => [...c.querySelectorAll<HTMLElement>('.t-row')].map((r) => [...r.children].map((s) => s.className));
const layerCells = (c: HTMLElement) =>
  [...c.querySelectorAll<HTMLElement>('.t-piece-layer > span')].map((s) => `${s.className}@${s.style.gridRowStart},${s.style.gridColumnStart}`);

describe('Tetris Board', () => {
  it('draws the piece and its ghost in their own layer on the board grid, and only locked blocks in the rows', () => {
    const { container } = render(<Board {...props({})} />);
    expect(layerCells(container)).toEqual([
      't-cell brick-empty t-ghost brick-o@2,2',
      't-cell brick-empty t-ghost brick-o@2,3',
      't-cell brick brick-t t-active@1,2',
      't-cell brick brick-t t-active@1,3',
    ]);
    const rows = rowCells(container);
    expect(rows[0]!.every((c) => c === 't-cell brick-empty')).toBe(true);
    expect(rows[1]!.every((c) => c === 't-cell brick-empty')).toBe(true);
    expect(rows[2]).toEqual(['t-cell brick brick-x', 't-cell brick brick-x', 't-cell brick-empty', 't-cell brick brick-x']);
  });

  it('moves the piece without touching the rows', () => {
    const { container, rerender } = render(<Board {...props({})} />);
    const rowNodes = [...container.querySelectorAll('.t-row span')];
    rerender(<Board {...props({ cells: ['..tt', '..22', 'XX.X'].join('') })} />);
    expect(layerCells(container).slice(2)).toEqual(['t-cell brick brick-t t-active@1,3', 't-cell brick brick-t t-active@1,4']);
    expect([...container.querySelectorAll('.t-row span')]).toEqual(rowNodes);
  });

  it('lets only rows that held blocks when the fall started fall', () => {
    const after = ['....', 'X...', 'XX.X'].join('');
    const { container, rerender } = render(<Board {...props({ cells: after, collapsed: [1], clearingRows: [] })} />);
    expect(rowClasses(container)).toEqual(['t-row', 't-row', 't-row']);
    rerender(<Board {...props({ cells: after, collapsed: [1], fall: 1 })} />);
    expect(rowClasses(container)).toEqual(['t-row', 't-row t-fall-1', 't-row']);
    // A block lands in the top row during the fall: that row does not start falling.
    rerender(<Board {...props({ cells: ['X...', 'X...', 'XX.X'].join(''), collapsed: [1], fall: 1 })} />);
    expect(rowClasses(container)).toEqual(['t-row', 't-row t-fall-1', 't-row']);
    // The next clear takes the rows afresh.
    rerender(<Board {...props({ cells: ['X...', 'X...', 'XX.X'].join(''), collapsed: [1], fall: 2 })} />);
    expect(rowClasses(container)).toEqual(['t-row t-fall-0', 't-row t-fall-0', 't-row']);
  });

  it('keeps the elements of the rows that stay after a clear: the cleared row goes, an empty one comes in on top', () => {
    // Rows: A (top), B, full row, C. Clearing row 2 leaves empty, A, B, C.
    const before = ['X...', 'XX..', 'XXXX', 'XXX.'].join('');
    const after = ['....', 'X...', 'XX..', 'XXX.'].join('');
    const { container, rerender } = render(<Board {...props({ cells: before, height: 4 })} />);
    const rowsBefore = [...container.querySelectorAll('.t-row')];
    rerender(<Board {...props({ cells: after, height: 4, fall: 1, collapsed: [2] })} />);
    const rowsAfter = [...container.querySelectorAll('.t-row')];
    expect(rowsAfter.slice(1)).toEqual([rowsBefore[0], rowsBefore[1], rowsBefore[3]]);
    expect(rowsBefore[2]!.isConnected).toBe(false);
    expect(rowsAfter[0]!.isConnected && !rowsBefore.includes(rowsAfter[0]!)).toBe(true);
    expect(rowCells(container).map((r) => r.filter((c) => c.includes('brick-x')).length)).toEqual([0, 1, 2, 3]);
    // A new game (the clear count starts again) keys every row afresh.
    rerender(<Board {...props({ cells: '.'.repeat(16), height: 4, fall: -1 })} />);
    expect([...container.querySelectorAll('.t-row')].some((r) => rowsAfter.includes(r))).toBe(false);
  });
});
