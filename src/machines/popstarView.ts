/**
 * The PopStar board as the screen draws it: typed data read from the stage, with no React. The
 * bricks are keyed by their stable ids, so a fall or a column slide moves the same element; the
 * last pop's popped ids and fall moves come from the stage, which had them from the pop itself.
 */
import type { Board, Cell } from '../logic/popstar/index.ts';
import { statusOf } from './gameStatus';
import { isTimedPhase } from './popstarStage';
import type { BrickFall, PopEvent, PopstarStage } from './popstarStageTypes';

/**
 * Whether a level is in one of its animated stretches (its intro, a pop, the bonus, its end) rather
 * than waiting for the player: continuous play, which keeps the service worker's install away.
 */
export function isAnimating(snapshot: { value: unknown; context: { stage: Pick<PopstarStage, 'phase'> } }): boolean {
  return statusOf(snapshot) === 'RUNNING' && isTimedPhase(snapshot.context.stage.phase);
}

/** What the play screen reads of a snapshot to tell how to show a change. */
export interface ScreenSnapshot {
  value: unknown;
  context: { autoPaused: boolean; stage: Pick<PopstarStage, 'level' | 'seed'> };
}

/**
 * Whether the play screen shows a change at once rather than a frame late (it follows the machine
 * through frameLater): another status (a pause, the run's end), an automatic pause, or another
 * board (a level, a run). Anything else (a selection, a pop, a phase) the bricks answer first.
 */
export function changesScreen(shown: ScreenSnapshot, now: ScreenSnapshot): boolean {
  const [a, b] = [shown.context.stage, now.context.stage];
  return statusOf(shown) !== statusOf(now) || shown.context.autoPaused !== now.context.autoPaused || a.level !== b.level || a.seed !== b.seed;
}

/** Whether two stages give the bricks the same answer to show: the same selection and last pop. */
export function sameBrickAnswer(a: Pick<PopstarStage, 'selection' | 'lastPop'>, b: Pick<PopstarStage, 'selection' | 'lastPop'>): boolean {
  return a.selection === b.selection && a.lastPop === b.lastPop;
}

/** A brick on the board: its stable id, its cell and its colour. */
export interface BrickView {
  id: number;
  row: number;
  col: number;
  colour: number;
}

export interface PopstarBoardView {
  width: number;
  height: number;
  /** The bricks on the board, in id order (a pop never reorders them, so no element moves in the list). */
  bricks: readonly BrickView[];
  /**
   * The bricks right after the last pop and before its fall: the survivors still in their cells
   * (the same ids and colours as `bricks`). The same array as `bricks` when nothing fell.
   */
  beforeFall: readonly BrickView[];
  /** The ids the last pop took off the board, in burst order (empty without a pop). */
  popped: readonly number[];
  /** Where the last pop moved each surviving brick (empty without a pop). */
  falls: readonly BrickFall[];
}

/** The stage's fields the view reads. */
export type BoardViewSource = Pick<PopstarStage, 'board' | 'ids' | 'lastPop'>;

function bricksOf(board: Board, ids: readonly number[]): BrickView[] {
  const bricks: BrickView[] = [];
  board.cells.forEach((colour, i) => {
    const id = ids[i] ?? 0;
    if (colour !== 0 && id !== 0) bricks.push({ id, row: Math.floor(i / board.width), col: i % board.width, colour });
  });
  return bricks.sort((a, b) => a.id - b.id);
}

function unfallen(bricks: BrickView[], pop: PopEvent): BrickView[] {
  if (pop.falls.length === 0) return bricks;
  const from = new Map<number, Cell>(pop.falls.map(({ id, from }) => [id, from]));
  return bricks.map((brick) => {
    const cell = from.get(brick.id);
    return cell ? { ...brick, row: cell[0], col: cell[1] } : brick;
  });
}

/** The board view of a stage (or of the stage's board, ids and last pop). */
export function popstarView({ board, ids, lastPop }: BoardViewSource): PopstarBoardView {
  const bricks = bricksOf(board, ids);
  return {
    width: board.width,
    height: board.height,
    bricks,
    beforeFall: lastPop ? unfallen(bricks, lastPop) : bricks,
    popped: lastPop?.ids ?? [],
    falls: lastPop?.falls ?? [],
  };
}
