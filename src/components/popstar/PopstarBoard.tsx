import { useMemo, useRef, useState, type ReactNode } from 'react';
import type { Board, Cell } from '../../logic/popstar/index.ts';
import type { BonusCountdown, LoneTap, PopEvent, Selection } from '../../machines/popstarStage';
import { popstarView } from '../../machines/popstarView';
import { useT } from '../../i18n/useT';
import { BoardEffects } from './BoardEffects';
import { BoardGrid, BoardHoles } from './BoardGrid';
import type { Source } from '../board/source';
import { BrickLayer, type BrickSelection } from './BrickLayer';
import { burstBricks } from './brickBursts';
import { selectedIds, type BrickAnswerSource } from './brickLook';
import type { Style } from './cssVars';
import { LoneNote } from './LoneNote';
import { useCellSize } from './useCellSize';
import { useDeal } from './useDeal';
import { useHeldFall } from './useHeldFall';
import { usePlayingPops } from './usePlayingPops';

/**
 * The PopStar board as DOM: an ARIA grid of cells (tap and focus targets, roving tabindex) over a
 * layer of bricks keyed by their stable id and placed with transform, so falls and column slides
 * are transitions of the same element. Props are the stage's own objects, whose identity changes
 * only when they change, so a frame tick re-renders nothing here.
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
  /**
   * The machine's stage as it is now, when the props follow it a frame late (the play screen): the
   * bricks answer a tap from it in the tap's own frame. Without it they show the props.
   */
  live?: Source<BrickAnswerSource>;
  /** Banners drawn over the board (intro, praise, stamp...). */
  children?: ReactNode;
  /**
   * How long after a pop the bricks above start to fall, in ms (0: at once). The fall is rendered
   * that much later rather than as a transition delay, so the pop's frame only removes the group
   * and starts its bursts, and the moves land in a frame of their own.
   */
  fallDelayMs?: number;
  /** A new deal (a new level's board) shows this many rows of bricks a frame, bottom rows first (useDeal). 0: all at once. */
  dealRowsPerFrame?: number;
  /** Changes when a new board is dealt (a new level or run). */
  dealKey?: string;
}

/** The selection of a board with a live stage: the live stage shows it, the props never. */
const SHOWN_LIVE: BrickSelection = { ids: new Set(), hinted: false };

function indexSet(cells: readonly Cell[] | undefined, width: number): Set<number> {
  return new Set((cells ?? []).map(([r, c]) => r * width + c));
}

export function PopstarBoard(props: PopstarBoardProps) {
  const t = useT();
  const { board, ids, selection, lastPop, bonus, cursor, onCell, onCursor, onClear, children } = props;
  const { width, height, cells } = board;
  const view = useMemo(() => popstarView({ board, ids, lastPop }), [board, ids, lastPop]);
  // The brick layer shows the board before the fall for a moment after a pop; the grid, the board as it is.
  const bricks = useHeldFall(lastPop, props.fallDelayMs ?? 0) ? view.beforeFall : view.bricks;
  const playing = usePlayingPops(lastPop);
  const onBoard = useMemo(() => new Set(bricks.map((brick) => brick.id)), [bricks]);
  const bursts = useMemo(() => burstBricks(playing.map(({ pop }) => pop), onBoard), [playing, onBoard]);
  const latestPraise = playing.findLastIndex((p) => p.pop.praise !== null);
  const layerRef = useRef<HTMLDivElement>(null);
  const dealing = useDeal(layerRef, props.dealKey, height, props.dealRowsPerFrame ?? 0);
  // The cursor shows while a cell has keyboard focus: a class set on focus, not a :has() rule,
  // which would re-match the cursor on every attribute change in the grid.
  const [keyboardFocus, setKeyboardFocus] = useState(false);
  const boardRef = useRef<HTMLDivElement>(null);
  useCellSize(boardRef, width);
  const selected = useMemo(() => indexSet(selection?.cells, width), [selection, width]);
  const live = props.live;
  const brickSelection = useMemo(
    () => (live ? SHOWN_LIVE : { ids: selectedIds({ board, ids, selection }), hinted: selection?.hinted === true }),
    [live, board, ids, selection],
  );
  const exploded = useMemo(() => indexSet(bonus?.order.slice(0, bonus.exploded), width), [bonus, width]);

  const [cursorRow, cursorCol] = cursor;
  const boardStyle: Style = { '--cols': width, '--rows': height };
  const cursorStyle: Style = { '--r': cursorRow, '--c': cursorCol };
  return (
    <div
      ref={boardRef}
      className="ps-board board-surface"
      style={boardStyle}
      data-testid="popstar-board"
      data-bench="board"
    >
      <div className={keyboardFocus ? 'ps-field is-keyboard' : 'ps-field'}>
        <BoardHoles width={width} height={height} />
        <BoardGrid
          cells={cells}
          width={width}
          height={height}
          selected={selected}
          cursorRow={cursorRow}
          cursorCol={cursorCol}
          onCell={onCell}
          onCursor={onCursor}
          onClear={onClear}
          onKeyboardFocus={setKeyboardFocus}
        />
        {/* Keyed by the deal: a new board's layer is new, and drops in as one (popstar.css). */}
        <BrickLayer
          key={props.dealKey}
          bricks={bricks}
          width={width}
          dealing={dealing}
          layerRef={layerRef}
          selection={brickSelection}
          live={live}
          exploded={exploded}
          bursts={bursts}
        />
        {/* A wrapper that stays: a child added to or removed from the field itself (a relayout
            boundary) would lay out the whole page; one level down it lays out the field only. */}
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
        {t('popstar.boardHelp')}
      </p>
    </div>
  );
}
