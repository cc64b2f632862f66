/**
 * Read-only views for the screen. Coordinates are visible-field cells: x from the left wall, y from the
 * top visible row (negative y = in the hidden buffer, which the screen does not draw).
 */
import { dropDistance, moved, pieceCells } from './field.ts';
import { msPerRow } from './gravity.ts';
import type { ActivePiece, Row, TetrisState } from './state.ts';

export interface BoardCell {
  readonly x: number;
  readonly y: number;
}

function toVisible(state: TetrisState, piece: ActivePiece): BoardCell[] {
  return pieceCells(piece).map(([x, y]) => ({ x, y: y - state.bufferRows }));
}

/** The visible rows of locked blocks, top to bottom: a piece letter, 'X', or null per cell. */
export function visibleRows(state: TetrisState): readonly Row[] {
  return state.field.slice(state.bufferRows);
}

export function activeCells(state: TetrisState): BoardCell[] {
  return state.active ? toVisible(state, state.active) : [];
}

/** Where the active piece would land on a hard drop. */
export function ghostPiece(state: TetrisState): ActivePiece | null {
  return state.active ? moved(state.active, 0, dropDistance(state.field, state.active)) : null;
}

export function ghostCells(state: TetrisState): BoardCell[] {
  const ghost = ghostPiece(state);
  return ghost ? toVisible(state, ghost) : [];
}

/** Current gravity, for the handling module's soft-drop factor. */
export function gravityMsPerRow(state: TetrisState): number {
  return msPerRow(state.level);
}
