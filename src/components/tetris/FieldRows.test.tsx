import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Row } from '../../logic/tetris/index.ts';
import { Board } from './Board';
import { blocks, field, nextFrame, places, props, rowAt, rowCells, rowClasses, rows, shownRows, slid } from './boardTestKit';
import type { Source } from './stageSource';

describe('Tetris Board rows', () => {
  it('follows a field source by itself, with no new props: a lock writes the cells and the danger flag', () => {
    let cells = field;
    const listeners = new Set<() => void>();
    const source: Source<readonly Row[]> = { get: () => cells, subscribe: (l) => (listeners.add(l), () => void listeners.delete(l)) };
    const { container, unmount } = render(<Board {...props({ field: source, height: 3 })} />);
    expect(rowCells(container)[2]).toEqual(['t-cell brick brick-x', 't-cell brick brick-x', 't-cell brick-empty', 't-cell brick brick-x']);
    expect(container.querySelector('.t-board')).toHaveAttribute('data-danger', 'true');
    act(() => {
      cells = rows('....', '..T.', 'XXTX');
      for (const l of [...listeners]) l();
    });
    expect(rowCells(container)).toEqual([
      Array(4).fill('t-cell brick-empty'),
      ['t-cell brick-empty', 't-cell brick-empty', 't-cell brick brick-t', 't-cell brick-empty'],
      ['t-cell brick brick-x', 't-cell brick brick-x', 't-cell brick brick-t', 't-cell brick brick-x'],
    ]);
    unmount();
    expect(listeners.size).toBe(0);
  });

  it('shows no danger while the top four rows hold no block', () => {
    const { container } = render(<Board {...props({ field: rows(...Array<string>(10).fill('....'), 'XXX.'), height: 11 })} />);
    expect(container.querySelector('.t-board')).toHaveAttribute('data-danger', 'false');
  });

  it('shows the rows top to bottom, each at its own row', () => {
    const { container } = render(<Board {...props({})} />);
    const inPage = [...container.querySelectorAll<HTMLElement>('.t-row')];
    expect(inPage.map(rowAt)).toEqual([0, 1, 2]);
    expect(shownRows(container)).toEqual(inPage);
  });

  it('lets only rows that hold blocks fall, from where they were', () => {
    // Rows: A (top, empty), B, full row, C. Clearing row 2 leaves empty, A, B, C.
    const before = rows('....', 'XX..', 'XXXX', 'XXX.');
    const after = rows('....', '....', 'XX..', 'XXX.');
    const { container, rerender } = render(<Board {...props({ field: before, height: 4, clearingRows: [2] })} />);
    const was = places(container);
    rerender(<Board {...props({ field: after, height: 4, fall: 1, collapsed: [2] })} />);
    // B slides down a row; the cleared row jumps to the second place, emptied; A (empty) and C stay.
    expect(slid(container, was)).toEqual([2]);
    expect(shownRows(container).filter((r) => r.style.transform !== was.get(r)).map(rowAt)).toEqual([1, 2]);
    expect(blocks(container)).toEqual([0, 0, 2, 3]);
  });

  it('lets nothing slide while other rows flash (a clear that follows another at once)', async () => {
    const { container, rerender } = render(<Board {...props({ field: rows('XX..', 'XXXX', 'X...'), clearingRows: [1] })} />);
    const was = places(container);
    rerender(<Board {...props({ field: rows('....', 'XX..', 'XXXX'), fall: 1, collapsed: [1], clearingRows: [2] })} />);
    expect(blocks(container)).toEqual([0, 2, 4]);
    await nextFrame();
    expect(rowClasses(container)).toEqual(['t-row', 't-row', 't-row t-clearing']);
    expect(shownRows(container).filter((r) => r.style.transform !== was.get(r)).map(rowAt)).toEqual([0, 1]);
    expect(slid(container, was)).toEqual([]);
  });

  it('keeps the elements of the rows that stay after a clear, and puts the cleared row\'s, emptied, on top', async () => {
    // Rows: A (top), B, full row, C. Clearing row 2 leaves empty, A, B, C.
    const before = rows('X...', 'XX..', 'XXXX', 'XXX.');
    const after = rows('....', 'X...', 'XX..', 'XXX.');
    const { container, rerender } = render(<Board {...props({ field: before, height: 4 })} />);
    const inPage = [...container.querySelectorAll('.t-row')];
    const spans = [...container.querySelectorAll('.t-row span')];
    rerender(<Board {...props({ field: before, height: 4, clearingRows: [2] })} />);
    // The flash starts a frame after the lock.
    expect(rowClasses(container)).toEqual(['t-row', 't-row', 't-row', 't-row']);
    await nextFrame();
    expect(rowClasses(container)).toEqual(['t-row', 't-row', 't-row t-clearing', 't-row']);
    const was = places(container);
    rerender(<Board {...props({ field: after, height: 4, fall: 1, collapsed: [2] })} />);
    expect(shownRows(container)).toEqual([inPage[2], inPage[0], inPage[1], inPage[3]]);
    expect(rowClasses(container)).toEqual(['t-row', 't-row', 't-row', 't-row']);
    expect(slid(container, was)).toEqual([1, 2]);
    expect(blocks(container)).toEqual([0, 1, 2, 3]);
    // Nothing was made, dropped or moved in the page.
    expect([...container.querySelectorAll('.t-row')]).toEqual(inPage);
    expect([...container.querySelectorAll('.t-row span')]).toEqual(spans);
    // A new game (the clear count starts again) moves no row and writes its field over them.
    rerender(<Board {...props({ field: rows('....', '....', '....', 'X...'), height: 4, fall: -1 })} />);
    expect(shownRows(container)).toEqual([inPage[2], inPage[0], inPage[1], inPage[3]]);
    expect(blocks(container)).toEqual([0, 0, 0, 1]);
  });

  it('moves the rows of a clear that follows another at once, and flashes the new full rows where they now show', async () => {
    // Two clears of the bottom row in a row: the second one's flash comes with the first one's end.
    const before = rows('XX..', 'XXXX', 'XXXX');
    const between = rows('....', 'XX..', 'XXXX');
    const { container, rerender } = render(<Board {...props({ field: before, clearingRows: [2] })} />);
    const [a, b, c] = [...container.querySelectorAll('.t-row')];
    let was = places(container);
    rerender(<Board {...props({ field: between, clearingRows: [2], fall: 1, collapsed: [2] })} />);
    expect(slid(container, was)).toEqual([]);
    expect(shownRows(container)).toEqual([c, a, b]);
    await nextFrame();
    expect(rowClasses(container)).toEqual(['t-row', 't-row', 't-row t-clearing']);
    expect(blocks(container)).toEqual([0, 2, 4]);
    was = places(container);
    rerender(<Board {...props({ field: rows('....', '....', 'XX..'), fall: 2, collapsed: [2] })} />);
    // The empty row on top stays where it is; the cleared one fills the other empty place.
    expect(shownRows(container)).toEqual([c, b, a]);
    expect(rowClasses(container)).toEqual(['t-row', 't-row', 't-row']);
    expect(slid(container, was)).toEqual([2]);
  });

  it('never renders the rows again: a render does not undo what the board wrote into them', async () => {
    const before = rows('X...', 'XXXX', 'XX..');
    const after = rows('....', 'X...', 'XX..');
    const { container, rerender } = render(<Board {...props({ field: before, clearingRows: [1] })} />);
    rerender(<Board {...props({ field: after, fall: 1, collapsed: [1] })} />);
    expect(rowCells(container).map((r) => r.filter((c) => c.includes('brick-x')).length)).toEqual([0, 1, 2]);
    // Renders for the board's own reasons (the next piece locks and a flash starts), after the rows moved.
    const next = rows('....', 'XXXX', 'XX..');
    rerender(<Board {...props({ field: next, fall: 1, collapsed: [1], clearingRows: [1] })} />);
    expect(rowCells(container).map((r) => r.filter((c) => c.includes('brick-x')).length)).toEqual([0, 4, 2]);
    await nextFrame();
    expect(rowClasses(container)).toEqual(['t-row', 't-row t-clearing', 't-row']);
  });
});
