/**
 * The solver's search: depth-first over the program's slots in the order the run reaches them,
 * under iterative deepening on the instruction count, resuming the run (ResumableRun) at each
 * choice. Its pruning rules are solverRules.ts's, the tentative conditions and the call symmetry here.
 */
import * as compiledRun from './compiledRun.ts';
import { reachableCells } from './reachableCells.ts';
import { CHOOSE_ACTION, LOOSEN, LOST, ResumableRun, WON } from './resumableRun.ts';
import { runProgram } from './runProgram.ts';
import { countInstructions, formatSlots } from './slotText.ts';
import type { Checked, SolveOptions, SolveResult } from './solveOptions.ts';
import * as solverRules from './solverRules.ts';
import type { RuleView } from './solverRules.ts';
import * as types from './types.ts';
import type { Level } from './types.ts';

// Module-local copies: some module loaders turn every use of an imported binding into a getter
// call, which costs more than the search's own work.
const { OP_CALL, OP_FORWARD, OP_LEFT, OP_PAINT, OP_RIGHT, OP_UNDECIDED } = compiledRun;
const { COND_FREE, violatesOrder } = solverRules;
const { FUNCTION_COUNT, MAX_SLOTS } = types;

/** How often (in explored branches) the clock and the signal are read. */
const CHECK_EVERY = 256;
const PROGRESS_EVERY_MS = 100;

class Stop extends Error {}

export class Search extends ResumableRun {
  private readonly level: Level;
  private readonly deadline: number;
  private readonly started: number;
  private readonly signal: AbortSignal | undefined;
  private readonly onProgress: SolveOptions['onProgress'];
  private lastProgress: number;
  private readonly rules: RuleView;
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
  // Search bookkeeping.
  private bound = 0;
  private used = 0;
  private tried = 0;
  private bestStarsLeft: number;
  private found: string | null = null;
  /** A star no forward move can reach: no program wins. */
  private unreachableStar = false;

  constructor(level: Level, checked: Checked, started: number) {
    super(level, checked.board);
    const { board } = checked;
    this.level = level;
    this.started = started;
    this.deadline = started + checked.timeMs;
    this.lastProgress = started;
    this.signal = checked.signal;
    this.onProgress = checked.onProgress;
    this.bestStarsLeft = board.starCount;

    let keptCount = 0;
    this.free.fill(1);
    if (checked.keep) {
      checked.keep.functions.forEach((slots, f) => slots.forEach((slot, i) => {
        if (slot === null) return;
        const s = f * MAX_SLOTS + i;
        const { action } = slot;
        const code = compiledRun.instructionCode(slot);
        this.cond[s] = code >> 4;
        this.op[s] = code & 15;
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

  /** Depth-first search from the current state; true when a winning program was found. */
  private explore(): boolean {
    this.tried++;
    this.checkStop(false);
    const outcome = this.run();
    if (this.starsLeft < this.bestStarsLeft) this.bestStarsLeft = this.starsLeft;
    if (outcome === WON) {
      this.found = formatSlots(this.slotsOf, this.closedAt, this.cond, this.op, this.tent);
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
    let won: boolean;
    if (outcome === CHOOSE_ACTION) {
      const c = this.cond[s] as number;
      won = this.tryActions(f, ip, s, c !== 0 ? OP_PAINT + c : -1, child);
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
    // An instruction that runs here: its condition is this colour or none, told apart later (tent).
    this.cond[s] = colours ? here : 0;
    this.tent[s] = colours ? 1 : 0;
    let won = this.tryActions(f, ip, s, -1, child);
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

  /** Tries every action but `skip` in slot s (its condition chosen); true when one leads to a win. */
  private tryActions(f: number, ip: number, s: number, skip: number, child: () => boolean): boolean {
    for (const a of this.actions) {
      if (a === skip || !this.setOp(s, a)) continue;
      const won = this.allowed(f, ip) && child();
      this.clearOp(s);
      if (won) return true;
    }
    return false;
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

}
