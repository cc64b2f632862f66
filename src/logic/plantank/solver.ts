/**
 * A time-bounded solver for Plan Tank and RoboZZle puzzles. Programs are built lazily in execution
 * order (as findShortestSolution does): run until the first slot not chosen yet, branch on that slot
 * only. Unlike a plain lazy search, a run is never repeated: the interpreter's state at a branch is
 * saved once and every choice resumes from it, so a program costs only the steps after its last
 * decision. Iterative deepening on the instruction count makes the first program found a shortest
 * one. Programs are skipped where an equal or shorter one does the same (solverRules.ts), where a
 * slot's condition would be chosen before it matters (tentative conditions, below), and where the
 * run provably repeats itself without taking a star (a cycle check in the interpreter).
 */
import type { Board } from './grid.ts';
import * as compiledRun from './compiledRun.ts';
import { checkInteger, isRecord, PlantankInputError, show } from './inputError.ts';
import { parseProgram } from './programText.ts';
import { runProgram } from './runProgram.ts';
import * as solverRules from './solverRules.ts';
import type { RuleView } from './solverRules.ts';
import * as types from './types.ts';
import type { Level, Program } from './types.ts';
import { checkLevel, checkProgram } from './validate.ts';

// Module-local copies: some module loaders turn every use of an imported binding into a getter
// call, which costs more than the interpreter loop's own work.
const { OP_CALL, OP_FORWARD, OP_LEFT, OP_PAINT, OP_RIGHT, OP_UNDECIDED } = compiledRun;
const { COND_FREE, violatesOrder } = solverRules;
const { DEFAULT_MAX_STACK, DEFAULT_MAX_STEPS, FUNCTION_COUNT, MAX_SLOTS } = types;

export interface SolveOptions {
  /** Wall-clock budget in milliseconds (default 5000, 0..MAX_SOLVE_MS); the call returns by then. */
  timeMs?: number;
  /** The player's program: a solution keeps every filled slot of it as it is, in its place. */
  keep?: Program | string;
  /** Cancels the search; it returns what it has (no program unless one was found). */
  signal?: AbortSignal;
  /** Called now and then (at each new instruction count, and at most every 100 ms otherwise). */
  onProgress?: (p: { programsTried: number; bestStarsLeft: number; elapsedMs: number }) => void;
}

export interface SolveResult {
  /** A winning program (RoboZZle text) or null. */
  program: string | null;
  /** Its instruction count (the bound reached when there is no program). */
  instructions: number;
  /** True when the search covered every program up to its bound: a program found is a shortest one. */
  complete: boolean;
  programsTried: number;
  elapsedMs: number;
}

export const DEFAULT_SOLVE_MS = 5_000;
/** Longest budget accepted: one hour. */
export const MAX_SOLVE_MS = 3_600_000;

// Run outcomes of the resumable interpreter.
const WON = 0;
const LOST = 1;
const NEW_SLOT = 2;
const CHOOSE_ACTION = 3;
/** A tentative condition met another colour: it holds (a condition) or not (none). */
const LOOSEN = 4;
/** How often (in explored branches) the clock and the signal are read. */
const CHECK_EVERY = 256;
const PROGRESS_EVERY_MS = 100;

const COND_CHARS = ['_', 'r', 'g', 'b'];
const OP_CHARS: Readonly<Record<number, string>> = {
  [OP_FORWARD]: 'F', [OP_LEFT]: 'L', [OP_RIGHT]: 'R', [OP_PAINT + 1]: 'r', [OP_PAINT + 2]: 'g', [OP_PAINT + 3]: 'b',
};

class Stop extends Error {}

interface Checked {
  board: Board;
  timeMs: number;
  keep: Program | null;
  signal: AbortSignal | undefined;
  onProgress: SolveOptions['onProgress'];
}

