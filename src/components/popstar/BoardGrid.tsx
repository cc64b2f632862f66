import { memo, useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import type { Cell } from '../../logic/popstar/index.ts';
import { afterNextFrame } from '../board/frameLater';
import { useWhenIdle } from '../board/useWhenIdle';
import { createPressAnswer, type PressPointers } from '../input/touchTap';
import { useT } from '../../i18n/useT';
import { brickName } from './brickKind';

interface GridRowProps {
  row: number;
  /** The row's colours, one character each (0 = empty): a memo key that changes only with them. */
  colours: string;
  /** The row's selected cells, '1' or '0' each. */
  selected: string;
  /** Column of the keyboard cursor in this row, or -1. */
  cursorCol: number;
}

interface GridCellProps {
  row: number;
  col: number;
  colour: number;
  selected: boolean;
  /** The roving tabindex: the keyboard cursor's cell takes focus. */
  focusable: boolean;
}

/** One cell, memoised: the cursor moving between two cells renders those two, not their rows. */
const GridCell = memo(function GridCell({ row, col, colour, selected, focusable }: GridCellProps) {
  const t = useT();
  return (
    <div
      role="gridcell"
      className="ps-cell"
      data-row={row}
      data-col={col}
      tabIndex={focusable ? 0 : -1}
      aria-selected={selected}
      aria-label={brickName(t, colour)}
    />
  );
});

/** One row of the ARIA grid; memoised, so a pop re-renders only the rows whose cells changed. */
const GridRow = memo(function GridRow({ row, colours, selected, cursorCol }: GridRowProps) {
  return (
    <div role="row" className="ps-row">
      {Array.from(colours, (ch, c) => (
        <GridCell key={c} row={row} col={c} colour={Number(ch)} selected={selected[c] === '1'} focusable={c === cursorCol} />
      ))}
    </div>
  );
});

interface GridRowsProps {
  cells: readonly number[];
  width: number;
  height: number;
  selected: ReadonlySet<number>;
  cursorRow: number;
  cursorCol: number;
}

/**
 * The ARIA grid's rows. The board and the selection they show follow the bricks once the browser is
 * idle (useWhenIdle, within 200 ms), so the busy frames of a pop only move bricks; the grid's
 * labels and selected cells come in a quieter one. The cursor is never late: focus follows it.
 */
const GridRows = memo(function GridRows({ cells, width, height, selected, cursorRow, cursorCol }: GridRowsProps) {
  const shown = useWhenIdle(useMemo(() => ({ cells, selected }), [cells, selected]));
  return Array.from({ length: height }, (_, r) => {
    const from = r * width;
    let colours = '';
    let picked = '';
    for (let i = from; i < from + width; i++) {
      colours += String(shown.cells[i] ?? 0);
      picked += shown.selected.has(i) ? '1' : '0';
    }
    return <GridRow key={r} row={r} colours={colours} selected={picked} cursorCol={r === cursorRow ? cursorCol : -1} />;
  });
});

/** The grid cell an event's target is in, or null. */
function cellOf(target: EventTarget): Cell | null {
  const cell = (target as HTMLElement).closest<HTMLElement>('[data-row]');
  return cell ? [Number(cell.dataset.row), Number(cell.dataset.col)] : null;
}

function focusVisible(el: Element): boolean {
  try {
    return el.matches(':focus-visible');
  } catch {
    return true; // an engine without :focus-visible: show the cursor with any focus
  }
}

export interface BoardGridProps extends GridRowsProps {
  onCell: (row: number, col: number) => void;
  onCursor: (cell: Cell) => void;
  onClear: () => void;
  /** Whether a cell has keyboard focus (the board then shows its cursor). */
  onKeyboardFocus: (focused: boolean) => void;
}

/** The recessed empty cells under the bricks: drawn once, and never a pointer's target. */
export const BoardHoles = memo(function BoardHoles({ width, height }: { width: number; height: number }) {
  return (
    <div className="ps-holes" aria-hidden="true">
      {Array.from({ length: width * height }, (_, i) => (
        <div key={i} className="ps-hole" />
      ))}
    </div>
  );
});

/** The board answers every pointer's press: a mouse's too, as a game board does. */
const ALL_POINTERS: PressPointers = ['mouse', 'touch', 'pen'];

/**
 * The ARIA grid of cells: transparent tap and focus targets over the bricks, with a roving tabindex.
 * Arrows, Home and End move the cursor, Enter or Space taps its cell, Escape clears.
 */
export function BoardGrid({ onCell, onCursor, onClear, onKeyboardFocus, ...rows }: BoardGridProps) {
  const t = useT();
  const { width, height, cursorRow, cursorCol } = rows;
  const gridRef = useRef<HTMLDivElement>(null);

  // The cell a pointer pressed: the press focuses it itself (a mouse's at once, a touch's with the
  // click), so the roving focus below leaves it be, once, rather than force a style pass in the tap's frame.
  const pressedCell = useRef<Cell | null>(null);
  // Roving focus: when the cursor moves while the grid has focus, focus follows it, at the next
  // frame (a focus forces a style pass, which in the key's own task was work of its own).
  useEffect(() => {
    const grid = gridRef.current;
    const pressed = pressedCell.current;
    pressedCell.current = null;
    if (pressed && pressed[0] === cursorRow && pressed[1] === cursorCol) return;
    if (!grid || !grid.contains(document.activeElement)) return;
    const frame = requestAnimationFrame(() => {
      if (grid.contains(document.activeElement)) grid.querySelector<HTMLElement>(`[data-row="${cursorRow}"][data-col="${cursorCol}"]`)?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [cursorRow, cursorCol]);

  // The cursor comes to a tapped cell once the tap's frame is drawn: the bricks answer in that
  // frame, and the cursor's render (the whole play screen's) waits for the next.
  const cursorLater = useRef<{ cell: Cell; cancel: () => void } | null>(null);
  useEffect(() => () => cursorLater.current?.cancel(), []);
  const tap = (cell: Cell | null) => {
    if (!cell) return;
    onCell(cell[0], cell[1]);
    cursorLater.current?.cancel();
    cursorLater.current = {
      cell,
      cancel: afterNextFrame(() => {
        cursorLater.current = null;
        onCursor(cell);
      }),
    };
  };
  // A press answers at once, as a touch screen game should: the click comes 20-30 ms later, after
  // the browser has told a tap from a gesture, and the board takes no gestures (touch-action: none).
  const [pressAnswer] = useState(() => createPressAnswer(ALL_POINTERS));
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (!pressAnswer.press(e)) return;
    const cell = cellOf(e.target);
    pressedCell.current = cell;
    tap(cell);
  };
  // A click answers only what no press did: a screen reader's activation, a synthetic click.
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    if (!pressAnswer.answered(e)) tap(cellOf(e.target));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    pressedCell.current = null;
    // A key right after a tap moves from the tapped cell: its cursor comes now, if it had not yet.
    const pending = cursorLater.current;
    if (pending) {
      pending.cancel();
      cursorLater.current = null;
      onCursor(pending.cell);
    }
    const [r, c] = pending?.cell ?? [cursorRow, cursorCol];
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

  return (
    <div
      ref={gridRef}
      role="grid"
      aria-label={t('popstar.board', { width, height })}
      aria-describedby="ps-board-help"
      className="ps-grid"
      onKeyDown={onKeyDown}
      onFocus={(e) => onKeyboardFocus(focusVisible(e.target))}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) onKeyboardFocus(false);
      }}
      onPointerDown={onPointerDown}
      onPointerCancel={pressAnswer.cancel}
      onClick={onClick}
    >
      <GridRows {...rows} />
    </div>
  );
}
