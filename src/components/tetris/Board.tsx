import { memo, useCallback, useLayoutEffect, useMemo, useRef, type Ref, type RefObject } from 'react';
import type { PieceType, Rotation } from '../../logic/tetris/index.ts';
import { moveLayer } from '../moveLayer';
import { cellClass, emptyRows, fixedSource, inDanger, minoClass, minosOf, parsePieceView, placeAfterClear, rowDrops, type StringSource } from './boardView';

/**
 * The 10x20 board as DOM cells: rows of ten cells, made once by React (Rows) and from then on
 * written by the board itself, so nothing in the rows renders in React while a game runs:
 * - the cells show the field (useFieldCells): a lock touches only the cells that changed;
 * - each row is a layer placed by a transform (rowTransform), not by its place in the page; the
 *   rows flash in a clear and fall after it (useRowMotion): a clear's end puts the cleared rows'
 *   elements, emptied, at the top (placeAfterClear), and moves the rows above the clear down by how
 *   far each fell (rowDrops), sliding (a CSS transition of the transform). Moving a layer is the
 *   compositor's work alone: no layout, and no paint but the emptied rows' (moving the elements in
 *   the page laid them out and painted them again, and React making fresh rows and reconciling the
 *   twenty cost the clear's frames 8-10 ms of JavaScript: npm run bench:frames -- tetris).
 *
 * The falling piece and its ghost are not in the rows: they are boxes of four minos in a layer of
 * their own over the board, one for each piece type and rotation, drawn once (PieceLayer). A move,
 * a turn or a new piece shows and moves a box: no React render, no layout, no paint (npm run
 * bench:cpu -- tetris); the rows change only when a piece locks.
 */

/** The transform that puts a row at row y of the board. */
export function rowTransform(y: number): string {
  return `translateY(calc(${y} * var(--pitch-y)))`;
}

/**
 * The rows and their cells as the field first shows them. Rendered once for a board's size: the
 * board writes them from then on (a render would undo what it wrote).
 */
const Rows = memo(
  function Rows({ field, width, height }: { field: string; width: number; height: number }) {
    return Array.from({ length: height }, (_, y) => (
      <div key={y} className="t-row" style={{ transform: rowTransform(y) }}>
        {Array.from(field.slice(y * width, (y + 1) * width).padEnd(width, '.'), (code, x) => (
          <span key={x} className={cellClass(code)} />
        ))}
      </div>
    ));
  },
  (a, b) => a.width === b.width && a.height === b.height,
);

/** What the rows' cells were last written from: each row element's ten codes. */
type Painted = WeakMap<Element, string>;

/**
 * Writes a field into the board's rows' cells (cellClass), rows top to bottom as they show, and its
 * danger flag. A row whose element last showed the same codes is skipped; in the others, only the
 * cells whose code changed are touched.
 */
function paintField(board: HTMLElement | null, rows: readonly Element[], cells: string, width: number, painted: Painted): void {
  if (board === null) return;
  for (let y = 0; y < rows.length; y++) {
    const row = rows[y]!;
    const codes = cells.slice(y * width, (y + 1) * width).padEnd(width, '.');
    const was = painted.get(row);
    if (was === codes) continue;
    const spans = row.children;
    for (let x = 0; x < spans.length; x++) {
      if (was !== undefined && was[x] === codes[x]) continue;
      const cls = cellClass(codes[x]!);
      const span = spans[x]!;
      if (span.className !== cls) span.className = cls;
    }
    painted.set(row, codes);
  }
  const danger = String(inDanger(cells, width));
  if (board.getAttribute('data-danger') !== danger) board.setAttribute('data-danger', danger);
}

/** The board's rows top to bottom as they show (each placed by rowTransform), whatever their order in the page. */
type RowOrder = RefObject<Element[] | null>;

function rowsOf(board: HTMLElement, orderRef: RowOrder): Element[] {
  orderRef.current ??= [...board.children];
  return orderRef.current;
}

/**
 * Keeps the rows' cells showing the field: when the field changes (a lock), straight from the
 * source, with no React render; after a render (a clear moved rows), over the rows as they now show.
 */
