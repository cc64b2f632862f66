import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import type { Board, Cell } from '../../logic/popstar/index.ts';
import type { BonusCountdown, LoneTap, PopEvent, Selection } from '../../machines/popstarStage';
import { BoardEffects } from './BoardEffects';
import { burstBricks, placedBricks, type BurstBrick } from './boardView';
import { brickKind } from './brickKind';
import { LONE_TAP_TEXT } from './StatusLine';
import { useWhenIdle } from '../useWhenIdle';
import { usePlayingPops } from './usePlayingPops';

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
  /** The latest tap on a lone star: a note by it says why nothing popped. */
  loneTap?: LoneTap | null;
  cursor: Cell;
  onCell: (row: number, col: number) => void;
  onCursor: (cell: Cell) => void;
  onClear: () => void;
  /** Banners drawn over the board (intro, praise, stamp...). */
  children?: ReactNode;
  /**
   * How long after a pop the bricks above start to fall, in ms (0: at once). The fall is rendered
   * that much later rather than as a transition delay, so the pop's frame only removes the group
   * and mounts its bursts, and the moves land in a frame of their own (bench:trace).
   */
  fallDelayMs?: number;
  /**
   * A new deal (a new level's board) shows this many rows of bricks a frame, bottom rows first, as
   * they drop in anyway: showing 100 bricks at once made one frame of 260 ms under the benchmark's
   * 4x CPU throttle (bench:trace: style 103 ms, paint 68 ms). The bricks are all mounted with the
   * deal; the rows not shown yet are not rendered (`display: none`, popstar.css), and a frame shows
   * the next by an attribute on its bricks, with no React render (useDeal). 0: all at once.
   */
  dealRowsPerFrame?: number;
  /** Changes when a new board is dealt (a new level or run). */
  dealKey?: string;
  /** Extra attributes for tests and the benchmark: phase and status. */
  dataPhase?: string;
  dataStatus?: string;
}

type Style = CSSProperties & Record<`--${string}`, string | number>;

interface BrickProps {
  row: number;
  col: number;
  colour: number;
  selected: boolean;
  hinted: boolean;
  exploded: boolean;
  /** A popped brick bursting (burstBricks): when it starts and how much longer it lasts, in ms; -1 while a brick. */
  burstDelay?: number;
  burstLate?: number;
}

const Brick = memo(function Brick({ row, col, colour, selected, hinted, exploded, burstDelay = -1, burstLate = 0 }: BrickProps) {
  const kind = brickKind(colour);
  if (burstDelay >= 0) {
    // The brick swells and flares where it was (popstarEffects.css), the same element.
    const style: Style = { '--r': row, '--c': col, '--d': `${burstDelay}ms`, '--late': `${burstLate}ms` };
    return (
      <div className="ps-slot is-burst" style={style}>
        <div className={`ps-face brick ${kind.className}`} />
      </div>
    );
  }
  const style: Style = { '--r': row, '--c': col };
  const state = exploded ? ' is-exploded' : selected ? ` is-selected${hinted ? ' is-hinted' : ''}` : '';
  return (
    <div className={selected ? 'ps-slot is-up' : 'ps-slot'} style={style}>
      <div className={`ps-face brick ${kind.className}${state}`} />
    </div>
  );
});

interface GridRowProps {
  row: number;
  /** The row's colours, one character each (0 = empty): a memo key that changes only with them. */
  colours: string;
  /** The row's selected cells, '1' or '0' each. */
  selected: string;
  /** Column of the keyboard cursor in this row, or -1. */
  cursorCol: number;
}

