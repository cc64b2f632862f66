import type { ReactNode } from 'react';
import type { Action } from '../../logic/tetris/index.ts';
import { useT } from '../../i18n/useT';
import { HoldButton } from '../ui/HoldButton';
import { DownIcon, HardDropIcon, HoldIcon, LeftIcon, RightIcon, RotateCcwIcon, RotateCwIcon } from './icons';

export interface TouchHandlers {
  /** A held button: left, right and soft drop go through the game's DAS/ARR handling. */
  press: (key: Action) => void;
  release: (key: Action) => void;
  /** A one-shot button: rotations, hard drop, hold. */
  act: (action: Action) => void;
}

function HeldKey({ action, label, children, on, className = '' }: { action: Action; label: string; children: ReactNode; on: TouchHandlers; className?: string }) {
  return (
    <HoldButton label={label} repeat={false} onPress={() => on.press(action)} onRelease={() => on.release(action)} className={`grid place-content-center place-items-center gap-1 ${className}`}>
      {children}
    </HoldButton>
  );
}

function OneShot({ action, label, children, on, className = '' }: { action: Action; label: string; children: ReactNode; on: TouchHandlers; className?: string }) {
  return (
    <HoldButton label={label} repeat={false} onPress={() => on.act(action)} className={`grid place-content-center place-items-center gap-1 ${className}`}>
      {children}
    </HoldButton>
  );
}

/**
 * On-screen buttons under the thumbs (touch screens and narrow windows, tetrisTouchAndDialogs.css): a pad of
 * actions (hold, the two rotations, hard drop) and a pad of moves (left, soft drop, right): rows
 * under the board on a phone held upright, one pad at each side of the board held sideways. Each at
 * least 44 px; the moves take press and release so holding one auto-repeats on game time.
 */
export function TouchControls({ on }: { on: TouchHandlers }) {
  const t = useT();
  return (
    <div className="t-touch" role="group" aria-label={t('tetris.touch.group')}>
      <div className="t-pad t-pad-act">
        <OneShot action="hold" label={t('keys.hold')} on={on} className="t-hold-key">
          <HoldIcon />
          <span className="text-[0.625rem] leading-none font-bold tracking-wider uppercase" aria-hidden="true">
            {t('tetris.hold')}
          </span>
        </OneShot>
        <OneShot action="rotateCCW" label={t('keys.rotateCCW')} on={on}>
          <RotateCcwIcon />
        </OneShot>
        <OneShot action="rotateCW" label={t('keys.rotateCW')} on={on}>
          <RotateCwIcon />
        </OneShot>
        <OneShot action="hardDrop" label={t('keys.hardDrop')} on={on} className="text-accent-300">
          <HardDropIcon />
        </OneShot>
      </div>
      <div className="t-pad t-pad-move">
        <HeldKey action="left" label={t('keys.left')} on={on}>
          <LeftIcon />
        </HeldKey>
        <HeldKey action="softDrop" label={t('keys.softDrop')} on={on}>
          <DownIcon />
        </HeldKey>
        <HeldKey action="right" label={t('keys.right')} on={on}>
          <RightIcon />
        </HeldKey>
      </div>
    </div>
  );
}
