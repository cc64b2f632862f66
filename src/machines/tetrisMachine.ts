/**
 * The Tetris machine: the shared status machine (READY / RUNNING <-> PAUSE, STOP, OVER; see
 * gameStatus.ts) composed with the Tetris stage (tetrisStage.ts). No XState states of its own: the
 * line-clear wait and the held keys are integer-ms counters in the stage, advanced by the frame
 * loop's TICKs, so they stop with RUNNING by construction and a whole game plays in a test by
 * sending TICKs. OVER is the game ending itself (top out, a mode's goal or time); STOP is the player.
 */
import type { AnyActorLogic, SnapshotFrom } from 'xstate';
import { deserialize, serialize, type TetrisState } from '../logic/tetris/index.ts';
import type { HandlingConfig } from '../logic/tetris/handling.ts';
import { createStatusMachine, statusOf, type StageDef, type StatusEvent } from './gameStatus';
import {
  applyInput,
  createStage,
  isStageOver,
  stageFromGame,
  tickStage,
  type TetrisInput,
  type TetrisParams,
  type TetrisStage,
} from './tetrisStage';

export const tetrisStageDef: StageDef<TetrisStage, TetrisInput, TetrisParams> = {
  id: 'tetris',
  create: createStage,
  input: applyInput,
  tick: tickStage,
  isOver: isStageOver,
  // The first key, button or tap starts the game and is not also played (Space would hard-drop the
  // first piece before the player has seen it); a key's release in READY starts nothing.
  startOnInput: false,
  startingInput: (input) => input.type === 'press' || input.type === 'action',
  // Keys held when the game pauses are let go: their release may come while paused, when INPUT is not
  // taken, and a key still held on resume would slide the piece.
  onPause: (stage) => applyInput(stage, { type: 'releaseAll' }),
};

export function createTetrisMachine(options: { frameLoop?: AnyActorLogic } = {}) {
  return createStatusMachine(tetrisStageDef, options);
}

export const tetrisMachine = createTetrisMachine();
export type TetrisMachine = ReturnType<typeof createTetrisMachine>;
export type TetrisSnapshot = SnapshotFrom<TetrisMachine>;
export type TetrisEvent = StatusEvent<TetrisInput, TetrisParams>;

/** Parameters that continue a saved game: its mode and start level come from the engine state. */
export function paramsOfGame(game: TetrisState, handling: HandlingConfig, seed: number): TetrisParams {
  return { mode: game.mode, startLevel: game.startLevel, endless: game.mode === 'marathon' && game.lineGoal === null, seed, handling };
}

/** The save of the game a snapshot shows, or null when there is nothing worth resuming. */
export function gameToSave(snapshot: TetrisSnapshot): string | null {
  const status = statusOf(snapshot);
  const game = snapshot.context.stage.game;
  if (status === 'OVER' || status === 'STOP' || game.status !== 'playing') return null;
  return serialize(game);
}

/**
 * A saved game, read back: the stage to continue, or an Error that says what was wrong (the screen
 * shows it and drops the save).
 */
export function restoreSave(text: string, handling: HandlingConfig): TetrisStage | Error {
  try {
    const game = deserialize(text);
    if (game.status !== 'playing') return new Error('Tetris save: the saved game has already ended');
    return stageFromGame(game, handling);
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}
