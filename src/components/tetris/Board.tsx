import { memo, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type Ref } from 'react';
import type { PieceType, Rotation } from '../../logic/tetris/index.ts';
import { cellClass, minoClass, minosOf, parsePieceView, rowDrops, shapeKey, type PieceSource } from './boardView';

/**
 * The 10x20 board as DOM cells: rows of cells, each row memoised on primitive props (its cells as a
 * string) and keyed by the row's identity (useRowKeys), so a frame repaints only the rows that
 * changed. The cleared rows flash while the stage waits; afterwards the rows above slide down by
 * how far each fell (rowDrops; CSS, tetris.css).
 *
 * The falling piece and its ghost are not in the rows: they are two boxes of four minos in a layer
 * of their own over the board. A move only moves a box (a transform): no layout, no paint (npm run
 * bench:trace -- tetris); the rows change only when a piece locks.
 */
const Row = memo(function Row({ cells, clearing, drop, fall }: { cells: string; clearing: boolean; drop: number; fall: number }) {
  const falling = !clearing && drop > 0 && fall >= 0;
  const className = `t-row${clearing ? ' t-clearing' : ''}${falling ? ` t-fall-${fall % 2}` : ''}`;
  return (
    <div className={className} style={falling ? ({ '--drop': drop } as React.CSSProperties) : undefined}>
      {Array.from(cells, (code, i) => (
        <span key={i} className={cellClass(code)} />
      ))}
    </div>
  );
});

/**
 * One box of the piece layer, the piece's or its ghost's: four minos on a grid with the board's
 * tracks. Where the box is on the board is not a prop: PieceLayer writes its transform (columns
 * and rows of --pitch-x, --pitch-y) straight to the element, so a move renders nothing in React and
 * is neither laid out nor painted again (the box is a layer of its own); a rotation or a new piece
 * re-renders the box and restyles its four minos. With no piece drawn the box keeps its minos and
 * turns transparent.
 */
const Shape = memo(function Shape({ kind, type, rotation, hidden, boxRef }: { kind: 'piece' | 'ghost'; type: PieceType | null; rotation: Rotation; hidden: boolean; boxRef: Ref<HTMLDivElement> }) {
  return (
    <div ref={boxRef} className="t-shape" data-kind={kind} data-hidden={hidden}>
      {type !== null &&
        minosOf(type, rotation).map((m, i) => (
          <span key={i} className={minoClass(type, kind)} style={{ gridColumnStart: m.col + 1, gridRowStart: m.row + 1 }} />
        ))}
    </div>
  );
});

/** The transform that puts a box at column x, row y of the board (y < 0: above it). */
export function boxTransform(x: number, y: number): string {
  return `translate(calc(${x} * var(--pitch-x)), calc(${y} * var(--pitch-y)))`;
}

const NO_PIECE: PieceSource = { get: () => '', subscribe: () => () => {} };

/** A source that always holds one piece string (tests, and a board drawn from a prop). */
export function fixedPiece(piece: string): PieceSource {
  return piece === '' ? NO_PIECE : { get: () => piece, subscribe: () => () => {} };
}

/**
 * The piece layer over the board, clipped to it: the ghost, then the piece over it (pieceView).
 * React renders what the boxes hold (the piece's type and rotation, whether each shows); the
 * boxes' places follow the source directly, so the piece falling a row every frame (level 15
 * gravity) costs a transform a frame and no render (npm run bench:cpu -- tetris).
 */
function PieceLayer({ piece }: { piece: PieceSource }) {
  const shape = useSyncExternalStore(piece.subscribe, () => shapeKey(piece.get()));
  // While no piece is drawn (a clear), the boxes keep the last one, transparent.
  const [last, setLast] = useState(shape);
  if (shape !== '' && shape !== last) setLast(shape);
  const [type, rotation, ghost] = (shape === '' ? last : shape).split(' ') as [PieceType | undefined, Rotation | undefined, string | undefined];
  const ghostRef = useRef<HTMLDivElement>(null);
  const pieceRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    let placed = '';
    const place = () => {
      const current = piece.get();
      if (current === '' || current === placed) return; // no piece: the boxes stay where they were
      placed = current;
      const view = parsePieceView(current);
      if (view === null) return;
      pieceRef.current?.style.setProperty('transform', boxTransform(view.x, view.y));
      ghostRef.current?.style.setProperty('transform', boxTransform(view.x, view.ghostY ?? view.y));
    };
    place();
    return piece.subscribe(place);
  }, [piece]);
  return (
    <div className="t-piece-layer" aria-hidden="true">
      <Shape kind="ghost" type={type ?? null} rotation={rotation ?? '0'} hidden={shape === '' || ghost !== 'g'} boxRef={ghostRef} />
      <Shape kind="piece" type={type ?? null} rotation={rotation ?? '0'} hidden={shape === ''} boxRef={pieceRef} />
    </div>
  );
}

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

export interface BoardProps {
  /** The locked field (fieldCells): a character a cell, rows top to bottom. */
  field: string;
  /**
   * The piece in play and its ghost (pieceView, '' when none is drawn): a string, or a source the
   * piece layer follows by itself (the game's: a move then renders nothing in React).
   */
  piece: string | PieceSource;
  width: number;
  height: number;
  /** Rows flashing in a clear. */
  clearingRows: readonly number[];
  /** Which clear of the game was the last (restarts the fall animation), -1 before the first. */
  fall: number;
  /** The rows the last clear took away (visible indices before it): how far each row fell, and which rows stay. */
  collapsed: readonly number[];
  clearMs: number;
  /** "T 0 3": the piece in play, for tests and the benchmark probe. */
  active: string;
  boardRef?: Ref<HTMLDivElement>;
}

export function Board({ field, piece, width, height, clearingRows, fall, collapsed, clearMs, active, boardRef }: BoardProps) {
  const drops = useMemo(() => rowDrops(collapsed, height), [collapsed, height]);
  // A locked block in the top four rows: the frame warns.
  const danger = /[A-Z]/.test(field.slice(0, width * 4));
  // While rows flash, nothing falls: a clear that follows another at once (keys queued during the
  // first) shows the field as it is, and its own fall plays when it ends.
  const falls = clearingRows.length === 0 ? fall : -1;
  // Only rows with blocks fall: each animated row is restyled every frame of its fall. Which rows
  // are empty is taken once, when the fall starts: a row that gets a block during the fall must not
  // start falling then.
  const [still, setStill] = useState(() => ({ falls, empty: emptyRows(field, width) }));
  if (still.falls !== falls) setStill({ falls, empty: emptyRows(field, width) });
  const keys = useRowKeys(height, fall, collapsed);
  const source = useMemo(() => (typeof piece === 'string' ? fixedPiece(piece) : piece), [piece]);
  return (
    <div
      ref={boardRef}
      className="t-board-wrap"
      role="img"
      aria-label="Tetris board"
      data-bench="board"
      data-active={active}
      style={{ '--clear-ms': `${clearMs}ms` } as React.CSSProperties}
    >
      <div className="t-board board-surface" data-danger={danger}>
        {Array.from({ length: height }, (_, y) => (
          <Row
            key={keys[y]}
            cells={field.slice(y * width, (y + 1) * width)}
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
