/**
 * A PopStar run as the stage of the shared status machine (gameStatus.ts): plain data and pure
 * functions over it, calling src/logic/popstar for every rule. The level's progression is a phase
 * inside the stage:
 *
 *   intro --(introMs | tap)--> playing --tap, tap--> popping --(popMs)--> playing
 *                                                              \--(no moves left)--> bonus
 *   bonus: the leftovers explode one by one, each deducting 40i + 20 from 2000,
 *          until none is left or the bonus is 0; then the bonus is added to the score
 *   bonus --> cleared --(clearedMs | tap)--> intro of the next level   (score >= target)
 *   bonus --> failed  --(failedMs | tap)--> over                        (score <  target)
 *
 * Timed phases count integer milliseconds down in `phaseMs` and advance only through tick(), so
 * the whole run is deterministic and testable without a clock; the frame loop drives tick() in
 * RUNNING only, which makes pausing freeze every animation timer by construction.
 * Taps during `popping` and `bonus` are ignored: the board is moving under the finger.
 * The selection lives here rather than in React because the tap-then-tap rule decides what a tap
 * does; it is never saved (a reload restores level, seed and moves, not the selection).
 */
import {
  bonusSteps,
  endBonus,
  findGroup,
  generateLevel,
  groupPoints,
  hasMoves,
  levelTarget,
  popWithTrace,
  remainingBricks,
  type Board,
  type Cell,
  type PopTrace,
} from '../logic/popstar/index.ts';
import {
  type BrickFall,
  HINTS_PER_LEVEL,
  POPSTAR_TIMING,
  type LevelSource,
  type Phase,
  type PopstarInput,
  type PopstarStage,
  type PopstarTiming,
  type Praise,
  type RunParams,
  type StageOptions,
} from './popstarStageTypes';

export * from './popstarStageTypes';

/** Praise for big pops: from 6, 8, 10 and 15 bricks. */
export function praiseFor(size: number): Praise | null {
  if (size >= 15) return 'Fantastic!';
  if (size >= 10) return 'Excellent!';
  if (size >= 8) return 'Great!';
  if (size >= 6) return 'Good!';
  return null;
}

function brickIds(board: Board, level: number): number[] {
  return board.cells.map((colour, i) => (colour === 0 ? 0 : level * 1000 + i + 1));
}

/** What a pop did to the bricks' ids: the ids after it, the popped ones and the moved ones. */
function carryIds(ids: readonly number[], width: number, trace: PopTrace): { ids: number[]; popped: number[]; falls: BrickFall[] } {
  const at = ([r, c]: Cell) => r * width + c;
  const next = ids.slice();
  const popped = trace.group.map((cell) => ids[at(cell)] ?? 0);
  for (const cell of trace.group) next[at(cell)] = 0;
  const falls = trace.moved.map(({ from, to }) => ({ id: ids[at(from)] ?? 0, from, to }));
  // Clear every source first: a brick may move into a cell another one left.
  for (const { from } of falls) next[at(from)] = 0;
  for (const { id, to } of falls) next[at(to)] = id;
  return { ids: next, popped, falls };
}

/** Leftovers explode in reading order, top left first. */
function leftoverOrder(board: Board): Cell[] {
  const order: Cell[] = [];
  board.cells.forEach((colour, i) => {
    if (colour !== 0) order.push([Math.floor(i / board.width), i % board.width]);
  });
  return order;
}

function startBonus(stage: PopstarStage, timing: PopstarTiming): PopstarStage {
  return {
    ...stage,
    phase: 'bonus',
    phaseMs: timing.bonusStartMs,
    selection: null,
    bonus: { order: leftoverOrder(stage.board), exploded: 0, value: endBonus(0) },
  };
}

