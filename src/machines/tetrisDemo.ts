/**
 * The demo (route #/tetris/demo, the benchmark's smoothness run): the engine's bot (bot.ts) plays by
 * itself at level 15 gravity forever, through the same stage as a player (clears wait and animate),
 * restarting on a top out. It is a stage def for the shared status machine like the game's own.
 */
import type { AnyActorLogic } from 'xstate';
import { chooseMoves } from '../logic/tetris/bot.ts';
import { newGame, type Action } from '../logic/tetris/index.ts';
import { DEFAULT_HANDLING } from '../logic/tetris/handling.ts';
import { createStatusMachine, type StageDef } from './gameStatus';
import { applyInput, stageFromGame, tickStage, type TetrisInput, type TetrisStage } from './tetrisStage';

/** The demo's gravity: level 15, a row every few milliseconds. */
export const DEMO_LEVEL = 15;
/** How long each piece is left to fall before the bot hard-drops it: the fall stays visible. */
export const DEMO_DROP_AFTER_MS = 120;

export interface DemoParams {
  seed: number;
}

export interface DemoStage extends TetrisStage {
  /** Engine `locks` count the bot has placed its moves for: a new piece has no plan yet. */
  readonly plannedFor: number;
  /** The piece's final action, and when it is due. */
  readonly drop: { readonly action: Action; readonly inMs: number } | null;
  /** Games played; each top out starts the next with the next seed. */
  readonly games: number;
  readonly seed: number;
}

function freshGame(seed: number) {
  return newGame({ seed, startLevel: DEMO_LEVEL, lineGoal: null });
}

export function createDemoStage(params: DemoParams, games = 0): DemoStage {
  const seed = params.seed + games;
  return { ...stageFromGame(freshGame(seed), DEFAULT_HANDLING), plannedFor: -1, drop: null, games, seed: params.seed };
}

/** Level 15 gravity forever: the engine levels up every 10 lines, the demo keeps it at 15. */
function pinLevel(stage: DemoStage): DemoStage {
  return stage.game.level === DEMO_LEVEL ? stage : { ...stage, game: { ...stage.game, level: DEMO_LEVEL } };
}

/** A new piece in play: steer it at once (rotations, shifts), then let it fall before the hard drop. */
function plan(stage: DemoStage): DemoStage {
  const { game } = stage;
  if (stage.clearing !== null || game.status !== 'playing' || stage.plannedFor === game.locks) return stage;
  const moves = chooseMoves(game);
  const last = moves[moves.length - 1] ?? 'hardDrop';
  let s: TetrisStage = stage;
  for (const action of moves.slice(0, -1)) s = applyInput(s, { type: 'action', action });
  return { ...stage, ...s, plannedFor: game.locks, drop: { action: last, inMs: DEMO_DROP_AFTER_MS } };
}

export function tickDemo(stage: DemoStage, ms: number): DemoStage {
  if (stage.game.status === 'over' && stage.clearing === null) return createDemoStage({ seed: stage.seed }, stage.games + 1);
  let s = plan(stage);
  const ticked = tickStage(s, ms);
  s = { ...s, ...ticked };
  if (s.drop !== null && s.plannedFor === s.game.locks && s.clearing === null) {
    const inMs = s.drop.inMs - ms;
    if (inMs > 0) s = { ...s, drop: { ...s.drop, inMs } };
    else s = { ...s, ...applyInput(s, { type: 'action', action: s.drop.action }), drop: null };
  }
  return pinLevel(s);
}

export const tetrisDemoStageDef: StageDef<DemoStage, TetrisInput, DemoParams> = {
  id: 'tetrisDemo',
  create: (params) => createDemoStage(params),
  // The demo takes no player input.
  input: (stage) => stage,
  tick: tickDemo,
  // It never ends: a top out starts the next game inside the stage.
  isOver: () => false,
};

export function createTetrisDemoMachine(options: { frameLoop?: AnyActorLogic } = {}) {
  return createStatusMachine(tetrisDemoStageDef, options);
}

export const tetrisDemoMachine = createTetrisDemoMachine();
