import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState, type Ref, type RefObject } from 'react';
import type { PieceType, Rotation } from '../../logic/tetris/index.ts';
import { cellClass, fixedSource, inDanger, minoClass, minosOf, parsePieceView, rowDrops, type StringSource } from './boardView';

/**
 * The 10x20 board as DOM cells: rows of cells keyed by the row's identity (useRowKeys). React
 * renders the rows (a clear's flash, the fall after it), not the cells: the board writes the
 * field into them itself (useFieldCells), so a lock renders nothing in React and touches only the
 * cells that changed. The cleared rows flash while the stage waits; afterwards the rows above slide
 * down by how far each fell (rowDrops; CSS, tetris.css).
 *
 * The falling piece and its ghost are not in the rows: they are boxes of four minos in a layer of
 * their own over the board, one for each piece type and rotation, drawn once (PieceLayer). A move,
 * a turn or a new piece shows and moves a box: no React render, no layout, no paint (npm run
 * bench:cpu -- tetris); the rows change only when a piece locks.
 */
const Row = memo(function Row({ cells, clearing, drop, fall }: { cells: string; clearing: boolean; drop: number; fall: number }) {
  const falling = !clearing && drop > 0 && fall >= 0;
  const className = `t-row${clearing ? ' t-clearing' : ''}${falling ? ` t-fall-${fall % 2}` : ''}`;
  // `cells` is the field as it was when the board last rendered: the cells' classes at creation.
  // Between renders the board writes them itself (useFieldCells).
  return (
    <div className={className} style={falling ? ({ '--drop': drop } as React.CSSProperties) : undefined}>
      {Array.from(cells, (code, i) => (
        <span key={i} className={cellClass(code)} />
      ))}
    </div>
  );
});

/** What the rows' cells were last written from: the field and the row elements. */
interface Painted {
  field: string | null;
  rows: readonly Element[];
}

/**
 * Writes a field into the board's rows' cells (cellClass) and its danger flag, unless these rows
 * already show this field. Only cells whose class differs are touched.
 */
function paintField(board: HTMLElement | null, cells: string, width: number, painted: Painted, rowsMayHaveMoved: boolean): void {
  if (board === null || (cells === painted.field && !rowsMayHaveMoved)) return;
  const rows = [...board.children];
  if (cells === painted.field && rows.length === painted.rows.length && rows.every((r, i) => r === painted.rows[i])) return;
  painted.field = cells;
  painted.rows = rows;
  rows.forEach((row, y) => {
    const spans = row.children;
    for (let x = 0; x < spans.length; x++) {
      const cls = cellClass(cells[y * width + x] ?? '.');
      const span = spans[x]!;
      if (span.className !== cls) span.className = cls;
    }
  });
  const danger = String(inDanger(cells, width));
  if (board.getAttribute('data-danger') !== danger) board.setAttribute('data-danger', danger);
}

/**
 * Keeps the rows' cells showing the field: when the field changes (a lock), straight from the
 * source, with no React render; after a render (a clear moved rows, fresh empty rows came in), over
 * the rows as they now are.
 */
function useFieldCells(boardEl: RefObject<HTMLDivElement | null>, field: StringSource, width: number): void {
  const painted = useRef<Painted>({ field: null, rows: [] });
  useLayoutEffect(() => {
    // Between renders the rows stay where they are: only the field can change.
    const paint = () => paintField(boardEl.current, field.get(), width, painted.current, false);
    paintField(boardEl.current, field.get(), width, painted.current, true);
    return field.subscribe(paint);
  }, [boardEl, field, width]);
  useLayoutEffect(() => paintField(boardEl.current, field.get(), width, painted.current, true));
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
  return (shape: string, x: number, y: number | null) => {
    if (y === null || shape !== shownShape) {
      shown?.setAttribute('data-hidden', 'true');
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
    if (transform !== place) shown.style.setProperty('transform', transform);
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

/**
 * A key for each row that follows the row's blocks down the board: after a clear the rows that stay
 * keep their elements (and their cells' classes), the cleared ones go and fresh empty rows come in
 * at the top. Re-keying by index instead restyled every cell above the clear in one frame
 * (bench:trace: 10-17 ms of style under 4x CPU). `clears` counts the clears of the game (the
 * Board's `fall`, -1 before the first); anything but the next clear (a new game) keys afresh.
 */
function useRowKeys(height: number, fall: number, collapsed: readonly number[]): readonly number[] {
  const clears = Math.max(0, fall);
  const [state, setState] = useState(() => ({ clears, height, keys: Array.from({ length: height }, (_, i) => i), next: height }));
  if (state.clears !== clears || state.height !== height) {
    let next = state.next;
    const kept = clears === state.clears + 1 && height === state.height ? state.keys.filter((_, y) => !collapsed.includes(y)) : [];
    const fresh = Array.from({ length: height - kept.length }, () => next++);
    setState({ clears, height, keys: [...fresh, ...kept], next });
  }
  return state.keys;
}

/** Which rows hold no block: they need no fall (an empty row looks the same wherever it is). */
function emptyRows(field: string, width: number): boolean[] {
  return Array.from({ length: field.length / width }, (_, y) => !/[^.]/.test(field.slice(y * width, (y + 1) * width)));
}

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
  const drops = useMemo(() => rowDrops(collapsed, height), [collapsed, height]);
  const fieldSource = useMemo(() => (typeof field === 'string' ? fixedSource(field) : field), [field]);
  // While rows flash, nothing falls: a clear that follows another at once (keys queued during the
  // first) shows the field as it is, and its own fall plays when it ends.
  const falls = clearingRows.length === 0 ? fall : -1;
  // Only rows with blocks fall: each animated row is restyled every frame of its fall. Which rows
  // are empty is taken once, when the fall starts: a row that gets a block during the fall must not
  // start falling then.
  // The field as it is now (when the fall starts: the render a clear's end causes).
  const fieldNow = fieldSource.get();
  const [still, setStill] = useState(() => ({ falls, empty: emptyRows(fieldNow, width) }));
  if (still.falls !== falls) setStill({ falls, empty: emptyRows(fieldNow, width) });
  const keys = useRowKeys(height, fall, collapsed);
  const source = useMemo(() => (typeof piece === 'string' ? fixedSource(piece) : piece), [piece]);
  const activeSource = useMemo(() => (typeof active === 'string' ? fixedSource(active) : active), [active]);
  const wrapRef = useRef<HTMLDivElement | null>(null);
  const boardEl = useRef<HTMLDivElement>(null);
  useFieldCells(boardEl, fieldSource, width);
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
  return (
    <div
      ref={setWrap}
      className="t-board-wrap"
      role="img"
      aria-label="Tetris board"
      data-bench="board"
      style={{ '--clear-ms': `${clearMs}ms` } as React.CSSProperties}
    >
      <div ref={boardEl} className="t-board board-surface" data-danger={inDanger(fieldNow, width)}>
        {Array.from({ length: height }, (_, y) => (
          <Row
            key={keys[y]}
            cells={fieldNow.slice(y * width, (y + 1) * width)}
            clearing={clearingRows.includes(y)}
            drop={still.empty[y] ? 0 : (drops[y] ?? 0)}
            fall={falls}
          />
        ))}
      </div>
      <PieceLayer piece={source} />
    </div>
  );
}
