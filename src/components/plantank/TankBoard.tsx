import { memo, useEffectEvent, useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import type { Level, Outcome } from '../../logic/plantank/index.ts';
import { moveLayer } from '../moveLayer';
import { useReducedMotion } from '../useReducedMotion';
import { boardGeometry, cellBox, nextHeading, tankTranslate } from './boardGeometry';
import { BoardStar, TankShape } from './icons';

/** The tank's glide: it eases in and out (DESIGN.md "Motion"). */
const GLIDE_EASING = 'cubic-bezier(0.45, 0, 0.35, 1)';

const HEX_DIRECTIONS = ['east', 'south-east', 'south-west', 'west', 'north-west', 'north-east'];
const SQUARE_DIRECTIONS = ['east', 'south', 'west', 'north'];

export interface TankBoardProps {
  level: Level;
  /** The board's colours as painted so far (RunState.colors). */
  colors: readonly string[];
  /** Items with taken stars turned into '.' (RunState.items). */
  items: readonly string[];
  tank: { row: number; col: number; dir: number };
  outcome: Outcome | null;
  /** A run that has not moved yet: the tank jumps into place instead of gliding back. */
  fresh: boolean;
  /** Length of one glide or turn, following the run speed. */
  moveMs: number;
  starsLeft: number;
  /**
   * The run is going on by itself: the label then says so instead of following the tank, whose
   * position changes faster than anyone could hear it (and rewriting the label every step was
   * measurable work at speed). Paused, stepped or ended, it tells where the tank is.
   */
  running?: boolean;
}

/**
 * The board: DOM cells keyed by index with primitive props (re-rendered only when their own tile
 * changes), and one tank element moved and turned by transform.
 */
export function TankBoard({ level, colors, items, tank, outcome, fresh, moveMs, starsLeft, running = false }: TankBoardProps) {
  const g = useMemo(() => boardGeometry(level), [level]);
  const boxes = useMemo(() => Array.from({ length: g.rows * g.cols }, (_, i) => cellBox(g, Math.floor(i / g.cols), i % g.cols)), [g]);
  // The heading turns the short way from the last one: history the run state does not keep.
  const [heading, setHeading] = useState(() => ({ dir: tank.dir, deg: tank.dir * g.turnDegrees }));
  if (heading.dir !== tank.dir) setHeading({ dir: tank.dir, deg: nextHeading(heading.deg, tank.dir, g) });

  const names = g.grid === 'hex' ? HEX_DIRECTIONS : SQUARE_DIRECTIONS;
  const onBoard = tank.row >= 0 && tank.row < g.rows && tank.col >= 0 && tank.col < g.cols;
  const board = `Board of ${g.rows} by ${g.cols} ${g.grid === 'hex' ? 'hexagons' : 'squares'}.`;
  const label = running
    ? `${board} The program is running.`
    : `${board} ${onBoard ? `Tank at row ${tank.row + 1}, column ${tank.col + 1}, facing ${names[tank.dir] ?? ''}.` : 'The tank fell off the board.'} ${starsLeft} ${
        starsLeft === 1 ? 'star' : 'stars'
      } left.`;

  // The tank moves and turns by Web Animations (moveLayer), never by its style: each of its steps
  // would otherwise make the compositor work out the page's layers again.
  const reduced = useReducedMotion();
  const glideMs = fresh || reduced ? 0 : moveMs;
  // Turns that glide rotate a layer. Turns at once (a run too fast to glide, or reduced motion)
  // show one of the tank's headings drawn in advance, side by side in a strip that slides behind a
  // window: a rotation, even at once, makes the compositor work out the page's layers again (1.5-2
  // ms of a turn's frame under the benchmark's 4x throttle); a translation does not.
  const instantTurns = moveMs === 0 || reduced;
  const headings = 360 / g.turnDegrees;
  const tankRef = useRef<HTMLDivElement>(null);
  const turnRef = useRef<HTMLDivElement>(null);
  const place = tankTranslate(g, tank.row, tank.col);
  const turn = instantTurns ? stripTranslate(tank.dir, headings) : `rotate(${heading.deg}deg)`;
  // The first placement is at once: there is nowhere to glide from. So is the first after the turns
  // change between gliding and at once (another element turns).
  const placed = useRef(false);
  const turnedBy = useRef<boolean | null>(null);
  const move = useEffectEvent((el: HTMLElement | null, transform: string, glide = true) => {
    if (el) moveLayer(el, transform, placed.current && glide ? glideMs : 0, GLIDE_EASING);
  });
  useLayoutEffect(() => move(tankRef.current, place), [place]);
  useLayoutEffect(() => {
    move(turnRef.current, turn, turnedBy.current === instantTurns);
    turnedBy.current = instantTurns;
    placed.current = true;
  }, [turn, instantTurns]);
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
            boundary) on a new level laid out the whole page; one level down, only the board. */}
        <div className="pt-cells">
          <BoardCells level={level} boxes={boxes} cols={g.cols} rows={g.rows} colors={colors} items={items} flash={moveMs > 0} />
        </div>
        <div ref={tankRef} className="pt-tank" style={tankStyle} data-fresh={fresh} data-testid="tank" data-row={tank.row} data-col={tank.col} data-dir={tank.dir}>
          {instantTurns ? (
            <div className={`${fall} is-strip`}>
              <div className="pt-tank-window">
                <div ref={turnRef} className="pt-tank-strip" style={{ '--headings': headings } as CSSProperties}>
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
    <div key={dir} className="pt-tank-heading" style={{ rotate: `${dir * turnDegrees}deg` }}>
      <TankShape />
    </div>
  ));
});

