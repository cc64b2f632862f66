import { useEffect, useState, type RefObject } from 'react';
import type { AnyActorRef } from 'xstate';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { TetrisState } from '../../logic/tetris/index.ts';
import { sfx } from '../audio/sfx';
import { announce } from '../ui/announce';
import { feedbackOf, type Callout } from './feedback';
import { stageOf } from './useStage';

const THUMP: Keyframe[] = [{ transform: 'translateY(0)' }, { transform: 'translateY(3px)' }, { transform: 'translateY(0)' }];

/** The callout over the board, as a store: only the callout's own view re-renders when it changes. */
export type CalloutStore = StoreApi<{ callout: Callout | null }>;

/**
 * Watches the game (outside React's render: a subscription compares engine states) and answers:
 * sounds, the polite announcement of clears and level ups, a callout over the board, and a small
 * thump of the board on a hard drop (Web Animations: no class toggling, no layout read). The callout
 * is a store the callout view reads by itself: a clear re-renders that view, not the whole screen,
 * two frames after the clear.
 */
export function useTetrisFeedback(
  actor: AnyActorRef,
  options: { sound: boolean; announce: boolean; boardRef: RefObject<HTMLElement | null>; reducedMotion: boolean },
): CalloutStore {
  const [callout] = useState(() => createStore<{ callout: Callout | null }>(() => ({ callout: null })));
  const { sound, reducedMotion, boardRef } = options;
  const speak = options.announce;
  useEffect(() => {
    let prev: TetrisState = stageOf(actor).game;
    // The callout shows two frames after its clear: the clear's lock and its flash (the frame after)
    // have enough to draw.
    let frame = 0;
    const sub = actor.subscribe(() => {
      const next = stageOf(actor).game;
      if (next === prev) return;
      const f = feedbackOf(prev, next);
      // A new game (restart) is not a change to answer.
      const restarted = next.locks < prev.locks || (next.locks === 0 && next.elapsedMs < prev.elapsedMs);
      prev = next;
      if (restarted) {
        cancelAnimationFrame(frame);
        frame = 0;
        callout.setState({ callout: null });
        return;
      }
      if (sound) for (const name of f.sounds) sfx(name);
      if (speak && f.announcement) announce(f.announcement);
      const shown = f.callout;
      if (shown) {
        cancelAnimationFrame(frame);
        frame = requestAnimationFrame(() => {
          frame = requestAnimationFrame(() => {
            frame = 0;
            callout.setState({ callout: shown });
          });
        });
      }
      if (f.hardDrop && !reducedMotion) boardRef.current?.animate?.(THUMP, { duration: 110, easing: 'ease-out' });
    });
    return () => {
      sub.unsubscribe();
      cancelAnimationFrame(frame);
    };
  }, [actor, sound, speak, reducedMotion, boardRef, callout]);
  return callout;
}
