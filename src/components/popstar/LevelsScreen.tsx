import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { levelTarget } from '../../logic/popstar/index.ts';
import { createStage } from '../../machines/popstarStage';
import { levelRecordAt, reachedLevels, type PopstarProgress } from '../../stores/games/popstarProgress';
import { useProgress } from '../../stores/progress';
import { currentLocale } from '../../i18n';
import { richText } from '../../i18n/rich';
import { useT } from '../../i18n/useT';
import { Button, ButtonLink } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { ScreenHeader } from '../ui/ScreenHeader';
import { CheckIcon, LockIcon } from './icons';
import { formatScore } from './usePopstarFeedback';
import './popstarScreens.css';

type TileState = 'cleared' | 'open' | 'locked';

interface Tile {
  level: number;
  state: TileState;
  startScore: number;
  best: number;
}

/** A page of tiles: ten rows of six (desktop) or fifteen of four (phone). */
export const TILES_PER_PAGE = 60;

/** The highest level reached (1 on a new device). */
function topLevel(p: PopstarProgress): number {
  const reached = reachedLevels(p);
  return reached[reached.length - 1] ?? 1;
}

/** How many tiles the levels show: every level reached and a few locked ones beyond, in full rows. */
export function tileCount(p: PopstarProgress): number {
  return Math.max(12, Math.ceil((topLevel(p) + 4) / 12) * 12);
}

/** The tiles of levels `first`..`last` (by default all of them). */
export function levelTiles(p: PopstarProgress, first = 1, last = tileCount(p)): Tile[] {
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => {
    const level = first + i;
    const record = levelRecordAt(p, level);
    // Level 1 is always open: every run may start there from 0.
    if (record === undefined) return { level, state: level === 1 ? 'open' : 'locked', startScore: 0, best: 0 };
    const cleared = levelRecordAt(p, level + 1) !== undefined || record.best >= levelTarget(level);
    return { level, state: cleared ? 'cleared' : 'open', startScore: record.startScore, best: record.best };
  });
}

/** Where the saved run stands now (its level's board replayed); null when there is none. */
function runSummary(p: PopstarProgress): { level: number; score: number } | null {
  if (!p.run) return null;
  try {
    return { level: p.run.level, score: createStage(p.run).score };
  } catch {
    return null;
  }
}