/** Pop the group at a cell (the caller checked it is a legal move). */
function popAt(stage: PopstarStage, row: number, col: number, timing: PopstarTiming): PopstarStage {
  const trace = popWithTrace(stage.board, row, col);
  if (trace === null) return stage;
  const score = stage.score + trace.points;
  const reachedTarget = !stage.targetReached && score >= stage.target;
  const colour = stage.board.cells[row * stage.board.width + col] ?? 0;
  const { ids, popped, falls } = carryIds(stage.ids, stage.board.width, trace);
  return {
    ...stage,
    board: trace.board,
    ids,
    moves: [...stage.moves, [row, col]],
    score,
    phase: 'popping',
    phaseMs: timing.popMs,
    selection: null,
    hintCell: null,
    loneTap: null,
    targetReached: stage.targetReached || reachedTarget,
    pops: stage.pops + 1,
    lastPop: { id: stage.pops + 1, group: trace.group, ids: popped, falls, colour, points: trace.points, praise: praiseFor(trace.removed), reachedTarget },
  };
}

/**
 * A new run at a level, or the exact run a save describes: the level's board from (level, seed),
 * then the saved taps replayed on it. Throws when a saved tap is not a legal pop (a corrupt save).
 */
export function createStage(params: RunParams, options: StageOptions = {}): PopstarStage {
  const timing = options.timing ?? POPSTAR_TIMING;
  const generate = options.generate ?? generateLevel;
  const { seed, level, startScore } = params;
  const { board, certificate } = generate(level, seed);
  let stage: PopstarStage = {
    seed,
    level,
    target: levelTarget(level),
    startScore,
    score: startScore,
    board,
    ids: brickIds(board, level),
    certificate,
    moves: [],
    phase: 'intro',
    phaseMs: timing.introMs,
    selection: null,
    targetReached: startScore >= levelTarget(level),
    lastPop: null,
    pops: 0,
    bonus: null,
    hintsLeft: params.hintsLeft ?? HINTS_PER_LEVEL,
    hintCell: null,
    loneTap: null,
    loneTaps: 0,
    bestAtStart: params.bestAtStart ?? 0,
  };
  const moves = params.moves ?? [];
  moves.forEach(([row, col], i) => {
    if (findGroup(stage.board, row, col).length < 2) {
      throw new Error(`popstar run: saved move ${i} at [${row}, ${col}] is not a legal pop on level ${level}`);
    }
    stage = popAt(stage, row, col, timing);
  });
  // A hint paid for on this position stays paid (a saved cell that no longer holds a group is ignored).
  const hint = params.hintCell ?? null;
  if (hint !== null && findGroup(stage.board, hint[0], hint[1]).length >= 2) stage = { ...stage, hintCell: [hint[0], hint[1]] };
  if (moves.length === 0) return stage;
  // A restored run resumes in play, without replaying the animations of its past pops.
  stage = { ...stage, phase: 'playing', phaseMs: 0, lastPop: null };
  return hasMoves(stage.board) ? stage : startBonus(stage, timing);
}

/** The next level of the run: its certified board, the score carried over. */
function nextLevel(stage: PopstarStage, timing: PopstarTiming, generate: LevelSource): PopstarStage {
  return createStage(
    { seed: stage.seed, level: stage.level + 1, startScore: stage.score, bestAtStart: stage.bestAtStart },
    { timing, generate },
  );
}

/** Advance a timed phase that has run out. */
function endPhase(stage: PopstarStage, timing: PopstarTiming, generate: LevelSource): PopstarStage {
  switch (stage.phase) {
    case 'intro':
    case 'popping':
      // (A certified level always has moves; a board without any goes straight to its bonus.)
      return hasMoves(stage.board) ? { ...stage, phase: 'playing', phaseMs: 0 } : startBonus(stage, timing);
    case 'bonus':
      return bonusStep(stage, timing);
    case 'cleared':
      return nextLevel(stage, timing, generate);
    case 'failed':
      return { ...stage, phase: 'over', phaseMs: 0 };
    default:
      return stage;
  }
}

/**
 * One beat of the leftover countdown: the next leftover explodes and deducts its step; once the
 * bonus is down to 0 the rest explode at once (bonusSteps is not clamped: the display stops at 0).
 * When nothing is left to explode the bonus is added and the level's verdict is given.
 */
