/**
 * The solver's interpreter: it runs the program being built until a win, a loss, or a slot not
 * chosen yet, and saves and restores its whole state, so that every choice at a slot resumes from
 * the run so far instead of running it again. The rules are compiledRun.ts's, in a loop of its own
 * for the saved states and the cycle cut; a property test keeps the two in agreement.
 */
import * as compiledRun from './compiledRun.ts';
import type { Board } from './grid.ts';
import * as solverRules from './solverRules.ts';
import * as types from './types.ts';
import type { Level } from './types.ts';

// Module-local copies: some module loaders turn every use of an imported binding into a getter
// call, which costs more than the interpreter loop's own work.
const { OP_CALL, OP_FORWARD, OP_LEFT, OP_PAINT, OP_RIGHT, OP_UNDECIDED } = compiledRun;
const { COND_FREE } = solverRules;
const { DEFAULT_MAX_STACK, DEFAULT_MAX_STEPS, FUNCTION_COUNT, MAX_SLOTS } = types;

// Run outcomes of the resumable interpreter.
export const WON = 0;
export const LOST = 1;
export const NEW_SLOT = 2;
export const CHOOSE_ACTION = 3;
/** A tentative condition met another colour: it holds (a condition) or not (none). */
export const LOOSEN = 4;

/** The program being built and the interpreter's state; the search (solverSearch.ts) extends it. */
export class ResumableRun {
  private readonly board: Board;
  // The program: slot s = f * MAX_SLOTS + i. A condition of COND_FREE is a slot not chosen yet.
  protected readonly slotsOf: Int32Array;
  protected readonly cond = new Uint8Array(FUNCTION_COUNT * MAX_SLOTS).fill(COND_FREE);
  protected readonly op = new Uint8Array(FUNCTION_COUNT * MAX_SLOTS).fill(OP_UNDECIDED);
  /**
   * 1 where a slot's condition is tentative: chosen as the colour it first ran on, it may still be
   * none. The two differ only once the slot is reached on another colour, and only then does the
   * search branch on them, so programs that differ only there are run once.
   */
  protected readonly tent = new Uint8Array(FUNCTION_COUNT * MAX_SLOTS);
  /** Where each function ends: -1 while open. */
  protected readonly closedAt = new Int32Array(FUNCTION_COUNT).fill(-1);
  // Interpreter state.
  private readonly next: Int32Array;
  protected readonly D: number;
  protected readonly cells: number;
  protected cell = 0;
  private dir = 0;
  private steps = 0;
  protected starsLeft = 0;
  protected depth = 0;
  private frameFn = new Int32Array(DEFAULT_MAX_STACK);
  private frameIp = new Int32Array(DEFAULT_MAX_STACK);
  private frameEntry = new Int32Array(DEFAULT_MAX_STACK);
  private framePrev = new Int32Array(DEFAULT_MAX_STACK);
  private readonly topOf = new Int32Array(FUNCTION_COUNT);
  protected readonly colors: Uint8Array;
  private readonly stars: Uint8Array;
  protected pendFn = 0;
  protected pendIp = 0;
  // Saved states, one per open branch.
  private readonly saved: SavedState[] = [];
  protected savedDepth = 0;

  constructor(level: Level, board: Board) {
    this.board = board;
    this.slotsOf = Int32Array.from(level.subLengths);
    this.next = board.next;
    this.D = board.dirCount;
    this.cells = board.rows * board.cols;
    this.colors = new Uint8Array(this.cells);
    this.stars = new Uint8Array(this.cells);
  }

  protected reset(): void {
    const { board } = this;
    this.colors.set(board.colors);
    this.stars.set(board.stars);
    this.cell = board.startCell;
    this.dir = board.startDir;
    this.steps = 0;
    this.starsLeft = board.starCount;
    this.topOf.fill(-1);
    this.frameFn[0] = 0;
    this.frameIp[0] = 0;
    this.frameEntry[0] = 0;
    this.framePrev[0] = -1;
    this.topOf[0] = 0;
    this.depth = 1;
  }


