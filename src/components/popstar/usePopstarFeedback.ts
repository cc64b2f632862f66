import { useEffect } from 'react';
import type { Actor } from 'xstate';
import { statusOf } from '../../machines/gameStatus';
import type { PopstarMachine, PopstarSnapshot } from '../../machines/popstarMachine';
import { sfx } from '../audio/sfx';
import { announce } from '../ui/announce';
import { formatNumber } from '../ui/formatNumber';

export const formatScore = formatNumber;

export function selectionText(stars: number, points: number): string {
  return `${stars} stars, ${formatScore(points)} points`;
}

/**
 * Sound and screen-reader feedback, derived from what changed between two snapshots: a selection,
 * a pop (pitch rising with its size), praise, the target, the countdown, the verdicts. The machine
 * stays pure; this is where its events become noise and words.
 */
export function usePopstarFeedback(actor: Actor<PopstarMachine>, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    let prev: PopstarSnapshot = actor.getSnapshot();
    const sub = actor.subscribe((next) => {
      const a = prev.context.stage;
      const b = next.context.stage;
      const wasStatus = statusOf(prev);
      prev = next;
      if (b.selection && b.selection !== a.selection) {
        sfx('select', b.selection.hinted ? 1.5 : 1);
        const text = selectionText(b.selection.cells.length, b.selection.points);
        announce(b.selection.hinted ? `Hint: ${text}. Tap it to pop.` : text);
      }
      if (b.loneTap && b.loneTap !== a.loneTap) announce('That star is alone: pop groups of 2 or more.');
      if (b.lastPop && b.lastPop !== a.lastPop) {
        const pop = b.lastPop;
        sfx('pop', 1 + Math.min(pop.group.length, 25) * 0.045);
        if (pop.praise) sfx('praise');
        const words = [`${pop.praise ?? 'Popped'} ${pop.group.length} stars for ${formatScore(pop.points)} points. Score ${formatScore(b.score)}.`];
        if (pop.reachedTarget) words.push('Target reached!');
        announce(words.join(' '));
      }
      if (b.phase === 'bonus' && a.phase !== 'bonus') announce(`No more moves. ${b.bonus?.order.length ?? 0} stars left.`);
      if (b.bonus && a.bonus && b.bonus.exploded > a.bonus.exploded) sfx('bonus', 1 + a.bonus.exploded * 0.06);
      if (b.phase === 'cleared' && a.phase !== 'cleared') {
        sfx('levelClear');
        announce(`Level ${b.level} cleared with ${formatScore(b.score)} points.`);
      }
      if (b.phase === 'failed' && a.phase !== 'failed') {
        announce(`Target missed: ${formatScore(b.score)} of ${formatScore(b.target)}.`);
      }
      if (b.level !== a.level) announce(`Level ${b.level}. Target ${formatScore(b.target)}.`);
      if (statusOf(next) === 'OVER' && wasStatus !== 'OVER') {
        sfx('runOver');
        announce(`Run over. Final score ${formatScore(b.score)}.`);
      }
    });
    return () => sub.unsubscribe();
  }, [actor, enabled]);
}
