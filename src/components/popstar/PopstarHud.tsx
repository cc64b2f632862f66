import { memo } from 'react';
import { useWhenIdle } from '../board/useWhenIdle';
import { CheckIcon } from './icons';
import { richText } from '../../i18n/rich';
import { useT } from '../../i18n/useT';
import { formatScore } from './usePopstarFeedback';

interface HudProps {
  level: number;
  target: number;
  score: number;
  best: number;
  startScore: number;
  targetReached: boolean;
}

/**
 * Level, target, score and best in big tabular figures (numbers that count never make the layout
 * jitter), with a bar from the level's start score to its target. Memoised: its
 * props are numbers, so a change it does not show (a selection, a phase) does not render it. It
 * shows them once the browser is idle (useWhenIdle, within 200 ms), all together: a pop's frame and
 * the one after it, where its bursts start, play the pop, and the new score and bar come in a
 * quieter one.
 */
export const PopstarHud = memo(function PopstarHud(props: HudProps) {
  // (Memoised: the props object is new only when a number changes.)
  return <HudView {...useWhenIdle(props)} />;
});

const HudView = memo(function HudView({ level, target, score, best, startScore, targetReached }: HudProps) {
  const t = useT();
  const span = target - startScore;
  const progress = span <= 0 ? 1 : Math.min(1, Math.max(0, (score - startScore) / span));
  return (
    <section aria-label={t('popstar.hud.region')} className="ps-hud">
      <dl className="grid grid-cols-4 gap-1.5 lg:grid-cols-2 lg:gap-2">
        <Stat id="level" label={t('popstar.hud.level')} value={String(level)} />
        <Stat id="target" label={t('popstar.hud.target')} value={formatScore(target)} tone={targetReached ? 'text-success-500' : 'text-ink-100'} reached={targetReached} />
        <Stat id="score" label={t('popstar.hud.score')} value={formatScore(score)} tone="text-accent-300" />
        <Stat id="best" label={t('popstar.hud.best')} value={formatScore(Math.max(best, score))} />
      </dl>
      <div
        className="mt-2 h-2 overflow-hidden rounded-full bg-ink-800 shadow-[inset_0_1px_2px_rgb(0_0_0/0.5)]"
        role="progressbar"
        aria-label={t('popstar.hud.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress * 100)}
      >
        {/* scaleX, not width: a width transition lays the page out on every frame. */}
        <div
          className={`h-full origin-left rounded-full transition-transform duration-300 ${targetReached ? 'bg-success-500' : 'bg-accent-500'}`}
          style={{ transform: `scaleX(${progress})` }}
        />
      </div>
    </section>
  );
});

function Stat({ id, label, value, tone = 'text-ink-100', reached = false }: { id: string; label: string; value: string; tone?: string; reached?: boolean }) {
  const t = useT();
  return (
    <div className="relative rounded-xl border border-ink-700 bg-ink-900/80 px-2 py-1.5 text-center shadow-[inset_0_1px_0_rgb(255_255_255/0.05)] lg:px-3 lg:py-2.5">
      <dt className="text-[0.65rem] font-semibold tracking-[0.14em] text-ink-300 uppercase lg:text-xs">
        {label}
        {/* In the label, not the value: the value is a relayout boundary, and so the box an absolute
            icon would be placed in. Placed at the card's corner. */}
        {reached && <CheckIcon className="absolute text-success-500 top-0.5 right-0.5 h-3 w-3 sm:top-1 sm:right-1 sm:h-3.5 sm:w-3.5 lg:top-2 lg:right-2 lg:h-5 lg:w-5" />}
      </dt>
      <dd className={`ps-stat-value num font-display text-lg leading-tight font-bold sm:text-xl lg:text-3xl ${tone}`} data-testid={`hud-${id}`}>
        {value}
        {reached && <span className="sr-only"> {t('popstar.hud.reached')}</span>}
      </dd>
    </div>
  );
}

/** The scoring rules at a glance, beside the board on a desktop. */
export function ScoringCard() {
  const t = useT();
  return (
    <div className="hidden rounded-xl border border-ink-700 bg-ink-900/60 p-3 text-sm text-ink-200 lg:block">
      <p className="mb-1 text-xs font-semibold tracking-[0.14em] text-ink-300 uppercase">{t('popstar.scoring.title')}</p>
      <p>{richText(t, 'popstar.scoring.pop', { n: <i>n</i>, formula: <span className="num font-semibold text-ink-100">5 × n²</span> })}</p>
      <p>{richText(t, 'popstar.scoring.end', { m: <i>m</i>, formula: <span className="num font-semibold text-ink-100">{formatScore(2000)} − 20 × m²</span> })}</p>
    </div>
  );
}
