import { Route, Switch, useLocation } from 'wouter';
import { ButtonLink } from '../ui/Button';
import { ScreenHeader } from '../ui/ScreenHeader';
import { DemoScreen } from './DemoScreen';
import { LevelsScreen } from './LevelsScreen';
import { PlayScreen } from './PlayScreen';
import { DEFAULT_PLAY, parsePlayPath, type PlaySpec } from './playRoute';
import './tetris.css';

/**
 * Tetris routes, inside the `/tetris` nest:
 *   /            Marathon from level 1 (every play route offers a saved game first)
 *   /levels      modes, start levels and the top 10s
 *   /play/...    a chosen game (playRoute.ts: marathon/<level>[/endless][/seed/<n>], sprint, ultra)
 *   /demo        the bot plays by itself (benchmarks)
 */
/** What went wrong with a Tetris link, and the way to a game. */
function BadLink({ message }: { message: string }) {
  return (
    <>
      <ScreenHeader title="Tetris" back="/" />
      <div className="mx-auto flex max-w-md flex-col items-center gap-4 p-6 text-center">
        <p className="text-ink-200">{message}</p>
        <ButtonLink href="/tetris/levels" tone="primary">
          Choose a mode
        </ButtonLink>
      </div>
    </>
  );
}

function PlayRoute({ path }: { path: string }) {
  let spec: PlaySpec;
  try {
    spec = parsePlayPath(path);
  } catch (error) {
    return <BadLink message={(error as Error).message} />;
  }
  return <PlayScreen key={path} spec={spec} />;
}

function NoScreen() {
  const [location] = useLocation();
  return <BadLink message={`There is no Tetris screen at "/tetris${location}". A game's link starts with /tetris/play/.`} />;
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
        <PlayScreen spec={DEFAULT_PLAY} />
      </Route>
      <Route>
        <NoScreen />
      </Route>
    </Switch>
  );
}