/** One row of the ARIA grid; memoised, so a pop re-renders only the rows whose cells changed. */
const GridRow = memo(function GridRow({ row, colours, selected, cursorCol }: GridRowProps) {
  return (
    <div role="row" className="ps-row">
      {Array.from(colours, (ch, c) => {
        const colour = Number(ch);
        return (
          <div
            key={c}
            role="gridcell"
            className="ps-cell"
            data-row={row}
            data-col={c}
            tabIndex={c === cursorCol ? 0 : -1}
            aria-selected={selected[c] === '1'}
            aria-label={colour === 0 ? 'empty' : brickKind(colour).name}
          />
        );
      })}
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
 * idle (useWhenIdle, within 200 ms): a pop's frame, the busiest of the game, and the frame after it,
 * where its bursts start, then play the pop, and the grid's labels and selected cells come in a
 * quieter one (npm run bench:late -- popstar: pop frames 73 -> 55 % late). The cursor is never
 * late: focus follows it.
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

/** Keeps `--cell` (one cell's width in px) on the board for text and effects sized by the board. */
function useCellSize(ref: RefObject<HTMLDivElement | null>, cols: number): void {
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const width = entry?.contentRect.width ?? 0;
      if (width > 0) el.style.setProperty('--cell', `${(width / cols).toFixed(2)}px`);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, cols]);
}

/**
 * The board the brick layer shows: right after a pop, the board as it was minus the popped group
 * (survivors still in place) for `delayMs`, then the board as it is. The ARIA grid always shows the
 * board as it is.
 */
function useStagedBoard(board: Board, ids: readonly number[], lastPop: PopEvent | null, delayMs: number): { board: Board; ids: readonly number[] } {
  const popId = lastPop?.id ?? null;
  // The last board shown settled, and the last pop whose fall has been released.
  const [settled, setSettled] = useState({ board, ids, popId });
  const [released, setReleased] = useState(popId);
  const staging =
    delayMs > 0 &&
    lastPop !== null &&
    popId !== released &&
    settled.popId !== popId &&
    settled.board.width === board.width &&
    settled.board.height === board.height;
  if (!staging && (settled.board !== board || settled.ids !== ids || settled.popId !== popId)) {
    setSettled({ board, ids, popId }); // a render-time update: React re-renders at once
  }
  useEffect(() => {
    if (!staging) return;
    const timer = setTimeout(() => setReleased(popId), delayMs);
    return () => clearTimeout(timer);
  }, [staging, popId, delayMs]);
  const staged = useMemo(() => {
    if (!staging || lastPop === null) return null;
    const cells = settled.board.cells.slice();
    const shownIds = settled.ids.slice();
    for (const [r, c] of lastPop.group) {
      cells[r * board.width + c] = 0;
      shownIds[r * board.width + c] = 0;
    }
    return { board: { ...settled.board, cells }, ids: shownIds };
  }, [staging, lastPop, settled, board.width]);
  return staged ?? { board, ids };
}

/**
 * Shows a new deal's rows a few a frame, bottom first. The layer is made with the deal (keyed by
 * it) with `data-dealing`, under which popstar.css hides every brick not marked `data-dealt`; a
 * frame marks the bricks of its rows, so each restyles only the bricks it shows. React never sets
 * either attribute again: `data-dealing` does not change for the layer's life and `data-dealt` is
 * not React's. A brick a pop moves down into the rows shown is marked with the next frame, and the
 * last frame marks every brick left (one popped before its row showed bursts with no row).
 * Returns whether this deal shows row by row (the layer's `data-dealing`).
 */
function useDeal(layer: RefObject<HTMLDivElement | null>, dealKey: string | undefined, height: number, perFrame: number): boolean {
  // Decided with the deal: reduced motion turned off mid-level must not hide a board dealt at once.
  const [deal, setDeal] = useState(() => ({ key: dealKey, dealing: perFrame > 0 }));
  let { dealing } = deal;
  if (deal.key !== dealKey) {
    dealing = perFrame > 0;
    setDeal({ key: dealKey, dealing }); // a render-time update: React re-renders at once
  }
  useLayoutEffect(() => {
    const el = layer.current;
    if (!dealing || !el) return;
    // Reduced motion turned on mid-deal: the rows left show with the next frame.
    const rowsAFrame = perFrame > 0 ? perFrame : height;
    let from = height;
    let frame = 0;
    const step = () => {
      from = Math.max(0, from - rowsAFrame);
      for (const brick of el.querySelectorAll<HTMLElement>(':scope > .ps-slot:not([data-dealt])')) {
        // Its row, from its style: no attribute of its own, which every fall would change.
        if (from === 0 || Number(brick.style.getPropertyValue('--r')) >= from) brick.dataset.dealt = '';
      }
      if (from > 0) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [layer, dealKey, dealing, height, perFrame]);
  return dealing;
}

interface BrickLayerProps {
  board: Board;
  ids: readonly number[];
  /** Whether the layer's deal shows row by row (useDeal). */
  dealing: boolean;
  layerRef: RefObject<HTMLDivElement | null>;
  selected: ReadonlySet<number>;
  hinted: boolean;
  hasSelection: boolean;
  exploded: ReadonlySet<number>;
  /** The popped bricks whose bursts play (burstBricks). */
  bursts: readonly BurstBrick[];
}

/**
 * The layer of bricks, memoised: a change the bricks do not show (the phase, the cursor, the
 * banners) renders none of its hundred bricks (bench:frames: a phase change's frame was JS 7 ms).
 * The bricks and the bursting ones are one list in id order: a popped brick keeps its element and
 * its place among the others while it bursts (no element removed or made in the pop's frame), and
 * leaves with its pop's effects, when the browser is idle (usePlayingPops).
 */
const BrickLayer = memo(function BrickLayer({ board, ids, dealing, layerRef, selected, hinted, hasSelection, exploded, bursts }: BrickLayerProps) {
  const { width, cells } = board;
  const placed: ({ id: number; i: number; burst?: undefined } | { id: number; burst: BurstBrick })[] = placedBricks(cells, ids);
  if (bursts.length > 0) {
    placed.push(...bursts.map((burst) => ({ id: burst.id, burst })));
    placed.sort((a, b) => a.id - b.id);
  }
  return (
    <div ref={layerRef} className={hasSelection ? 'ps-layer ps-bricks has-selection' : 'ps-layer ps-bricks'} data-dealing={dealing ? '' : undefined} aria-hidden="true">
      {placed.map((brick) =>
        brick.burst ? (
          <Brick
            key={brick.id}
            row={brick.burst.row}
            col={brick.burst.col}
            colour={brick.burst.colour}
            selected={false}
            hinted={false}
            exploded={false}
            burstDelay={brick.burst.delay}
            burstLate={brick.burst.late}
          />
        ) : (
          <Brick
            key={brick.id}
            row={Math.floor(brick.i / width)}
            col={brick.i % width}
            colour={cells[brick.i] ?? 0}
            selected={selected.has(brick.i)}
            hinted={hinted}
            exploded={exploded.has(brick.i)}
          />
        ),
      )}
    </div>
  );
});

/**
 * The ids the bricks of each pop had (in burst order), read from the ids before it: the stage
 * keeps ids for the bricks on the board only. Kept by pop; a pop no longer referenced is forgotten.
 */
function useTakenIds(lastPop: PopEvent | null, ids: readonly number[], width: number): WeakMap<PopEvent, readonly number[]> {
  const [state, setState] = useState(() => ({ ids, pop: lastPop, taken: new WeakMap<PopEvent, readonly number[]>() }));
  if (state.pop !== lastPop || state.ids !== ids) {
    if (lastPop !== null && lastPop !== state.pop && !state.taken.has(lastPop)) {
      state.taken.set(
        lastPop,
        lastPop.group.map(([r, c]) => state.ids[r * width + c] ?? 0),
      );
    }
    setState({ ids, pop: lastPop, taken: state.taken }); // a render-time update: React re-renders at once
  }
  return state.taken;
}

/**
 * A note by a lone star that was tapped: a ring on the star and a pill above its row (below it on
 * the top rows), which fade away; the status line and the live region say the same. Keyed by the
 * tap, so each tap plays it again.
 */
function LoneNote({ cell: [row, col], rows }: { cell: Cell; rows: number }) {
  // (On the ring itself: --r and --c are registered as not inherited.)
  const style: Style = { '--r': row, '--c': col };
  return (
    <div className={row < 2 ? 'ps-lone is-below' : 'ps-lone'} aria-hidden="true" data-testid="popstar-lone">
      <div className="ps-lone-ring" style={style} />
      <p className="ps-lone-pill" style={{ top: `${(100 * (row < 2 ? row + 1 : row)) / rows}%` }}>
        {LONE_TAP_TEXT}
      </p>
    </div>
  );
}

function focusVisible(el: Element): boolean {
  try {
    return el.matches(':focus-visible');
  } catch {
    return true; // an engine without :focus-visible: show the cursor with any focus
  }
}

function indexSet(cells: readonly Cell[] | undefined, width: number): Set<number> {
  return new Set((cells ?? []).map(([r, c]) => r * width + c));
}

export function PopstarBoard(props: PopstarBoardProps) {
  const { board, ids: realIds, selection, lastPop, bonus, cursor, onCell, onCursor, onClear, children } = props;
  const shown = useStagedBoard(board, realIds, lastPop, props.fallDelayMs ?? 0);
  const playing = usePlayingPops(lastPop);
  const taken = useTakenIds(lastPop, realIds, board.width);
  const onBoard = useMemo(() => new Set(shown.ids.filter((id) => id !== 0)), [shown.ids]);
  const bursts = useMemo(
    () => burstBricks(playing.map(({ pop }) => ({ group: pop.group, colour: pop.colour, ids: taken.get(pop) ?? [] })), onBoard),
    [playing, taken, onBoard],
  );
  const latestPraise = playing.findLastIndex((p) => p.pop.praise !== null);
  const layerRef = useRef<HTMLDivElement>(null);
  const dealing = useDeal(layerRef, props.dealKey, board.height, props.dealRowsPerFrame ?? 0);
  const { width, height, cells } = board;
  const gridRef = useRef<HTMLDivElement>(null);
  // The cursor shows while a cell has keyboard focus: a class set on focus, not a :has() rule,
  // which made the grid's every attribute change re-match the cursor (bench:trace).
  const [keyboardFocus, setKeyboardFocus] = useState(false);
  const boardRef = useRef<HTMLDivElement>(null);
  useCellSize(boardRef, width);
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

  const boardStyle: Style = { '--cols': width, '--rows': height };
  const cursorStyle: Style = { '--r': cursorRow, '--c': cursorCol };
  return (
    <div
      ref={boardRef}
      className="ps-board board-surface"
      style={boardStyle}
      data-phase={props.dataPhase}
      data-status={props.dataStatus}
      data-testid="popstar-board"
      data-bench="board"
    >
      <div className={keyboardFocus ? 'ps-field is-keyboard' : 'ps-field'}>
        <div
          ref={gridRef}
          role="grid"
          aria-label={`PopStar board, ${width} by ${height}`}
          aria-describedby="ps-board-help"
          className="ps-grid"
          onKeyDown={onKeyDown}
          onFocus={(e) => setKeyboardFocus(focusVisible(e.target))}
          onBlur={(e) => {
            if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setKeyboardFocus(false);
          }}
          onClick={(e) => {
            const cell = (e.target as HTMLElement).closest<HTMLElement>('[data-row]');
            if (!cell) return;
            const row = Number(cell.dataset.row);
            const col = Number(cell.dataset.col);
            onCursor([row, col]);
            onCell(row, col);
          }}
        >
          <GridRows cells={cells} width={width} height={height} selected={selected} cursorRow={cursorRow} cursorCol={cursorCol} />
        </div>
        {/* The selection class sits on the brick layer, not the board: restyling the board (its frame,
            gradient and shadow) on every select repainted it (bench:trace, Paint events). */}
        {/* Keyed by the deal: a new board's layer is new, and drops in as one (popstar.css). */}
        <BrickLayer
          key={props.dealKey}
          board={shown.board}
          ids={shown.ids}
          dealing={dealing}
          layerRef={layerRef}
          selected={selected}
          hinted={selection?.hinted === true}
          hasSelection={selection !== null}
          exploded={exploded}
          bursts={bursts}
        />
        {/* A wrapper that stays: a child added to or removed from the field itself (a relayout
            boundary) laid out the whole page; one level down it lays out the field only. */}
        <div className="ps-effects">
          {playing.map(({ key, pop }, i) => (
            // Only the latest praise shows: a later pop's praise replaces one still playing.
            <BoardEffects key={key} pop={pop} praise={i === latestPraise} />
          ))}
        </div>
        <div className="ps-cursor" style={cursorStyle} aria-hidden="true" />
        {props.loneTap && <LoneNote key={props.loneTap.id} cell={props.loneTap.cell} rows={height} />}
      </div>
      {children}
      <p id="ps-board-help" className="sr-only">
        Arrow keys move, Enter or Space selects a group and then pops it, Escape clears the selection.
      </p>
    </div>
  );
}