  /**
   * Runs from the current state to a win, a loss, or a slot not chosen yet (pendFn, pendIp). The rules
   * are compiledRun.ts's (docs/plantank-rules.md, "Execution"); here a function ends at its closedAt
   * or its last slot.
   */
  protected run(): number {
    const { next, D, cond, op, tent, slotsOf, closedAt, colors, stars, frameFn, frameIp, frameEntry, framePrev, topOf } = this;
    let { cell, dir, steps, starsLeft, depth } = this;
    let outcome = starsLeft === 0 ? WON : -1;
    // Cycle check (Brent's): a checkpoint of the slot about to run, the tank and the counts. Meeting
    // it again deeper in the stack, with no frame below it returned from, no star taken and no colour
    // changed, means the run repeats that stretch forever: it cannot win.
    let cpDepth = -1;
    let cpCell = 0;
    let cpDir = 0;
    let cpFn = 0;
    let cpIp = 0;
    let cpStars = 0;
    let cpPaints = 0;
    let paints = 0;
    let power = 1;
    let lap = 0;
    while (outcome < 0) {
      const top = depth - 1;
      const f = frameFn[top] as number;
      const ip = frameIp[top] as number;
      if (ip >= (slotsOf[f] as number) || ip === closedAt[f]) {
        topOf[f] = framePrev[top] as number;
        depth--;
        if (depth === 0) outcome = LOST;
        if (depth < cpDepth) {
          cpDepth = -1;
          lap = power - 1;
        }
        continue;
      }
      if (cpDepth >= 0 && ip === cpIp && cell === cpCell && dir === cpDir && f === cpFn && starsLeft === cpStars && paints === cpPaints) {
        outcome = LOST;
        break;
      }
      if (++lap >= power) {
        cpDepth = depth;
        cpCell = cell;
        cpDir = dir;
        cpFn = f;
        cpIp = ip;
        cpStars = starsLeft;
        cpPaints = paints;
        power *= 2;
        lap = 0;
      }
      const s = f * MAX_SLOTS + ip;
      const c = cond[s] as number;
      if (c === COND_FREE) {
        this.pendFn = f;
        this.pendIp = ip;
        outcome = NEW_SLOT;
        break;
      }
      if (c !== 0 && c !== colors[cell]) {
        if (tent[s] === 1) {
          this.pendFn = f;
          this.pendIp = ip;
          outcome = LOOSEN;
          break;
        }
        frameIp[top] = ip + 1;
        continue;
      }
      const o = op[s] as number;
      if (o === OP_UNDECIDED) {
        this.pendFn = f;
        this.pendIp = ip;
        outcome = CHOOSE_ACTION;
        break;
      }
      frameIp[top] = ip + 1;
      if (o >= OP_CALL) {
        const g = o - OP_CALL;
        const earlier = topOf[g] as number;
        if ((earlier >= 0 && frameEntry[earlier] === steps) || depth >= DEFAULT_MAX_STACK) {
          outcome = LOST;
          break;
        }
        frameFn[depth] = g;
        frameIp[depth] = 0;
        frameEntry[depth] = steps;
        framePrev[depth] = earlier;
        topOf[g] = depth;
        depth++;
        continue;
      }
      steps++;
      if (o === OP_FORWARD) {
        const to = next[cell * D + dir] as number;
        if (to < 0) {
          outcome = LOST;
          break;
        }
        cell = to;
        if (stars[to] === 1) {
          stars[to] = 0;
          starsLeft--;
          if (starsLeft === 0) {
            outcome = WON;
            break;
          }
        }
      } else if (o === OP_LEFT) {
        dir = dir === 0 ? D - 1 : dir - 1;
      } else if (o === OP_RIGHT) {
        dir = dir + 1 === D ? 0 : dir + 1;
      } else if (colors[cell] !== o - OP_PAINT) {
        colors[cell] = o - OP_PAINT;
        paints++;
      }
      if (steps >= DEFAULT_MAX_STEPS) outcome = LOST;
    }
    this.cell = cell;
    this.dir = dir;
    this.steps = steps;
    this.starsLeft = starsLeft;
    this.depth = depth;
    return outcome;
  }

  protected save(): SavedState {
    let state = this.saved[this.savedDepth];
    if (!state) {
      state = { cell: 0, dir: 0, steps: 0, starsLeft: 0, depth: 0, frames: new Int32Array(64), topOf: new Int32Array(FUNCTION_COUNT), colors: new Uint8Array(this.cells), stars: new Uint8Array(this.cells) };
      this.saved[this.savedDepth] = state;
    }
    this.savedDepth++;
    const depth = this.depth;
    state.cell = this.cell;
    state.dir = this.dir;
    state.steps = this.steps;
    state.starsLeft = this.starsLeft;
    state.depth = depth;
    if (state.frames.length < depth * 4) state.frames = new Int32Array(Math.max(depth * 4, state.frames.length * 2));
    const frames = state.frames;
    for (let i = 0; i < depth; i++) {
      frames[i * 4] = this.frameFn[i] as number;
      frames[i * 4 + 1] = this.frameIp[i] as number;
      frames[i * 4 + 2] = this.frameEntry[i] as number;
      frames[i * 4 + 3] = this.framePrev[i] as number;
    }
    state.topOf.set(this.topOf);
    state.colors.set(this.colors);
    state.stars.set(this.stars);
    return state;
  }

  protected restore(state: SavedState): void {
    const depth = state.depth;
    this.cell = state.cell;
    this.dir = state.dir;
    this.steps = state.steps;
    this.starsLeft = state.starsLeft;
    this.depth = depth;
    const frames = state.frames;
    for (let i = 0; i < depth; i++) {
      this.frameFn[i] = frames[i * 4] as number;
      this.frameIp[i] = frames[i * 4 + 1] as number;
      this.frameEntry[i] = frames[i * 4 + 2] as number;
      this.framePrev[i] = frames[i * 4 + 3] as number;
    }
    this.topOf.set(state.topOf);
    this.colors.set(state.colors);
    this.stars.set(state.stars);
  }
}

interface SavedState {
  cell: number;
  dir: number;
  steps: number;
  starsLeft: number;
  depth: number;
  frames: Int32Array;
  topOf: Int32Array;
  colors: Uint8Array;
  stars: Uint8Array;
}
