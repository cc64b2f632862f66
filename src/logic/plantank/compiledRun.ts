/**
 * The fast interpreter: RoboZZle's execution rules (docs/plantank-rules.md, "Execution" 1-9) over flat
 * typed arrays, with no allocation per step, for checks, benchmarks and solution search.
 * The step-by-step interpreter in stepRun.ts follows the same rules slot by slot; a property test
 * keeps the two in agreement.
 */
import type { Board } from './grid.ts';
import { isRecord, PlantankInputError } from './inputError.ts';
import type { Program } from './types.ts';
import { FUNCTION_COUNT, MAX_SLOTS } from './types.ts';
import { checkProgram } from './validate.ts';

// Condition codes: 0 none, 1..3 the colour codes of grid.ts; COND_UNDECIDED marks a slot a search has not filled yet.
export const COND_UNDECIDED = 4;
// Action codes.
export const OP_FORWARD = 0;
export const OP_LEFT = 1;
export const OP_RIGHT = 2;
/** OP_PAINT + colour code (1..3) paints that colour. */
export const OP_PAINT = 2;
/** OP_CALL + function index (0..4) calls that function. */
export const OP_CALL = 6;
/** An action a search has not chosen yet (its condition is chosen). */
export const OP_UNDECIDED = 15;

/** Non-empty slots of F1..F5 laid end to end: function f owns [offsets[f], offsets[f + 1]). */
export interface CompiledProgram {
  offsets: Int32Array;
  conds: Uint8Array;
  ops: Uint8Array;
}

// Reused by every compileProgram call: typed arrays cost more to allocate than a short run takes,
// and a compiled program is only read by the run that immediately follows.
const scratchCode: CompiledProgram = {
  offsets: new Int32Array(FUNCTION_COUNT + 1),
  conds: new Uint8Array(FUNCTION_COUNT * MAX_SLOTS),
  ops: new Uint8Array(FUNCTION_COUNT * MAX_SLOTS),
};

/** cond * 16 + op for a valid instruction, -1 for anything else: the one encoding of an instruction. */
export function instructionCode(slot: unknown): number {
  if (typeof slot !== 'object' || slot === null) return -1;
  const { condition: c, action: a } = slot as Record<string, unknown>;
  const cond = c === null ? 0 : c === 'R' ? 1 : c === 'G' ? 2 : c === 'B' ? 3 : -1;
  if (cond < 0 || typeof a !== 'object' || a === null) return -1;
  const action = a as Record<string, unknown>;
  switch (action.kind) {
    case 'forward': return cond * 16 + OP_FORWARD;
    case 'left': return cond * 16 + OP_LEFT;
    case 'right': return cond * 16 + OP_RIGHT;
    case 'paint': {
      const color = action.color;
      const code = color === 'R' ? 1 : color === 'G' ? 2 : color === 'B' ? 3 : -1;
      return code < 0 ? -1 : cond * 16 + OP_PAINT + code;
    }
    case 'call': {
      const fn = action.fn;
      return typeof fn === 'number' && Number.isInteger(fn) && fn >= 0 && fn < FUNCTION_COUNT ? cond * 16 + OP_CALL + fn : -1;
    }
    default: return -1;
  }
}

/** The compile loop found something wrong: checkProgram says what, with its message. */
function invalid(program: unknown, name: string): never {
  checkProgram(program, name);
  throw new PlantankInputError(name, `${name} is not a valid program`);
}

/**
 * Checks a Program object (as checkProgram does, with the same errors) while compiling it. The
 * result is shared scratch, valid until the next call: run it at once.
 */
export function compileProgram(program: Program, name = 'program'): CompiledProgram {
  if (!isRecord(program)) invalid(program, name);
  const functions: unknown = program.functions;
  if (!Array.isArray(functions) || functions.length > FUNCTION_COUNT) invalid(program, name);
  const { offsets, conds, ops } = scratchCode;
  let k = 0;
  for (let f = 0; f < FUNCTION_COUNT; f++) {
    offsets[f] = k;
    if (f >= functions.length) continue;
    const slots: unknown = functions[f];
    if (!Array.isArray(slots) || slots.length > MAX_SLOTS) invalid(program, name);
    for (let i = 0; i < slots.length; i++) {
      const slot: unknown = slots[i];
      if (slot === null) continue;
      const code = instructionCode(slot);
      if (code < 0) invalid(program, name);
      conds[k] = code >> 4;
      ops[k] = code & 15;
      k++;
    }
  }
  offsets[FUNCTION_COUNT] = k;
  return scratchCode;
}

export const RAW_WON = 0;
export const RAW_FELL = 1;
export const RAW_OUT_OF_FUEL = 2;
export const RAW_PROGRAM_ENDED = 3;
export const RAW_INFINITE_LOOP = 4;
export const RAW_STACK_OVERFLOW = 5;
/** Execution reached an undecided slot (search only); pendingFn / pendingSlot say which. */
export const RAW_UNDECIDED = 6;

export interface RawRun {
  outcome: number;
  steps: number;
  calls: number;
  skipped: number;
  maxStack: number;
  starsLeft: number;
  cell: number;
  dir: number;
  /** fell: the tile driven off from; the target is next to it in direction dir. */
  fellFrom: number;
  loopFn: number;
  loopCaller: number;
  pendingFn: number;
  /** Index of the pending instruction inside its function. */
  pendingSlot: number;
  /** Colour code under the tank when the run stopped. */
  colorHere: number;
}

