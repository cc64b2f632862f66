import { memo, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type CSSProperties, type RefObject } from 'react';
import type { Level, Outcome } from '../../logic/plantank/index.ts';
import { moveLayer } from '../moveLayer';
import { fixedSource, type StringSource } from '../stringSource';
import { useReducedMotion } from '../useReducedMotion';
import { boardGeometry, cellBox, nextHeading, tankTranslate, type BoardGeometry } from './boardGeometry';
import { BoardStar, TankShape } from './icons';

/** The tank's glide: it eases in and out (DESIGN.md "Motion"). */
const GLIDE_EASING = 'cubic-bezier(0.45, 0, 0.35, 1)';

const HEX_DIRECTIONS = ['east', 'south-east', 'south-west', 'west', 'north-west', 'north-east'];
const SQUARE_DIRECTIONS = ['east', 'south', 'west', 'north'];

/** Where the tank is and faces, and whether its run is fresh (has not moved yet). */
export interface TankPlace {
  row: number;
  col: number;
  dir: number;
  fresh: boolean;
}

/** A tank's place as one short string, "row col dir fresh" (fresh 1 or 0), for a StringSource. */
export function tankView({ row, col, dir, fresh }: TankPlace): string {
  return `${row} ${col} ${dir} ${fresh ? 1 : 0}`;
}

export function parseTankView(view: string): TankPlace {
  const [row = 0, col = 0, dir = 0, fresh = 1] = view.split(' ').map(Number);
  return { row, col, dir, fresh: fresh === 1 };
}

/** The board's colours and items as one short string (a StringSource's), rows joined by '/': "colours|items". */
export function cellsView(colors: readonly string[], items: readonly string[]): string {
  return `${colors.join('/')}|${items.join('/')}`;
}

export interface TankBoardProps {
  level: Level;
  /**
   * The board's colours as painted so far (RunState.colors) and its items with taken stars turned
   * into '.' (RunState.items): as arrays, or as a source of their cellsView the board follows by
   * itself (the run's: a step that paints a tile or takes a star then renders nothing in React).
   */
  colors?: readonly string[];
  items?: readonly string[];
  cells?: StringSource;
  /**
   * The tank (a fresh run has not moved yet: the tank jumps into place instead of gliding back): a
   * place, or a source of its tankView the board follows by itself (the run's: a step that only
   * moves or turns the tank then renders nothing in React).
   */
  tank: TankPlace | StringSource;
  outcome: Outcome | null;
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

const isSource = (tank: TankPlace | StringSource): tank is StringSource => typeof (tank as StringSource).get === 'function';

/**
 * The board: DOM cells made once a level and written by the board itself (BoardCells,
 * useCellPaint), and one tank element moved and turned by transform (useTankMotion), each following
 * its source: while a run runs by itself, its steps render nothing here in React.
 */
export function TankBoard({ level, colors = level.colors, items = level.items, cells, tank, outcome, moveMs, starsLeft, running = false }: TankBoardProps) {
  const g = useMemo(() => boardGeometry(level), [level]);
  const fixedCells = cells === undefined ? cellsView(colors, items) : null;
  const cellsSource = useMemo(() => (fixedCells === null ? (cells as StringSource) : fixedSource(fixedCells)), [fixedCells, cells]);
  const boxes = useMemo(() => Array.from({ length: g.rows * g.cols }, (_, i) => cellBox(g, Math.floor(i / g.cols), i % g.cols)), [g]);
  const fixed = isSource(tank) ? null : tankView(tank);
  const source = useMemo(() => (fixed === null ? (tank as StringSource) : fixedSource(fixed)), [fixed, tank]);
  // The label follows the tank only while the run is not going on by itself: a running tank's
  // steps render nothing.
  const labelView = useSyncExternalStore(source.subscribe, () => (running ? '' : source.get()));

  const names = g.grid === 'hex' ? HEX_DIRECTIONS : SQUARE_DIRECTIONS;
  const board = `Board of ${g.rows} by ${g.cols} ${g.grid === 'hex' ? 'hexagons' : 'squares'}.`;
  let label = `${board} The program is running.`;
  if (!running) {
    const at = parseTankView(labelView);
    const onBoard = at.row >= 0 && at.row < g.rows && at.col >= 0 && at.col < g.cols;
    label = `${board} ${onBoard ? `Tank at row ${at.row + 1}, column ${at.col + 1}, facing ${names[at.dir] ?? ''}.` : 'The tank fell off the board.'} ${starsLeft} ${
      starsLeft === 1 ? 'star' : 'stars'
    } left.`;
  }

  // Turns at once (a run too fast to glide, or reduced motion) show one of the tank's headings
  // drawn in advance, side by side in a strip that slides behind a window: a rotation, even at
  // once, makes the compositor work out the page's layers again (1.5-2 ms of a turn's frame under
  // the benchmark's 4x throttle); a translation does not. Turns that glide rotate a layer.
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
            boundary) on a new level laid out the whole page; one level down, only the board. */}
        <div className="pt-cells">
          <BoardCells level={level} boxes={boxes} cols={g.cols} rows={g.rows} cells={cellsSource} flash={moveMs > 0} />
        </div>
        {/* Its place (data-row, data-col, data-dir, data-fresh and the transforms) is the tank's
            own (useTankMotion): React renders none of it. */}
        <div ref={tankRef} className="pt-tank" style={tankStyle} data-testid="tank">
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

