/**
 * What the board shows, as plain strings the React components compare cheaply (ARCHITECTURE.md
 * "lichess chessground"): the locked field, one character a cell, and the piece in play with its
 * ghost as one short string. The field changes only when a piece locks; the piece string on a move.
 */
import { ghostPiece, shapeCells, visibleRows, type PieceType, type Rotation } from '../../logic/tetris/index.ts';
import type { TetrisStage } from '../../machines/tetrisStage';
import type { StringSource } from '../stringSource';

const fieldStrings = new WeakMap<object, string>();

/**
 * The locked field, rows top to bottom, one character a cell: '.' empty, 'I'..'L' or 'X' a block.
 * During a line clear it is the field before the clear. Cached by the rows' identity: a frame where
 * only the piece moved builds no string.
 */
export function fieldCells(stage: TetrisStage): string {
  const key = stage.clearing !== null ? stage.clearing.before : stage.game.field;
  let cells = fieldStrings.get(key);
  if (cells === undefined) {
    const rows = stage.clearing !== null ? stage.clearing.before : visibleRows(stage.game);
    cells = rows.map((row) => row.map((cell) => cell ?? '.').join('')).join('');
    fieldStrings.set(key, cells);
  }
  return cells;
}

/** The piece in play as the piece layer draws it: its box's top-left cell on the visible field (y < 0 is above it). */
export interface PieceView {
  readonly type: PieceType;
  readonly rotation: Rotation;
  readonly x: number;
  readonly y: number;
  /** The row of the ghost's box, or null when the ghost is off. */
  readonly ghostY: number | null;
}

/** "T R 3 -1 17" (type, rotation, x, y, ghost y or '-'), or '' when no piece is drawn (none in play, or a clear playing). */
export function pieceView(stage: TetrisStage, ghost: boolean): string {
  const { game } = stage;
  const piece = game.active;
  if (stage.clearing !== null || piece === null) return '';
  const ghostY = ghost ? (ghostPiece(game)?.y ?? piece.y) - game.bufferRows : '-';
  return `${piece.type} ${piece.rotation} ${piece.x} ${piece.y - game.bufferRows} ${ghostY}`;
}

export function parsePieceView(view: string): PieceView | null {
  if (view === '') return null;
  const [type, rotation, x, y, ghostY] = view.split(' ');
  return { type: type as PieceType, rotation: rotation as Rotation, x: Number(x), y: Number(y), ghostY: ghostY === '-' ? null : Number(ghostY) };
}

export { fixedSource, type StringSource } from '../stringSource';

/** Anything that holds a TetrisStage and tells when it changes (the game's or the demo's actor). */
export interface StageStore {
  getSnapshot(): { context: { stage: TetrisStage } };
  subscribe(listener: () => void): { unsubscribe(): void };
}

/**
 * A string about a running game as a StringSource (pieceView, activeView, fieldCells, the queue).
 * The string is computed once per game state (the ghost is a search down the field), however many
 * readers ask.
 */
export function stageSource(store: StageStore, view: (stage: TetrisStage) => string): StringSource {
  let game: unknown = null;
  let clearing: unknown = null;
  let value = '';
  return {
    get() {
      const stage = store.getSnapshot().context.stage;
      if (stage.game !== game || stage.clearing !== clearing) {
        game = stage.game;
        clearing = stage.clearing;
        value = view(stage);
      }
      return value;
    },
    subscribe(listener) {
      const sub = store.subscribe(listener);
      return () => sub.unsubscribe();
    },
  };
}

/** The piece of a running game and its ghost (pieceView) as a source the piece layer follows. */
export function pieceSource(store: StageStore, ghost: boolean): StringSource {
  return stageSource(store, (stage) => pieceView(stage, ghost));
}

/** "T 0 3": the piece in play's type, rotation and column, '' with none (the board's data-active, for tests and the benchmark probe). */
export function activeView(stage: TetrisStage): string {
  const piece = stage.game.active;
  return piece ? `${piece.type} ${piece.rotation} ${piece.x}` : '';
}

/** The four minos of a piece in its box: column and row, 0-based. */
export function minosOf(type: PieceType, rotation: Rotation): readonly { readonly col: number; readonly row: number }[] {
  return shapeCells(type, rotation).map(([col, row]) => ({ col, row }));
}

/** Whether the field (fieldCells) has a locked block in its top four rows: the board's frame warns. */
export function inDanger(field: string, width: number): boolean {
  return /[A-Z]/.test(field.slice(0, width * 4));
}

/** The class names of a field cell's code ('.' or a block's letter). */
export function cellClass(code: string): string {
  return code === '.' ? 't-cell brick-empty' : `t-cell brick brick-${code.toLowerCase()}`;
}

/** The class names of a mino of the piece in play or of its ghost. */
export function minoClass(type: PieceType, kind: 'piece' | 'ghost'): string {
  const t = type.toLowerCase();
  return kind === 'piece' ? `t-cell brick brick-${t} t-active` : `t-cell brick-empty t-ghost brick-${t}`;
}

/**
 * After a clear of `cleared` rows (visible indices before it, ascending), how far each row of the
 * new field fell: the screen slides each row down from where it was (rows above the clear fall by
 * the number of cleared rows below them; rows below the clear stay).
 */
export function rowDrops(cleared: readonly number[], height: number): number[] {
  const k = cleared.length;
  const kept: number[] = [];
  for (let y = 0; y < height; y++) if (!cleared.includes(y)) kept.push(y);
  return Array.from({ length: height }, (_, after) => (after < k ? k : after - (kept[after - k] ?? after)));
}

/** Which rows hold no block: they need no fall (an empty row looks the same wherever it is). */
export function emptyRows(field: string, width: number): boolean[] {
  return Array.from({ length: field.length / width }, (_, y) => !/[^.]/.test(field.slice(y * width, (y + 1) * width)));
}

/**
 * Which row element shows at each row after a clear of the rows `collapsed` (as they showed before
 * it): each row of blocks the one that showed it before; the empty rows (`empty`, the field after
 * the clear) any of the others, an element where it already is first. An empty row looks the same
 * wherever it is, so only the rows of blocks above the clear, and as many others as rows were
 * cleared, change places: moving a row restyles it.
 */
export function placeAfterClear<T>(rows: readonly T[], collapsed: readonly number[], empty: readonly boolean[]): T[] {
  const k = collapsed.length;
  const shown: (T | undefined)[] = Array.from({ length: rows.length }, () => undefined);
  const spare: T[] = [];
  rows
    .filter((_, y) => !collapsed.includes(y))
    .forEach((row, i) => {
      if (empty[k + i]) spare.push(row);
      else shown[k + i] = row;
    });
  spare.push(...rows.filter((_, y) => collapsed.includes(y)));
  shown.forEach((row, y) => {
    if (row === undefined && spare.includes(rows[y]!)) {
      shown[y] = rows[y];
      spare.splice(spare.indexOf(rows[y]!), 1);
    }
  });
  return shown.map((row) => row ?? spare.shift()!);
}
