import { act, render } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Board, type BoardProps } from './Board';
import type { StringSource } from './boardView';

// A 4 x 3 board: one locked row, a T in its spawn rotation at the top and its ghost a row lower.
const W = 4;
const field = ['....', '....', 'XX.X'].join('');

function props(over: Partial<BoardProps>): BoardProps {
  return { field, piece: 'T 0 0 0 1', width: W, height: 3, clearingRows: [], collapsed: [], fall: -1, clearMs: 200, active: 'T 0 0', ...over };
}

/** The row a row element shows at (its transform, rowTransform). */
const rowAt = (r: Element) => Number(/^translateY\(calc\((-?\d+) \*/.exec((r as HTMLElement).style.transform)?.[1] ?? NaN);
/** The rows top to bottom as they show (placed by their transforms, whatever their order in the page). */
const shownRows = (c: HTMLElement) => [...c.querySelectorAll<HTMLElement>('.t-row')].sort((a, b) => rowAt(a) - rowAt(b));
const rowClasses = (c: HTMLElement) => shownRows(c).map((r) => r.className.replace(' t-jump', ''));
const rowCells = (c: HTMLElement) => shownRows(c).map((r) => [...r.children].map((s) => s.className));
const blocks = (c: HTMLElement) => rowCells(c).map((r) => r.filter((x) => /brick-[a-z]/.test(x) && !x.includes('brick-empty')).length);

/** The rows' places (their transforms), to see which rows a change moves. */
const places = (c: HTMLElement) => new Map([...c.querySelectorAll<HTMLElement>('.t-row')].map((r) => [r, r.style.transform]));
/** The rows a change moved that slide into their new places (no t-jump), by where they now show. */
const slid = (c: HTMLElement, before: Map<HTMLElement, string>) =>
  shownRows(c)
    .filter((r) => r.style.transform !== before.get(r) && !r.classList.contains('t-jump'))
    .map((r) => rowAt(r));

/** The box of `kind` on show (the piece in play's type and rotation). */
const shape = (c: HTMLElement, kind: string) => {
  const shown = [...c.querySelectorAll<HTMLElement>(`.t-shape[data-kind=${kind}][data-hidden=false]`)];
  expect(shown.length).toBeLessThanOrEqual(1);
  return shown[0] ?? null;
};
const box = (c: HTMLElement, kind: string, shapeName: string) => c.querySelector<HTMLElement>(`.t-shape[data-kind=${kind}][data-shape="${shapeName}"]`)!;
const minos = (b: HTMLElement) => [...b.children].map((s) => `${s.className}@${(s as HTMLElement).style.gridRowStart},${(s as HTMLElement).style.gridColumnStart}`);


/** Lets the next animation frame run (a flash starts a frame after its lock). */
const nextFrame = () => act(() => new Promise<void>((done) => requestAnimationFrame(() => done())));

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
    expect(shape(container, 'piece')!.style.transform).toBe('translate(calc(0 * var(--pitch-x)), calc(0 * var(--pitch-y)))');
    expect(shape(container, 'ghost')!.style.transform).toBe('translate(calc(0 * var(--pitch-x)), calc(1 * var(--pitch-y)))');
    const rows = rowCells(container);
    expect(rows[0]!.every((c) => c === 't-cell brick-empty')).toBe(true);
    expect(rows[1]!.every((c) => c === 't-cell brick-empty')).toBe(true);
    expect(rows[2]).toEqual(['t-cell brick brick-x', 't-cell brick brick-x', 't-cell brick-empty', 't-cell brick brick-x']);
  });

  it('makes a box the first time its piece and rotation show and keeps it, the ghost\'s under the piece\'s', () => {
    const { container, rerender } = render(<Board {...props({})} />);
    const layer = container.querySelector('.t-piece-layer')!;
    rerender(<Board {...props({ piece: 'I R 1 0 5' })} />);
    expect([...layer.children].map((s) => `${s.getAttribute('data-kind')} ${s.getAttribute('data-shape')} ${s.getAttribute('data-hidden')}`)).toEqual([
      'ghost I R false',
      'ghost T 0 true',
      'piece T 0 true',
      'piece I R false',
    ]);
    expect(minos(box(container, 'piece', 'I R')).map((m) => m.split('@')[1])).toEqual(['1,3', '2,3', '3,3', '4,3']);
    const t = box(container, 'piece', 'T 0');
    rerender(<Board {...props({ piece: 'T 0 2 0 5' })} />);
    expect(layer.children).toHaveLength(4);
    expect(shape(container, 'piece')).toBe(t);
  });

  it('moves the piece by moving its box: the minos and the rows stay as they are', () => {
    const { container, rerender } = render(<Board {...props({})} />);
    const before = [...container.querySelectorAll('.t-row span, .t-shape span')];
    const styles = before.map((s) => s.getAttribute('style'));
    rerender(<Board {...props({ piece: 'T 0 1 0 1' })} />);
    expect(shape(container, 'piece')!.style.transform).toBe('translate(calc(1 * var(--pitch-x)), calc(0 * var(--pitch-y)))');
    const after = [...container.querySelectorAll('.t-row span, .t-shape span')];
    expect(after).toEqual(before);
    expect(after.map((s) => s.getAttribute('style'))).toEqual(styles);
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
      const moves = () => animate.mock.calls.map(([keyframes], i) => `${(animate.mock.contexts[i] as HTMLElement).dataset.kind} ${(keyframes as Keyframe[])[0]!.transform}`);
      expect(moves()).toEqual(['ghost translate(calc(0 * var(--pitch-x)), calc(1 * var(--pitch-y)))', 'piece translate(calc(0 * var(--pitch-x)), calc(0 * var(--pitch-y)))']);
      expect(animate.mock.calls.every(([, options]) => (options as KeyframeAnimationOptions).fill === 'forwards' && (options as KeyframeAnimationOptions).duration === 0)).toBe(true);
      animate.mockClear();
      rerender(<Board {...props({ piece: 'T 0 1 0 1' })} />);
      expect(moves()).toEqual(['ghost translate(calc(1 * var(--pitch-x)), calc(1 * var(--pitch-y)))', 'piece translate(calc(1 * var(--pitch-x)), calc(0 * var(--pitch-y)))']);
      expect(shape(container, 'piece')!.style.transform).toBe('');
      expect(cancelled).toEqual([]);
      // A turn shows other boxes: the T's stop being layers, their animations go.
      rerender(<Board {...props({ piece: 'S R 1 -1 0' })} />);
      expect(cancelled).toEqual(['ghost T 0', 'piece T 0']);
    } finally {
      delete (HTMLElement.prototype as Partial<HTMLElement>).animate;
    }
  });

  it('turns and changes the piece by showing another box; with no piece drawn every box is transparent', () => {
    const { container, rerender } = render(<Board {...props({})} />);
    const t = [shape(container, 'ghost')!, shape(container, 'piece')!];
    rerender(<Board {...props({ piece: 'S R 1 -1 0' })} />);
    expect(t.map((b) => b.dataset.hidden)).toEqual(['true', 'true']);
    const s = [shape(container, 'ghost')!, shape(container, 'piece')!];
    expect(s.map((b) => b.dataset.shape)).toEqual(['S R', 'S R']);
    expect(minos(s[1]!).map((m) => m.split('@')[0])).toEqual(Array(4).fill('t-cell brick brick-s t-active'));
    expect(s[1]!.style.transform).toBe('translate(calc(1 * var(--pitch-x)), calc(-1 * var(--pitch-y)))');
    expect(s[0]!.style.transform).toBe('translate(calc(1 * var(--pitch-x)), calc(0 * var(--pitch-y)))');
    rerender(<Board {...props({ piece: '' })} />);
    expect(shape(container, 'ghost')).toBeNull();
    expect(shape(container, 'piece')).toBeNull();
    // The ghost off: only the piece's box shows.
    rerender(<Board {...props({ piece: 'S R 1 -1 -' })} />);
    expect(shape(container, 'ghost')).toBeNull();
    expect(shape(container, 'piece')).toBe(s[1]);
    // Back to a T: its boxes show again, where the piece now is.
    rerender(<Board {...props({ piece: 'T 0 4 2 9' })} />);
    expect([shape(container, 'ghost'), shape(container, 'piece')]).toEqual(t);
    expect(t[1]!.style.transform).toBe('translate(calc(4 * var(--pitch-x)), calc(2 * var(--pitch-y)))');
    expect(t[0]!.style.transform).toBe('translate(calc(4 * var(--pitch-x)), calc(9 * var(--pitch-y)))');
  });

  it('follows a piece source and an active-piece source by itself: a move, a turn or a new piece renders nothing', () => {
    const listeners = new Set<() => void>();
    let piece = 'T 0 0 0 1';
    let active = 'T 0 0';
    const source = (get: () => string): StringSource => ({ get, subscribe: (l) => (listeners.add(l), () => void listeners.delete(l)) });
    const change = (nextPiece: string, nextActive: string) =>
      act(() => {
        piece = nextPiece;
        active = nextActive;
        for (const l of [...listeners]) l();
      });
    let renders = 0;
    const { container, unmount } = render(
      <Profiler id="board" onRender={() => renders++}>
        <Board {...props({ piece: source(() => piece), active: source(() => active) })} />
      </Profiler>,
    );
    const wrap = container.querySelector('[data-bench=board]')!;
    expect(wrap).toHaveAttribute('data-active', 'T 0 0');
    const minosBefore = [...shape(container, 'piece')!.children];
    renders = 0;
    change('T 0 2 5 7', 'T 0 2');
    expect(shape(container, 'piece')!.style.transform).toBe('translate(calc(2 * var(--pitch-x)), calc(5 * var(--pitch-y)))');
    expect(shape(container, 'ghost')!.style.transform).toBe('translate(calc(2 * var(--pitch-x)), calc(7 * var(--pitch-y)))');
    expect([...shape(container, 'piece')!.children]).toEqual(minosBefore);
    expect(wrap).toHaveAttribute('data-active', 'T 0 2');
    change('T R 2 5 6', 'T R 2');
    expect(shape(container, 'piece')!.dataset.shape).toBe('T R');
    expect(minos(shape(container, 'piece')!).map((m) => m.split('@')[1]).sort()).toEqual(['1,2', '2,2', '2,3', '3,2']);
    expect(shape(container, 'ghost')!.style.transform).toBe('translate(calc(2 * var(--pitch-x)), calc(6 * var(--pitch-y)))');
    change('J 0 3 0 17', 'J 0 3');
    expect(shape(container, 'piece')!.dataset.shape).toBe('J 0');
    expect(wrap).toHaveAttribute('data-active', 'J 0 3');
    expect(renders).toBe(0);
    // No piece (a clear): every box is transparent.
    change('', '');
    expect(container.querySelectorAll('.t-shape[data-hidden=false]')).toHaveLength(0);
    expect(wrap).toHaveAttribute('data-active', '');
    unmount();
    expect(listeners.size).toBe(0);
  });

  it('follows a field source by itself: a lock writes the cells and the danger flag and renders nothing', () => {
    let cells = field;
    const listeners = new Set<() => void>();
    const source: StringSource = { get: () => cells, subscribe: (l) => (listeners.add(l), () => void listeners.delete(l)) };
    let renders = 0;
    const { container, unmount } = render(
      <Profiler id="board" onRender={() => renders++}>
        <Board {...props({ field: source, height: 3 })} />
      </Profiler>,
    );
    const spans = [...container.querySelectorAll('.t-row span')];
    expect(rowCells(container)[2]).toEqual(['t-cell brick brick-x', 't-cell brick brick-x', 't-cell brick-empty', 't-cell brick brick-x']);
    expect(container.querySelector('.t-board')).toHaveAttribute('data-danger', 'true');
    renders = 0;
    act(() => {
      cells = ['....', '..T.', 'XXTX'].join('');
      for (const l of [...listeners]) l();
    });
    expect(renders).toBe(0);
    expect(rowCells(container)).toEqual([
      Array(4).fill('t-cell brick-empty'),
      ['t-cell brick-empty', 't-cell brick-empty', 't-cell brick brick-t', 't-cell brick-empty'],
      ['t-cell brick brick-x', 't-cell brick brick-x', 't-cell brick brick-t', 't-cell brick brick-x'],
    ]);
    expect([...container.querySelectorAll('.t-row span')]).toEqual(spans);
    unmount();
    expect(listeners.size).toBe(0);
  });

  it('shows no danger while the top four rows hold no block', () => {
    const { container } = render(<Board {...props({ field: '.'.repeat(40) + 'XXX.', height: 11 })} />);
    expect(container.querySelector('.t-board')).toHaveAttribute('data-danger', 'false');
  });

  it('places each row by a transform, top to bottom', () => {
    const { container } = render(<Board {...props({})} />);
    expect([...container.querySelectorAll<HTMLElement>('.t-row')].map((r) => r.style.transform)).toEqual([0, 1, 2].map((y) => `translateY(calc(${y} * var(--pitch-y)))`));
  });

  it('lets only rows that hold blocks fall, from where they were', () => {
    // Rows: A (top, empty), B, full row, C. Clearing row 2 leaves empty, A, B, C.
    const before = ['....', 'XX..', 'XXXX', 'XXX.'].join('');
    const after = ['....', '....', 'XX..', 'XXX.'].join('');
    const { container, rerender } = render(<Board {...props({ field: before, height: 4, clearingRows: [2] })} />);
    const was = places(container);
    rerender(<Board {...props({ field: after, height: 4, fall: 1, collapsed: [2] })} />);
    // B slides down a row; the cleared row jumps to the second place, emptied; A (empty) and C stay.
    expect(slid(container, was)).toEqual([2]);
    expect(shownRows(container).filter((r) => r.style.transform !== was.get(r)).map(rowAt)).toEqual([1, 2]);
    expect(blocks(container)).toEqual([0, 0, 2, 3]);
  });

  it('lets nothing slide while other rows flash (a clear that follows another at once)', async () => {
    const { container, rerender } = render(<Board {...props({ field: ['XX..', 'XXXX', 'X...'].join(''), clearingRows: [1] })} />);
    const was = places(container);
    rerender(<Board {...props({ field: ['....', 'XX..', 'XXXX'].join(''), fall: 1, collapsed: [1], clearingRows: [2] })} />);
    expect(blocks(container)).toEqual([0, 2, 4]);
    await nextFrame();
    expect(rowClasses(container)).toEqual(['t-row', 't-row', 't-row t-clearing']);
    expect(shownRows(container).filter((r) => r.style.transform !== was.get(r)).map(rowAt)).toEqual([0, 1]);
    expect(slid(container, was)).toEqual([]);
  });

  it('keeps the elements of the rows that stay after a clear, and puts the cleared row\'s, emptied, on top', async () => {
    // Rows: A (top), B, full row, C. Clearing row 2 leaves empty, A, B, C.
    const before = ['X...', 'XX..', 'XXXX', 'XXX.'].join('');
    const after = ['....', 'X...', 'XX..', 'XXX.'].join('');
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
    rerender(<Board {...props({ field: '.'.repeat(12) + 'X...', height: 4, fall: -1 })} />);
    expect(shownRows(container)).toEqual([inPage[2], inPage[0], inPage[1], inPage[3]]);
    expect(blocks(container)).toEqual([0, 0, 0, 1]);
  });

  it('moves the rows of a clear that follows another at once, and flashes the new full rows where they now show', async () => {
    // Two clears of the bottom row in a row: the second one's flash comes with the first one's end.
    const before = ['XX..', 'XXXX', 'XXXX'].join('');
    const between = ['....', 'XX..', 'XXXX'].join('');
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
    rerender(<Board {...props({ field: ['....', '....', 'XX..'].join(''), fall: 2, collapsed: [2] })} />);
    // The empty row on top stays where it is; the cleared one fills the other empty place.
    expect(shownRows(container)).toEqual([c, b, a]);
    expect(rowClasses(container)).toEqual(['t-row', 't-row', 't-row']);
    expect(slid(container, was)).toEqual([2]);
  });

  it('never renders the rows again: a render does not undo what the board wrote into them', async () => {
    const before = ['X...', 'XXXX', 'XX..'].join('');
    const after = ['....', 'X...', 'XX..'].join('');
    const { container, rerender } = render(<Board {...props({ field: before, clearingRows: [1] })} />);
    rerender(<Board {...props({ field: after, fall: 1, collapsed: [1] })} />);
    expect(rowCells(container).map((r) => r.filter((c) => c.includes('brick-x')).length)).toEqual([0, 1, 2]);
    // Renders for the board's own reasons (the next piece locks and a flash starts), after the rows moved.
    const next = ['....', 'XXXX', 'XX..'].join('');
    rerender(<Board {...props({ field: next, fall: 1, collapsed: [1], clearingRows: [1] })} />);
    expect(rowCells(container).map((r) => r.filter((c) => c.includes('brick-x')).length)).toEqual([0, 4, 2]);
    await nextFrame();
    expect(rowClasses(container)).toEqual(['t-row', 't-row t-clearing', 't-row']);
  });
});
