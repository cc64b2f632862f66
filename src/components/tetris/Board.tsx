import { useCallback, useLayoutEffect, useMemo, useRef, type Ref } from 'react';
import type { Row } from '../../logic/tetris/index.ts';
import type { PiecePose, PieceView } from '../../machines/tetrisView';
import { useT } from '../../i18n/useT';
import { inDanger } from './boardCells';
import { Rows, useFieldCells, useRowMotion } from './FieldRows';
import { PieceLayer } from './PieceLayer';
import { fixedSource, isSource, type Source } from './stageSource';

/**
 * The board: the rows of locked cells (FieldRows) and, over them, the piece in play and its ghost
 * (PieceLayer). Both follow their sources by themselves, so a move, a lock or a clear renders nothing
 * in React while a game runs: DOM writes are cheaper than re-rendering two hundred cells each frame.
 */

/** Hands an element to a ref of either kind (the board's own and its caller's). */
function setRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

function useSource<T>(value: T | Source<T>): Source<T> {
  return useMemo(() => (isSource(value) ? value : fixedSource(value)), [value]);
}

/** "T 0 3": the piece in play's type, rotation and column (data-active, read by tests and the benchmark probe). */
export function poseText(pose: PiecePose | null): string {
  return pose === null ? '' : `${pose.type} ${pose.rotation} ${pose.x}`;
}

export interface BoardProps {
  /** The locked field, rows top to bottom (fieldView): the rows, or a source the board follows by itself. */
  field: readonly Row[] | Source<readonly Row[]>;
  /** The piece in play and its ghost (pieceView, null when none is drawn), or a source of it. */
  piece: PieceView | null | Source<PieceView | null>;
  width: number;
  height: number;
  /** Rows flashing in a clear. */
  clearingRows: readonly number[];
  /** Which clear of the game was the last (restarts the fall animation), -1 before the first. */
  fall: number;
  /** The rows the last clear took away (visible indices before it): how far each row fell, and which rows stay. */
  collapsed: readonly number[];
  clearMs: number;
  /** The piece in play (activePose), or a source of it: shown as data-active. */
  active: PiecePose | null | Source<PiecePose | null>;
  boardRef?: Ref<HTMLDivElement>;
}

export function Board({ field, piece, width, height, clearingRows, fall, collapsed, clearMs, active, boardRef }: BoardProps) {
  const t = useT();
  const fieldSource = useSource(field);
  const pieceSource = useSource(piece);
  const activeSource = useSource(active);
  const wrapRef = useRef<HTMLDivElement | null>(null);
  const boardElRef = useRef<HTMLDivElement>(null);
  // The rows as they show, top to bottom (null: as in the page, before any clear).
  const orderRef = useRef<Element[] | null>(null);
  // The rows move before the cells are written: the cells follow the rows as they show.
  useRowMotion(boardElRef, orderRef, fieldSource, clearingRows, fall, collapsed);
  useFieldCells(boardElRef, orderRef, fieldSource);
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
      const value = poseText(activeSource.get());
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
      aria-label={t('tetris.board')}
      data-bench="board"
      style={{ '--clear-ms': `${clearMs}ms` } as React.CSSProperties}
    >
      {/* Keyed by size: other rows are other elements (the board moves and writes the ones it has). */}
      <div key={`${width}x${height}`} ref={setBoard} className="t-board board-surface" data-danger={inDanger(fieldNow)}>
        <Rows field={fieldNow} width={width} height={height} />
      </div>
      <PieceLayer piece={pieceSource} />
    </div>
  );
}
