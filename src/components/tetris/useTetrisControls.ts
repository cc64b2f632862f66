import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { Action } from '../../logic/tetris/index.ts';
import type { TetrisMachine } from '../../machines/tetrisMachine';
import type { KeyMap, TetrisCommand } from '../../stores/settings';
import type { Gesture } from '../input/gestures';
import { usePointerGestures } from '../input/usePointerGestures';
import { dialogOwnsKeys, useGameKeys } from '../input/useGameKeys';

const START_KEYS = ['Enter', 'NumpadEnter'];
/** The instant retry: a new game at once from the pause panel or the game-over panel. */
export const RETRY_KEY = 'KeyR';
const INTERACTIVE = 'a[href], button, input, select, textarea, summary, [role="button"], [contenteditable="true"]';

/** Board gestures as game actions; null = the gesture means nothing here. */
export function actionOfGesture(g: Gesture, boardWidth: number): Action | null {
  switch (g.type) {
    case 'tap':
      return g.x < boardWidth / 2 ? 'rotateCCW' : 'rotateCW';
    case 'dragStep':
      // Sideways: one column per cell of travel; slowly down: soft drop a row per cell.
      return g.dir === 'left' ? 'left' : g.dir === 'right' ? 'right' : g.dir === 'down' ? 'softDrop' : null;
    case 'flick':
      return g.dir === 'down' ? 'hardDrop' : g.dir === 'up' ? 'hold' : null;
    default:
      return null;
  }
}

/**
 * Keyboard and board gestures for a game, each sent as the player's intent whatever the status: the
 * machine decides what it means now (gameStatus.ts). Game keys are INPUT press/release (the engine's
 * handling: DAS/ARR/soft drop on game time; the first press starts the game), gestures are single
 * actions (a tap starts it), the pause key is TOGGLE_PAUSE, Enter is BEGIN, R is the retry.
 */
export function useTetrisControls(
  actor: ActorRefFrom<TetrisMachine>,
  {
    keys,
    boardRef,
    startKeys,
    enabled,
    retry,
  }: {
    keys: KeyMap<TetrisCommand>;
    boardRef: RefObject<HTMLElement | null>;
    /** Enter starts the game (off while the ready overlay offers a choice of buttons). */
    startKeys: boolean;
    enabled: boolean;
    /** R: a new game from a halted one (RETRY; unless R is one of the player's game keys). */
    retry?: () => void;
  },
) {
  useGameKeys<TetrisCommand>(
    keys,
    {
      onDown: (command) => {
        actor.send(command === 'pause' ? { type: 'TOGGLE_PAUSE' } : { type: 'INPUT', input: { type: 'press', key: command } });
      },
      onUp: (command) => {
        if (command !== 'pause') actor.send({ type: 'INPUT', input: { type: 'release', key: command } });
      },
    },
    enabled,
  );

  // Enter starts too, but not on a focused link or button: there Enter keeps its own meaning (the
  // way back, a menu choice), so it is not a game key for useGameKeys. A layout effect: the listener
  // is there before the panel that says "Press Enter" is painted.
  useLayoutEffect(() => {
    if (!enabled || !startKeys) return;
    const onKey = (e: KeyboardEvent) => {
      if (!START_KEYS.includes(e.code) || e.repeat || e.altKey || e.metaKey) return;
      if (e.target instanceof Element && e.target.closest(INTERACTIVE)) return;
      if (dialogOwnsKeys()) return;
      e.preventDefault();
      actor.send({ type: 'BEGIN' });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [actor, enabled, startKeys]);

  useEffect(() => {
    if (!enabled || !retry) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.code !== RETRY_KEY || e.repeat || e.altKey || e.metaKey || e.ctrlKey) return;
      // A key the player gave a game command keeps that meaning.
      if (Object.values(keys).some((codes) => codes.includes(RETRY_KEY))) return;
      e.preventDefault();
      retry();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled, keys, retry]);

  // One column per cell of travel: the gesture layer needs the board's cell size.
  const [cellSize, setCellSize] = useState(24);
  useEffect(() => {
    const el = boardRef.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setCellSize(entry.contentRect.width / 10);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [boardRef]);
  usePointerGestures(
    boardRef,
    (g, rect) => {
      const action = actionOfGesture(g, rect.width);
      if (action) actor.send({ type: 'INPUT', input: { type: 'action', action } });
    },
    { cellSize, tapMaxMove: Math.min(12, cellSize * 0.6) },
    enabled,
  );
}