function bonusStep(stage: PopstarStage, timing: PopstarTiming): PopstarStage {
  const bonus = stage.bonus;
  if (bonus === null) return stage;
  const { order, exploded, value } = bonus;
  if (exploded < order.length && value > 0) {
    const step = bonusSteps(exploded + 1)[exploded] ?? 0;
    const nextValue = Math.max(0, value - step);
    const nextExploded = nextValue === 0 ? order.length : exploded + 1;
    const done = nextExploded === order.length;
    return {
      ...stage,
      phaseMs: done ? timing.bonusEndMs : timing.bonusStepMs,
      bonus: { order, exploded: nextExploded, value: nextValue },
    };
  }
  // value === endBonus(remaining) here: 2000 minus the first m deductions, floored at 0.
  const score = stage.score + endBonus(remainingBricks(stage.board));
  const cleared = score >= stage.target;
  return {
    ...stage,
    score,
    targetReached: cleared,
    phase: cleared ? 'cleared' : 'failed',
    phaseMs: cleared ? timing.clearedMs : timing.failedMs,
  };
}

/** Game time passing: counts the timed phases down, carrying leftover time into the next one. */
export function tickStage(stage: PopstarStage, ms: number, options: StageOptions = {}): PopstarStage {
  const timing = options.timing ?? POPSTAR_TIMING;
  const generate = options.generate ?? generateLevel;
  let current = stage;
  let left = ms;
  while (left > 0 && isTimedPhase(current.phase)) {
    if (current.phaseMs > left) return { ...current, phaseMs: current.phaseMs - left };
    left -= current.phaseMs;
    current = endPhase(current, timing, generate);
  }
  return current;
}

/** The phases that time ends (the rest wait for the player or are final). */
export function isTimedPhase(phase: Phase): boolean {
  return phase === 'intro' || phase === 'popping' || phase === 'bonus' || phase === 'cleared' || phase === 'failed';
}

function inGroup(cells: readonly Cell[], row: number, col: number): boolean {
  return cells.some(([r, c]) => r === row && c === col);
}

/** The player's input. Returns the same object when it changes nothing (an ignored tap). */
export function applyInput(stage: PopstarStage, input: PopstarInput, options: StageOptions = {}): PopstarStage {
  const timing = options.timing ?? POPSTAR_TIMING;
  const generate = options.generate ?? generateLevel;
  const skippable = stage.phase === 'intro' || stage.phase === 'cleared' || stage.phase === 'failed';
  if (input.type === 'skip' || (input.type === 'tap' && skippable)) {
    return skippable ? endPhase(stage, timing, generate) : stage;
  }
  if (stage.phase !== 'playing') return stage;
  switch (input.type) {
    case 'clear':
      return stage.selection === null && stage.loneTap === null ? stage : { ...stage, selection: null, loneTap: null };
    case 'hint': {
      if (input.afterMoves !== stage.moves.length) return stage;
      // A hint already given on this board shows again for free (and the same one: the hint is
      // the board's, not the press's).
      const paid = stage.hintCell !== null;
      const [row, col] = stage.hintCell ?? input.cell;
      const cells = findGroup(stage.board, row, col);
      if ((!paid && stage.hintsLeft <= 0) || cells.length < 2) return stage;
      return {
        ...stage,
        hintsLeft: paid ? stage.hintsLeft : stage.hintsLeft - 1,
        hintCell: [row, col],
        loneTap: null,
        selection: { cells, points: groupPoints(cells.length), hinted: true },
      };
    }
    case 'tap': {
      const { row, col } = input;
      const cells = findGroup(stage.board, row, col);
      if (cells.length === 1) {
        // A lone brick cannot pop: say so rather than ignore the tap (the screen nudges).
        const loneTaps = stage.loneTaps + 1;
        return { ...stage, selection: null, loneTap: { cell: [row, col], id: loneTaps }, loneTaps };
      }
      if (cells.length < 2) return stage.selection === null ? stage : { ...stage, selection: null };
      const selected = stage.selection !== null && inGroup(stage.selection.cells, row, col);
      if (selected || input.oneTap === true) return popAt(stage, row, col, timing);
      return { ...stage, loneTap: null, selection: { cells, points: groupPoints(cells.length), hinted: false } };
    }
  }
}

/** The demo's next tap: the certificate, followed from the start of the level. */
export function certificateMove(stage: PopstarStage): Cell | null {
  return stage.certificate[stage.moves.length] ?? null;
}
