import { useState } from 'react';
import { Link } from 'wouter';
import { msPerRow } from '../../logic/tetris/index.ts';
import type { ScoreEntry, TetrisMode } from '../../stores/games/tetrisProgress';
import { useProgress } from '../../stores/progress';
import { currentLocale, type MessageId } from '../../i18n';
import { richText } from '../../i18n/rich';
import { useT, type Translate } from '../../i18n/useT';
import { ButtonLink } from '../ui/Button';
import { ScreenHeader } from '../ui/ScreenHeader';
import { formatScore, formatTime } from './highScores';
import { MARATHON_LEVELS, playHref } from './playRoute';
import { ScoreTable } from './ScoreTable';

const MODES: { mode: TetrisMode; name: MessageId; goal: MessageId }[] = [
  { mode: 'marathon', name: 'tetris.mode.marathon', goal: 'tetris.levels.marathonGoal' },
  { mode: 'sprint', name: 'tetris.mode.sprint', goal: 'tetris.levels.sprintGoal' },
  { mode: 'ultra', name: 'tetris.mode.ultra', goal: 'tetris.levels.ultraGoal' },
];

function decimal(value: number, digits: number): string {
  return value.toLocaleString(currentLocale(), { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

function gravityText(t: Translate, level: number): string {
  const ms = msPerRow(level);
  return ms >= 100 ? t('tetris.levels.gravitySeconds', { value: decimal(ms / 1000, 2) }) : t('tetris.levels.gravityMs', { value: decimal(ms, ms < 10 ? 1 : 0) });
}

function LevelTile({ level, endless, best, cleared }: { level: number; endless: boolean; best: ScoreEntry | undefined; cleared: boolean }) {
  const t = useT();
  const label = t('tetris.levels.tile', { level, endless: endless ? 'yes' : 'no', best: best ? formatScore(best.score) : 'none', cleared: cleared ? 'yes' : 'no' });
  return (
    <Link
      href={`~${playHref({ mode: 'marathon', startLevel: level, endless, seed: null })}`}
      aria-label={label}
      className={`group relative flex h-[4.5rem] flex-col sm:h-24 items-center justify-center rounded-xl border text-center transition-transform hover:-translate-y-0.5 ${
        best ? 'border-accent-500/60 bg-ink-800' : 'border-ink-600 bg-ink-850'
      } shadow-[inset_0_-3px_0_rgb(0_0_0/0.25)] hover:bg-ink-700`}
    >
      {cleared && (
        <span className="absolute top-1 right-1.5 text-sm text-accent-400" aria-hidden="true">
          ★
        </span>
      )}
      <span className="num font-display text-2xl leading-none font-extrabold text-ink-100 sm:text-3xl">{level}</span>
      <span className="num hidden text-[0.65rem] text-ink-300 sm:block">{gravityText(t, level)}</span>
      <span className="mt-1 h-1 w-3/4 overflow-hidden rounded-full bg-ink-950" aria-hidden="true">
        <span className="block h-full rounded-full bg-gradient-to-r from-piece-s via-piece-o to-piece-z" style={{ width: `${(level / MARATHON_LEVELS) * 100}%` }} />
      </span>
      {best && <span className="num mt-1 text-[0.65rem] font-semibold text-accent-300">{formatScore(best.score)}</span>}
    </Link>
  );
}

function bestText(t: Translate, mode: TetrisMode, list: readonly ScoreEntry[]): string {
  const best = list[0];
  if (!best) return t('tetris.levels.noScore');
  return t('tetris.levels.best', { value: mode === 'sprint' ? formatTime(best.timeMs) : formatScore(best.score) });
}

export function LevelsScreen() {
  const t = useT();
  const scores = useProgress((s) => s.tetris.scores);
  const saved = useProgress((s) => s.tetris.saved !== null);
  const [endless, setEndless] = useState(false);
  const [table, setTable] = useState<TetrisMode>('marathon');
  const marathon = scores.marathon;

  return (
    <>
      <ScreenHeader title={t('tetris.levels.title')} back="/" />
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-3 pb-12">
        {saved && (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-accent-500/50 bg-ink-850 p-4">
            <p className="font-semibold text-ink-100">{t('tetris.inProgress')}</p>
            <ButtonLink href="/tetris" tone="primary">
              {t('tetris.levels.continue')}
            </ButtonLink>
          </div>
        )}

        <div className="grid gap-4 lg:grid-cols-3">
          <section aria-labelledby="t-marathon" className="rounded-2xl border border-ink-700 bg-ink-900/80 p-4 lg:col-span-2">
            <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
              <div>
                <h2 id="t-marathon" className="font-display text-2xl font-bold text-ink-100">
                  {t('tetris.mode.marathon')}
                </h2>
                <p className="text-sm text-ink-300">{t('tetris.levels.marathonIntro', { best: bestText(t, 'marathon', marathon) })}</p>
              </div>
              <div className="flex rounded-xl bg-ink-950 p-1" role="group" aria-label={t('tetris.levels.goalGroup')}>
                {[false, true].map((value) => (
                  <button
                    key={String(value)}
                    type="button"
                    aria-pressed={endless === value}
                    onClick={() => setEndless(value)}
                    className={`min-h-11 min-w-11 rounded-lg px-3 text-sm font-semibold ${endless === value ? 'bg-accent-500 text-ink-950' : 'text-ink-200 hover:bg-ink-800'}`}
                  >
                    {value ? t('tetris.levels.endless') : t('tetris.levels.lines150')}
                  </button>
                ))}
              </div>
            </div>
            <div className="grid grid-cols-5 gap-2 sm:gap-3">
              {Array.from({ length: MARATHON_LEVELS }, (_, i) => i + 1).map((level) => {
                const fromHere = marathon.filter((e) => e.start === level);
                return (
                  <LevelTile
                    key={level}
                    level={level}
                    endless={endless}
                    best={fromHere[0]}
                    cleared={fromHere.some((e) => !e.endless && e.lines >= 150)}
                  />
                );
              })}
            </div>
          </section>

          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
            {MODES.slice(1).map(({ mode, name, goal }) => (
              <section key={mode} aria-labelledby={`t-${mode}`} className="flex items-center justify-between gap-3 rounded-2xl border border-ink-700 bg-ink-900/80 p-4">
                <div>
                  <h2 id={`t-${mode}`} className="font-display text-2xl font-bold text-ink-100">
                    {t(name)}
                  </h2>
                  <p className="text-sm text-ink-300">{t(goal)}</p>
                  <p className="num mt-1 text-sm font-semibold text-accent-300">{bestText(t, mode, scores[mode])}</p>
                </div>
                <ButtonLink href={playHref({ mode, startLevel: 1, endless: false, seed: null })} tone="primary" aria-label={t('tetris.levels.playMode', { mode: t(name) })} className="px-6">
                  {t('tetris.levels.play')}
                </ButtonLink>
              </section>
            ))}
          </div>
        </div>

        <section aria-labelledby="t-scores" className="rounded-2xl border border-ink-700 bg-ink-900/80 p-4">
          <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
            <h2 id="t-scores" className="font-display text-2xl font-bold text-ink-100">
              {t('tetris.levels.top10')}
            </h2>
            <div className="flex rounded-xl bg-ink-950 p-1" role="group" aria-label={t('tetris.levels.scoresOf')}>
              {MODES.map(({ mode, name }) => (
                <button
                  key={mode}
                  type="button"
                  aria-pressed={table === mode}
                  onClick={() => setTable(mode)}
                  className={`min-h-11 min-w-11 rounded-lg px-3 text-sm font-semibold ${table === mode ? 'bg-accent-500 text-ink-950' : 'text-ink-200 hover:bg-ink-800'}`}
                >
                  {t(name)}
                </button>
              ))}
            </div>
          </div>
          <div data-testid={`scores-${table}`}>
            <ScoreTable mode={table} list={scores[table]} caption={t('tetris.levels.modeTop10', { mode: t(`tetris.mode.${table}`) })} />
          </div>
        </section>

        <p className="text-center text-sm text-ink-300">
          {richText(t, 'tetris.levels.footer', {
            settings: (
              <Link href="~/settings" className="font-semibold text-accent-300 underline">
                {t('tetris.levels.settingsLink')}
              </Link>
            ),
            demo: (
              <Link href="~/tetris/demo" className="font-semibold text-accent-300 underline">
                {t('tetris.levels.demoLink')}
              </Link>
            ),
          })}
        </p>
      </div>
    </>
  );
}