export function LevelsScreen() {
  const t = useT();
  const progress = useProgress((s) => s.popstar);
  const [, navigate] = useLocation();
  const [confirm, setConfirm] = useState<number | null>(null);
  const pages = Math.ceil(tileCount(progress) / TILES_PER_PAGE);
  // Opens on the page of the highest level reached.
  const [chosenPage, setPage] = useState<number | null>(null);
  const page = Math.min(chosenPage ?? Math.floor((topLevel(progress) - 1) / TILES_PER_PAGE), pages - 1);
  const first = page * TILES_PER_PAGE + 1;
  const last = Math.min(tileCount(progress), first + TILES_PER_PAGE - 1);
  const tiles = useMemo(() => levelTiles(progress, first, last), [progress, first, last]);
  const run = useMemo(() => runSummary(progress), [progress]);

  const startAt = (level: number) => navigate(level === 1 ? '~/popstar/new' : `~/popstar/play/${level}`);
  const ask = (level: number) => (run ? setConfirm(level) : startAt(level));

  return (
    <div className="pb-10">
      <ScreenHeader title={t('popstar.lv.title')} back="/" />
      <div className="mx-auto flex max-w-3xl flex-col gap-5 px-4">
        <section aria-label={t('popstar.lv.runs')} className="grid gap-3 sm:grid-cols-2">
          <div className="flex flex-col justify-between gap-3 rounded-2xl border border-ink-700 bg-ink-900/80 p-4">
            {run ? (
              <>
                <div>
                  <p className="text-xs font-semibold tracking-[0.16em] text-ink-300 uppercase">{t('popstar.lv.inProgress')}</p>
                  <p className="num font-display text-2xl font-bold text-ink-100">
                    {richText(t, 'popstar.lv.runAt', { score: <span className="text-accent-300">{formatScore(run.score)}</span> }, { level: run.level })}
                  </p>
                </div>
                <ButtonLink href="/popstar" tone="primary" aria-label={t('popstar.lv.continueAria', { level: run.level })}>
                  {t('popstar.lv.continue')}
                </ButtonLink>
              </>
            ) : (
              <>
                <p className="text-ink-200">{t('popstar.lv.noRun')}</p>
                <Button tone="primary" onClick={() => startAt(1)}>
                  {t('popstar.lv.newRun')}
                </Button>
              </>
            )}
          </div>
          <div className="flex flex-col justify-between gap-3 rounded-2xl border border-ink-700 bg-ink-900/80 p-4">
            <div>
              <p className="text-xs font-semibold tracking-[0.16em] text-ink-300 uppercase">{t('popstar.lv.bestRun')}</p>
              <p className="num font-display text-2xl font-bold text-ink-100" data-testid="popstar-best-run">
                {formatScore(progress.best)}
              </p>
            </div>
            {run && <Button onClick={() => ask(1)}>{t('popstar.lv.newFrom1')}</Button>}
          </div>
        </section>

        <section aria-labelledby="ps-levels-title">
          <h2 id="ps-levels-title" className="mb-1 font-display text-xl font-bold text-ink-100">
            {t('popstar.lv.startFrom')}
          </h2>
          <p className="mb-3 text-sm text-ink-300">{t('popstar.lv.startFromHint')}</p>
          {pages > 1 && <PageNav page={page} pages={pages} first={first} last={last} onPage={setPage} />}
          <ol className="grid grid-cols-4 gap-2 sm:grid-cols-6 sm:gap-3" start={first} aria-label={t('popstar.lv.range', { first, last })}>
            {tiles.map((tile) => (
              <li key={tile.level}>
                <LevelTile tile={tile} onPick={() => ask(tile.level)} />
              </li>
            ))}
          </ol>
        </section>
      </div>
      <Dialog open={confirm !== null} title={t('popstar.lv.confirmTitle')} onClose={() => setConfirm(null)}>
        <p className="mb-4 text-ink-200">
          {t('popstar.lv.confirmBody', { level: run?.level ?? 1, points: run?.score ?? 0, from: confirm ?? 1 })}
        </p>
        <div className="flex flex-col gap-2">
          <Button tone="danger" onClick={() => confirm !== null && startAt(confirm)}>
            {t('popstar.lv.startAt', { level: confirm ?? 1 })}
          </Button>
          <Button tone="primary" autoFocus onClick={() => setConfirm(null)}>
            {t('popstar.lv.keep')}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

function PageNav({ page, pages, first, last, onPage }: { page: number; pages: number; first: number; last: number; onPage: (page: number) => void }) {
  const t = useT();
  return (
    <nav aria-label={t('popstar.lv.pages')} className="mb-3 flex items-center justify-between gap-2">
      <Button onClick={() => onPage(page - 1)} disabled={page === 0}>
        {t('popstar.lv.earlier')}
      </Button>
      <p className="num text-sm text-ink-200" aria-live="polite">
        {t('popstar.lv.rangeShort', { first, last })}
      </p>
      <Button onClick={() => onPage(page + 1)} disabled={page === pages - 1}>
        {t('popstar.lv.later')}
      </Button>
    </nav>
  );
}

const compact = new Map<string, Intl.NumberFormat>();

/** A score short enough for a tile on a narrow phone: 98,765 in full, 123,456 as 123K (in the active language's way). */
export function tileScore(n: number): string {
  if (n < 100_000) return formatScore(n);
  const locale = currentLocale();
  let format = compact.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { notation: 'compact', maximumSignificantDigits: 3 });
    compact.set(locale, format);
  }
  return format.format(n);
}

function LevelTile({ tile, onPick }: { tile: Tile; onPick: () => void }) {
  const t = useT();
  const { level, state, startScore, best } = tile;
  const label =
    state === 'locked'
      ? t('popstar.lv.tileLocked', { level })
      : t('popstar.lv.tile', { level, state, best: best > 0 ? formatScore(best) : 'none', points: startScore });
  return (
    <button type="button" className={`ps-tile w-full is-${state}`} disabled={state === 'locked'} onClick={onPick} aria-label={label} data-level={level}>
      <span className="num font-display text-2xl leading-none font-extrabold text-ink-100 min-[400px]:text-3xl sm:text-4xl" aria-hidden="true">
        {level}
      </span>
      {state === 'locked' ? (
        <span className="text-ink-300" aria-hidden="true">
          <LockIcon className="mx-auto h-4 w-4" />
        </span>
      ) : (
        // Two scores, each named: the run starts from the first; the second is the best reached.
        <span className="num flex flex-col text-[0.7rem] leading-tight text-ink-300 sm:text-xs" aria-hidden="true" data-testid="level-tile-scores">
          <span>{t('popstar.lv.tileStart', { score: tileScore(startScore) })}</span>
          {best > 0 && <span className="text-ink-100">{t('popstar.lv.tileBest', { score: tileScore(best) })}</span>}
        </span>
      )}
      {state === 'cleared' && (
        <span className="absolute top-1.5 right-1.5 text-success-500" aria-hidden="true">
          <CheckIcon />
        </span>
      )}
    </button>
  );
}
