/**
 * What a run sounds like and tells screen readers: a sound per step taken
 * (forward, turn, paint, star), and the end of the run (win, fall, other losses) is announced with
 * its reason, as is a pause at a breakpoint. Fast runs would buzz, so step sounds are spaced at least MIN_GAP_MS apart and an
 * instant run plays only its ending. Runs outside React's render: a subscription to the actor.
 */
import { useEffect, useRef } from 'react';
import type { Actor } from 'xstate';
import type { RunState } from '../../logic/plantank/index.ts';
import type { PlantankMachine } from '../../machines/plantankMachine';
import { MAX_SPEED } from '../../machines/plantankStage';
import { heldAtBreakpoint } from '../../machines/plantankView';
import { sfx, type SfxName } from '../audio/sfx';
import { t } from '../../i18n';
import { announce } from '../ui/announce';
import { outcomeSentence } from './RunPanel';

const MIN_GAP_MS = 55;

/** The sound for the change from one run state to the next (null: nothing worth a sound). */
export function runSound(prev: RunState, next: RunState, instant: boolean): SfxName | null {
  if (next === prev || next.level !== prev.level) return null;
  if (next.outcome !== null && prev.outcome === null) {
    return next.outcome === 'won' ? 'win' : next.outcome === 'fell' ? 'fall' : 'lose';
  }
  if (instant || next.steps <= prev.steps) return null;
  if (next.starsTaken > prev.starsTaken) return 'star';
  switch (next.event) {
    case 'paint': return 'paint';
    case 'turn': return 'turn';
    case 'forward': return 'forward';
    default: return null;
  }
}

export function useRunFeedback(actor: Actor<PlantankMachine>, enabled: boolean, onEnd?: (run: RunState) => void): void {
  const onEndRef = useRef(onEnd);
  useEffect(() => {
    onEndRef.current = onEnd;
  });
  useEffect(() => {
    let prev = actor.getSnapshot().context.stage.run;
    let held = heldAtBreakpoint(actor.getSnapshot());
    let lastSound = -Infinity;
    const sub = actor.subscribe((snapshot) => {
      const { run, speed } = snapshot.context.stage;
      const nowHeld = heldAtBreakpoint(snapshot);
      if (enabled && nowHeld && !held) announce(t('plantank.feedback.breakpoint', { fn: nowHeld.fn + 1, slot: nowHeld.slot + 1 }));
      held = nowHeld;
      if (run === prev) return;
      const before = prev;
      prev = run;
      if (!enabled) return;
      const ended = run.outcome !== null && before.outcome === null && run.level === before.level;
      const sound = runSound(before, run, speed >= MAX_SPEED);
      const now = performance.now();
      if (sound && (ended || sound === 'star' || now - lastSound >= MIN_GAP_MS)) {
        sfx(sound);
        lastSound = now;
      }
      if (ended) {
        announce(outcomeSentence(run));
        onEndRef.current?.(run);
      }
    });
    return () => sub.unsubscribe();
  }, [actor, enabled]);
}
