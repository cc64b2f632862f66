import { memo, useMemo, useRef, useSyncExternalStore, type CSSProperties } from 'react';
import type { Level, Outcome } from '../../logic/plantank/index.ts';
import type { BoardCells, TankPose } from '../../machines/plantankView';
import type { MessageId } from '../../i18n';
import { useT } from '../../i18n/useT';
import { useReducedMotion } from '../useReducedMotion';
import { boardGeometry, cellBox } from './boardGeometry';
import { TANK_IMAGE, TankShape } from './icons';
import { TankCells } from './TankCells';
import { useTankMotion } from './useTankMotion';
import { fixedSource, type Source } from '../board/source';

const HEX_DIRECTIONS = ['east', 'southEast', 'southWest', 'west', 'northWest', 'northEast'];
const SQUARE_DIRECTIONS = ['east', 'south', 'west', 'north'];

export interface TankBoardProps {
  level: Level;
  /**
   * The board's colours as painted so far and its items with taken stars turned into '.': as
   * arrays, or as a source the board follows by itself (the run's: a step that paints a tile or
   * takes a star then renders nothing in React).
   */
  colors?: readonly string[];
  items?: readonly string[];
  cells?: Source<BoardCells>;
  /** The tank's pose, or a source of it the board follows by itself (the run's: a step that only moves or turns the tank then renders nothing in React). */
  tank: TankPose | Source<TankPose>;
  outcome: Outcome | null;
  /** Length of one glide or turn, following the run speed. */
  moveMs: number;
  starsLeft: number;
  /**
   * The run is going on by itself: the label then says so instead of following the tank, whose
   * position changes faster than anyone could hear it. Paused, stepped or ended, it tells where
   * the tank is.
   */
  running?: boolean;
}

const isSource = (tank: TankPose | Source<TankPose>): tank is Source<TankPose> => typeof (tank as Source<TankPose>).get === 'function';

/**
 * The board: DOM cells made once a level and written by themselves (TankCells), and one tank
 * element moved and turned by transform (useTankMotion), each following its source: while a run
 * runs by itself, its steps render nothing here in React.
 */
export function TankBoard({ level, colors = level.colors, items = level.items, cells, tank, outcome, moveMs, starsLeft, running = false }: TankBoardProps) {
  const g = useMemo(() => boardGeometry(level), [level]);
  const cellsSource = useMemo(() => cells ?? fixedSource({ colors, items }), [cells, colors, items]);
  const boxes = useMemo(() => Array.from({ length: g.rows * g.cols }, (_, i) => cellBox(g, Math.floor(i / g.cols), i % g.cols)), [g]);
  const tankSource = isSource(tank) ? tank : null;
  const pose: Partial<TankPose> = isSource(tank) ? {} : tank;
  const { row = 0, col = 0, dir = 0, fresh = true } = pose;
  const source = useMemo(() => tankSource ?? fixedSource({ row, col, dir, fresh }), [tankSource, row, col, dir, fresh]);
  // The label follows the tank only while the run is not going on by itself: a running tank's
  // steps render nothing.
  const at = useSyncExternalStore(source.subscribe, () => (running ? null : source.get()));

  const t = useT();
  const names = g.grid === 'hex' ? HEX_DIRECTIONS : SQUARE_DIRECTIONS;
  const board = t(g.grid === 'hex' ? 'plantank.board.hex' : 'plantank.board.square', { rows: g.rows, cols: g.cols });
  let label = t('plantank.board.running', { board });
  if (at !== null) {
    const onBoard = at.row >= 0 && at.row < g.rows && at.col >= 0 && at.col < g.cols;
    const facing = names[at.dir];
    const tank = onBoard
      ? t('plantank.board.tank', { row: at.row + 1, col: at.col + 1, facing: facing ? t(`plantank.direction.${facing}` as MessageId) : '' })
      : t('plantank.board.fell');
    label = t('plantank.board.label', { board, tank, count: starsLeft });
  }

  // Turns at once (a run too fast to glide, or reduced motion) show one of the tank's headings
  // drawn in advance, side by side in a strip that slides behind a window: a rotation, even at
  // once, makes the compositor lay out the page's layers again; a translation does not. Turns that
  // glide rotate a layer.
  const reduced = useReducedMotion();
  const instantTurns = moveMs === 0 || reduced;
  const headings = 360 / g.turnDegrees;
  const tankRef = useRef<HTMLDivElement>(null);
  const turnRef = useRef<HTMLDivElement>(null);
  useTankMotion(source, g, reduced ? 0 : moveMs, instantTurns, tankRef, turnRef);
  const fall = `pt-tank-fall${outcome === 'fell' ? ' is-falling' : outcome === 'won' ? ' is-won' : ''}`;
  const tankStyle: CSSProperties = {
    width: `${100 / g.width}%`,
    height: `${(100 * g.cellHeight) / g.height}%`,
  };
  const frameStyle = {
    '--pt-w': g.width,
    '--pt-aspect': `${g.width / g.height}`,
  } as CSSProperties;

  return (
    <div className="pt-board-frame board-surface" style={frameStyle}>
      <div
        className={`pt-board ${g.grid === 'hex' ? 'pt-hex' : 'pt-square'}`}
        data-bench="board"
        data-outcome={outcome ?? undefined}
        role="img"
        aria-label={label}
      >
        {/* A wrapper that stays: cells added to or removed from the board itself (a relayout
            boundary) on a new level would lay out the whole page; one level down, only the board. */}
        <div className="pt-cells">
          <TankCells level={level} boxes={boxes} cols={g.cols} rows={g.rows} cells={cellsSource} flash={moveMs > 0} />
        </div>
        {/* Its place (data-row, data-col, data-dir, data-fresh and the transforms) is the tank's
            own (useTankMotion): React renders none of it. */}
        <div ref={tankRef} className="pt-tank" style={tankStyle} data-testid="tank">
          {instantTurns ? (
            <div className={`${fall} is-strip`}>
              <div className="pt-tank-window">
                <div ref={turnRef} className="pt-tank-strip" style={{ '--headings': headings, '--pt-tank-image': TANK_IMAGE } as CSSProperties}>
                  <TankHeadings headings={headings} turnDegrees={g.turnDegrees} />
                </div>
              </div>
            </div>
          ) : (
            <div ref={turnRef} className="pt-tank-turn">
              <div className={fall}>
                <TankShape />
              </div>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}

/** The tank drawn at each of its headings, for the strip (memoised: the board renders every step). */
const TankHeadings = memo(function TankHeadings({ headings, turnDegrees }: { headings: number; turnDegrees: number }) {
  return Array.from({ length: headings }, (_, dir) => (
    <div key={dir} className="pt-tank-heading" style={{ rotate: `${dir * turnDegrees}deg` }} />
  ));
});
