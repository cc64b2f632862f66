/**
 * The step-by-step run inside: a mutable Core whose stack keeps, per frame, the next frame below it
 * of the same function: a call finds the frame the infinite-loop rule needs, and a return restores
 * it, in O(1), so a run costs the same per slot at any stack depth. The rules are
 * docs/plantank-rules.md's, "Execution".
 */
import type { Board } from './grid.ts';
import { step } from './grid.ts';
import type { RunEvent, StackFrame } from './runState.ts';
import type { Instruction, Level, Outcome, Program, Slot } from './types.ts';
import { FUNCTION_COUNT } from './types.ts';

export const NO_SLOTS: readonly Slot[] = [];

export interface Core {
  level: Level;
  program: Program;
  board: Board;
  maxSteps: number;
  maxStackLimit: number;
  row: number;
  col: number;
  dir: number;
  colors: readonly string[];
  items: readonly string[];
  starsLeft: number;
  starsTaken: number;
  /**
   * The stack, bottom first: `depth` frames, one entry per frame in each array (function, slot,
   * steps at entry). Typed arrays that only grow, so deep recursion never reallocates per call.
   */
  depth: number;
  fns: Int32Array;
  slots: Int32Array;
  entries: Int32Array;
  /** prevSame[i]: index of the nearest frame below frame i running the same function, or -1. */
  prevSame: Int32Array;
  /** tops[fn]: index of the topmost frame running fn, or -1. */
  tops: Int32Array;
  /** The frames as last published; the bottom `clean` of them have not changed since. */
  published: readonly StackFrame[];
  clean: number;
  steps: number;
  calls: number;
  skipped: number;
  maxStack: number;
  event: RunEvent;
  executedFn: number;
  executedSlot: number;
  outcome: Outcome | null;
  fellFrom?: { row: number; col: number };
  loop?: { fn: number; caller: number };
}

const INITIAL_FRAMES = 64;

export function emptyStack(): Pick<Core, 'depth' | 'fns' | 'slots' | 'entries' | 'prevSame' | 'tops'> {
  return {
    depth: 0,
    fns: new Int32Array(INITIAL_FRAMES), slots: new Int32Array(INITIAL_FRAMES),
    entries: new Int32Array(INITIAL_FRAMES), prevSame: new Int32Array(INITIAL_FRAMES),
    tops: new Int32Array(FUNCTION_COUNT).fill(-1),
  };
}

function grown(array: Int32Array): Int32Array {
  const out = new Int32Array(array.length * 2);
  out.set(array);
  return out;
}

export function push(core: Core, fn: number, slot: number, entrySteps: number): void {
  const i = core.depth;
  if (i === core.fns.length) {
    core.fns = grown(core.fns);
    core.slots = grown(core.slots);
    core.entries = grown(core.entries);
    core.prevSame = grown(core.prevSame);
  }
  core.prevSame[i] = core.tops[fn] as number;
  core.tops[fn] = i;
  core.fns[i] = fn;
  core.slots[i] = slot;
  core.entries[i] = entrySteps;
  core.depth = i + 1;
}

function pop(core: Core): void {
  const i = --core.depth;
  core.tops[core.fns[i] as number] = core.prevSame[i] as number;
  if (i < core.clean) core.clean = i;
}

function setSlot(core: Core, index: number, slot: number): void {
  core.slots[index] = slot;
  if (index < core.clean) core.clean = index;
}

/** Moves the top frame to its next non-empty slot, returning from finished frames (spec "Execution" 2-3). */
export function settle(core: Core): void {
  while (core.depth > 0) {
    const top = core.depth - 1;
    const slots = core.program.functions[core.fns[top] as number] ?? NO_SLOTS;
    const from = core.slots[top] as number;
    let slot = from;
    while (slot < slots.length && !slots[slot]) slot++;
    if (slot < slots.length) {
      if (slot !== from) setSlot(core, top, slot);
      return;
    }
    pop(core);
    if (top > 0) setSlot(core, top - 1, (core.slots[top - 1] as number) + 1);
  }
}

/** After a slot that did not end the run: on to the next slot; F1 running out ends the program (rule 2). */
function moveOn(core: Core): void {
  const top = core.depth - 1;
  setSlot(core, top, (core.slots[top] as number) + 1);
  settle(core);
  if (core.depth === 0) core.outcome = 'programEnded';
}

/** Executes exactly one non-empty slot of a running Core. */
export function advance(core: Core): void {
  const top = core.depth - 1;
  const fn = core.fns[top] as number;
  const slot = core.slots[top] as number;
  const instruction = (core.program.functions[fn] as Slot[])[slot] as Instruction;
  core.executedFn = fn;
  core.executedSlot = slot;
  const { row, col } = core;

  if (instruction.condition !== null && instruction.condition !== core.colors[row]?.[col]) {
    core.skipped++;
    core.event = 'skip';
    moveOn(core);
    return;
  }
  const action = instruction.action;
  if (action.kind === 'call') {
    const g = action.fn;
    core.event = 'call';
    const earlier = core.tops[g] as number;
    if (earlier >= 0 && core.entries[earlier] === core.steps) {
      core.outcome = 'infiniteLoop';
      core.loop = { fn: g, caller: fn };
      return;
    }
    if (core.depth >= core.maxStackLimit) {
      core.outcome = 'stackOverflow';
      return;
    }
    push(core, g, 0, core.steps);
    core.calls++;
    if (core.depth > core.maxStack) core.maxStack = core.depth;
    settle(core);
    if (core.depth === 0) core.outcome = 'programEnded';
    return;
  }

  core.steps++;
  const outOfFuel = core.steps >= core.maxSteps;
  if (action.kind === 'forward') {
    const to = step(core.board.grid, row, col, core.dir);
    const item = core.items[to.row]?.[to.col];
    core.row = to.row;
    core.col = to.col;
    if (item === undefined || item === '#') {
      core.event = 'fell';
      core.outcome = 'fell';
      core.fellFrom = { row, col };
      return;
    }
    if (item === '*') {
      core.starsLeft--;
      core.starsTaken++;
      core.items = replaceCell(core.items, to.row, to.col, '.');
      if (core.starsLeft === 0) {
        core.event = 'won';
        core.outcome = 'won';
        return;
      }
      core.event = 'star';
    } else {
      core.event = 'forward';
    }
  } else if (action.kind === 'paint') {
    core.colors = replaceCell(core.colors, row, col, action.color);
    core.event = 'paint';
  } else {
    const n = core.board.dirCount;
    core.dir = action.kind === 'left' ? (core.dir + n - 1) % n : (core.dir + 1) % n;
    core.event = 'turn';
  }
  if (outOfFuel) core.outcome = 'outOfFuel';
  else moveOn(core);
}

function replaceCell(rows: readonly string[], row: number, col: number, ch: string): string[] {
  const out = [...rows];
  const old = out[row] ?? '';
  out[row] = old.slice(0, col) + ch + old.slice(col + 1);
  return out;
}

/** Puts a stack into an empty Core; its frame objects are reused when the Core is published. */
export function load(core: Core, frames: readonly StackFrame[]): void {
  for (const frame of frames) push(core, frame.fn, frame.slot, frame.entrySteps);
  core.published = frames;
  core.clean = frames.length;
}
