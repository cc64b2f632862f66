import { memo, useMemo, useState } from 'react';
import { instructionCount, nextCampaignLevel, starRating, type CampaignLevel, type RunState } from '../../logic/plantank/index.ts';
import { statusOf } from '../../machines/gameStatus';
import type { PlantankSnapshot } from '../../machines/plantankMachine';
import { levelRecord, starCap } from '../../stores/games/plantankProgress';
import { useProgress } from '../../stores/progress';
import type { Area } from '../../i18n';
import { richText } from '../../i18n/rich';
import { useAreasReady } from '../../i18n/useArea';
import { useT } from '../../i18n/useT';
import { afterNextFrame } from '../board/frameLater';
import { whenIdle } from '../board/useWhenIdle';
import { Button, ButtonLink, PressButtonLink } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { StarIcon } from './icons';
import { usePanel, type PanelSource } from './RunViews';
import { levelAreas, levelTitle, num } from './words';

export interface WinSummary {
  instructions: number;
  steps: number;
  /** Campaign levels only. */
  par?: number;
  stars?: 1 | 2 | 3;
  best?: number;
  next?: { href: string; title: string };
  /** Hints shown on the level (0: none). */
  hints?: number;
  /** The program's own stars, when the help taken lowered them (stars then holds the capped count). */
  uncappedStars?: 1 | 2 | 3;
}

/** The win panel: instructions against par, 1-3 stars, next level, replay. */
export function WinDialog({ open, summary, onReplay, onClose }: { open: boolean; summary: WinSummary | null; onReplay: () => void; onClose: () => void }) {
  // The win words load as a run starts (WinView opens the panel once they are): a closed panel reads none of them.
  const s = open ? summary : null;
  const t = useT();
  const title = s === null ? '' : s.stars === 3 ? t('plantank.win.perfect') : t('plantank.win.solved');
  return (
    <Dialog open={s !== null} title={title} onClose={onClose} className="pt-win-dialog dialog-beside">
      {s && (
        <div className="pt-win-body dialog-beside-body flex flex-col gap-4">
          {s.stars !== undefined && (
            <div className="flex justify-center gap-2" role="img" aria-label={t('plantank.win.stars', { stars: s.stars })}>
              {[1, 2, 3].map((n) => (
                <span key={n} className={`pt-win-star${n <= (s.stars ?? 0) ? ' is-earned' : ''}`} style={{ animationDelay: `${420 + n * 120}ms` }}>
                  <StarIcon className="h-12 w-12" filled={n <= (s.stars ?? 0)} />
                </span>
              ))}
            </div>
          )}
          <dl className="grid grid-cols-2 gap-2 text-center">
            <div className="rounded-xl bg-ink-800 p-2">
              <dt className="text-xs font-semibold tracking-wider text-ink-300 uppercase">{t('plantank.win.instructions')}</dt>
              <dd className="num font-display text-3xl font-bold text-ink-100" data-testid="win-instructions">
                {s.instructions}
              </dd>
            </div>
            <div className="rounded-xl bg-ink-800 p-2">
              <dt className="text-xs font-semibold tracking-wider text-ink-300 uppercase">{s.par !== undefined ? t('plantank.win.par') : t('plantank.stats.steps')}</dt>
              <dd className="num font-display text-3xl font-bold text-accent-300">{s.par ?? s.steps}</dd>
            </div>
          </dl>
          <p className="text-center text-sm text-ink-200">
            {s.par === undefined
              ? t('plantank.win.allStars', { count: s.steps, steps: num(s.steps) })
              : s.instructions <= s.par
                ? s.instructions < s.par
                  ? t('plantank.win.underPar')
                  : t('plantank.win.atPar')
                : t(s.stars === 2 ? 'plantank.win.overParClose' : 'plantank.win.overPar', { over: s.instructions - s.par })}
            {s.best !== undefined && s.best > 0 && s.best < s.instructions && ` ${t('plantank.win.best', { best: s.best })}`}
          </p>
          {s.hints !== undefined && s.hints > 0 && (
            <p className="rounded-xl bg-ink-800 px-3 py-2 text-center text-sm text-ink-200" data-testid="win-hints">
              {richText(t, 'plantank.win.hints', { n: <span className="num font-bold text-ink-100">{s.hints}</span> }, { count: s.hints })}
              {s.uncappedStars !== undefined && s.stars !== undefined && ` · ${t('plantank.win.kept', { stars: s.stars, count: s.uncappedStars })}`}
              {s.uncappedStars !== undefined && t('plantank.win.withoutHelp')}
            </p>
          )}
          <div className="dialog-beside-actions flex flex-col gap-2">
            {s.next ? (
              <PressButtonLink href={s.next.href} tone="primary" aria-label={t('plantank.win.next', { title: s.next.title })}>
                {t('plantank.win.next', { title: s.next.title })}
              </PressButtonLink>
            ) : (
              <ButtonLink href="/plantank/levels" tone="primary">
                {t('plantank.win.allLevels')}
              </ButtonLink>
            )}
            <div className="grid grid-cols-2 gap-2">
              <Button onClick={onReplay}>{t('plantank.win.replay')}</Button>
              <ButtonLink href="/plantank/levels">{t('plantank.play.levels')}</ButtonLink>
            </div>
          </div>
        </div>
      )}
    </Dialog>
  );
}

