import { Route, Switch } from 'wouter';
import { ButtonLink } from '../ui/Button';
import { ScreenHeader } from '../ui/ScreenHeader';
import { DemoScreen } from './DemoScreen';
import { LevelsScreen } from './LevelsScreen';
import { PlayScreen } from './PlayScreen';
import { DEFAULT_PLAY, parsePlayPath, type PlaySpec } from './playRoute';
import './tetris.css';

/**
 * Tetris routes, inside the `/tetris` nest:
 *   /            Marathon from level 1, or the saved game to resume
 *   /levels      modes, start levels and the top 10s
 *   /play/...    a chosen game (playRoute.ts: marathon/<level>[/endless][/seed/<n>], sprint, ultra)
 *   /demo        the bot plays by itself (benchmarks)
 */
function PlayRoute({ path }: { path: string }) {
  let spec: PlaySpec;
  try {
    spec = parsePlayPath(path);
  } catch (error) {
    return (
      <>
        <ScreenHeader title="Tetris" back="/" />
        <div className="mx-auto flex max-w-md flex-col items-center gap-4 p-6 text-center">
          <p className="text-ink-200">{(error as Error).message}</p>
          <ButtonLink href="/tetris/levels" tone="primary">
            Choose a mode
          </ButtonLink>
        </div>
      </>
    );
  }
  return <PlayScreen key={path} spec={spec} />;
}

export default function TetrisRoutes() {
  return (
    <Switch>
      <Route path="/levels">
        <LevelsScreen />
      </Route>
      <Route path="/demo">
        <DemoScreen />
      </Route>
      <Route path="/play/*">{(params) => <PlayRoute path={params['*'] ?? ''} />}</Route>
      <Route path="/">
        <PlayScreen spec={DEFAULT_PLAY} offerResume />
      </Route>
      <Route>
        <PlayRoute path="" />
      </Route>
    </Switch>
  );
}
