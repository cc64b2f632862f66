/**
 * Plan Tank's run as a stage of the shared status machine (gameStatus.ts): pure functions over the
 * step-by-step interpreter's RunState (logic/plantank/stepRun.ts), timed in whole milliseconds so a
 * run plays in a test by sending TICKs.
 *
 * Timing: RoboZZle's per-step time is (10 - speed)^3 + 20 ms for speed 0..10; we treat speed 10
 * as "instant" (the run finishes within a frame or two). Calls and skipped conditions are not steps
 * (docs/plantank-rules.md, "Execution"), but the player
 * should still see the highlight pass over them, so they take a third of a step's time.
 *
 * Breakpoints: a running run stops just before a slot marked with one and asks the machine to
 * pause (pauseRequest). Going on from there runs that slot: a breakpoint never stops the run twice
 * at the same moment, nor on the slot a Step left it at. Skip to the end ignores breakpoints.
 */
import { createRun, finishRun, instructionCount, isStepEvent, stepRun } from '../logic/plantank/index.ts';
import type { Level, Program, RunEvent, RunState } from '../logic/plantank/index.ts';
import { breakpointKey } from '../logic/plantank/editorState';

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
  /** Slots the run pauses before, as `fn:slot` keys (0-based, e.g. "0:2" is F1's third slot). */
  breakpoints?: readonly string[];
}

export interface PlantankStage {
  run: RunState;
  speed: number;
  /** Milliseconds left before the next slot runs; the next TICK runs it when this reaches 0. */
  waitMs: number;
  /** The breakpoints, as `fn:slot` keys. */
  breakpoints: ReadonlySet<string>;
  /** Slots executed when the run last stopped (breakpoint or Step): no breakpoint stops it again there. */
  passAt: number;
  /** A breakpoint stopped the run and the machine has not paused for it yet. */
  breakHit: boolean;
  /** Go refused for an empty program since this run was made: the status line says so while it is not 0. */
  refusals: number;
}

/**
 * The inputs while editing or running: the speed slider and the breakpoints (also taken while
 * paused). Run to the end is the machine's FINISH (finishStage).
 */
export type PlantankInput = { type: 'speed'; speed: number } | { type: 'breakpoints'; at: readonly string[] };

/** The key of a slot in the breakpoint set: the editor's (breakpointKey; parseBreakpointKey reads it). */
export function slotKey(fn: number, slot: number): string {
  return breakpointKey({ fn, slot });
}

/** Slots the run has executed so far: each stepRun executes one (a step, a call or a skipped condition). */
export function slotsExecuted(run: RunState): number {
  return run.steps + run.calls + run.skipped;
}

/** The run is about to execute a slot with a breakpoint, and has not stopped there yet. */
export function atBreakpoint(stage: PlantankStage, run: RunState = stage.run): boolean {
  if (stage.breakpoints.size === 0 || run.outcome !== null) return false;
  const top = run.stack[run.stack.length - 1];
  return top !== undefined && stage.breakpoints.has(slotKey(top.fn, top.slot)) && slotsExecuted(run) !== stage.passAt;
}

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
  return {
    run: createRun(params.level, params.program),
    speed: clampSpeed(params.speed),
    waitMs: 0,
    breakpoints: new Set(params.breakpoints ?? []),
    passAt: -1,
    breakHit: false,
    refusals: 0,
  };
}

function sameKeys(set: ReadonlySet<string>, keys: readonly string[]): boolean {
  return set.size === new Set(keys).size && keys.every((k) => set.has(k));
}

export function applyInput(stage: PlantankStage, input: PlantankInput): PlantankStage {
  if (input.type === 'breakpoints') return sameKeys(stage.breakpoints, input.at) ? stage : { ...stage, breakpoints: new Set(input.at) };
  const speed = clampSpeed(input.speed);
  if (speed === stage.speed) return stage;
  // Speeding up takes effect at once instead of after the slow wait already begun.
  return { ...stage, speed, waitMs: Math.min(stage.waitMs, stepTimeMs(speed)) };
}

export function tickStage(stage: PlantankStage, ms: number): PlantankStage {
  if (stage.run.outcome !== null || ms <= 0) return stage;
  if (stage.breakHit) return stage;
  let run = stage.run;
  if (stage.speed >= MAX_SPEED) {
    for (let i = 0; i < INSTANT_SLOTS_PER_TICK && run.outcome === null; i++) {
      if (atBreakpoint(stage, run)) return stopAt(stage, run);
      run = stepRun(run);
    }
    return { ...stage, run, waitMs: 0 };
  }
  let wait = stage.waitMs - ms;
  for (let i = 0; wait <= 0 && run.outcome === null && i < MAX_SLOTS_PER_TICK; i++) {
    if (atBreakpoint(stage, run)) return stopAt(stage, run);
    run = stepRun(run);
    wait += slotTimeMs(run.event, stage.speed);
  }
  // A frame that ran out of its slot budget does not carry a debt into the next one.
  return { ...stage, run, waitMs: run.outcome === null ? Math.max(wait, 0) : 0 };
}

/** The run held just before a breakpoint's slot, asking the machine to pause. */
function stopAt(stage: PlantankStage, run: RunState): PlantankStage {
  return { ...stage, run, waitMs: 0, breakHit: true, passAt: slotsExecuted(run) };
}

/** The machine's pause for a breakpoint: the request taken (null when there is none). */
export function breakpointPause(stage: PlantankStage): PlantankStage | null {
  return stage.breakHit ? { ...stage, breakHit: false } : null;
}

/** The Step button: exactly one non-empty slot (a call or a skipped condition counts as one). */
export function stepStage(stage: PlantankStage): PlantankStage {
  if (stage.run.outcome !== null) return stage;
  const run = stepRun(stage.run);
  // Go after a Step shows the stepped state for a moment before the run moves on, and runs the
  // slot the Step stopped at even if it has a breakpoint.
  return { ...stage, run, waitMs: slotTimeMs(run.event, stage.speed), passAt: slotsExecuted(run), breakHit: false };
}

/** Run to the end at once, past the breakpoints (the machine's FINISH). */
export function finishStage(stage: PlantankStage): PlantankStage {
  return stage.run.outcome === null ? { ...stage, run: finishRun(stage.run), waitMs: 0 } : stage;
}

/** Go with nothing to run is refused, and counted, instead of running a program that ends at once. */
export function emptyProgramRefusal(stage: PlantankStage): PlantankStage | null {
  return instructionCount(stage.run.program) > 0 ? null : { ...stage, refusals: stage.refusals + 1 };
}

export function isStageOver(stage: PlantankStage): boolean {
  return stage.run.outcome !== null;
}
