/**
 * The Plan Tank machine: the shared status machine (gameStatus.ts) with the run as its stage
 * (plantankStage.ts). Plan Tank's flow maps onto the shared statuses:
 *   READY    editing: the stage holds a fresh run of the program being written. Every edit sends
 *            RESET {params} with the new program, from any status (an edit ends a run).
 *   RUNNING  the run auto-steps at the chosen speed on the frame loop (Go = START).
 *   PAUSE    Pause; Step runs one slot (STEP, also from READY: a paused run after its first slot).
 *            A run also pauses by itself just before a slot with a breakpoint (the stage's
 *            pauseRequest); the breakpoints may change while paused (INPUT breakpoints).
 *   OVER     the run ended itself, won or lost: the final board and the reason stay until RESET
 *            (Reset, or any edit) or START (run again from the start).
 *   STOP     the player stopped the run part-way (the Stop key, x, while a run is on): the board
 *            stays where it stopped until RESET or START, like OVER but without an outcome.
 * No XState states of its own: the frame loop runs only in RUNNING, so pausing stops the clock by
 * construction, and the run's timer is an integer counter in the stage.
 */
import type { AnyActorLogic, SnapshotFrom } from 'xstate';
import { createStatusMachine, type StageDef, type StatusEvent } from './gameStatus';
import {
  applyInput,
  breakpointPause,
  createStage,
  isStageOver,
  stepStage,
  tickStage,
  type PlantankInput,
  type PlantankParams,
  type PlantankStage,
} from './plantankStage';

export const plantankStageDef: StageDef<PlantankStage, PlantankInput, PlantankParams> = {
  id: 'plantank',
  create: createStage,
  input: applyInput,
  tick: tickStage,
  isOver: isStageOver,
  step: stepStage,
  // Moving the speed slider while editing must not start the run.
  startOnInput: false,
  pauseRequest: breakpointPause,
  inputWhilePaused: (input) => input.type === 'breakpoints',
};

export function createPlantankMachine(options: { frameLoop?: AnyActorLogic } = {}) {
  return createStatusMachine(plantankStageDef, options);
}

export const plantankMachine = createPlantankMachine();
export type PlantankMachine = ReturnType<typeof createPlantankMachine>;
export type PlantankSnapshot = SnapshotFrom<PlantankMachine>;
export type PlantankEvent = StatusEvent<PlantankInput, PlantankParams>;