// Scratch buffers reused across runs so a search running millions of programs does not allocate
// per run; single-threaded JS means no run can observe another's use of them.
let scratchFrames = 0;
let frameFn = new Int32Array(0);
let frameIp = new Int32Array(0);
let frameEntry = new Int32Array(0);
let framePrev = new Int32Array(0);
let scratchCells = 0;
let colors = new Uint8Array(0);
let stars = new Uint8Array(0);
const topOf = new Int32Array(FUNCTION_COUNT);

function ensureScratch(frames: number, cells: number): void {
  if (frames > scratchFrames) {
    scratchFrames = frames;
    frameFn = new Int32Array(frames);
    frameIp = new Int32Array(frames);
    frameEntry = new Int32Array(frames);
    framePrev = new Int32Array(frames);
  }
  if (cells > scratchCells) {
    scratchCells = cells;
    colors = new Uint8Array(cells);
    stars = new Uint8Array(cells);
  }
}

/** Runs a compiled program from the level's start; see spec "Execution" for each rule cited. */
export function runCompiled(board: Board, code: CompiledProgram, startDir: number, maxSteps: number, maxStackLimit: number): RawRun {
  const size = board.rows * board.cols;
  ensureScratch(Math.max(1, maxStackLimit), size);
  colors.set(board.colors);
  stars.set(board.stars);
  const { offsets, conds, ops } = code;
  const next = board.next;
  const D = board.dirCount;
  const stackLimit = Math.max(1, maxStackLimit);
  topOf.fill(-1);
  // Rule 1: start in F1 at slot 0.
  frameFn[0] = 0;
  frameIp[0] = 0;
  frameEntry[0] = 0;
  framePrev[0] = -1;
  topOf[0] = 0;
  let depth = 1;
  let maxStack = 1;
  let cell = board.startCell;
  let dir = startDir;
  let steps = 0;
  let calls = 0;
  let skipped = 0;
  let starsLeft = board.starCount;
  let outcome = starsLeft === 0 ? RAW_WON : -1;
  let fellFrom = -1;
  let loopFn = -1;
  let loopCaller = -1;
  let pendingFn = -1;
  let pendingSlot = -1;

  while (outcome < 0) {
    const top = depth - 1;
    const f = frameFn[top] as number;
    const ip = frameIp[top] as number;
    const k = (offsets[f] as number) + ip;
    if (k >= (offsets[f + 1] as number)) {
      // Rule 2: a finished frame returns to its caller; F1 finishing ends the program.
      topOf[f] = framePrev[top] as number;
      depth--;
      if (depth === 0) outcome = RAW_PROGRAM_ENDED;
      continue;
    }
    const cond = conds[k] as number;
    if (cond === COND_UNDECIDED) {
      outcome = RAW_UNDECIDED;
      pendingFn = f;
      pendingSlot = ip;
      break;
    }
    frameIp[top] = ip + 1;
    // Rule 3: an unmet condition skips the slot and is not a step.
    if (cond !== 0 && cond !== colors[cell]) {
      skipped++;
      continue;
    }
    const op = ops[k] as number;
    if (op >= OP_CALL) {
      if (op === OP_UNDECIDED) {
        frameIp[top] = ip;
        outcome = RAW_UNDECIDED;
        pendingFn = f;
        pendingSlot = ip;
        break;
      }
      const g = op - OP_CALL;
      const earlier = topOf[g] as number;
      // Rule 9: g is still running and no step happened since it was entered: the same calls repeat forever.
      if (earlier >= 0 && frameEntry[earlier] === steps) {
        outcome = RAW_INFINITE_LOOP;
        loopFn = g;
        loopCaller = f;
        break;
      }
      // Rule 8: past the stack limit is a loss.
      if (depth >= stackLimit) {
        outcome = RAW_STACK_OVERFLOW;
        break;
      }
      // Rule 4: a call pushes a frame and is not a step.
      calls++;
      frameFn[depth] = g;
      frameIp[depth] = 0;
      frameEntry[depth] = steps;
      framePrev[depth] = earlier;
      topOf[g] = depth;
      depth++;
      if (depth > maxStack) maxStack = depth;
      continue;
    }
    steps++;
    if (op === OP_FORWARD) {
      // Rule 5: off the board or into a hole falls; the last star wins at once.
      const to = next[cell * D + dir] as number;
      if (to < 0) {
        outcome = RAW_FELL;
        fellFrom = cell;
        break;
      }
      cell = to;
      if (stars[to] === 1) {
        stars[to] = 0;
        starsLeft--;
        if (starsLeft === 0) {
          outcome = RAW_WON;
          break;
        }
      }
    } else if (op === OP_LEFT) {
      dir = dir === 0 ? D - 1 : dir - 1;
    } else if (op === OP_RIGHT) {
      dir = dir + 1 === D ? 0 : dir + 1;
    } else {
      // Rule 6: paint recolours the current cell.
      colors[cell] = op - OP_PAINT;
    }
    // Rule 7: the step limit is reached without a win.
    if (steps >= maxSteps) outcome = RAW_OUT_OF_FUEL;
  }
  return { outcome, steps, calls, skipped, maxStack, starsLeft, cell, dir, fellFrom, loopFn, loopCaller, pendingFn, pendingSlot, colorHere: colors[cell] as number };
}