function useFieldCells(boardElRef: RefObject<HTMLDivElement | null>, orderRef: RowOrder, field: StringSource, width: number): void {
  const painted = useRef<Painted>(new WeakMap());
  useLayoutEffect(() => {
    const paint = () => {
      const board = boardElRef.current;
      if (board !== null) paintField(board, rowsOf(board, orderRef), field.get(), width, painted.current);
    };
    paint();
    return field.subscribe(paint);
  }, [boardElRef, orderRef, field, width]);
  useLayoutEffect(() => {
    const board = boardElRef.current;
    if (board !== null) paintField(board, rowsOf(board, orderRef), field.get(), width, painted.current);
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
function useRowMotion(
  boardElRef: RefObject<HTMLDivElement | null>,
  orderRef: RowOrder,
  field: StringSource,
  width: number,
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
      const shown = placeAfterClear(rows, collapsed, emptyRows(field.get(), width));
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
    // the lock that made it: the lock's own frame (the field written, the piece gone) is busy enough
    // (npm run bench:frames -- tetris).
    rowsNow.forEach((row, y) => {
      if (!clearingRows.includes(y)) row.classList.toggle('t-clearing', false);
    });
    if (clearingRows.length === 0) return;
    const frame = requestAnimationFrame(flash);
    return () => cancelAnimationFrame(frame);
  }, [boardElRef, orderRef, field, width, clearingRows, fall, collapsed]);
}

/**
 * One box of the piece layer: the minos of one piece type in one rotation, the piece's or its
 * ghost's, on a grid with the board's tracks. A box is made the first time its piece shows and kept
 * (transparent while another shows): PieceLayer shows the box of the piece in play and moves it by
 * a transform (columns and rows of --pitch-x, --pitch-y), so a move, a turn or a new piece
 * restyles one or two boxes and renders nothing in React (npm run bench:frames -- tetris). Made on
 * demand, not all 56 up front: those doubled the page's elements, and Lighthouse's blocking time.
 */
function makeBox(kind: 'piece' | 'ghost', shape: string): HTMLElement {
  const [type, rotation] = shape.split(' ') as [PieceType, Rotation];
  const box = document.createElement('div');
  box.className = 't-shape';
  box.setAttribute('data-kind', kind);
  box.setAttribute('data-shape', shape);
  box.setAttribute('data-hidden', 'true');
  for (const m of minosOf(type, rotation)) {
    const mino = document.createElement('span');
    mino.className = minoClass(type, kind);
    mino.style.gridColumnStart = String(m.col + 1);
    mino.style.gridRowStart = String(m.row + 1);
    box.append(mino);
  }
  return box;
}

/** The transform that puts a box at column x, row y of the board (y < 0: above it). */
export function boxTransform(x: number, y: number): string {
  return `translate(calc(${x} * var(--pitch-x)), calc(${y} * var(--pitch-y)))`;
}

/**
 * Shows and places the box of `kind` for a piece (its type and rotation, "T R") at column x, row
 * y, or hides it (y null); the box shown before hides when another shows, and stays where it was
 * when none does.
 */
function boxPlacer(layer: HTMLElement, kind: 'piece' | 'ghost') {
  const boxes = new Map<string, HTMLElement>();
  let shown: HTMLElement | null = null;
  let shownShape = '';
  let place = '';
  // The shown box is moved by an animation that holds its place (moveLayer), not by its style: a
  // style change of a transform re-layerized the page on nearly every frame of a level 15 fall.
  let held: Animation | null = null;
  return (shape: string, x: number, y: number | null) => {
    if (y === null || shape !== shownShape) {
      shown?.setAttribute('data-hidden', 'true');
      // A hidden box is no layer (up to 56 boxes): let its animation go.
      held?.cancel();
      held = null;
      shown = null;
      shownShape = '';
    }
    if (y === null) return;
    if (shown === null) {
      shown = boxes.get(shape) ?? null;
      if (shown === null) {
        shown = makeBox(kind, shape);
        boxes.set(shape, shown);
        // The ghost's boxes under the piece's.
        layer.insertBefore(shown, kind === 'ghost' ? layer.firstChild : null);
      }
      shownShape = shape;
      place = '';
      shown.setAttribute('data-hidden', 'false');
    }
    const transform = boxTransform(x, y);
    if (transform !== place) held = moveLayer(shown, transform);
    place = transform;
  };
}

/**
 * The piece layer over the board, clipped to it: the ghost's boxes, then the piece's over them
 * (pieceView). Which box shows and where follows the source directly, so the piece falling a row
 * every frame (level 15 gravity), turning or a new one coming in renders nothing. While no piece
 * is drawn (a clear), every box is transparent.
 */
const PieceLayer = memo(function PieceLayer({ piece }: { piece: StringSource }) {
  const layerRef = useRef<HTMLDivElement>(null);
  // The placers outlive a change of source (a board drawn from props gets a new one each piece).
  const placers = useRef<{ ghost: ReturnType<typeof boxPlacer>; piece: ReturnType<typeof boxPlacer> } | null>(null);
  useLayoutEffect(() => {
    const layer = layerRef.current;
    if (layer === null) return;
    placers.current ??= { ghost: boxPlacer(layer, 'ghost'), piece: boxPlacer(layer, 'piece') };
    const { ghost, piece: shown } = placers.current;
    let placed: string | null = null;
    const place = () => {
      const current = piece.get();
      if (current === placed) return;
      placed = current;
      const view = parsePieceView(current);
      const shape = view === null ? '' : `${view.type} ${view.rotation}`;
      ghost(shape, view?.x ?? 0, view === null ? null : view.ghostY);
      shown(shape, view?.x ?? 0, view === null ? null : view.y);
    };
    place();
    return piece.subscribe(place);
  }, [piece]);
  return (
    // The boxes are the layer's own (boxPlacer): React renders no children here.
    <div ref={layerRef} className="t-piece-layer" aria-hidden="true" />
  );
});

/** Hands an element to a ref of either kind (the board's own and its caller's). */
function setRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

export interface BoardProps {
  /**
   * The locked field (fieldCells): a character a cell, rows top to bottom. A string, or a source
   * the board follows by itself (the game's: a lock then renders nothing in React).
   */
  field: string | StringSource;
  /**
   * The piece in play and its ghost (pieceView, '' when none is drawn): a string, or a source the
   * piece layer follows by itself (the game's: a move then renders nothing in React).
   */
  piece: string | StringSource;
  width: number;
  height: number;
  /** Rows flashing in a clear. */
  clearingRows: readonly number[];
  /** Which clear of the game was the last (restarts the fall animation), -1 before the first. */
  fall: number;
  /** The rows the last clear took away (visible indices before it): how far each row fell, and which rows stay. */
  collapsed: readonly number[];
  clearMs: number;
  /**
   * "T 0 3": the piece in play (activeView), for tests and the benchmark probe: a string, or a
   * source the board follows by itself, like the piece.
   */
  active: string | StringSource;
  boardRef?: Ref<HTMLDivElement>;
}

export function Board({ field, piece, width, height, clearingRows, fall, collapsed, clearMs, active, boardRef }: BoardProps) {
  const fieldSource = useMemo(() => (typeof field === 'string' ? fixedSource(field) : field), [field]);
  const source = useMemo(() => (typeof piece === 'string' ? fixedSource(piece) : piece), [piece]);
  const activeSource = useMemo(() => (typeof active === 'string' ? fixedSource(active) : active), [active]);
  const wrapRef = useRef<HTMLDivElement | null>(null);
  const boardElRef = useRef<HTMLDivElement>(null);
  // The rows as they show, top to bottom (null: as in the page, before any clear).
  const orderRef = useRef<Element[] | null>(null);
  // The rows move before the cells are written: the cells follow the rows as they show.
  useRowMotion(boardElRef, orderRef, fieldSource, width, clearingRows, fall, collapsed);
  useFieldCells(boardElRef, orderRef, fieldSource, width);
  // A board of another size is another element, with rows in the page's order again.
  const setBoard = useCallback((el: HTMLDivElement | null) => {
    boardElRef.current = el;
    orderRef.current = null;
  }, []);
  const setWrap = useCallback(
    (el: HTMLDivElement | null) => {
      wrapRef.current = el;
      setRef(boardRef, el);
    },
    [boardRef],
  );
  // data-active follows the game by itself: a move or a rotation renders nothing in React.
  useLayoutEffect(() => {
    const put = () => {
      const value = activeSource.get();
      if (wrapRef.current && wrapRef.current.getAttribute('data-active') !== value) wrapRef.current.setAttribute('data-active', value);
    };
    put();
    return activeSource.subscribe(put);
  }, [activeSource]);
  // The field as the rows are first made with (the board writes it from then on).
  const fieldNow = fieldSource.get();
  return (
    <div
      ref={setWrap}
      className="t-board-wrap"
      role="img"
      aria-label="Tetris board"
      data-bench="board"
      style={{ '--clear-ms': `${clearMs}ms` } as React.CSSProperties}
    >
      {/* Keyed by size: other rows are other elements (the board moves and writes the ones it has). */}
      <div key={`${width}x${height}`} ref={setBoard} className="t-board board-surface" data-danger={inDanger(fieldNow, width)}>
        <Rows field={fieldNow} width={width} height={height} />
      </div>
      <PieceLayer piece={source} />
    </div>
  );
}