function checkOptions(level: Level, options: unknown): Checked {
  const board = checkLevel(level);
  if (options === undefined) return { board, timeMs: DEFAULT_SOLVE_MS, keep: null, signal: undefined, onProgress: undefined };
  if (!isRecord(options)) throw new PlantankInputError('options', `options must be an object, got ${show(options)}`);
  const { timeMs, keep, signal, onProgress } = options;
  const time = timeMs === undefined ? DEFAULT_SOLVE_MS : checkInteger(timeMs, 'options.timeMs', 0, MAX_SOLVE_MS);
  if (signal !== undefined && !(isRecord(signal) && typeof signal.aborted === 'boolean')) {
    throw new PlantankInputError('options.signal', `options.signal must be an AbortSignal, got ${show(signal)}`);
  }
  if (onProgress !== undefined && typeof onProgress !== 'function') {
    throw new PlantankInputError('options.onProgress', `options.onProgress must be a function, got ${show(onProgress)}`);
  }
  return {
    board, timeMs: time, keep: keep === undefined ? null : checkKeep(level, keep),
    signal: signal as AbortSignal | undefined, onProgress: onProgress as SolveOptions['onProgress'],
  };
}

/** The kept program as a Program that fits the level: its slots, functions and paints. */
function checkKeep(level: Level, keep: unknown): Program {
  if (typeof keep === 'string') {
    try {
      return parseProgram(keep, level);
    } catch (error) {
      if (error instanceof PlantankInputError) throw new PlantankInputError('options.keep', `options.keep: ${error.message}`);
      throw error;
    }
  }
  const program = checkProgram(keep, 'options.keep');
  program.functions.forEach((slots, f) => {
    slots.forEach((slot, i) => {
      if (slot === null) return;
      const field = `options.keep.functions[${f}][${i}]`;
      const slotCount = level.subLengths[f] as number;
      if (i >= slotCount) throw new PlantankInputError(field, `${field}: F${f + 1} has ${slotCount} slots in this level`);
      const { action } = slot;
      if (action.kind === 'call' && (level.subLengths[action.fn] as number) === 0) {
        throw new PlantankInputError(`${field}.action.fn`, `${field} calls F${action.fn + 1}, which this level does not have`);
      }
      if (action.kind === 'paint' && (level.allowedCommands & (1 << ('RGB'.indexOf(action.color)))) === 0) {
        throw new PlantankInputError(`${field}.action.color`, `${field} paints ${action.color}, which this level does not allow`);
      }
    });
  });
  return program;
}

/**
 * Searches for a shortest winning program within the time budget. Throws PlantankInputError
 * (LevelFormatError for the level) naming the field for bad input; otherwise always returns.
 */
export function solveLevel(level: Level, options?: SolveOptions): SolveResult {
  const started = performance.now();
  const checked = checkOptions(level, options);
  const search = new Search(level, checked, started);
  return search.solve();
}

/** The tiles the tank can ever stand on: forward moves from the start, turning as it likes. */
function reachableCells(board: Board): Uint8Array {
  const seen = new Uint8Array(board.rows * board.cols);
  const queue = [board.startCell];
  seen[board.startCell] = 1;
  while (queue.length > 0) {
    const cell = queue.pop() as number;
    for (let d = 0; d < board.dirCount; d++) {
      const to = board.next[cell * board.dirCount + d] as number;
      if (to >= 0 && seen[to] === 0) {
        seen[to] = 1;
        queue.push(to);
      }
    }
  }
  return seen;
}

