import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import type { PopEvent } from '../../machines/popstarStage';
import { whenIdle } from '../board/useWhenIdle';

/** A pop whose effects are on the board: a key of its own (pop ids restart every level) and when they end. */
export interface PlayingPop {
  key: number;
  pop: PopEvent;
  /** performance.now() after which its effects have all played. */
  until: number;
}

/**
 * How long a pop's effects play, in ms, with a little to spare (popstarEffects.css): the points
 * 600 ms; the bursts up to 480 ms (a stagger of at most 160 ms, then all end together 320 ms after the
 * last starts); praise 900 ms; the target stamp 1700 ms.
 */
export function popEffectsMs(pop: PopEvent): number {
  return pop.reachedTarget ? 1800 : pop.praise ? 1000 : 850;
}

/** More pops than this at once (taps faster than effects end) drop the oldest at once. */
export const MAX_PLAYING_POPS = 5;

interface State {
  last: PopEvent | null;
  serial: number;
  playing: readonly PlayingPop[];
}

const now = () => performance.now();

/**
 * The pops whose effects are still playing, oldest first. A new pop joins them; a pop's effects
 * (and its bursting bricks: PopstarBoard) leave once they have played, when the browser is idle, in
 * a frame of their own, rather than in the next pop's frame, which is busy enough, and where they
 * would cut its points off mid-flight. A new level or run (no last pop) clears them all.
 */
export function usePlayingPops(lastPop: PopEvent | null): readonly PlayingPop[] {
  const [state, setState] = useState<State>(() => ({
    last: lastPop,
    serial: 1,
    playing: lastPop ? [{ key: 1, pop: lastPop, until: now() + popEffectsMs(lastPop) }] : [],
  }));
  let { playing } = state;
  if (state.last !== lastPop) {
    const serial = state.serial + 1;
    playing = lastPop ? [...state.playing, { key: serial, pop: lastPop, until: now() + popEffectsMs(lastPop) }].slice(-MAX_PLAYING_POPS) : [];
    setState({ last: lastPop, serial, playing }); // a render-time update: React re-renders at once
  }

  useEffect(() => {
    if (playing.length === 0) return;
    const first = Math.min(...playing.map((p) => p.until));
    let cancel = () => {};
    const arm = () => {
      // (setTimeout drops a delay's fraction of a millisecond: round it up.)
      const timer = setTimeout(
        () => {
          // Rendered at once (flushSync), in the idle time itself: a plain update would render in a
          // task of React's scheduler after it, which may come right before a frame.
          cancel = whenIdle(() => {
            const t = now();
            // Not due yet (a timer that came early): wait again. Left as it was, nothing would
            // render, and nothing would ever let the pop go.
            if (first > t) {
              arm();
              return;
            }
            flushSync(() => setState((s) => (s.playing.some((p) => p.until <= t) ? { ...s, playing: s.playing.filter((p) => p.until > t) } : s)));
          }, 300);
        },
        Math.max(0, Math.ceil(first - now())),
      );
      cancel = () => clearTimeout(timer);
    };
    arm();
    return () => cancel();
  }, [playing]);

  return playing;
}