/**
 * Keeps the tank element where its source says, straight from the source (a step renders nothing
 * in React), and after a render (another level, speed or turn element). It moves and turns by Web
 * Animations (moveLayer), never by its style: each of its steps would otherwise make the compositor
 * work out the page's layers again. It glides (over `glideMs`, 0 for at once) except:
 * - the first placement, which has nowhere to glide from;
 * - a fresh run, which jumps back;
 * - the first turn of another turn element (the turns changed between gliding and at once).
 * The heading turns the short way from the last one (nextHeading): history the run does not keep.
 */
function useTankMotion(
  source: StringSource,
  g: BoardGeometry,
  glideMs: number,
  instantTurns: boolean,
  tankRef: RefObject<HTMLDivElement | null>,
  turnRef: RefObject<HTMLDivElement | null>,
): void {
  // What the tank shows, kept across renders and sources (a board drawn from props gets a new one
  // each render).
  const shown = useRef({ deg: null as number | null, dir: 0, place: '', turn: '', turnEl: null as Element | null });
  const options = useRef({ g, glideMs, instantTurns });
  useLayoutEffect(() => {
    options.current = { g, glideMs, instantTurns };
    const apply = () => {
      const tank = tankRef.current;
      const turnEl = turnRef.current;
      if (tank === null || turnEl === null) return;
      const { g, glideMs, instantTurns } = options.current;
      const view = source.get();
      const { row, col, dir, fresh } = parseTankView(view);
      const s = shown.current;
      const placed = s.deg !== null;
      s.deg = s.deg === null ? dir * g.turnDegrees : s.dir === dir ? s.deg : nextHeading(s.deg, dir, g);
      s.dir = dir;
      const glide = placed && !fresh ? glideMs : 0;
      setData(tank, 'data-row', String(row));
      setData(tank, 'data-col', String(col));
      setData(tank, 'data-dir', String(dir));
      setData(tank, 'data-fresh', String(fresh));
      const place = tankTranslate(g, row, col);
      if (place !== s.place) moveLayer(tank, place, glide, GLIDE_EASING);
      s.place = place;
      const turn = instantTurns ? stripTranslate(dir, 360 / g.turnDegrees) : `rotate(${s.deg}deg)`;
      if (turn !== s.turn || turnEl !== s.turnEl) moveLayer(turnEl, turn, turnEl === s.turnEl ? glide : 0, GLIDE_EASING);
      s.turn = turn;
      s.turnEl = turnEl;
    };
    apply();
    return source.subscribe(apply);
  }, [source, g, glideMs, instantTurns, tankRef, turnRef]);
}

