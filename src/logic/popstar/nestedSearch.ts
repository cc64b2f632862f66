/**
 * The search: Nested Monte-Carlo Search of level 1 (Cazenave, "Nested Monte-Carlo Search", IJCAI
 * 2009), iterated until a budget runs out, with tabu-colour playouts and the best sequence memorised
 * (its scores are measured by `npm run bench -- popstar`).
 *
 * Level 1: from the current position, try every legal move followed by one random playout; then
 * play the next move of the best sequence seen so far (memorisation: a line found earlier is never
 * lost to a worse-looking playout later) and repeat until the game ends. Then start again from the
 * root with fresh random numbers, keeping the best sequence overall.
 *
 * The budget counts playouts (`iterations`, deterministic for a seed) and/or wall time (`timeMs`).
 */
import { createRng, randomInt } from '../rng.ts';
import type { Board, Cell } from './board.ts';
import { endBonusUnchecked, groupPointsUnchecked } from './scoring.ts';
import { GroupScan, SearchBoard } from './searchBoard.ts';
import { DEFAULT_PLAYOUTS, maxPlayouts, type Solution, type SolveOptions } from './solveOptions.ts';
import { fail } from './validate.ts';

export class NestedSearch {
  private readonly root: SearchBoard;
  private readonly current: SearchBoard;
  private readonly child: SearchBoard;
  private readonly scan: GroupScan;
  private readonly rng: () => number;
  // Float64: a group of 20,725 bricks or more scores past 2^31, which an Int32 table would wrap.
  private readonly points: Float64Array;
  private readonly bonus: Int32Array;
  // Moves of the position being expanded (the scan buffers are reused by the playouts).
  private readonly moveCells: Int16Array;
  private readonly candidates: Int16Array;
  private readonly tabuCandidates: Int16Array;
  // Sequences of internal cell indices; a game has at most cells / 2 pops.
  private readonly playSeq: Int16Array;
  private playLen = 0;
  private readonly localSeq: Int16Array;
  private localLen = 0;
  private localScore = -1;
  private readonly bestSeq: Int16Array;
  private bestLen = 0;
  private bestScore = -1;

  private playouts = 0;
  private readonly maxPlayouts: number;
  private readonly started: number;
  private readonly deadline: number;
  private readonly target: number;
  private readonly now: () => number;
  private stopped = false;

  constructor(board: Board, options: SolveOptions, fn: string) {
    const { timeMs, iterations, seed = 0, scoring = 'popstar', target = Infinity } = options;
    const cellCount = board.width * board.height;
    this.root = SearchBoard.fromBoard(board);
    const colours = this.root.colourCounts.length - 1;
    this.current = new SearchBoard(board.width, board.height, colours);
    this.child = new SearchBoard(board.width, board.height, colours);
    this.scan = new GroupScan(cellCount);
    this.rng = createRng(seed);
    this.points = Float64Array.from({ length: cellCount + 1 }, (_, n) => groupPointsUnchecked(n, scoring));
    this.bonus = Int32Array.from({ length: cellCount + 1 }, (_, m) => endBonusUnchecked(m, scoring));
    this.moveCells = new Int16Array(cellCount);
    this.candidates = new Int16Array(cellCount);
    this.tabuCandidates = new Int16Array(cellCount);
    this.playSeq = new Int16Array(cellCount);
    this.localSeq = new Int16Array(cellCount);
    this.bestSeq = new Int16Array(cellCount);
    this.now = options.now ?? (() => performance.now());
    const cap = maxPlayouts(cellCount);
    // A caller's clock may stand still, so a time budget read from it also gets the playout cap.
    const timeOnly = timeMs === undefined ? Math.min(DEFAULT_PLAYOUTS, cap) : options.now === undefined ? Infinity : cap;
    this.maxPlayouts = Math.max(1, iterations ?? timeOnly);
    this.started = timeMs === undefined ? 0 : this.now();
    if (!Number.isFinite(this.started)) fail(fn, 'options.now', 'a function returning finite milliseconds', this.started);
    this.deadline = timeMs === undefined ? Infinity : this.started + timeMs;
    this.target = target;
  }

  run(): Solution {
    // One playout from the root first, so that every budget, however small, returns a full game.
    this.playouts++;
    this.current.copyFrom(this.root);
    this.bestScore = this.playout(this.current, this.bestSeq, 0);
    this.bestLen = this.playLen;
    while (this.bestLen > 0 && !this.stopped) this.levelOne();
    const moves: Cell[] = [];
    for (let i = 0; i < this.bestLen; i++) moves.push(this.root.cellOf(this.bestSeq[i]!));
    return { moves, score: this.bestScore };
  }

