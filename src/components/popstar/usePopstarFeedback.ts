import { useEffect } from 'react';
import type { Actor } from 'xstate';
import { statusOf } from '../../machines/gameStatus';
import type { PopstarMachine, PopstarSnapshot } from '../../machines/popstarMachine';
import { sfx } from '../audio/sfx';
import { announce } from '../ui/announce';
import { t } from '../../i18n';
import type { Praise } from '../../machines/popstarStage';
import { formatNumber } from '../ui/formatNumber';

export const formatScore = formatNumber;

export function selectionText(stars: number, points: number): string {
  return t('popstar.selection', { stars, points });
}

const PRAISE = { 'Good!': 'popstar.praise.good', 'Great!': 'popstar.praise.great', 'Excellent!': 'popstar.praise.excellent', 'Fantastic!': 'popstar.praise.fantastic' } as const;

/** The machine's praise (its English word is its code) in the active language. */
export function praiseText(praise: Praise): string {
  return t(PRAISE[praise]);
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
        announce(b.selection.hinted ? t('popstar.say.hint', { selection: text }) : text);
      }
      if (b.loneTap && b.loneTap !== a.loneTap) announce(t('popstar.say.lone'));
      if (b.lastPop && b.lastPop !== a.lastPop) {
        const pop = b.lastPop;
        sfx('pop', 1 + Math.min(pop.group.length, 25) * 0.045);
        if (pop.praise) sfx('praise');
        const words = [t('popstar.say.popped', { praise: pop.praise ? praiseText(pop.praise) : 'none', stars: pop.group.length, points: pop.points, score: formatScore(b.score) })];
        if (pop.reachedTarget) words.push(t('popstar.say.targetReached'));
        announce(words.join(' '));
      }
      if (b.phase === 'bonus' && a.phase !== 'bonus') announce(t('popstar.say.noMoves', { stars: b.bonus?.order.length ?? 0 }));
      if (b.bonus && a.bonus && b.bonus.exploded > a.bonus.exploded) sfx('bonus', 1 + a.bonus.exploded * 0.06);
      if (b.phase === 'cleared' && a.phase !== 'cleared') {
        sfx('levelClear');
        announce(t('popstar.say.cleared', { level: b.level, points: b.score }));
      }
      if (b.phase === 'failed' && a.phase !== 'failed') {
        announce(t('popstar.say.missed', { score: formatScore(b.score), target: formatScore(b.target) }));
      }
      if (b.level !== a.level) announce(t('popstar.say.level', { level: b.level, target: formatScore(b.target) }));
      if (statusOf(next) === 'OVER' && wasStatus !== 'OVER') {
        sfx('runOver');
        announce(t('popstar.say.over', { score: formatScore(b.score) }));
      }
    });
    return () => sub.unsubscribe();
  }, [actor, enabled]);
}