function setData(el: Element, name: string, value: string): void {
  if (el.getAttribute(name) !== value) el.setAttribute(name, value);
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
 * The cells, rendered once for a level (and its geometry) with the colours and items they first
 * show; from then on the board writes them itself (useCellPaint): a step that paints a tile or takes
 * a star renders nothing in React, where it had rendered the board and visited every cell.
 */
const BoardCells = memo(function BoardCells({
  level,
  boxes,
  rows,
  cols,
  cells,
  flash,
}: {
  level: Level;
  boxes: readonly ReturnType<typeof cellBox>[];
  rows: number;
  cols: number;
  cells: StringSource;
  /**
   * Whether a new paint flashes: not when the run is too fast for the tank to glide (moveMs 0). A
   * flash every step at 48 steps a second is noise, and each one was an element and a compositor
   * layer added and dropped (npm run bench:cpu -- plantank: 10.3 -> 8.6 ms of CPU a frame without).
   * Only a paint made while flashing is on flashes: turning it on does not flash the paints before.
   */
  flash: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // What the cells were made with: each level's first view (a new level makes new cells: keyed). Not
  // the source's view now: React would then write a new colour before useCellPaint sees it change,
  // and the paint would not flash.
  const [first, setFirst] = useState(() => ({ level, view: cells.get() }));
  if (first.level !== level) setFirst({ level, view: cells.get() }); // a render-time update: React re-renders at once
  const made = first.level === level ? first.view : cells.get();
  useCellPaint(ref, cells, level, cols, flash);
  const { colors, items } = parseCellsView(made);
  const tiles = [];
  const stars = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const i = r * cols + c;
      const original = level.items[r]?.[c] ?? '#';
      const box = boxes[i] as ReturnType<typeof cellBox>;
      const place = { left: box.left, top: box.top, width: box.width, height: box.height };
      const color = colors[r]?.[c] ?? 'B';
      tiles.push(
        <div key={i} className="pt-cell" style={place}>
          {original === '#' ? <div className="pt-hole" /> : <div className={tileClass(color)} data-color={color} />}
        </div>,
      );
      if (original === '*') {
        const star = items[r]?.[c] === '*' ? 'here' : 'taken';
        stars.push(
          <div key={i} className="pt-cell" style={place} data-cell={i}>
            <div className={starClass(star)} data-star={star}>
              <BoardStar />
            </div>
          </div>,
        );
      }
    }
  }
  // Two groups: the tiles, which a failed run dims as one (plantank.css), and the stars over them.
  return (
    <div ref={ref} key={level.id} className="contents">
      <div className="pt-tiles">{tiles}</div>
      <div className="pt-stars">{stars}</div>
    </div>
  );
}, (a, b) => a.level === b.level && a.boxes === b.boxes && a.cells === b.cells && a.flash === b.flash);

const tileClass = (color: string) => `pt-tile hex-${color.toLowerCase()}`;
const starClass = (star: 'here' | 'taken') => `pt-star${star === 'taken' ? ' is-taken' : ''}`;

export function parseCellsView(view: string): { colors: string[]; items: string[] } {
  const [colors = '', items = ''] = view.split('|');
  return { colors: colors.split('/'), items: items.split('/') };
}

/**
 * Keeps the cells showing their source: a tile's colour (and a flash of a new paint, when `flash`:
 * a paint back to the level's own colour, a reset, does not flash), a star here or taken. Only the
 * cells that changed are touched.
 */
function useCellPaint(ref: RefObject<HTMLDivElement | null>, source: StringSource, level: Level, cols: number, flash: boolean): void {
  const flashing = useRef(flash);
  useLayoutEffect(() => {
    flashing.current = flash;
  }, [flash]);
  useLayoutEffect(() => {
    const root = ref.current;
    if (root === null) return;
    const [tileGroup, starGroup] = root.children;
    const cells = [...(tileGroup?.children ?? [])] as HTMLElement[];
    // The stars' cells, by the index of their cell on the board.
    const stars = new Map([...(starGroup?.children ?? [])].map((cell) => [Number(cell.getAttribute('data-cell')), cell.firstElementChild as HTMLElement]));
    let shown = '';
    const write = () => {
      const view = source.get();
      if (view === shown) return;
      shown = view;
      const { colors, items } = parseCellsView(view);
      cells.forEach((cell, i) => {
        const r = Math.floor(i / cols);
        const c = i % cols;
        const tile = cell.firstElementChild as HTMLElement | null;
        const color = colors[r]?.[c] ?? 'B';
        if (tile !== null && tile.classList.contains('pt-tile') && tile.getAttribute('data-color') !== color) {
          tile.className = tileClass(color);
          tile.setAttribute('data-color', color);
          // Replaced, not kept: a new paint replays the flash.
          tile.querySelector('.pt-splash')?.remove();
          if (flashing.current && color !== (level.colors[r]?.[c] ?? 'B')) {
            const splash = document.createElement('span');
            splash.className = 'pt-splash';
            tile.append(splash);
          }
        }
        const star = stars.get(i);
        if (star !== undefined) {
          const now = items[r]?.[c] === '*' ? 'here' : 'taken';
          if (star.getAttribute('data-star') !== now) {
            star.className = starClass(now);
            star.setAttribute('data-star', now);
          }
        }
      });
    };
    write();
    return source.subscribe(write);
  }, [ref, source, level, cols]);
}
