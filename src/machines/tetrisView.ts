/**
 * What the Tetris board shows, as typed data read off a stage: the locked field (during a line clear,
 * the field as the clear found it), the piece in play with its ghost, and the rows a clear takes. Pure;
 * each view has an equality so a board can skip a frame where what it shows did not change.
 */
import { ghostPiece, visibleRows, type PieceType, type Rotation, type Row } from '../logic/tetris/index.ts';
import type { TetrisStage } from './tetrisStage';

/** Where the piece in play is: its type, rotation and the column of its box's left edge. */
export interface PiecePose {
  readonly type: PieceType;
  readonly rotation: Rotation;
  readonly x: number;
}

/** The piece as the board draws it: its box's top-left cell on the visible field (y < 0 is above it). */
export interface PieceView extends PiecePose {
  readonly y: number;
  /** The row of the ghost's box, or null when the ghost is off. */
  readonly ghostY: number | null;
}

const NO_ROWS: readonly number[] = [];

/** The locked field, rows top to bottom; while a clear plays, the field before it (the full rows still in). */
export function fieldView(stage: TetrisStage): readonly Row[] {
  return stage.clearing !== null ? stage.clearing.before : visibleRows(stage.game);
}

/** The piece in play and its ghost, or null when none is drawn (none in play, or a clear playing). */
export function pieceView(stage: TetrisStage, ghost: boolean): PieceView | null {
  const { game } = stage;
  const piece = game.active;
  if (stage.clearing !== null || piece === null) return null;
  const ghostY = ghost ? (ghostPiece(game)?.y ?? piece.y) - game.bufferRows : null;
  return { type: piece.type, rotation: piece.rotation, x: piece.x, y: piece.y - game.bufferRows, ghostY };
}

/** The piece in play, a clear playing or not (the next one is in play while it does). */
export function activePose(stage: TetrisStage): PiecePose | null {
  const piece = stage.game.active;
  return piece === null ? null : { type: piece.type, rotation: piece.rotation, x: piece.x };
}

/** The rows flashing in a clear (visible indices before it, ascending); none when no clear plays. */
export function clearingRows(stage: TetrisStage): readonly number[] {
  return stage.clearing?.rows ?? NO_ROWS;
}

/** Two fields show the same: the same rows (rows are never changed in place, only replaced). */
export function sameField(a: readonly Row[], b: readonly Row[]): boolean {
  return a === b || (a.length === b.length && a.every((row, y) => row === b[y]));
}

export function samePiece(a: PieceView | null, b: PieceView | null): boolean {
  return a === b || (a !== null && b !== null && samePose(a, b) && a.y === b.y && a.ghostY === b.ghostY);
}

export function samePose(a: PiecePose | null, b: PiecePose | null): boolean {
  return a === b || (a !== null && b !== null && a.type === b.type && a.rotation === b.rotation && a.x === b.x);
}

export function sameNumbers(a: readonly number[], b: readonly number[]): boolean {
  return a === b || (a.length === b.length && a.every((n, i) => n === b[i]));
}
