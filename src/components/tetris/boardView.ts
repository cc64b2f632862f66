/**
 * What the board shows, as plain strings the React cells compare cheaply (cells keyed by index with
 * primitive props, ARCHITECTURE.md "lichess chessground"). One character a cell, rows top to bottom:
 *   '.' empty   'I'..'L', 'X' a locked block   'i'..'l' the active piece   '1'..'7' the ghost (by piece)
 * During a line clear the board shows the field before the clear, without a piece in play.
 */
import { activeCells, ghostCells, PIECE_TYPES, visibleRows, type PieceType } from '../../logic/tetris/index.ts';
import type { TetrisStage } from '../../machines/tetrisStage';

const GHOST_CODE: Record<PieceType, string> = { I: '1', O: '2', T: '3', S: '4', Z: '5', J: '6', L: '7' };

export function boardCells(stage: TetrisStage, ghost: boolean): string {
  const { game, clearing } = stage;
  const rows = clearing !== null ? clearing.before : visibleRows(game);
  const width = game.width;
  const chars: string[] = rows.flatMap((row) => row.map((cell) => cell ?? '.'));
  const piece = game.active;
  if (clearing === null && piece !== null) {
    const put = (x: number, y: number, code: string) => {
      if (y >= 0 && y < rows.length && x >= 0 && x < width) chars[y * width + x] = code;
    };
    if (ghost) for (const c of ghostCells(game)) put(c.x, c.y, GHOST_CODE[piece.type]);
    for (const c of activeCells(game)) put(c.x, c.y, piece.type.toLowerCase());
  }
  return chars.join('');
}

/** Locked cells only: the piece and its ghost ('a'..'z', '1'..'7') as empty cells. */
export function fieldOf(cells: string): string {
  return cells.replace(/[a-z1-7]/g, '.');
}

/** A cell of the piece layer: its code and its index on the board (row * width + column). */
export interface PieceCell {
  readonly code: string;
  readonly index: number;
}

/** The piece and its ghost, ghost cells first (where they overlap, the piece wins: boardCells). */
export function pieceOf(cells: string): PieceCell[] {
  const ghost: PieceCell[] = [];
  const piece: PieceCell[] = [];
  for (let index = 0; index < cells.length; index++) {
    const code = cells[index]!;
    if (code >= '1' && code <= '7') ghost.push({ code, index });
    else if (code >= 'a' && code <= 'z') piece.push({ code, index });
  }
  return [...ghost, ...piece];
}

/** The class names of a cell's code (board and previews). */
export function cellClass(code: string): string {
  if (code === '.') return 't-cell brick-empty';
  const ghost = code >= '1' && code <= '7' ? PIECE_TYPES[Number(code) - 1] : undefined;
  if (ghost !== undefined) return `t-cell brick-empty t-ghost brick-${ghost.toLowerCase()}`;
  const lower = code.toLowerCase();
  return code === lower ? `t-cell brick brick-${lower} t-active` : `t-cell brick brick-${lower}`;
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
