import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { levelTarget } from '../../logic/popstar/index.ts';
import { createStage } from '../../machines/popstarStage';
import { reachedLevels, type PopstarProgress } from '../../stores/games/popstarProgress';
import { useProgress } from '../../stores/progress';
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

/** Tiles for every level reached and a few locked ones beyond: full rows of four (phone) or six. */
export function levelTiles(p: PopstarProgress): Tile[] {
  const reached = reachedLevels(p);
  const top = Math.max(1, ...reached);
  const count = Math.max(12, Math.ceil((top + 4) / 12) * 12);
  return Array.from({ length: count }, (_, i) => {
    const level = i + 1;
    const record = p.levels[level];
    // Level 1 is always open: every run may start there from 0.
    if (record === undefined) return { level, state: level === 1 ? 'open' : 'locked', startScore: 0, best: 0 };
    const cleared = p.levels[level + 1] !== undefined || record.best >= levelTarget(level);
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
  const progress = useProgress((s) => s.popstar);
  const [, navigate] = useLocation();
  const [confirm, setConfirm] = useState<number | null>(null);
  const tiles = useMemo(() => levelTiles(progress), [progress]);
  const run = useMemo(() => runSummary(progress), [progress]);

  const startAt = (level: number) => navigate(level === 1 ? '~/popstar/new' : `~/popstar/play/${level}`);
  const ask = (level: number) => (run ? setConfirm(level) : startAt(level));

  return (
    <div className="pb-10">
      <ScreenHeader title="PopStar levels" back="/" />
      <div className="mx-auto flex max-w-3xl flex-col gap-5 px-4">
        <section aria-label="Your runs" className="grid gap-3 sm:grid-cols-2">
          <div className="flex flex-col justify-between gap-3 rounded-2xl border border-ink-700 bg-ink-900/80 p-4">
            {run ? (
              <>
                <div>
                  <p className="text-xs font-semibold tracking-[0.16em] text-ink-300 uppercase">Run in progress</p>
                  <p className="num font-display text-2xl font-bold text-ink-100">
                    Level {run.level} · <span className="text-accent-300">{formatScore(run.score)}</span>
                  </p>
                </div>
                <ButtonLink href="/popstar" tone="primary" aria-label={`Continue the run on level ${run.level}`}>
                  Continue run
                </ButtonLink>
              </>
            ) : (
              <>
                <p className="text-ink-200">No run in progress. Every board is proven passable by the solver.</p>
                <Button tone="primary" onClick={() => startAt(1)}>
                  New run
                </Button>
              </>
            )}
          </div>
          <div className="flex flex-col justify-between gap-3 rounded-2xl border border-ink-700 bg-ink-900/80 p-4">
            <div>
              <p className="text-xs font-semibold tracking-[0.16em] text-ink-300 uppercase">Best run</p>
              <p className="num font-display text-2xl font-bold text-ink-100" data-testid="popstar-best-run">
                {formatScore(progress.best)}
              </p>
            </div>
            {run && <Button onClick={() => ask(1)}>New run from level 1</Button>}
          </div>
        </section>

        <section aria-labelledby="ps-levels-title">
          <h2 id="ps-levels-title" className="mb-1 font-display text-xl font-bold text-ink-100">
            Start from a level
          </h2>
          <p className="mb-3 text-sm text-ink-300">A run starting at a level you reached begins with the score you first reached it with.</p>
          <ol className="grid grid-cols-4 gap-2 sm:grid-cols-6 sm:gap-3">
            {tiles.map((t) => (
              <li key={t.level}>
                <LevelTile tile={t} onPick={() => ask(t.level)} />
              </li>
            ))}
          </ol>
        </section>
      </div>
      <Dialog open={confirm !== null} title="Start a new run?" onClose={() => setConfirm(null)}>
        <p className="mb-4 text-ink-200">
          Your run in progress (level {run?.level}, {formatScore(run?.score ?? 0)} points) will end if you start again from level {confirm}.
        </p>
        <div className="flex flex-col gap-2">
          <Button tone="danger" onClick={() => confirm !== null && startAt(confirm)}>
            Start from level {confirm}
          </Button>
          <Button tone="primary" autoFocus onClick={() => setConfirm(null)}>
            Keep my run
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

function LevelTile({ tile, onPick }: { tile: Tile; onPick: () => void }) {
  const { level, state, startScore, best } = tile;
  const label =
    state === 'locked'
      ? `Level ${level}, locked`
      : `Level ${level}, ${state === 'cleared' ? 'cleared' : 'open'}${best > 0 ? `, best ${formatScore(best)}` : ''}. Start a run here from ${formatScore(startScore)} points`;
  return (
    <button type="button" className={`ps-tile w-full is-${state}`} disabled={state === 'locked'} onClick={onPick} aria-label={label} data-level={level}>
      <span className="num font-display text-3xl leading-none font-extrabold text-ink-100 sm:text-4xl" aria-hidden="true">
        {level}
      </span>
      <span className="num text-[0.7rem] leading-tight text-ink-300 sm:text-xs" aria-hidden="true">
        {state === 'locked' ? <LockIcon className="mx-auto h-4 w-4" /> : best > 0 ? `best ${formatScore(best)}` : `from ${formatScore(startScore)}`}
      </span>
      {state === 'cleared' && (
        <span className="absolute top-1.5 right-1.5 text-success-500" aria-hidden="true">
          <CheckIcon />
        </span>
      )}
    </button>
  );
}
