/**
 * The solver: Nested Monte-Carlo Search of level 1 (Cazenave, "Nested Monte-Carlo Search", IJCAI
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
import { checkBoard, type Board, type Cell } from './board.ts';
import { endBonusUnchecked, groupPointsUnchecked, type Scoring } from './scoring.ts';
import { GroupScan, SearchBoard } from './searchBoard.ts';
import { checkAnyInteger, checkFinite, checkOptions, checkScoring, fail } from './validate.ts';

export interface SolveOptions {
  /** Wall-time budget in milliseconds (read through `now`), > 0 and at most MAX_TIME_MS. */
  timeMs?: number;
  /**
   * Playout budget, 1..maxPlayouts(width * height): a given count and seed always give the same
   * answer on every machine.
   */
  iterations?: number;
  /** Seed of the playouts' random numbers (default 0). */
  seed?: number;
  scoring?: Scoring;
  /** Stop as soon as a sequence scoring at least this much is found (used to certify levels). */
  target?: number;
  /** The clock for the time budget; the only clock the logic reads. Default: performance.now. */
  now?: () => number;
}

export interface Solution {
  /** Taps in order, each on the board as it stands after the previous pops; ends with no moves left. */
  moves: Cell[];
  /** Points of all pops plus the end bonus (PopStar) or clear bonus (SameGame). */
  score: number;
}

/** Used when neither timeMs nor iterations is given (fewer on boards where maxPlayouts is lower). */
export const DEFAULT_PLAYOUTS = 2000;

/** The longest time budget. */
export const MAX_TIME_MS = 1000;

/**
 * A playout costs about cells^2 steps (a rescan of the board after each pop), so the playout cap
 * is a work budget: iterations * cells^2 <= PLAYOUT_WORK, which is 20,000 playouts on 10 x 10.
 * Every board allows at least one playout (the answer needs one full game).
 */
const PLAYOUT_WORK = 2e8;
const MAX_PLAYOUTS = 20_000;

/** The most playouts one call may run on a board of `cells` cells. */
export function maxPlayouts(cells: number): number {
  return Math.max(1, Math.min(MAX_PLAYOUTS, Math.floor(PLAYOUT_WORK / (cells * cells))));
}

/** Throws PopstarInputError unless `options` is undefined or valid SolveOptions for `board`. */
function checkSolveOptions(fn: string, board: Board, options: unknown): SolveOptions {
  const { timeMs, iterations, seed, scoring, target, now } = checkOptions(fn, options);
  const checked: SolveOptions = {};
  if (timeMs !== undefined) {
    if (typeof timeMs !== 'number' || !(timeMs > 0 && timeMs <= MAX_TIME_MS)) {
      fail(fn, 'options.timeMs', `a number of milliseconds in (0, ${MAX_TIME_MS}]`, timeMs);
    }
    checked.timeMs = timeMs;
  }
  if (iterations !== undefined) {
    const max = maxPlayouts(board.width * board.height);
    if (typeof iterations !== 'number' || !Number.isInteger(iterations) || iterations < 1 || iterations > max) {
      fail(fn, 'options.iterations', `an integer in 1..${max} (the most on a ${board.width} x ${board.height} board)`, iterations);
    }
    checked.iterations = iterations;
  }
  if (seed !== undefined) checked.seed = checkAnyInteger(fn, 'options.seed', seed);
  if (scoring !== undefined) checked.scoring = checkScoring(fn, 'options.scoring', scoring);
  if (target !== undefined) checked.target = checkFinite(fn, 'options.target', target);
  if (now !== undefined) {
    if (typeof now !== 'function') fail(fn, 'options.now', 'a function returning milliseconds', now);
    checked.now = now as () => number;
  }
  return checked;
}

/** The best sequence of taps found within the budget, and its score (end bonus included). */
export function solve(board: Board, options: SolveOptions = {}): Solution {
  checkBoard('solve', board);
  return solveUnchecked(board, checkSolveOptions('solve', board, options));
}

/** solve without the argument checks (generateLevel certifies many boards). */
export function solveUnchecked(board: Board, options: SolveOptions, fn = 'solve'): Solution {
  return new NestedSearch(board, options, fn).run();
}

/**
 * The hint's default budget in playouts (fewer on boards where maxPlayouts is lower). A playout
 * count, not a time: the same board and seed then give the same hint on every machine, and enough
 * of them that following the hints plays close to what a far larger budget finds.
 */
export const HINT_PLAYOUTS = 4000;

/**
 * The first tap of the best sequence found within the budget: for hints. By default
 * HINT_PLAYOUTS playouts with seed 0, so a board always gets the same answer.
 */
export function bestMove(board: Board, options: SolveOptions = {}): Cell | null {
  checkBoard('bestMove', board);
  const checked = checkSolveOptions('bestMove', board, options);
  const budget =
    checked.timeMs === undefined && checked.iterations === undefined
      ? { iterations: Math.min(HINT_PLAYOUTS, maxPlayouts(board.width * board.height)) }
      : {};
  const { moves } = solveUnchecked(board, { ...checked, ...budget }, 'bestMove');
  return moves[0] ?? null;
}

/** The baseline of spec "Measured reference points": always pop the largest group (first on ties). */
export function solveGreedy(board: Board, scoring: Scoring = 'popstar'): Solution {
  checkBoard('solveGreedy', board);
  checkScoring('solveGreedy', 'scoring', scoring);
  const position = SearchBoard.fromBoard(board);
  const scan = new GroupScan(board.width * board.height);
  const moves: Cell[] = [];
  let score = 0;
  for (;;) {
    const groups = scan.scan(position);
    let best = -1;
    for (let g = 0; g < groups; g++) {
      if (scan.groupSize[g]! >= 2 && (best < 0 || scan.groupSize[g]! > scan.groupSize[best]!)) best = g;
    }
    if (best < 0) break;
    const start = scan.groupStart[best]!;
    const size = scan.groupSize[best]!;
    moves.push(position.cellOf(scan.members[start]!));
    score += groupPointsUnchecked(size, scoring);
    position.removeCells(scan.members, start, size);
  }
  return { moves, score: score + endBonusUnchecked(position.bricks, scoring) };
}

class NestedSearch {
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
