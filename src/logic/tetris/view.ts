/**
 * Read-only views for the screen. Coordinates are visible-field cells: x from the left wall, y from the
 * top visible row (negative y = in the hidden buffer, which the screen does not draw).
 */
import { dropDistance, moved, pieceCells } from './field.ts';
import { rowMs } from './gravity.ts';
import { stateArg } from './stateCheck.ts';
import type { ActivePiece, Row, TetrisState } from './state.ts';

export interface BoardCell {
  readonly x: number;
  readonly y: number;
}

function toVisible(state: TetrisState, piece: ActivePiece): BoardCell[] {
  return pieceCells(piece).map(([x, y]) => ({ x, y: y - state.bufferRows }));
}

function ghostOf(state: TetrisState): ActivePiece | null {
  return state.active ? moved(state.active, 0, dropDistance(state.field, state.active)) : null;
}

/** The visible rows of locked blocks, top to bottom: a piece letter, 'X', or null per cell. */
export function visibleRows(state: TetrisState): readonly Row[] {
  const s = stateArg(state, 'visibleRows');
  return s.field.slice(s.bufferRows);
}

export function activeCells(state: TetrisState): BoardCell[] {
  const s = stateArg(state, 'activeCells');
  return s.active ? toVisible(s, s.active) : [];
}

/** Where the active piece would land on a hard drop. */
export function ghostPiece(state: TetrisState): ActivePiece | null {
  return ghostOf(stateArg(state, 'ghostPiece'));
}

export function ghostCells(state: TetrisState): BoardCell[] {
  const s = stateArg(state, 'ghostCells');
  const ghost = ghostOf(s);
  return ghost ? toVisible(s, ghost) : [];
}

/** Current gravity, for the handling module's soft-drop factor. */
export function gravityMsPerRow(state: TetrisState): number {
  return rowMs(stateArg(state, 'gravityMsPerRow').level);
}
