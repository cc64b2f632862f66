/** Public API of the Tetris engine (documented in docs/tetris-api.md). */
export { TetrisInputError } from './errors.ts';
export type { PieceType, Rotation } from './pieces.ts';
export { PIECE_TYPES, ROTATIONS, PIECE_COLOURS, shapeCells } from './pieces.ts';
export type { Action, NewGameOptions } from './game.ts';
export { ACTIONS, newGame, applyAction, advance, MODE_LINE_GOALS, MODE_TIME_LIMITS_MS } from './game.ts';
export type { DiagramOptions } from './diagram.ts';
export { fromDiagram, toDiagram } from './diagram.ts';
export type {
  TetrisState,
  ActivePiece,
  Cell,
  Row,
  Field,
  ClearReport,
  GameMode,
  GameStatus,
  GameResult,
} from './state.ts';
export { BUFFER_ROWS, NEXT_COUNT } from './state.ts';
export type { TSpin } from './scoring.ts';
export { msPerRow, GRAVITY_20G_MS_PER_ROW, LOCK_DELAY_MS, MAX_LOCK_RESETS, LINES_PER_LEVEL } from './gravity.ts';
export type { BoardCell } from './view.ts';
export { visibleRows, activeCells, ghostCells, ghostPiece, gravityMsPerRow } from './view.ts';
export { serialize, deserialize } from './save.ts';
