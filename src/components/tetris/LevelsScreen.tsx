import { useState } from 'react';
import { Link } from 'wouter';
import { msPerRow } from '../../logic/tetris/index.ts';
import type { ScoreEntry, TetrisMode } from '../../stores/games/tetrisProgress';
import { useProgress } from '../../stores/progress';
import { ButtonLink } from '../ui/Button';
import { ScreenHeader } from '../ui/ScreenHeader';
import { formatScore, formatTime } from './highScores';
import { MARATHON_LEVELS, playHref } from './playRoute';
import { ScoreTable } from './ScoreTable';

const MODES: { mode: TetrisMode; name: string; goal: string }[] = [
  { mode: 'marathon', name: 'Marathon', goal: '150 lines, a level every 10' },
  { mode: 'sprint', name: 'Sprint', goal: '40 lines, fastest time' },
  { mode: 'ultra', name: 'Ultra', goal: '2 minutes, best score' },
];

function gravityText(level: number): string {
  const ms = msPerRow(level);
  return ms >= 100 ? `${(ms / 1000).toFixed(2)} s/row` : `${ms.toFixed(ms < 10 ? 1 : 0)} ms/row`;
}

function LevelTile({ level, endless, best, cleared }: { level: number; endless: boolean; best: ScoreEntry | undefined; cleared: boolean }) {
  const label = `Marathon from level ${level}${endless ? ', endless' : ''}${best ? `, best ${formatScore(best.score)}` : ''}${cleared ? ', completed' : ''}`;
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
      <span className="num hidden text-[0.65rem] text-ink-300 sm:block">{gravityText(level)}</span>
      <span className="mt-1 h-1 w-3/4 overflow-hidden rounded-full bg-ink-950" aria-hidden="true">
        <span className="block h-full rounded-full bg-gradient-to-r from-piece-s via-piece-o to-piece-z" style={{ width: `${(level / MARATHON_LEVELS) * 100}%` }} />
      </span>
      {best && <span className="num mt-1 text-[0.65rem] font-semibold text-accent-300">{formatScore(best.score)}</span>}
    </Link>
  );
}

function bestText(mode: TetrisMode, list: readonly ScoreEntry[]): string {
  const best = list[0];
  if (!best) return 'No score yet';
  return mode === 'sprint' ? `Best ${formatTime(best.timeMs)}` : `Best ${formatScore(best.score)}`;
}

export function LevelsScreen() {
  const scores = useProgress((s) => s.tetris.scores);
  const saved = useProgress((s) => s.tetris.saved !== null);
  const [endless, setEndless] = useState(false);
  const [table, setTable] = useState<TetrisMode>('marathon');
  const marathon = scores.marathon;

  return (
    <>
      <ScreenHeader title="Tetris modes" back="/" />
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-3 pb-12">
        {saved && (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-accent-500/50 bg-ink-850 p-4">
            <p className="font-semibold text-ink-100">You have a game in progress.</p>
            <ButtonLink href="/tetris" tone="primary">
              Continue
            </ButtonLink>
          </div>
        )}

        <div className="grid gap-4 lg:grid-cols-3">
          <section aria-labelledby="t-marathon" className="rounded-2xl border border-ink-700 bg-ink-900/80 p-4 lg:col-span-2">
            <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
              <div>
                <h2 id="t-marathon" className="font-display text-2xl font-bold text-ink-100">
                  Marathon
                </h2>
                <p className="text-sm text-ink-300">Pick a start level. Gravity grows every 10 lines. {bestText('marathon', marathon)}.</p>
              </div>
              <div className="flex rounded-xl bg-ink-950 p-1" role="group" aria-label="Marathon goal">
                {[false, true].map((value) => (
                  <button
                    key={String(value)}
                    type="button"
                    aria-pressed={endless === value}
                    onClick={() => setEndless(value)}
                    className={`min-h-11 rounded-lg px-3 text-sm font-semibold ${endless === value ? 'bg-accent-500 text-ink-950' : 'text-ink-200 hover:bg-ink-800'}`}
                  >
                    {value ? 'Endless' : '150 lines'}
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
                    {name}
                  </h2>
                  <p className="text-sm text-ink-300">{goal}</p>
                  <p className="num mt-1 text-sm font-semibold text-accent-300">{bestText(mode, scores[mode])}</p>
                </div>
                <ButtonLink href={playHref({ mode, startLevel: 1, endless: false, seed: null })} tone="primary" aria-label={`Play ${name}`} className="px-6">
                  Play
                </ButtonLink>
              </section>
            ))}
          </div>
        </div>

        <section aria-labelledby="t-scores" className="rounded-2xl border border-ink-700 bg-ink-900/80 p-4">
          <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
            <h2 id="t-scores" className="font-display text-2xl font-bold text-ink-100">
              Top 10
            </h2>
            <div className="flex rounded-xl bg-ink-950 p-1" role="group" aria-label="Scores of mode">
              {MODES.map(({ mode, name }) => (
                <button
                  key={mode}
                  type="button"
                  aria-pressed={table === mode}
                  onClick={() => setTable(mode)}
                  className={`min-h-11 rounded-lg px-3 text-sm font-semibold ${table === mode ? 'bg-accent-500 text-ink-950' : 'text-ink-200 hover:bg-ink-800'}`}
                >
                  {name}
                </button>
              ))}
            </div>
          </div>
          <div data-testid={`scores-${table}`}>
            <ScoreTable mode={table} list={scores[table]} caption={`${MODES.find((m) => m.mode === table)?.name} top 10`} />
          </div>
        </section>

        <p className="text-center text-sm text-ink-300">
          Handling (DAS, ARR, soft drop), the ghost and your keys are in{' '}
          <Link href="~/settings" className="font-semibold text-accent-300 underline">
            Settings
          </Link>
          . Watch the <Link href="~/tetris/demo" className="font-semibold text-accent-300 underline">demo</Link>.
        </p>
      </div>
    </>
  );
}
