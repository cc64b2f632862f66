import { useEffect, useState } from 'react';
import { Redirect, Route, Switch, useLocation, useParams } from 'wouter';
import { createStage, type RunParams } from '../../machines/popstarStage';
import { useProgress } from '../../stores/progress';
import { levelRecordAt } from '../../stores/games/popstarProgress';
import { notify } from '../../stores/notices';
import { t as translate } from '../../i18n';
import { useT } from '../../i18n/useT';
import { ScreenHeader } from '../ui/ScreenHeader';
import { LevelsScreen } from './LevelsScreen';
import { newRun, runParams } from './newRun';
import { PlayScreen } from './PlayScreen';

/**
 * PopStar's screens, nested under #/popstar:
 *   /              the run in progress (restored exactly), or a new run
 *   /levels        level selection
 *   /new           a new run from level 1
 *   /play/:level   a new run from a level reached, with the score it was first reached with
 *   /seed/:seed    a new run from level 1 with a given seed (tests, shared boards)
 *   /demo[/:seed]  the self-playing demo (benchmark), which saves nothing
 * The /new, /play and /seed routes write the run and replace themselves with /popstar, so a reload
 * continues that run instead of starting another.
 */
export default function PopstarRoutes() {
  return (
    <Switch>
      <Route path="/levels" component={LevelsScreen} />
      <Route path="/demo/:seed?" component={DemoRoute} />
      <Route path="/new" component={StartRoute} />
      <Route path="/play/:level" component={StartRoute} />
      <Route path="/seed/:seed" component={StartRoute} />
      <Route path="/" component={PlayRoute} />
      <Route>
        <Redirect to="~/popstar" replace />
      </Route>
    </Switch>
  );
}

const DEMO_SEED = 20240611;

function DemoRoute() {
  const { seed } = useParams<{ seed?: string }>();
  const [params] = useState<RunParams>(() => ({ seed: parseSeed(seed) ?? DEMO_SEED, level: 1, startScore: 0 }));
  return <PlayScreen params={params} mode="demo" />;
}

function parseSeed(text: string | undefined): number | null {
  if (text === undefined || !/^\d{1,10}$/.test(text)) return null;
  const n = Number(text);
  return n <= 0xffffffff ? n : null;
}

/** The saved run if it replays cleanly, else a new run from level 1. */
function restoreOrNew(): RunParams {
  const progress = useProgress.getState().popstar;
  if (progress.run) {
    try {
      createStage(progress.run);
      return runParams(progress.run);
    } catch {
      notify(translate('popstar.restoreFailed'), 'warning');
    }
  }
  return runParams(newRun(1, 0, progress.best));
}

function PlayRoute() {
  const [params] = useState(restoreOrNew);
  return <PlayScreen params={params} />;
}

/** A piece of a link, short enough to quote to the player. */
const clip = (text: string) => (text.length > 20 ? `${text.slice(0, 20)}…` : text);

function StartRoute() {
  const t = useT();
  const { seed, level } = useParams<{ seed?: string; level?: string }>();
  const [, navigate] = useLocation();
  useEffect(() => {
    const progress = useProgress.getState().popstar;
    const runSeed = parseSeed(seed) ?? undefined;
    if (seed !== undefined && runSeed === undefined) notify(translate('popstar.badSeed', { seed: clip(seed) }), 'warning');
    let run = newRun(1, 0, progress.best, runSeed);
    if (level !== undefined) {
      const n = Number(level);
      // Level 1 is always open, from 0 points (the levels screen shows it so on a new device too).
      const record = levelRecordAt(progress, n) ?? (n === 1 ? { startScore: 0 } : undefined);
      if (!Number.isInteger(n) || n < 1 || record === undefined) {
        notify(Number.isInteger(n) && n >= 1 ? translate('popstar.levelLocked', { level: n }) : translate('popstar.noLevel', { level: clip(level) }), 'info');
        navigate('~/popstar/levels', { replace: true });
        return;
      }
      run = newRun(n, record.startScore, progress.best);
    }
    useProgress.getState().setGame('popstar', (p) => ({ ...p, run }));
    navigate('~/popstar', { replace: true });
  }, [seed, level, navigate]);
  return (
    <>
      <ScreenHeader title={t('popstar.title')} />
      <p className="p-10 text-center text-ink-300" role="status">
        {t('popstar.dealing')}
      </p>
    </>
  );
}
