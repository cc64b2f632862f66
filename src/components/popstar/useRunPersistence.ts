import { useCallback, useEffect, useRef } from 'react';
import type { Actor } from 'xstate';
import { statusOf } from '../../machines/gameStatus';
import { runToSave, type PopstarMachine, type PopstarSnapshot } from '../../machines/popstarMachine';
import { recordLevelEnd, recordLevelReached, recordRunScore, type PopstarProgress } from '../../stores/games/popstarProgress';
import { useProgress } from '../../stores/progress';
import { useOtherTabSave } from '../useOtherTabSave';

/** What the progress store should hold after this snapshot (pure: the hook only writes it). */
export function progressAfter(p: PopstarProgress, snapshot: PopstarSnapshot): PopstarProgress {
  const status = statusOf(snapshot);
  const { level, startScore, score, phase } = snapshot.context.stage;
  let next = recordLevelReached(p, level, startScore);
  // The level's bonus is counted from `cleared` / `failed` on: the level's score is final.
  if (phase === 'cleared' || phase === 'failed' || phase === 'over') next = recordLevelEnd(next, level, score);
  if (status === 'STOP') next = recordRunScore(next, score);
  const saved = runToSave(snapshot);
  let run: PopstarProgress['run'] = null;
  if (saved) {
    const { hintCell, ...rest } = saved;
    run = { ...rest, moves: saved.moves.map(([r, c]) => [r, c]) };
    if (hintCell) run.hintCell = [hintCell[0], hintCell[1]];
  }
  return { ...next, run };
}

/**
 * Keeps the saved run in step with the machine: after every pop, level and end (so a reload
 * restores the same board and moves), and once more when the page is hidden. Returns that flush.
 */
export function useRunPersistence(actor: Actor<PopstarMachine>, enabled: boolean): () => void {
  const lastKey = useRef('');
  const save = useCallback(
    (snapshot: PopstarSnapshot, force = false) => {
      const { level, seed, moves, hintsLeft, phase } = snapshot.context.stage;
      const key = [statusOf(snapshot), level, seed, moves.length, hintsLeft, phase].join('|');
      if (key === lastKey.current && !force) return;
      lastKey.current = key;
      useProgress.getState().setGame('popstar', (p) => progressAfter(p, snapshot));
    },
    [],
  );
  useOtherTabSave(
    (p) => p.popstar.run,
    () => enabled && statusOf(actor.getSnapshot()) !== 'OVER' && statusOf(actor.getSnapshot()) !== 'STOP',
    { id: 'popstar.otherTabSaved' },
  );
  useEffect(() => {
    if (!enabled) return;
    save(actor.getSnapshot());
    const sub = actor.subscribe((s) => save(s));
    return () => sub.unsubscribe();
  }, [actor, enabled, save]);
  return useCallback(() => {
    if (enabled) save(actor.getSnapshot(), true);
  }, [actor, enabled, save]);
}
