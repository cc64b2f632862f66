import { Route, Switch, useLocation } from 'wouter';
import { useT } from '../../i18n/useT';
import { ButtonLink } from '../ui/Button';
import { ScreenHeader } from '../ui/ScreenHeader';
import { DemoScreen } from './DemoScreen';
import { LevelsScreen } from './LevelsScreen';
import { PlayScreen } from './PlayScreen';
import { DEFAULT_PLAY, parsePlayPath, PlayRouteError, type PlaySpec } from './playRoute';
import './tetris.css';
import './tetrisBoard.css';
import './tetrisPanels.css';
import './tetrisTouchAndDialogs.css';

/**
 * Tetris routes, inside the `/tetris` nest:
 *   /            Marathon from level 1 (every play route offers a saved game first)
 *   /levels      modes, start levels and the top 10s
 *   /play/...    a chosen game (playRoute.ts: marathon/<level>[/endless][/seed/<n>], sprint, ultra)
 *   /demo        the bot plays by itself (benchmarks)
 */
/** What went wrong with a Tetris link, and the way to a game. */
function BadLink({ title, message }: { title: string; message: string }) {
  const t = useT();
  return (
    <>
      <ScreenHeader title={t('games.tetris.name')} back="/" />
      <div className="mx-auto flex max-w-md flex-col items-center gap-4 p-6 text-center" role="alert">
        <h2 className="font-display text-2xl font-bold text-ink-100">{title}</h2>
        <p className="text-ink-200">{message}</p>
        <p className="text-sm text-ink-300">{t('notFound.untouched')}</p>
        <ButtonLink href="/tetris/levels" tone="primary">
          {t('tetris.link.chooseMode')}
        </ButtonLink>
      </div>
    </>
  );
}

function PlayRoute({ path }: { path: string }) {
  // Parsed again on a language switch: the reason a link is wrong reads in the new language.
  const t = useT();
  let spec: PlaySpec;
  try {
    spec = parsePlayPath(path);
  } catch (error) {
    if (!(error instanceof PlayRouteError)) throw error;
    return <BadLink title={t('tetris.link.badTitle')} message={error.message} />;
  }
  return <PlayScreen key={path} spec={spec} />;
}

function NoScreen() {
  const t = useT();
  const [location] = useLocation();
  return <BadLink title={t('tetris.link.noPage')} message={t('tetris.link.noPageBody', { path: location })} />;
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