class Search {
  private readonly board: Board;
  private readonly level: Level;
  private readonly deadline: number;
  private readonly started: number;
  private readonly signal: AbortSignal | undefined;
  private readonly onProgress: SolveOptions['onProgress'];
  private lastProgress: number;
  // The program: slot s = f * MAX_SLOTS + i. A condition of COND_FREE is a slot not chosen yet.
  private readonly slotsOf: Int32Array;
  private readonly cond = new Uint8Array(FUNCTION_COUNT * MAX_SLOTS).fill(COND_FREE);
  private readonly op = new Uint8Array(FUNCTION_COUNT * MAX_SLOTS).fill(OP_UNDECIDED);
  private readonly kept = new Uint8Array(FUNCTION_COUNT * MAX_SLOTS);
  /**
   * 1 where a slot's condition is tentative: chosen as the colour it first ran on, it may still be
   * none. The two differ only once the slot is reached on another colour, and only then does the
   * search branch on them, so programs that differ only there are run once.
   */
  private readonly tent = new Uint8Array(FUNCTION_COUNT * MAX_SLOTS);
  private readonly rules: RuleView;
  /** Where each function ends: -1 while open. */
  private readonly closedAt = new Int32Array(FUNCTION_COUNT).fill(-1);
  /** A function may not end before its last kept slot. */
  private readonly minLength = new Int32Array(FUNCTION_COUNT);
  /** Functions that no kept slot touches: interchangeable with others of the same size. */
  private readonly free = new Uint8Array(FUNCTION_COUNT);
  private readonly calledBy = new Int32Array(FUNCTION_COUNT);
  private readonly keepMode: boolean;
  private readonly keptCount: number;
  private readonly conditions: number[];
  /** A colour no reachable tile has and no paint makes: a condition on it never holds. */
  private readonly neverColor: number;
  private readonly actions: number[];
  // Interpreter state.
  private readonly next: Int32Array;
  private readonly D: number;
  private readonly cells: number;
  private cell = 0;
  private dir = 0;
  private steps = 0;
  private starsLeft = 0;
  private depth = 0;
  private frameFn = new Int32Array(DEFAULT_MAX_STACK);
  private frameIp = new Int32Array(DEFAULT_MAX_STACK);
  private frameEntry = new Int32Array(DEFAULT_MAX_STACK);
  private framePrev = new Int32Array(DEFAULT_MAX_STACK);
  private readonly topOf = new Int32Array(FUNCTION_COUNT);
  private readonly colors: Uint8Array;
  private readonly stars: Uint8Array;
  private pendFn = 0;
  private pendIp = 0;
  // Saved states, one per open branch.
  private readonly saved: SavedState[] = [];
  private savedDepth = 0;
  // Search bookkeeping.
  private bound = 0;
  private used = 0;
  private tried = 0;
  private bestStarsLeft: number;
  private found: string | null = null;
  /** A star no forward move can reach: no program wins. */
  private unreachableStar = false;

  constructor(level: Level, checked: Checked, started: number) {
    const { board } = checked;
    this.board = board;
    this.level = level;
    this.started = started;
    this.deadline = started + checked.timeMs;
    this.lastProgress = started;
    this.signal = checked.signal;
    this.onProgress = checked.onProgress;
    this.slotsOf = Int32Array.from(level.subLengths);
    this.next = board.next;
    this.D = board.dirCount;
    this.cells = board.rows * board.cols;
    this.colors = new Uint8Array(this.cells);
    this.stars = new Uint8Array(this.cells);
    this.bestStarsLeft = board.starCount;

    let keptCount = 0;
    this.free.fill(1);
    if (checked.keep) {
      checked.keep.functions.forEach((slots, f) => slots.forEach((slot, i) => {
        if (slot === null) return;
        const s = f * MAX_SLOTS + i;
        const { condition, action } = slot;
        this.cond[s] = condition === null ? 0 : 'RGB'.indexOf(condition) + 1;
        this.op[s] = action.kind === 'forward' ? OP_FORWARD : action.kind === 'left' ? OP_LEFT : action.kind === 'right' ? OP_RIGHT
          : action.kind === 'call' ? OP_CALL + action.fn : OP_PAINT + 'RGB'.indexOf(action.color) + 1;
        this.kept[s] = 1;
        this.minLength[f] = i + 1;
        this.free[f] = 0;
        if (action.kind === 'call') {
          this.free[action.fn] = 0;
          this.calledBy[action.fn] = (this.calledBy[action.fn] as number) + 1;
        }
        keptCount++;
      }));
    }
    this.keptCount = keptCount;
    this.keepMode = keptCount > 0;

    const reach = reachableCells(board);
    const present = new Set<number>();
    for (let c = 0; c < this.cells; c++) if (reach[c] === 1) present.add(board.colors[c] as number);
    for (let c = 1; c <= 3; c++) if (level.allowedCommands & (1 << (c - 1))) present.add(c);
    // A condition only tells cells apart when there are two colours or more.
    this.conditions = present.size < 2 ? [0] : [0, ...[1, 2, 3].filter((c) => present.has(c))];
    this.neverColor = [1, 2, 3].find((c) => !present.has(c)) ?? -1;
    this.actions = [OP_FORWARD, OP_LEFT, OP_RIGHT];
    for (let f = 0; f < FUNCTION_COUNT; f++) if ((this.slotsOf[f] as number) > 0) this.actions.push(OP_CALL + f);
    for (let c = 1; c <= 3; c++) if (level.allowedCommands & (1 << (c - 1))) this.actions.push(OP_PAINT + c);
    this.rules = { cond: this.cond, op: this.op, tent: this.tent, colourCount: this.conditions.length - 1, dirCount: this.D };
    for (let c = 0; c < this.cells; c++) if (board.stars[c] === 1 && reach[c] === 0) this.unreachableStar = true;
  }

