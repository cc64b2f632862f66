/**
 * Plan Tank's run as a stage of the shared status machine (gameStatus.ts): pure functions over the
 * step-by-step interpreter's RunState (logic/plantank/stepRun.ts), timed in whole milliseconds so a
 * run plays in a test by sending TICKs.
 *
 * Timing: RoboZZle's per-step time is (10 - speed)^3 + 20 ms for speed 0..10; we treat speed 10
 * as "instant" (the run finishes within a frame or two). Calls and skipped conditions are not steps
 * (docs/plantank-rules.md, "Execution"), but the player
 * should still see the highlight pass over them, so they take a third of a step's time.
 */
import { createRun, finishRun, isStepEvent, stepRun } from '../logic/plantank/index.ts';
import type { Level, Program, RunEvent, RunState } from '../logic/plantank/index.ts';

export const MIN_SPEED = 0;
export const MAX_SPEED = 10;

/**
 * Slots executed per TICK at instant speed. stepRun copies the stack per slot (~50k slots/s on a
 * phone-class CPU), so this bounds one frame's work to a few ms; the longest runs (1000 steps plus
 * their calls) then end within a handful of frames.
 */
export const INSTANT_SLOTS_PER_TICK = 400;
/** A safety bound for timed speeds: a long clamped frame never runs more than this many slots. */
export const MAX_SLOTS_PER_TICK = 64;

export interface PlantankParams {
  level: Level;
  program: Program;
  /** 0 (slowest) .. 10 (instant). */
  speed: number;
}

export interface PlantankStage {
  run: RunState;
  speed: number;
  /** Milliseconds left before the next slot runs; the next TICK runs it when this reaches 0. */
  waitMs: number;
}

/** The inputs while running: the speed slider, and "Skip to the end" (the run ends at once). */
export type PlantankInput = { type: 'speed'; speed: number } | { type: 'finish' };

export function clampSpeed(speed: number): number {
  if (!Number.isFinite(speed)) return MIN_SPEED;
  return Math.min(MAX_SPEED, Math.max(MIN_SPEED, Math.round(speed)));
}

/** RoboZZle's per-step time in ms; 0 at instant speed. */
export function stepTimeMs(speed: number): number {
  const s = clampSpeed(speed);
  return s >= MAX_SPEED ? 0 : (MAX_SPEED - s) ** 3 + 20;
}

/** How long the state after this slot stays on screen before the next slot runs. */
export function slotTimeMs(event: RunEvent, speed: number): number {
  const step = stepTimeMs(speed);
  return isStepEvent(event) ? step : Math.round(step / 3);
}

export function createStage(params: PlantankParams): PlantankStage {
  return { run: createRun(params.level, params.program), speed: clampSpeed(params.speed), waitMs: 0 };
}

export function applyInput(stage: PlantankStage, input: PlantankInput): PlantankStage {
  if (input.type === 'finish') return stage.run.outcome === null ? { ...stage, run: finishRun(stage.run), waitMs: 0 } : stage;
  const speed = clampSpeed(input.speed);
  if (speed === stage.speed) return stage;
  // Speeding up takes effect at once instead of after the slow wait already begun.
  return { ...stage, speed, waitMs: Math.min(stage.waitMs, stepTimeMs(speed)) };
}

export function tickStage(stage: PlantankStage, ms: number): PlantankStage {
  if (stage.run.outcome !== null || ms <= 0) return stage;
  let run = stage.run;
  if (stage.speed >= MAX_SPEED) {
    for (let i = 0; i < INSTANT_SLOTS_PER_TICK && run.outcome === null; i++) run = stepRun(run);
    return { ...stage, run, waitMs: 0 };
  }
  let wait = stage.waitMs - ms;
  for (let i = 0; wait <= 0 && run.outcome === null && i < MAX_SLOTS_PER_TICK; i++) {
    run = stepRun(run);
    wait += slotTimeMs(run.event, stage.speed);
  }
  // A frame that ran out of its slot budget does not carry a debt into the next one.
  return { ...stage, run, waitMs: run.outcome === null ? Math.max(wait, 0) : 0 };
}

/** The Step button: exactly one non-empty slot (a call or a skipped condition counts as one). */
export function stepStage(stage: PlantankStage): PlantankStage {
  if (stage.run.outcome !== null) return stage;
  const run = stepRun(stage.run);
  // Go after a Step shows the stepped state for a moment before the run moves on.
  return { ...stage, run, waitMs: slotTimeMs(run.event, stage.speed) };
}

export function isStageOver(stage: PlantankStage): boolean {
  return stage.run.outcome !== null;
}
