import { memo, useLayoutEffect, useRef, type RefObject } from 'react';
import type { Row } from '../../logic/tetris/index.ts';
import { cellClass, inDanger } from './boardCells';
import { emptyRows, placeAfterClear, rowDrops } from './clearMotion';
import type { Source } from './stageSource';

/**
 * The board's rows of cells. React makes them once for a board's size (Rows); from then on the
 * board writes them itself (useFieldCells, useRowMotion), so a lock or a clear renders nothing.
 * Each row is a layer placed by a transform, so a clear's fall moves layers instead of laying out
 * the page.
 */

/** The transform that puts a row at row y of the board. */
export function rowTransform(y: number): string {
  return `translateY(calc(${y} * var(--pitch-y)))`;
}

/** The rows and their cells as the field first shows them (a render would undo what the board wrote). */
export const Rows = memo(
  function Rows({ field, width, height }: { field: readonly Row[]; width: number; height: number }) {
    return Array.from({ length: height }, (_, y) => (
      <div key={y} className="t-row" style={{ transform: rowTransform(y) }}>
        {Array.from({ length: width }, (_, x) => (
          <span key={x} className={cellClass(field[y]?.[x])} />
        ))}
      </div>
    ));
  },
  (a, b) => a.width === b.width && a.height === b.height,
);

/** The field row each row element was last written from. */
type Painted = WeakMap<Element, Row>;

/**
 * Writes a field into the board's rows' cells, rows top to bottom as they show, and its danger flag.
 * A row element that last showed the same row is skipped; in the others only changed cells are touched.
 */
function paintField(board: HTMLElement, rows: readonly Element[], field: readonly Row[], painted: Painted): void {
  for (let y = 0; y < rows.length; y++) {
    const el = rows[y]!;
    const row = field[y] ?? [];
    const was = painted.get(el);
    if (was === row) continue;
    const spans = el.children;
    for (let x = 0; x < spans.length; x++) {
      if (was !== undefined && (was[x] ?? null) === (row[x] ?? null)) continue;
      const cls = cellClass(row[x]);
      const span = spans[x]!;
      if (span.className !== cls) span.className = cls;
    }
    painted.set(el, row);
  }
  const danger = String(inDanger(field));
  if (board.getAttribute('data-danger') !== danger) board.setAttribute('data-danger', danger);
}

/** The board's rows top to bottom as they show (each placed by rowTransform), whatever their order in the page. */
export type RowOrder = RefObject<Element[] | null>;

function rowsOf(board: HTMLElement, orderRef: RowOrder): Element[] {
  orderRef.current ??= [...board.children];
  return orderRef.current;
}

/**
 * Keeps the rows' cells showing the field: when the field changes (a lock), straight from the
 * source, with no React render; after a render (a clear moved rows), over the rows as they now show.
 */
export function useFieldCells(boardElRef: RefObject<HTMLDivElement | null>, orderRef: RowOrder, field: Source<readonly Row[]>): void {
  const painted = useRef<Painted>(new WeakMap());
  useLayoutEffect(() => {
    const paint = () => {
      const board = boardElRef.current;
      if (board !== null) paintField(board, rowsOf(board, orderRef), field.get(), painted.current);
    };
    paint();
    return field.subscribe(paint);
  }, [boardElRef, orderRef, field]);
  useLayoutEffect(() => {
    const board = boardElRef.current;
    if (board !== null) paintField(board, rowsOf(board, orderRef), field.get(), painted.current);
  });
}

/**
 * The rows' flash and fall, in a layout effect after the render that changed them (a flash from the
 * next frame). The next clear of a game (`fall` one more than before) puts the cleared rows at the
 * top, where the board then writes them empty, and the rows above the clear slide down from where
 * they were: only rows with blocks (an empty row looks the same wherever it is), and not while other
 * rows flash (a clear that follows another at once: its own fall plays when it ends). Anything else
 * (a new game) keeps the rows where they are, and the board writes the field over them.
 */
export function useRowMotion(
  boardElRef: RefObject<HTMLDivElement | null>,
  orderRef: RowOrder,
  field: Source<readonly Row[]>,
  clearingRows: readonly number[],
  fall: number,
  collapsed: readonly number[],
): void {
  const lastClears = useRef<number | null>(null);
  useLayoutEffect(() => {
    const board = boardElRef.current;
    if (board === null) return;
    const clears = Math.max(0, fall);
    const rows = rowsOf(board, orderRef);
    if (lastClears.current !== null && clears === lastClears.current + 1) {
      const shown = placeAfterClear(rows, collapsed, emptyRows(field.get()));
      const drops = rowDrops(collapsed, rows.length);
      const still = clearingRows.length > 0;
      shown.forEach((row, y) => {
        if (rows[y] === row) return;
        // A row of blocks slides down from where it was (a CSS transition of its transform); the
        // others jump to their places (t-jump: no transition): the cleared rows to the top, emptied.
        const drop = drops[y] ?? 0;
        const slides = drop > 0 && rows[y - drop] === row && !still;
        row.classList.toggle('t-jump', !slides);
        (row as HTMLElement).style.transform = rowTransform(y);
      });
      orderRef.current = shown;
    }
    lastClears.current = clears;
    const rowsNow = orderRef.current!;
    const flash = () => rowsNow.forEach((row, y) => row.classList.toggle('t-clearing', clearingRows.includes(y)));
    // Rows stop flashing at once (the clear's end, the rows moving); a flash starts a frame after
    // the lock that made it, which keeps the lock's own frame light.
    rowsNow.forEach((row, y) => {
      if (!clearingRows.includes(y)) row.classList.toggle('t-clearing', false);
    });
    if (clearingRows.length === 0) return;
    const frame = requestAnimationFrame(flash);
    return () => cancelAnimationFrame(frame);
  }, [boardElRef, orderRef, field, clearingRows, fall, collapsed]);
}
