/**
 * Tetris engine benchmark: seeded bot games (src/logic/tetris/bot.ts) measure
 * - actionsPerSec: applyAction calls per second, replaying the bot's recorded action lists;
 * - advancePerSec (level 1) and advancePerSec20G: advance(state, 16) calls per second while the bot
 *   plays one action per 16 ms frame, as the game loop does;
 * - botMsPerPiece and botLinesPer100Pieces: the bot's cost and strength.
 * Run: npx tsx bench/tetris-engine.ts
 */
import { pathToFileURL } from 'node:url';
import { chooseMoves } from '../src/logic/tetris/bot.ts';
import { advance, applyAction, newGame, type Action, type TetrisState } from '../src/logic/tetris/index.ts';

const SEEDS = [1, 2, 3, 4, 5];
const PIECES_PER_GAME = 300;
const REPLAYS = 5;
const FRAME_MS = 16;

function round(value: number, digits = 1): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}

/** Plays one bot game; returns the action list per piece, the time spent choosing, and the lines. */
function botGame(seed: number): { moves: Action[][]; chooseMs: number; lines: number; pieces: number } {
  let s = newGame({ seed, lineGoal: null });
  const moves: Action[][] = [];
  let chooseMs = 0;
  for (let i = 0; i < PIECES_PER_GAME && s.status === 'playing'; i++) {
    const t0 = performance.now();
    const list = chooseMoves(s);
    chooseMs += performance.now() - t0;
    moves.push(list);
    for (const a of list) s = applyAction(s, a);
  }
  return { moves, chooseMs, lines: s.lines, pieces: moves.length };
}

/** Replays recorded games, timing applyAction only. */
function replayActions(games: { seed: number; moves: Action[][] }[]): { calls: number; ms: number } {
  let calls = 0;
  let ms = 0;
  for (let r = 0; r < REPLAYS; r++) {
    for (const { seed, moves } of games) {
      let s = newGame({ seed, lineGoal: null });
      const flat = moves.flat();
      const t0 = performance.now();
      for (const a of flat) s = applyAction(s, a);
      ms += performance.now() - t0;
      calls += flat.length;
    }
  }
  return { calls, ms };
}

/** The bot plays one action per frame with advance(16) between: timing advance only. */
function frameLoop(seed: number, startLevel: number): { calls: number; ms: number } {
  let s: TetrisState = newGame({ seed, startLevel, lineGoal: null });
  let calls = 0;
  let ms = 0;
  let pending: Action[] = [];
  let locks = s.locks;
  for (let frame = 0; frame < 20_000 && s.status === 'playing'; frame++) {
    if (pending.length === 0 || s.locks !== locks) {
      locks = s.locks;
      pending = chooseMoves(s);
    }
    const action = pending.shift();
    if (action) s = applyAction(s, action);
    const t0 = performance.now();
    s = advance(s, FRAME_MS);
    ms += performance.now() - t0;
    calls++;
  }
  return { calls, ms };
}

export async function runTetrisEngineBench(): Promise<Record<string, number>> {
  const games = SEEDS.map((seed) => ({ seed, ...botGame(seed) }));
  const pieces = games.reduce((n, g) => n + g.pieces, 0);
  const replay = replayActions(games);
  const level1 = SEEDS.map((seed) => frameLoop(seed, 1));
  const twentyG = SEEDS.map((seed) => frameLoop(seed, 20));
  const perSec = (runs: { calls: number; ms: number }[]) =>
    Math.round(runs.reduce((n, r) => n + r.calls, 0) / (runs.reduce((n, r) => n + r.ms, 0) / 1000));
  return {
    games: games.length,
    pieces,
    actionsPerSec: perSec([replay]),
    advancePerSec: perSec(level1),
    advancePerSec20G: perSec(twentyG),
    botMsPerPiece: round(games.reduce((n, g) => n + g.chooseMs, 0) / pieces, 3),
    botLinesPer100Pieces: round((100 * games.reduce((n, g) => n + g.lines, 0)) / pieces),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const results = await runTetrisEngineBench();
  for (const [name, value] of Object.entries(results)) console.log(`${name.padEnd(22)} ${value}`);
}
