/**
 * The PopStar machine: the shared status machine (READY / RUNNING / PAUSE / STOP / OVER, see
 * gameStatus.ts) composed with the PopStar run as its stage (popstarStage.ts). The star-level
 * progression is the stage's `phase`, advanced by the frame loop's TICKs, rather than XState states
 * of its own: its timers are then integer-ms counters that pause with RUNNING by construction and a
 * whole level plays in a test by sending TICKs.
 * OVER is the run over (the last level's target missed); STOP is the player ending the run.
 */
import type { AnyActorLogic, SnapshotFrom } from 'xstate';
import { createStatusMachine, statusOf, type GameStatus, type StageDef, type StatusEvent } from './gameStatus';
import {
  applyInput,
  createStage,
  isTimedPhase,
  tickStage,
  type PopstarInput,
  type PopstarStage,
  type RunParams,
  type StageOptions,
} from './popstarStage';
import { POPSTAR_TIMING_REDUCED } from './popstarStageTypes';

export function popstarStageDef(options: StageOptions = {}): StageDef<PopstarStage, PopstarInput, RunParams> {
  return {
    id: 'popstar',
    create: (params) => createStage(params, options),
    input: (stage, input) => applyInput(stage, input, options),
    tick: (stage, ms) => tickStage(stage, ms, options),
    isOver: (stage) => stage.phase === 'over',
    // Time matters only in the timed phases (intro, popping, bonus, cleared, failed).
    nextTickMs: (stage) => (isTimedPhase(stage.phase) ? stage.phaseMs : null),
    // The first tap on the board starts the run (and skips the level intro).
    startOnInput: true,
  };
}

export function createPopstarMachine(options: StageOptions & { frameLoop?: AnyActorLogic } = {}) {
  return createStatusMachine(popstarStageDef(options), { frameLoop: options.frameLoop });
}

export const popstarMachine = createPopstarMachine();
/** The same game with the short waits of reduced motion (POPSTAR_TIMING_REDUCED). */
export const popstarMachineReducedMotion = createPopstarMachine({ timing: POPSTAR_TIMING_REDUCED });
export type PopstarMachine = ReturnType<typeof createPopstarMachine>;
export type PopstarSnapshot = SnapshotFrom<PopstarMachine>;
export type PopstarEvent = StatusEvent<PopstarInput, RunParams>;

/** The saved form of the run a snapshot shows, or null once the run has ended. */
export function runToSave(snapshot: PopstarSnapshot): Required<RunParams> | null {
  const status: GameStatus = statusOf(snapshot);
  if (status === 'OVER' || status === 'STOP') return null;
  const { seed, level, startScore, moves, hintsLeft, hintCell, bestAtStart } = snapshot.context.stage;
  return { seed, level, startScore, moves, hintsLeft, hintCell, bestAtStart };
}