  solve(): SolveResult {
    let total = 0;
    for (let f = 0; f < FUNCTION_COUNT; f++) total += this.slotsOf[f] as number;
    let complete = true;
    try {
      this.checkStop(true);
      for (this.bound = this.unreachableStar ? total + 1 : Math.max(1, this.keptCount); this.bound <= total; this.bound++) {
        this.report(true);
        this.used = this.keptCount;
        this.savedDepth = 0;
        this.reset();
        if (this.explore()) break;
      }
    } catch (error) {
      if (!(error instanceof Stop)) throw error;
      complete = false;
    }
    const elapsedMs = performance.now() - this.started;
    this.report(true);
    let program = this.found;
    // Every program returned is checked by the reference interpreter.
    if (program !== null && runProgram(this.level, program).outcome !== 'won') program = null;
    return {
      program,
      instructions: program === null ? Math.min(this.bound, total) : countInstructions(program),
      complete: complete && (program !== null || this.found === null),
      programsTried: this.tried,
      elapsedMs,
    };
  }

  private report(force: boolean): void {
    if (!this.onProgress) return;
    const now = performance.now();
    if (!force && now - this.lastProgress < PROGRESS_EVERY_MS) return;
    this.lastProgress = now;
    this.onProgress({ programsTried: this.tried, bestStarsLeft: this.bestStarsLeft, elapsedMs: now - this.started });
  }

  private checkStop(force: boolean): void {
    if (!force && (this.tried & (CHECK_EVERY - 1)) !== 0) return;
    if (this.signal?.aborted) throw new Stop();
    if (performance.now() >= this.deadline) throw new Stop();
    this.report(false);
    if (this.signal?.aborted) throw new Stop();
  }

