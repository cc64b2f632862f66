import { memo, useEffect, useMemo, useRef, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import type { Board, Cell } from '../../logic/popstar/index.ts';
import type { BonusCountdown, PopEvent, Selection } from '../../machines/popstarStage';
import { BoardEffects } from './BoardEffects';
import { brickKind } from './brickKind';

/**
 * The PopStar board as DOM: an ARIA grid of cells (tap and focus targets, roving tabindex) under a
 * layer of bricks keyed by their stable id and placed with transform, so falls and column slides
 * are transitions of the same element (ARCHITECTURE.md, chessground). Props are the stage's own
 * objects, whose identity changes only when they change, so a frame tick re-renders nothing here.
 */
export interface PopstarBoardProps {
  board: Board;
  ids: readonly number[];
  selection: Selection | null;
  lastPop: PopEvent | null;
  bonus: BonusCountdown | null;
  cursor: Cell;
  onCell: (row: number, col: number) => void;
  onCursor: (cell: Cell) => void;
  onClear: () => void;
  /** Banners drawn over the board (intro, praise, stamp...). */
  children?: ReactNode;
  /** Extra attributes for tests and the benchmark: phase and status. */
  dataPhase?: string;
  dataStatus?: string;
}

type Style = CSSProperties & Record<`--${string}`, string | number>;

interface BrickProps {
  id: number;
  row: number;
  col: number;
  colour: number;
  rows: number;
  selected: boolean;
  hinted: boolean;
  exploded: boolean;
}

const Brick = memo(function Brick({ row, col, colour, rows, selected, hinted, exploded }: BrickProps) {
  const kind = brickKind(colour);
  // Bottom rows land first; a slight stagger across columns makes the drop feel physical.
  const style: Style = { '--r': row, '--c': col, '--delay': `${(rows - 1 - row) * 22 + col * 6}ms` };
  const state = exploded ? ' is-exploded' : selected ? ` is-selected${hinted ? ' is-hinted' : ''}` : '';
  return (
    <div className={selected ? 'ps-slot is-up' : 'ps-slot'} style={style}>
      <div className={`ps-face brick ${kind.className}${state}`} />
    </div>
  );
});

function indexSet(cells: readonly Cell[] | undefined, width: number): Set<number> {
  return new Set((cells ?? []).map(([r, c]) => r * width + c));
}

export function PopstarBoard(props: PopstarBoardProps) {
  const { board, ids, selection, lastPop, bonus, cursor, onCell, onCursor, onClear, children } = props;
  const { width, height, cells } = board;
  const gridRef = useRef<HTMLDivElement>(null);
  const selected = useMemo(() => indexSet(selection?.cells, width), [selection, width]);
  const exploded = useMemo(() => indexSet(bonus?.order.slice(0, bonus.exploded), width), [bonus, width]);

  // Roving focus: when the cursor moves while the grid has focus, focus follows it.
  const [cursorRow, cursorCol] = cursor;
  useEffect(() => {
    const grid = gridRef.current;
    if (!grid || !grid.contains(document.activeElement)) return;
    grid.querySelector<HTMLElement>(`[data-row="${cursorRow}"][data-col="${cursorCol}"]`)?.focus({ preventScroll: true });
  }, [cursorRow, cursorCol]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const [r, c] = cursor;
    const moves: Record<string, Cell> = {
      ArrowUp: [Math.max(0, r - 1), c],
      ArrowDown: [Math.min(height - 1, r + 1), c],
      ArrowLeft: [r, Math.max(0, c - 1)],
      ArrowRight: [r, Math.min(width - 1, c + 1)],
      Home: [r, 0],
      End: [r, width - 1],
    };
    const to = moves[e.key];
    if (to) {
      e.preventDefault();
      onCursor(to);
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      if (!e.repeat) onCell(r, c);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      onClear();
    }
  };

  // Bricks in id order, which pops never change: React then never moves a brick's node (a moved
  // node would restart its drop-in animation), it only removes the popped ones.
  const placed: { id: number; i: number }[] = [];
  cells.forEach((colour, i) => {
    const id = ids[i] ?? 0;
    if (colour !== 0 && id !== 0) placed.push({ id, i });
  });
  placed.sort((a, b) => a.id - b.id);
  const bricks = placed.map(({ id, i }) => (
    <Brick
      key={id}
      id={id}
      row={Math.floor(i / width)}
      col={i % width}
      colour={cells[i] ?? 0}
      rows={height}
      selected={selected.has(i)}
      hinted={selection?.hinted === true}
      exploded={exploded.has(i)}
    />
  ));

  const boardStyle: Style = { '--cols': width, '--rows': height };
  const cursorStyle: Style = { '--r': cursorRow, '--c': cursorCol };
  return (
    <div
      className={`ps-board board-surface${selection ? ' has-selection' : ''}`}
      style={boardStyle}
      data-phase={props.dataPhase}
      data-status={props.dataStatus}
      data-testid="popstar-board"
      data-bench="board"
    >
      <div className="ps-field">
        <div
          ref={gridRef}
          role="grid"
          aria-label={`PopStar board, ${width} by ${height}`}
          aria-describedby="ps-board-help"
          className="ps-grid"
          onKeyDown={onKeyDown}
          onClick={(e) => {
            const cell = (e.target as HTMLElement).closest<HTMLElement>('[data-row]');
            if (!cell) return;
            const row = Number(cell.dataset.row);
            const col = Number(cell.dataset.col);
            onCursor([row, col]);
            onCell(row, col);
          }}
        >
          {Array.from({ length: height }, (_, r) => (
            <div role="row" key={r} className="ps-row">
              {Array.from({ length: width }, (_, c) => {
                const i = r * width + c;
                const colour = cells[i] ?? 0;
                const isCursor = r === cursorRow && c === cursorCol;
                return (
                  <div
                    key={c}
                    role="gridcell"
                    className="ps-cell"
                    data-row={r}
                    data-col={c}
                    tabIndex={isCursor ? 0 : -1}
                    aria-selected={selected.has(i)}
                    aria-label={colour === 0 ? 'empty' : brickKind(colour).name}
                  />
                );
              })}
            </div>
          ))}
        </div>
        <div className="ps-layer ps-bricks" aria-hidden="true">
          {bricks}
        </div>
        {lastPop && <BoardEffects key={lastPop.id} pop={lastPop} />}
        <div className="ps-cursor" style={cursorStyle} aria-hidden="true" />
      </div>
      {children}
      <p id="ps-board-help" className="sr-only">
        Arrow keys move, Enter or Space selects a group and then pops it, Escape clears the selection.
      </p>
    </div>
  );
}
