import { useEffect } from 'react';
import type { Actor } from 'xstate';
import { listGroups } from '../../logic/popstar/index.ts';
import { statusOf } from '../../machines/gameStatus';
import type { PopstarMachine } from '../../machines/popstarMachine';
import { certificateMove } from '../../machines/popstarStage';

/** Select shortly after the board settles, pop a little later: with the 280 ms pop, ~400 ms a move. */
const SELECT_AFTER_MS = 40;
const POP_AFTER_MS = 120;

/**
 * The demo plays by itself, forever: it starts the run, then whenever the board is ready it
 * selects and pops the next tap of the level's certificate (so every level is cleared and the next
 * one dealt), with every animation on. Used by the benchmark suite to measure smoothness.
 */
export function useDemoPlayer(actor: Actor<PopstarMachine>, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    actor.send({ type: 'START' });
    let timers: ReturnType<typeof setTimeout>[] = [];
    let scheduledFor = '';
    const consider = () => {
      const snapshot = actor.getSnapshot();
      const stage = snapshot.context.stage;
      if (statusOf(snapshot) !== 'RUNNING' || stage.phase !== 'playing') return;
      const key = `${stage.level}:${stage.moves.length}`;
      if (key === scheduledFor) return;
      scheduledFor = key;
      const cell = certificateMove(stage) ?? listGroups(stage.board)[0]?.cells[0] ?? null;
      if (!cell) return;
      const [row, col] = cell;
      const tap = () => actor.send({ type: 'INPUT', input: { type: 'tap', row, col } });
      timers = [setTimeout(tap, SELECT_AFTER_MS), setTimeout(tap, POP_AFTER_MS)];
    };
    const sub = actor.subscribe(consider);
    consider();
    return () => {
      sub.unsubscribe();
      timers.forEach(clearTimeout);
    };
  }, [actor, enabled]);
}
