import { useMemo } from 'react';
import { Link } from 'wouter';
import { useAreas } from '../../i18n/useArea';
import { useT } from '../../i18n/useT';
import { CAMPAIGN, CHAPTERS, type CampaignLevel } from '../../logic/plantank/index.ts';
import { levelRecord } from '../../stores/games/plantankProgress';
import { useProgress } from '../../stores/progress';
import { ButtonLink } from '../ui/Button';
import { ScreenHeader } from '../ui/ScreenHeader';
import { LockIcon, StarIcon } from './icons';
import { campaignNumber, chapterLevels, firstUnsolvedLevel, levelAccess, type LevelAccess } from './levelAccess';
import { ALL_CHAPTER_AREAS, chapterTitle, levelTitle } from './words';

/** The campaign as a grid of numbered tiles by chapter: locked, open, solved with its stars. */
export function LevelsScreen() {
  // Its own words, and every level's title (each chapter's words).
  useAreas('plantank-levels', ...ALL_CHAPTER_AREAS);
  const progress = useProgress((s) => s.plantank);
  const access = useMemo(() => levelAccess(progress), [progress]);
  const next = firstUnsolvedLevel(progress);
  const solved = CAMPAIGN.filter((l) => access.get(l.id) === 'solved').length;
  const stars = CAMPAIGN.reduce((n, l) => n + levelRecord(progress, l.id).stars, 0);
  const allSolved = solved === CAMPAIGN.length;
  const t = useT();
  const nextTitle = levelTitle(next);
  const nextNumber = campaignNumber(next.id) ?? 0;

  return (
    <div className="pb-12">
      <ScreenHeader title={t('plantank.levels.title')} back="/" />
      <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4">
        <section aria-label={t('plantank.levels.progress')} className="pt-panel flex flex-wrap items-center justify-between gap-4 p-4">
          <dl className="flex gap-6">
            <div>
              <dt className="text-xs font-semibold tracking-[0.16em] text-ink-300 uppercase">{t('plantank.levels.solved')}</dt>
              <dd className="num font-display text-3xl font-bold text-ink-100" data-testid="solved-count">
                {solved}
                <span className="text-lg text-ink-400">/{CAMPAIGN.length}</span>
              </dd>
            </div>
            <div>
              <dt className="text-xs font-semibold tracking-[0.16em] text-ink-300 uppercase">{t('plantank.levels.stars')}</dt>
              <dd className="num flex items-center gap-1 font-display text-3xl font-bold text-ink-100">
                <StarIcon className="h-6 w-6 text-accent-400" />
                {stars}
                <span className="text-lg text-ink-400">/{CAMPAIGN.length * 3}</span>
              </dd>
            </div>
          </dl>
          <ButtonLink
            href={`/plantank/play/${next.id}`}
            tone="primary"
            aria-label={t(allSolved ? 'plantank.levels.playAria' : 'plantank.levels.continueAria', { number: nextNumber, title: nextTitle })}
          >
            {t(allSolved ? 'plantank.levels.playAgain' : solved === 0 ? 'plantank.levels.start' : 'plantank.levels.continue', { number: nextNumber, title: nextTitle })}
          </ButtonLink>
        </section>
        <p className="-mt-3 text-sm text-ink-300">{t('plantank.levels.rule')}</p>
        <section aria-label={t('plantank.levels.own')} className="pt-panel flex flex-wrap items-center justify-between gap-3 p-4">
          <p className="text-sm text-ink-200">
            <span className="font-display text-base font-bold text-ink-100">{t('plantank.levels.makeOwn')}</span> {t('plantank.levels.makeOwnBody')}
          </p>
          <ButtonLink href="/plantank/design" tone="secondary">
            {t('plantank.levels.designer')}
          </ButtonLink>
        </section>
        {CHAPTERS.map((chapter, i) => {
          const levels = chapterLevels(chapter.id);
          const done = levels.filter((l) => access.get(l.id) === 'solved').length;
          return (
            <section key={chapter.id} aria-labelledby={`pt-chapter-${chapter.id}`}>
              <div className="mb-2 flex items-baseline justify-between gap-2">
                <h2 id={`pt-chapter-${chapter.id}`} className="font-display text-xl font-bold text-ink-100">
                  <span className="num mr-2 text-accent-300">{i + 1}</span>
                  {chapterTitle(chapter.id)}
                </h2>
                <p className="num text-sm text-ink-300">{t('plantank.levels.chapterSolved', { done, total: levels.length })}</p>
              </div>
              <ol className="grid grid-cols-4 gap-2 sm:grid-cols-6 sm:gap-3 md:grid-cols-8">
                {levels.map((level) => (
                  <li key={level.id}>
                    <LevelTile level={level} access={access.get(level.id) ?? 'locked'} stars={levelRecord(progress, level.id).stars} isNext={level.id === next.id && !allSolved} />
                  </li>
                ))}
              </ol>
            </section>
          );
        })}
      </div>
    </div>
  );
}

function LevelTile({ level, access, stars, isNext }: { level: CampaignLevel; access: LevelAccess; stars: number; isNext: boolean }) {
  const number = campaignNumber(level.id) ?? 0;
  const t = useT();
  const title = levelTitle(level);
  if (access === 'locked') {
    return (
      <button type="button" disabled className="pt-level-tile is-locked" aria-label={t('plantank.levels.tileLocked', { number, title })} data-level={level.id} data-access="locked">
        <span className="num font-display text-2xl font-extrabold text-ink-500" aria-hidden="true">
          {number}
        </span>
        <LockIcon className="h-4 w-4 text-ink-500" />
      </button>
    );
  }
  const label = access === 'solved' ? t('plantank.levels.tileSolved', { number, title, stars }) : t('plantank.levels.tileOpen', { number, title });
  return (
    <Link
      href={`~/plantank/play/${level.id}`}
      className={`pt-level-tile is-${access}${isNext ? ' is-next' : ''}`}
      aria-label={label}
      data-level={level.id}
      data-access={access}
    >
      <span className="num font-display text-3xl leading-none font-extrabold text-ink-100" aria-hidden="true">
        {number}
      </span>
      <span className="w-full truncate px-1 text-center text-[0.65rem] leading-tight text-ink-200 sm:text-xs" aria-hidden="true">
        {title}
      </span>
      <span className="flex gap-0.5" aria-hidden="true">
        {[1, 2, 3].map((n) => (
          <StarIcon key={n} className={`h-3.5 w-3.5 ${access === 'solved' && n <= stars ? 'text-accent-400' : 'text-ink-500'}`} filled={access === 'solved' && n <= stars} />
        ))}
      </span>
    </Link>
  );
}