/** The transform that slides the strip of headings (TankBoard) to show direction `dir`. */
export function stripTranslate(dir: number, headings: number): string {
  return `translateX(${+((-100 * dir) / headings).toFixed(4)}%)`;
}

/**
 * The cells, memoised on the run's colours and items: those keep their identity while the tank only
 * moves or turns, so most steps do not even visit the cells (bench: late frames at speed 9).
 */
const BoardCells = memo(function BoardCells({
  level,
  boxes,
  rows,
  cols,
  colors,
  items,
  flash,
}: {
  level: Level;
  boxes: readonly ReturnType<typeof cellBox>[];
  rows: number;
  cols: number;
  colors: readonly string[];
  items: readonly string[];
  /** New paint flashes (Cell). */
  flash: boolean;
}) {
  const cells = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const original = level.items[r]?.[c] ?? '#';
      const box = boxes[r * cols + c] as ReturnType<typeof cellBox>;
      cells.push(
        <Cell
          key={r * cols + c}
          left={box.left}
          top={box.top}
          width={box.width}
          height={box.height}
          hole={original === '#'}
          color={colors[r]?.[c] ?? 'B'}
          originalColor={level.colors[r]?.[c] ?? 'B'}
          star={original !== '*' ? 'none' : items[r]?.[c] === '*' ? 'here' : 'taken'}
          flash={flash}
        />,
      );
    }
  }
  return <>{cells}</>;
});

const Cell = memo(function Cell({
  left,
  top,
  width,
  height,
  hole,
  color,
  originalColor,
  star,
  flash,
}: {
  left: string;
  top: string;
  width: string;
  height: string;
  hole: boolean;
  color: string;
  originalColor: string;
  star: 'none' | 'here' | 'taken';
  /**
   * Whether a new paint flashes: not when the run is too fast for the tank to glide (moveMs 0). A
   * flash every step at 48 steps a second is noise, and each one was an element and a compositor
   * layer added and dropped (npm run bench:cpu -- plantank: 10.3 -> 8.6 ms of CPU a frame without).
   * Only a paint made while flashing is on flashes: turning it on does not flash the paints before.
   */
  flash: boolean;
}) {
  const [shown, setShown] = useState({ color, splash: null as string | null });
  if (shown.color !== color) setShown({ color, splash: flash && color !== originalColor ? color : null });
  return (
    <div className="pt-cell" style={{ left, top, width, height }}>
      {hole ? (
        <div className="pt-hole" />
      ) : (
        <div className={`pt-tile hex-${color.toLowerCase()}`} data-color={color}>
          {/* Keyed by colour: a new paint replays the flash. */}
          {shown.splash !== null && <span key={shown.splash} className="pt-splash" />}
        </div>
      )}
      {star !== 'none' && (
        <div className={`pt-star${star === 'taken' ? ' is-taken' : ''}`} data-star={star}>
          <BoardStar />
        </div>
      )}
    </div>
  );
});
