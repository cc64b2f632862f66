/**
 * What the player sees and hears when the game changes (every action answers at
 * once): sounds, the callout over the board (T-spins, back-to-back, combos, perfect clears, level
 * ups) and the polite announcement for screen readers. Pure: it compares two engine states.
 */
import { ghostPiece, type TetrisState } from '../../logic/tetris/index.ts';
import type { SfxName } from '../audio/sfx';
import { t } from '../../i18n';

export interface Callout {
  /** Changes with every lock: the screen restarts the callout's animation on it. */
  id: number;
  title: string;
  detail: string[];
  points: number;
  /** A big moment (Tetris, T-spin with lines, perfect clear): a bigger, brighter callout. */
  big: boolean;
}

export interface Feedback {
  sounds: SfxName[];
  callout: Callout | null;
  announcement: string | null;
  /** A hard drop landed: the board gives a small thump. */
  hardDrop: boolean;
}

const NONE: Feedback = { sounds: [], callout: null, announcement: null, hardDrop: false };
const LINE_NAMES = [null, 'tetris.clear.1', 'tetris.clear.2', 'tetris.clear.3', 'tetris.clear.4'] as const;

/** The clear's name in the active language (the callout and the announcement are made at the lock). */
function clearName(lines: number, tspin: 'none' | 'mini' | 'full'): string {
  const id = LINE_NAMES[lines];
  const lineName = id ? t(id) : t('tetris.clear.n', { lines });
  if (tspin === 'full') return lines === 0 ? t('tetris.clear.tspin') : t('tetris.clear.tspinLines', { clear: lineName });
  if (tspin === 'mini') return lines === 0 ? t('tetris.clear.mini') : t('tetris.clear.miniLines', { clear: lineName });
  return lineName;
}

function lockFeedback(prev: TetrisState, next: TetrisState): Feedback {
  const piece = prev.active;
  const hardDrop = piece !== null && ghostPiece(prev)?.y !== piece.y;
  const sounds: SfxName[] = [hardDrop ? 'hardDrop' : 'lock'];
  const clear = next.lastClear;
  if (clear === null || (clear.lines === 0 && clear.tspin === 'none')) return { ...NONE, sounds, hardDrop };

  sounds.push(clear.tspin !== 'none' ? 'tspin' : clear.lines === 4 ? 'tetris' : 'clear');
  const detail: string[] = [];
  if (clear.backToBack) detail.push(t('tetris.clear.b2b'));
  if (clear.combo >= 1) detail.push(t('tetris.clear.combo', { combo: clear.combo }));
  if (clear.perfectClear) detail.push(t('tetris.clear.perfect'));
  const title = clearName(clear.lines, clear.tspin);
  const big = clear.lines === 4 || (clear.tspin !== 'none' && clear.lines > 0) || clear.perfectClear;
  const points = clear.points;
  const spoken = [title, ...detail].join(', ');
  return {
    sounds,
    hardDrop,
    callout: { id: next.locks, title, detail, points, big },
    announcement: t('tetris.clear.announce', { clear: spoken, points }),
  };
}

export function feedbackOf(prev: TetrisState, next: TetrisState): Feedback {
  if (prev === next) return NONE;
  let out: Feedback = NONE;
  if (next.locks > prev.locks) {
    out = lockFeedback(prev, next);
  } else if (next.hold !== prev.hold || (prev.canHold && !next.canHold)) {
    out = { ...NONE, sounds: ['hold'] };
  } else if (prev.active !== null && next.active !== null) {
    if (next.active.rotation !== prev.active.rotation) out = { ...NONE, sounds: ['rotate'] };
    else if (next.active.x !== prev.active.x) out = { ...NONE, sounds: ['move'] };
  }
  if (next.level > prev.level) {
    const level = t('tetris.levelUp', { level: next.level });
    const callout = out.callout ?? { id: next.locks, title: '', detail: [], points: 0, big: false };
    out = {
      ...out,
      sounds: [...out.sounds, 'levelUp'],
      callout: { ...callout, detail: [...callout.detail, level] },
      announcement: `${out.announcement ?? ''} ${level}.`.trim(),
    };
  }
  if (next.status === 'over' && prev.status === 'playing') {
    const won = next.result === 'goal' || next.result === 'timeUp';
    out = { ...out, sounds: [...out.sounds, won ? 'win' : 'gameOver'] };
  }
  return out;
}
