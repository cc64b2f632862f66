import { memo, type Ref } from 'react';
import { cellClass } from './boardView';

/**
 * The 10x20 board as DOM cells: rows of cells keyed by index, each row memoised on primitive props
 * (its cells as a string), so a frame repaints only the rows that changed. The cleared rows flash
 * while the stage waits; afterwards the rows above slide down by `drops` (CSS, tetris.css).
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

export interface BoardProps {
  cells: string;
  width: number;
  height: number;
  /** Rows flashing in a clear. */
  clearingRows: readonly number[];
  /** How far each row fell in the last clear, and which clear that was (restarts the animation). */
  drops: readonly number[];
  fall: number;
  clearMs: number;
  /** "T 0 3": the piece in play, for tests and the benchmark probe. */
  active: string;
  boardRef?: Ref<HTMLDivElement>;
}

export function Board({ cells, width, height, clearingRows, drops, fall, clearMs, active, boardRef }: BoardProps) {
  // A locked block in the top four rows: the frame warns.
  const danger = /[A-Z]/.test(cells.slice(0, width * 4));
  // While rows flash, nothing falls: a clear that follows another at once (keys queued during the
  // first) shows the field as it is, and its own fall plays when it ends.
  const falls = clearingRows.length === 0 ? fall : -1;
  return (
    <div
      ref={boardRef}
      className="t-board board-surface"
      role="img"
      aria-label="Tetris board"
      data-bench="board"
      data-active={active}
      data-danger={danger}
      style={{ '--clear-ms': `${clearMs}ms` } as React.CSSProperties}
    >
      {Array.from({ length: height }, (_, y) => (
        <Row
          key={y}
          cells={cells.slice(y * width, (y + 1) * width)}
          clearing={clearingRows.includes(y)}
          drop={drops[y] ?? 0}
          fall={falls}
        />
      ))}
    </div>
  );
}
