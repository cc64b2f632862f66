import { memo, useMemo, useRef, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import type { DesignProblem, DesignTool } from '../../../logic/plantank/designer.ts';
import type { Level } from '../../../logic/plantank/index.ts';
import { t as translate, type MessageId } from '../../../i18n';
import { useT, type Translate } from '../../../i18n/useT';
import { boardGeometry, cellBox } from '../boardGeometry';
import { BoardStar, TankShape } from '../icons';

const HEX_DIRECTIONS: MessageId[] = ['designer.dir.east', 'designer.dir.southEast', 'designer.dir.southWest', 'designer.dir.west', 'designer.dir.northWest', 'designer.dir.northEast'];
const SQUARE_DIRECTIONS: MessageId[] = ['designer.dir.east', 'designer.dir.south', 'designer.dir.west', 'designer.dir.north'];
const TILE_LABELS: Record<string, MessageId> = { R: 'designer.cell.R', G: 'designer.cell.G', B: 'designer.cell.B' };

export interface Cell {
  row: number;
  col: number;
}

export interface DesignBoardProps {
  level: Level;
  tool: DesignTool;
  cursor: Cell;
  problems: readonly DesignProblem[];
  onCursor: (cell: Cell) => void;
  onStrokeStart: () => void;
  onApply: (cell: Cell) => void;
  onStrokeEnd: () => void;
  /** Keys the board does not use itself (tool keys, turning the tank). */
  onKey?: (event: KeyboardEvent<HTMLDivElement>) => void;
}

/** What a cell holds, in words (the grid cell's name for screen readers). */
export function cellLabel(level: Level, row: number, col: number, t: Translate = translate): string {
  const item = level.items[row]?.[col] ?? '#';
  const at = { row: row + 1, col: col + 1 };
  let label = t(item === '#' ? 'designer.cell.hole' : (TILE_LABELS[level.colors[row]?.[col] ?? 'B'] ?? 'designer.cell.B'), at);
  if (item === '*') label = t('designer.cell.star', { cell: label });
  if (level.start.row === row && level.start.col === col) {
    const dir = (level.grid === 'hex' ? HEX_DIRECTIONS : SQUARE_DIRECTIONS)[level.start.dir];
    label = t('designer.cell.tank', { cell: label, dir: dir ? t(dir) : '' });
  }
  return label;
}

const cellAt = (el: Element | null): Cell | null => {
  const cell = el?.closest<HTMLElement>('[data-row]');
  if (!cell) return null;
  return { row: Number(cell.dataset.row), col: Number(cell.dataset.col) };
};

/**
 * The designer's board: the play board's look (tiles, holes, stars, the tank), drawn from the
 * level as it is edited. A tap applies the tool; a drag paints a stroke (the page does not scroll
 * under it); arrow keys move a cursor and Space or Enter applies. Hexagons are hit by their shape
 * (the tiles' clip-path), so a tap near a corner lands on the tile it looks like.
 */
// Memoised: the par search's progress renders the screen ten times a second, not the board.
export const DesignBoard = memo(function DesignBoard({ level, tool, cursor, problems, onCursor, onStrokeStart, onApply, onStrokeEnd, onKey }: DesignBoardProps) {
  const t = useT();
  const g = useMemo(() => boardGeometry(level), [level]);
  const dragging = useRef<{ pointer: number; last: string } | null>(null);
  const marked = useMemo(() => new Set(problems.flatMap((p) => (p.at ? [`${p.at.row},${p.at.col}`] : []))), [problems]);

  const down = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0 || dragging.current) return;
    const cell = cellAt(e.target as Element);
    if (!cell) return;
    e.preventDefault();
    delete e.currentTarget.dataset.keys;
    e.currentTarget.focus({ preventScroll: true });
    try {
      e.currentTarget.setPointerCapture(e.pointerId);
    } catch {
      // A pointer the browser no longer tracks: the stroke still ends on its pointerup.
    }
    dragging.current = { pointer: e.pointerId, last: `${cell.row},${cell.col}` };
    onCursor(cell);
    onStrokeStart();
    onApply(cell);
  };
  const move = (e: PointerEvent<HTMLDivElement>) => {
    const d = dragging.current;
    if (!d || d.pointer !== e.pointerId) return;
    // Captured events all target the board: find the cell under the finger by its position.
    const cell = cellAt(document.elementFromPoint(e.clientX, e.clientY));
    if (!cell || `${cell.row},${cell.col}` === d.last) return;
    d.last = `${cell.row},${cell.col}`;
    onCursor(cell);
    onApply(cell);
  };
  const up = (e: PointerEvent<HTMLDivElement>) => {
    if (!dragging.current || dragging.current.pointer !== e.pointerId) return;
    dragging.current = null;
    onStrokeEnd();
  };
  const key = (e: KeyboardEvent<HTMLDivElement>) => {
    // The cursor shows once keys drive the board, however it was focused (a click does not make focus visible).
    e.currentTarget.dataset.keys = '';
    const moves: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    const m = moves[e.key];
    if (m && !e.altKey && !e.ctrlKey && !e.metaKey) {
      e.preventDefault();
      onCursor({ row: Math.min(g.rows - 1, Math.max(0, cursor.row + m[0])), col: Math.min(g.cols - 1, Math.max(0, cursor.col + m[1])) });
      return;
    }
    if ((e.key === ' ' || e.key === 'Enter') && !e.repeat) {
      e.preventDefault();
      onStrokeStart();
      onApply(cursor);
      onStrokeEnd();
      return;
    }
    onKey?.(e);
  };

  const frameStyle = { '--pt-w': g.width, '--pt-aspect': `${g.width / g.height}` } as CSSProperties;
  const turn = `${level.start.dir * g.turnDegrees}deg`;
  const tankBox = cellBox(g, level.start.row, level.start.col);
  const rows = [];
  for (let r = 0; r < g.rows; r++) {
    const cells = [];
    for (let c = 0; c < g.cols; c++) {
      const item = level.items[r]?.[c] ?? '#';
      const color = level.colors[r]?.[c] ?? 'B';
      const box = cellBox(g, r, c);
      const here = cursor.row === r && cursor.col === c;
      const problem = marked.has(`${r},${c}`);
      cells.push(
        <div
          key={c}
          id={`dz-cell-${r}-${c}`}
          role="gridcell"
          aria-selected={here}
          aria-label={problem ? t('designer.cell.problem', { cell: cellLabel(level, r, c, t) }) : cellLabel(level, r, c, t)}
          className={`pt-cell dz-cell${here ? ' is-cursor' : ''}${problem ? ' is-problem' : ''}`}
          style={box}
          data-row={r}
          data-col={c}
        >
          {item === '#' ? <div className="pt-hole dz-hit" /> : <div className={`pt-tile hex-${color.toLowerCase()} dz-hit`} data-color={color} />}
          {item === '*' && (
            <div className="pt-star dz-star" data-star="here">
              <BoardStar />
            </div>
          )}
        </div>,
      );
    }
    rows.push(
      <div key={r} role="row" className="contents">
        {cells}
      </div>,
    );
  }

  return (
    <div className="pt-board-frame board-surface dz-frame" style={frameStyle}>
      <div
        className={`pt-board dz-board ${g.grid === 'hex' ? 'pt-hex' : 'pt-square'} dz-tool-${tool}`}
        role="grid"
        aria-label={t(g.grid === 'hex' ? 'designer.boardLabel.hex' : 'designer.boardLabel.square', { cols: g.cols, rows: g.rows })}
        aria-activedescendant={`dz-cell-${cursor.row}-${cursor.col}`}
        tabIndex={0}
        data-testid="design-board"
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
        onLostPointerCapture={(e) => {
          // Only the board's own capture ends a stroke: a tile giving up a finger's implicit capture does not.
          if (e.target === e.currentTarget) up(e);
        }}
        onKeyDown={key}
      >
        {rows}
        <div className="dz-tank" style={{ left: tankBox.left, top: tankBox.top, width: tankBox.width, height: tankBox.height }} data-testid="design-tank" data-dir={level.start.dir} aria-hidden="true">
          <div className="dz-tank-turn" style={{ rotate: turn }}>
            <TankShape />
          </div>
        </div>
      </div>
    </div>
  );
});