  private reset(): void {
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

  /** Depth-first search from the current state; true when a winning program was found. */
  private explore(): boolean {
    this.tried++;
    this.checkStop(false);
    const outcome = this.run();
    if (this.starsLeft < this.bestStarsLeft) this.bestStarsLeft = this.starsLeft;
    if (outcome === WON) {
      this.found = this.format();
      return true;
    }
    if (outcome === LOST) return false;
    const f = this.pendFn;
    const ip = this.pendIp;
    const s = f * MAX_SLOTS + ip;
    const state = this.save();
    let fresh = true;
    const child = (): boolean => {
      if (!fresh) this.restore(state);
      fresh = false;
      return this.explore();
    };
    let won = false;
    if (outcome === CHOOSE_ACTION) {
      const c = this.cond[s] as number;
      for (const a of this.actions) {
        if (c !== 0 && a === OP_PAINT + c) continue;
        if (!this.setOp(s, a)) continue;
        won = this.allowed(f, ip) && child();
        this.clearOp(s);
        if (won) break;
      }
    } else if (outcome === LOOSEN) {
      const c = this.cond[s] as number;
      this.tent[s] = 0;
      // None first: the action runs here too. A paint of its own colour does nothing under it.
      this.cond[s] = 0;
      won = this.allowed(f, ip) && child();
      if (!won && this.op[s] !== OP_PAINT + c) {
        this.cond[s] = c;
        won = this.allowed(f, ip) && child();
      }
      this.cond[s] = c;
      this.tent[s] = 1;
    } else {
      won = this.newSlot(f, ip, s, child);
    }
    this.savedDepth--;
    return won;
  }

  /** Branches at a slot reached for the first time: end the function here, or fill the slot. */
  private newSlot(f: number, ip: number, s: number, child: () => boolean): boolean {
    if (this.mayClose(f, ip)) {
      this.closedAt[f] = ip;
      const won = child();
      this.closedAt[f] = -1;
      if (won) return true;
    }
    if (this.used >= this.bound) return false;
    this.used++;
    const here = this.colors[this.cell] as number;
    const colours = this.conditions.length > 1;
    let won = false;
    // An instruction that runs here: its condition is this colour or none, told apart later (tent).
    this.cond[s] = colours ? here : 0;
    this.tent[s] = colours ? 1 : 0;
    for (const a of this.actions) {
      if (!this.setOp(s, a)) continue;
      won = this.allowed(f, ip) && child();
      this.clearOp(s);
      if (won) break;
    }
    this.tent[s] = 0;
    // Or one skipped here, under another colour: its action is chosen when it first runs.
    const gap = ip < (this.minLength[f] as number);
    const conds = gap && this.neverColor > 0 ? [...this.conditions, this.neverColor] : this.conditions;
    for (let k = 1; k < conds.length && !won; k++) {
      const c = conds[k] as number;
      if (c === here) continue;
      this.cond[s] = c;
      won = this.allowed(f, ip) && child();
    }
    this.cond[s] = COND_FREE;
    this.used--;
    return won;
  }

  /** The ordering rules rewrite slots of a function in place, so they hold only where nothing is kept. */
  private allowed(f: number, ip: number): boolean {
    return this.minLength[f] !== 0 || !violatesOrder(this.rules, f, this.slotsOf[f] as number, ip);
  }

  private mayClose(f: number, ip: number): boolean {
    if (ip < (this.minLength[f] as number)) return false;
    // Ending F1's bottom frame ends the program: a loss.
    if (f === 0 && this.depth === 1) return false;
    if (this.keepMode) return true;
    // An empty function called does nothing, and a one-instruction function (F2..F5) can be written
    // into each of its calls instead, giving a shorter program.
    return ip >= 2 || (ip === 1 && f === 0);
  }

  /** Sets an action; false for a call to a function interchangeable with a lower unused one. */
  private setOp(s: number, a: number): boolean {
    if (a >= OP_CALL) {
      const g = a - OP_CALL;
      if (g > 0 && this.calledBy[g] === 0 && this.free[g] === 1) {
        for (let h = 1; h < g; h++) {
          if (this.free[h] === 1 && this.calledBy[h] === 0 && this.slotsOf[h] === this.slotsOf[g]) return false;
        }
      }
      this.calledBy[g] = (this.calledBy[g] as number) + 1;
    }
    this.op[s] = a;
    return true;
  }

  private clearOp(s: number): void {
    const a = this.op[s] as number;
    if (a >= OP_CALL && a !== OP_UNDECIDED) this.calledBy[a - OP_CALL] = (this.calledBy[a - OP_CALL] as number) - 1;
    this.op[s] = OP_UNDECIDED;
  }

  /**
   * Runs from the current state to a win, a loss, or a slot not chosen yet (pendFn, pendIp). The rules
   * are compiledRun.ts's (docs/plantank-rules.md, "Execution"); here a function ends at its closedAt
   * or its last slot.
   */
  private run(): number {
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

  private save(): SavedState {
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

  private restore(state: SavedState): void {
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

  /**
   * RoboZZle text of the current program. A slot never reached is left out unless a kept slot comes
   * after it in its function (the text has no empty slots): then any instruction holds its place.
   */
  private format(): string {
    let out = '';
    for (let f = 0; f < FUNCTION_COUNT; f++) {
      const end = this.closedAt[f] as number;
      const size = end >= 0 ? end : (this.slotsOf[f] as number);
      let last = -1;
      for (let i = 0; i < size; i++) if (this.cond[f * MAX_SLOTS + i] !== COND_FREE) last = i;
      for (let i = 0; i <= last; i++) {
        const s = f * MAX_SLOTS + i;
        const c = this.cond[s] as number;
        const o = this.op[s] as number;
        if (c === COND_FREE) {
          out += '_F';
          continue;
        }
        // An action never run in the winning run may be anything: forward.
        const opChar = o === OP_UNDECIDED ? 'F' : o >= OP_CALL ? String(o - OP_CALL + 1) : OP_CHARS[o];
        // A tentative condition only ever met its own colour: none reads the same.
        out += `${COND_CHARS[this.tent[s] === 1 ? 0 : c]}${opChar}`;
      }
      out += '|';
    }
    return out;
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

function countInstructions(text: string): number {
  return text.replace(/\|/g, '').length / 2;
}

