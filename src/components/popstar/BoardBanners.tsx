import { memo, useState } from 'react';
import type { GameStatus } from '../../machines/gameStatus';
import type { BonusCountdown, Phase } from '../../machines/popstarStage';
import { richText } from '../../i18n/rich';
import { useT } from '../../i18n/useT';
import { createPressAnswer } from '../input/touchTap';
import { Button } from '../ui/Button';
import { formatScore } from './usePopstarFeedback';

/**
 * Cards over the board: the level intro (level and target; in READY with a Play button), the
 * bonus countdown, the verdicts. They let taps through to the board (a tap skips a banner) except
 * on their own buttons. Memoised on the few stage fields they show.
 */
export interface BoardBannersProps {
  status: GameStatus;
  phase: Phase;
  level: number;
  target: number;
  score: number;
  bonus: BonusCountdown | null;
  /** The run has moves already: READY offers to continue it. */
  resumed: boolean;
  demo: boolean;
  onPlay: () => void;
}

export const BoardBanners = memo(function BoardBanners({ status, phase, level, target, score, bonus, resumed: hasMoves, demo, onPlay }: BoardBannersProps) {
  const t = useT();
  const [playPress] = useState(() => createPressAnswer());
  const targetLine = richText(t, 'popstar.banner.target', { target: <span className="font-bold text-accent-300">{formatScore(target)}</span> });
  if (status === 'READY' && !demo) {
    const resumed = hasMoves || phase !== 'intro';
    return (
      <div className="ps-banner">
        <div className="ps-card is-passive">
          <p className="text-sm font-semibold tracking-[0.2em] text-ink-300 uppercase">{resumed ? t('popstar.banner.continue') : t('popstar.banner.ready')}</p>
          <p className="font-display text-4xl font-extrabold text-ink-100">{t('popstar.banner.level', { level })}</p>
          <p className="num mt-1 text-lg text-ink-200">{targetLine}</p>
          {score > 0 && <p className="num text-sm text-ink-300">{t('popstar.banner.soFar', { score: formatScore(score) })}</p>}
          {/* The board takes no scroll: a finger on Play starts as it lands, as a tap on a star does. */}
          <Button
            tone="primary"
            className="pointer-events-auto mt-4 w-full text-lg"
            onPointerDown={(e) => {
              if (playPress.press(e)) onPlay();
            }}
            onClick={(e) => {
              if (!playPress.answered(e)) onPlay();
            }}
            onPointerCancel={playPress.cancel}
          >
            {resumed ? t('popstar.banner.continue') : t('popstar.banner.play')}
          </Button>
        </div>
      </div>
    );
  }
  if (status !== 'RUNNING' && status !== 'PAUSE') return null;
  if (phase === 'intro') {
    return (
      <div className="ps-banner">
        <div className="ps-card is-passive" key={`intro-${level}`}>
          <p className="font-display text-4xl font-extrabold text-ink-100">{t('popstar.banner.level', { level })}</p>
          <p className="num mt-1 text-lg text-ink-200">{targetLine}</p>
        </div>
      </div>
    );
  }
  if (phase === 'bonus' && bonus) {
    return (
      <div className="ps-bonus">
        <div className="ps-card is-passive px-5 py-2">
          <p className="text-xs font-semibold tracking-[0.2em] text-ink-300 uppercase">{bonus.order.length === 0 ? t('popstar.banner.perfect') : t('popstar.banner.bonus')}</p>
          <p className="num font-display text-3xl font-extrabold text-accent-300" data-testid="popstar-bonus">
            {formatScore(bonus.value)}
          </p>
        </div>
      </div>
    );
  }
  if (phase === 'cleared' || phase === 'failed') {
    const cleared = phase === 'cleared';
    const left = bonus?.order.length ?? 0;
    return (
      <div className="ps-banner">
        <div className={`ps-card is-passive ${cleared ? 'is-cleared' : ''}`}>
          <p className={`font-display text-3xl font-extrabold ${cleared ? 'text-success-500' : 'text-danger-500'}`}>
            {cleared ? t('popstar.banner.cleared', { level }) : t('popstar.banner.missed')}
          </p>
          <p className="num mt-1 text-sm text-ink-300">
            {left === 0 ? t('popstar.banner.perfectShort') : t('popstar.banner.left', { stars: left })} ·{' '}
            {richText(t, 'popstar.banner.bonusShort', { bonus: <span className="font-semibold text-accent-300">+{formatScore(bonus?.value ?? 0)}</span> })}
          </p>
          <p className="num mt-1 text-xl font-bold text-ink-100">
            {cleared ? t('popstar.banner.points', { score: formatScore(score) }) : t('popstar.banner.of', { score: formatScore(score), target: formatScore(target) })}
          </p>
        </div>
      </div>
    );
  }
  return null;
});