  /** True when one more playout may run; counts it. */
  private spend(): boolean {
    if (this.playouts >= this.maxPlayouts || this.bestScore >= this.target) return false;
    if (this.deadline !== Infinity) {
      // Stop when one more playout of the average cost so far would end past the deadline, so
      // that slow playouts (large boards) do not overrun the budget by a whole playout.
      const now = this.now();
      if (now + (now - this.started) / this.playouts >= this.deadline) return false;
    }
    this.playouts++;
    return true;
  }

  /** One nested search of level 1 from the root; sets `stopped` when the budget ran out. */
  private levelOne(): void {
    const { current, child, scan, moveCells, playSeq, localSeq, points } = this;
    current.copyFrom(this.root);
    this.localScore = -1;
    let prefixScore = 0;
    for (let depth = 0; ; depth++) {
      const groups = scan.scan(current);
      let moves = 0;
      for (let g = 0; g < groups; g++) {
        if (scan.groupSize[g]! >= 2) moveCells[moves++] = scan.members[scan.groupStart[g]!]!;
      }
      if (moves === 0) return;
      for (let m = 0; m < moves; m++) {
        if (!this.spend()) {
          this.stopped = true;
          return;
        }
        child.copyFrom(current);
        const size = scan.fillOne(child, moveCells[m]!);
        child.removeCells(scan.members, 0, size);
        playSeq[depth] = moveCells[m]!;
        const score = prefixScore + points[size]! + this.playout(child, playSeq, depth + 1);
        if (score > this.localScore) {
          this.localScore = score;
          // The prefix localSeq[0..depth) is the line being followed; only the tail changes.
          // (Plain loops: subarray() would allocate a view in the hot loop.)
          for (let i = depth; i < this.playLen; i++) localSeq[i] = playSeq[i]!;
          this.localLen = this.playLen;
          if (score > this.bestScore) {
            this.bestScore = score;
            for (let i = 0; i < this.localLen; i++) this.bestSeq[i] = localSeq[i]!;
            this.bestLen = this.localLen;
          }
        }
      }
      const size = scan.fillOne(current, localSeq[depth]!);
      current.removeCells(scan.members, 0, size);
      prefixScore += points[size]!;
    }
  }

  /**
   * Play random moves to the end, writing them into seq from `offset`; returns the points earned
   * including the end bonus. Tabu colour (the standard SameGame playout policy): the colour with
   * the most bricks when the playout starts is not popped until its bricks form a single group, so
   * that they gather into one big pop, unless nothing else can be popped.
   */
  private playout(board: SearchBoard, seq: Int16Array, offset: number): number {
    const { scan, candidates, tabuCandidates, points, rng } = this;
    const counts = board.colourCounts;
    let tabu = 0;
    for (let colour = 1; colour < counts.length; colour++) if (counts[colour]! > counts[tabu]!) tabu = colour;
    let score = 0;
    let length = offset;
    for (;;) {
      const groups = scan.scan(board);
      let free = 0;
      let tabuMoves = 0;
      let tabuGroups = 0;
      for (let g = 0; g < groups; g++) {
        const isTabu = scan.groupColour[g] === tabu;
        if (isTabu) tabuGroups++;
        if (scan.groupSize[g]! < 2) continue;
        if (isTabu) tabuCandidates[tabuMoves++] = g;
        else candidates[free++] = g;
      }
      let pick: number;
      if (free > 0 && !(tabuGroups === 1 && tabuMoves === 1)) {
        pick = candidates[randomInt(rng, free)]!;
      } else if (free > 0) {
        // The tabu colour is one group: it may now be popped like any other.
        const choice = randomInt(rng, free + 1);
        pick = choice === free ? tabuCandidates[0]! : candidates[choice]!;
      } else if (tabuMoves > 0) {
        pick = tabuCandidates[randomInt(rng, tabuMoves)]!;
      } else {
        break;
      }
      const start = scan.groupStart[pick]!;
      const size = scan.groupSize[pick]!;
      seq[length++] = scan.members[start]!;
      score += points[size]!;
      board.removeCells(scan.members, start, size);
    }
    this.playLen = length;
    return score + this.bonus[board.bricks]!;
  }
}
