import { memo, useMemo, useState, type Ref } from 'react';
import { cellClass, minoClass, minosOf, parsePieceView, rowDrops, type PieceView } from './boardView';

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
 * tracks, the box placed on the board by a transform (columns and rows of --pitch-x, --pitch-y). A
 * move changes only where the box is: nothing is laid out or painted again (the box is a layer of
 * its own); a rotation or a new piece restyles its four minos. With no piece drawn the box keeps its
 * minos and turns transparent.
 */
const Shape = memo(function Shape({ kind, view, hidden }: { kind: 'piece' | 'ghost'; view: PieceView | null; hidden: boolean }) {
  const row = kind === 'ghost' ? (view?.ghostY ?? view?.y) : view?.y;
  return (
    <div className="t-shape" data-kind={kind} data-hidden={hidden} style={{ transform: `translate(calc(${view?.x ?? 0} * var(--pitch-x)), calc(${row ?? 0} * var(--pitch-y)))` }}>
      {view !== null &&
        minosOf(view.type, view.rotation).map((m, i) => (
          <span key={i} className={minoClass(view.type, kind)} style={{ gridColumnStart: m.col + 1, gridRowStart: m.row + 1 }} />
        ))}
    </div>
  );
});

/** The piece layer over the board, clipped to it: the ghost, then the piece over it (pieceView). */
function PieceLayer({ piece }: { piece: string }) {
  // While no piece is drawn (a clear), the boxes keep the last one, transparent.
  const [last, setLast] = useState(piece);
  if (piece !== '' && piece !== last) setLast(piece);
  const view = useMemo(() => parsePieceView(piece === '' ? last : piece), [piece, last]);
  return (
    <div className="t-piece-layer" aria-hidden="true">
      <Shape kind="ghost" view={view} hidden={piece === '' || view?.ghostY == null} />
      <Shape kind="piece" view={view} hidden={piece === ''} />
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
  /** The piece in play and its ghost (pieceView), '' when none is drawn. */
  piece: string;
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
      <PieceLayer piece={piece} />
    </div>
  );
}
