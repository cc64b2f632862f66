/**
 * The Plan Tank machine: the shared status machine (gameStatus.ts) with the run as its stage
 * (plantankStage.ts). Plan Tank's flow maps onto the shared statuses:
 *   READY    editing: the stage holds a fresh run of the program being written. Every edit sends
 *            RESET {params} with the new program, from any status (an edit ends a run).
 *   RUNNING  the run auto-steps at the chosen speed on the frame loop (Go = START).
 *   PAUSE    Pause; Step runs one slot (STEP, also from READY: a paused run after its first slot).
 *            A run also pauses by itself just before a slot with a breakpoint (the stage's
 *            pauseRequest).
 *   OVER     the run ended itself, won or lost: the final board and the reason stay until RESET
 *            (Reset, or any edit) or START (run again from the start).
 *   STOP     the player stopped the run part-way: the board stays where it stopped until RESET or
 *            START, like OVER but without an outcome.
 * The play screen sends one event per intent, whatever the status:
 *   - Go: START {params}. With an empty program it is refused in READY (the stage's refuseGo):
 *     the stage counts the refusal (`refusals`) and the screen says the program is empty.
 *   - X, RoboZZle's run/stop key: RUN_TOGGLE {params}, Go while editing, Reset from any run.
 *   - Run to the end (F, its button, Skip to the end): FINISH {params}, from editing, a run, a
 *     pause or an end (a new run), past every breakpoint; refused like Go with an empty program.
 *   - The breakpoints: INPUT breakpoints, taken while editing, running or paused; an ended run
 *     takes them with the params of the next START or FINISH.
 *   - The speed slider: INPUT speed, taken while editing or running.
 * No XState states of its own: the frame loop runs only in RUNNING, so pausing stops the clock by
 * construction, and the run's timer is an integer counter in the stage.
 */
import type { AnyActorLogic, SnapshotFrom } from 'xstate';
import { createStatusMachine, type StageDef, type StatusEvent } from './gameStatus';
import {
  applyInput,
  breakpointPause,
  createStage,
  emptyProgramRefusal,
  finishStage,
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
  finish: finishStage,
  refuseGo: emptyProgramRefusal,
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
