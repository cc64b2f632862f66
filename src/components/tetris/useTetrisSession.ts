import { useCallback, useEffect, useRef, useState } from 'react';
import type { TetrisState } from '../../logic/tetris/index.ts';
import { statusOf, type GameStatus } from '../../machines/gameStatus';
import { gameToSave, type TetrisSnapshot } from '../../machines/tetrisMachine';
import type { ScoreEntry } from '../../stores/games/tetrisProgress';
import { useProgress } from '../../stores/progress';
import { useOtherTabSave } from '../useOtherTabSave';
import { addScore, entryOfGame, recordsGame } from './highScores';
import type { ActorRefFrom } from 'xstate';
import type { TetrisMachine } from '../../machines/tetrisMachine';

/** How a game ended, for the game-over panel. */
export interface GameEnd {
  /** 'over': the game ended itself (top out, goal, time); 'stopped': the player ended it. */
  kind: 'over' | 'stopped';
  game: TetrisState;
  /** The game entered the scores (a finished sprint, a full ultra, any marathon; never 0 points). */
  counted: boolean;
  /** Its place in the top 10 (0 = new best), or -1. */
  rank: number;
  entry: ScoreEntry | null;
  /** The mode's top 10 after this game. */
  list: ScoreEntry[];
  /** The best before this game, to compare with. */
  previousBest: ScoreEntry | null;
}

/** Records a game that ended (its score, when it counts) and tells how it went. */
export function recordEnd(kind: GameEnd['kind'], game: TetrisState): GameEnd {
  const mode = game.mode;
  const before = useProgress.getState().tetris.scores[mode];
  const counted = kind === 'over' && recordsGame(game);
  if (!counted) return { kind, game, counted, rank: -1, entry: null, list: before, previousBest: before[0] ?? null };
  const entry = entryOfGame(game, new Date().toISOString());
  // Ranked against the list as storage holds it, with other tabs' scores merged in.
  let end = { list: before, rank: -1, previousBest: before[0] ?? null };
  useProgress.getState().setGame('tetris', (p) => {
    const { list, rank } = addScore(mode, p.scores[mode], entry);
    end = { list, rank, previousBest: p.scores[mode][0] ?? null };
    return { ...p, scores: { ...p.scores, [mode]: list } };
  });
  return { kind, game, counted, entry, ...end };
}

function setSaved(saved: string | null): void {
  if (useProgress.getState().tetris.saved === saved) return;
  useProgress.getState().setGame('tetris', (p) => ({ ...p, saved }));
}

/**
 * The game's life outside the machine: the save of a game in progress (on pause, when the page is
 * hidden, when the screen is left) and the high scores when it ends. `resumed`: the game was restored
 * from the save, so starting it keeps the save until the game next saves or ends; a new game replaces it.
 */
export function useTetrisSession(actor: ActorRefFrom<TetrisMachine>, { enabled, resumed }: { enabled: boolean; resumed: boolean }) {
  const [end, setEnd] = useState<GameEnd | null>(null);
  const resumedRef = useRef(resumed);

  useOtherTabSave(
    (p) => p.tetris.saved,
    () => enabled && ['RUNNING', 'PAUSE'].includes(statusOf(actor.getSnapshot())),
    { id: 'tetris.otherTabSaved' },
  );

  const save = useCallback(() => {
    if (!enabled) return;
    const snapshot = actor.getSnapshot() as TetrisSnapshot;
    const status = statusOf(snapshot);
    if (status !== 'RUNNING' && status !== 'PAUSE') return;
    const text = gameToSave(snapshot);
    if (text !== null) setSaved(text);
  }, [actor, enabled]);

  useEffect(() => {
    if (!enabled) return;
    let prev: GameStatus = statusOf(actor.getSnapshot());
    const sub = actor.subscribe((snapshot) => {
      const status = statusOf(snapshot);
      if (status === prev) return;
      const from = prev;
      prev = status;
      const game = snapshot.context.stage.game;
      if (status === 'PAUSE') save();
      else if (status === 'OVER' || status === 'STOP') {
        setSaved(null);
        setEnd(recordEnd(status === 'OVER' ? 'over' : 'stopped', game));
      } else if (status === 'RUNNING' && from !== 'PAUSE') {
        setEnd(null);
        if (from !== 'READY' || !resumedRef.current) setSaved(null);
      } else if (status === 'READY') {
        // RESET: a new game replaces whatever was resumed.
        resumedRef.current = false;
        setEnd(null);
      }
    });
    return () => {
      sub.unsubscribe();
      save();
    };
  }, [actor, enabled, save]);

  return { save, end };
}