const WORDS_IDLE_TIMEOUT_MS = 2000;
const whenIdleSoon = (start: () => void) => whenIdle(start, WORDS_IDLE_TIMEOUT_MS);

const selectWonRun = (s: PlantankSnapshot) => (s.context.stage.run.outcome === 'won' ? s.context.stage.run : null);

/** The win dialog, over a won run until dismissed; with the level's par and record in the campaign. Memoised: an edit does not render it. */
export const WinView = memo(function WinView({
  panels,
  campaign,
  progressId,
  enabled,
  onReplay,
  hintsUsed = 0,
}: {
  panels: PanelSource;
  campaign?: CampaignLevel;
  progressId: string | null;
  enabled: boolean;
  onReplay: () => void;
  /** Hints shown on the level, for the panel. */
  hintsUsed?: number;
}) {
  const t = useT();
  const status = usePanel(panels, statusOf);
  const wonRun = usePanel(panels, selectWonRun);
  const best = useProgress((s) => (progressId ? levelRecord(s.plantank, progressId).best : undefined));
  const cap = useProgress((s) => (progressId ? starCap(levelRecord(s.plantank, progressId)) : 3));
  const [dismissedWin, setDismissedWin] = useState<RunState | null>(null);
  const won = status === 'OVER' && wonRun !== null;
  // The dialog's words (and the next level's title) are fetched at the screen's first idle moment,
  // or once Go's frame is drawn when the run starts before that: the download and its compile stay
  // out of Go's own task and, mostly, out of the run's first frames. The dialog opens with them.
  const areas = useMemo<Area[]>(() => ['plantank-win', ...levelAreas(campaign && nextCampaignLevel(campaign.id))], [campaign]);
  const wordsReady = useAreasReady(areas, true, status === 'READY' ? whenIdleSoon : afterNextFrame);
  const summary = useMemo<WinSummary | null>(() => {
    if (!won || !wonRun) return null;
    const instructions = instructionCount(wonRun.program);
    if (!campaign) return { instructions, steps: wonRun.steps, hints: hintsUsed };
    const next = nextCampaignLevel(campaign.id);
    const earned = starRating(instructions, campaign.par);
    const stars = Math.min(earned, cap) as 1 | 2 | 3;
    return {
      instructions,
      steps: wonRun.steps,
      par: campaign.par,
      stars,
      best,
      next: next ? { href: `/plantank/play/${next.id}`, title: levelTitle(next) } : undefined,
      hints: hintsUsed,
      ...(stars < earned ? { uncappedStars: earned } : {}),
    };
    // The next level's title is made again when its words arrive, or in another language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [won, wonRun, campaign, best, cap, hintsUsed, wordsReady, t]);
  return (
    <WinDialog
      open={enabled && won && wordsReady && dismissedWin !== wonRun}
      summary={summary}
      onClose={() => setDismissedWin(wonRun)}
      onReplay={() => {
        setDismissedWin(wonRun);
        onReplay();
      }}
    />
  );
});
