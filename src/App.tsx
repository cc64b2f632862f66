import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Route, Router, Switch, useLocation } from 'wouter';
import { I18nProvider } from '@lingui/react';
import { Home } from './components/home/Home';
import { BootMark } from './components/ui/BootMark';
import { ButtonLink } from './components/ui/Button';
import { LiveRegion } from './components/ui/LiveRegion';
import { RouteErrorBoundary } from './components/ui/RouteErrorBoundary';
import { ScreenHeader } from './components/ui/ScreenHeader';
import { Toasts } from './components/ui/Toasts';
import { DeferredUpdatePrompt } from './components/ui/DeferredUpdatePrompt';
import { TransitionHashPath, useTransitionHashLocation } from './components/ui/transitionHashLocation';
import { useReducedMotionAttribute } from './components/useReducedMotion';
import { activateLocale, i18n, loadArea } from './i18n';
import { useT } from './i18n/useT';
import { useSettings } from './stores/settings';

// Each game is its own lazily loaded chunk: the home page pays only for the shell.
// A game's words (its catalog in the active language) load beside its code.
const TetrisRoutes = lazy(() => Promise.all([import('./components/tetris/TetrisRoutes'), loadArea('tetris')]).then(([m]) => m));
const PopstarRoutes = lazy(() => Promise.all([import('./components/popstar/PopstarRoutes'), loadArea('popstar')]).then(([m]) => m));
// Plan Tank's first screen also needs its level's words (a chapter's): asked for once its code is here.
const PlantankRoutes = lazy(() =>
  Promise.all([import('./components/plantank/PlantankRoutes').then((m) => m.loadRouteWords().then(() => m)), loadArea('plantank')]).then(([m]) => m),
);
// Settings too: the home page does not need its key remapping and controls to show.
const SettingsScreen = lazy(() => import('./components/settings/SettingsScreen').then((m) => ({ default: m.SettingsScreen })));

/** The app's mark, as index.html shows it before any script: the first render swaps one for the other unseen. */
function Loading() {
  const t = useT();
  return (
    <div className="boot" role="status">
      <BootMark />
      <span className="sr-only">{t('app.loading')}</span>
    </div>
  );
}

/**
 * A route's content inside its own error boundary, reset when the location changes. Inside a
 * game's nested routes the location is relative (`/levels`), so the key names the game too.
 */
function Screen({ name, children }: { name: string; children: ReactNode }) {
  const [location] = useLocation();
  return (
    <RouteErrorBoundary key={`${name}:${location}`} name={name}>
      <Suspense fallback={<Loading />}>{children}</Suspense>
    </RouteErrorBoundary>
  );
}

function NotFound() {
  const [location] = useLocation();
  const t = useT();
  const shown = location.length > 40 ? `${location.slice(0, 40)}…` : location;
  // The path sits in its own <code> inside the sentence, wherever the language puts it.
  const [before, after = ''] = t('notFound.body', { path: '\u0000' }).split('\u0000');
  return (
    <>
      <ScreenHeader title={t('notFound.title')} />
      <div className="mx-auto flex max-w-md flex-col items-center gap-4 p-6 text-center" role="alert">
        <p className="text-ink-200">
          {before}
          <code translate="no" className="rounded bg-ink-800 px-1 break-all">
            {shown}
          </code>
          {after}
        </p>
        <p className="text-sm text-ink-300">{t('notFound.untouched')}</p>
        <div className="flex flex-wrap justify-center gap-2">
          <ButtonLink href="/tetris">{t('games.tetris.name')}</ButtonLink>
          <ButtonLink href="/popstar">{t('games.popstar.name')}</ButtonLink>
          <ButtonLink href="/plantank">{t('games.plantank.name')}</ButtonLink>
        </div>
      </div>
    </>
  );
}

/**
 * Moves focus to the new screen on navigation, so keyboard and screen-reader users land on it,
 * unless the screen focused a control of its own (autoFocus, its board). At the new screen's first
 * frame: a focus and a scroll force style and layout, which the frame does anyway, whereas in the
 * task that mounts the screen they made it a long one.
 */
function FocusOnNavigate({ target }: { target: React.RefObject<HTMLElement | null> }) {
  const [location] = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const frame = requestAnimationFrame(() => {
      const main = target.current;
      const active = document.activeElement;
      if (main && !(active !== null && active !== main && main.contains(active))) main.focus({ preventScroll: true });
      window.scrollTo(0, 0);
    });
    return () => cancelAnimationFrame(frame);
  }, [location, target]);
  return null;
}

export function AppRoutes() {
  const main = useRef<HTMLElement>(null);
  return (
    <>
      <FocusOnNavigate target={main} />
      <main ref={main} tabIndex={-1} className="min-h-dvh outline-none">
        <Switch>
          <Route path="/">
            <Screen name="home">
              <Home />
            </Screen>
          </Route>
          <Route path="/settings">
            <Screen name="settings">
              <SettingsScreen />
            </Screen>
          </Route>
          <Route path="/tetris" nest>
            <Screen name="tetris">
              <TetrisRoutes />
            </Screen>
          </Route>
          <Route path="/popstar" nest>
            <Screen name="popstar">
              <PopstarRoutes />
            </Screen>
          </Route>
          <Route path="/plantank" nest>
            <Screen name="plantank">
              <PlantankRoutes />
            </Screen>
          </Route>
          <Route>
            <Screen name="not-found">
              <NotFound />
            </Screen>
          </Route>
        </Switch>
      </main>
    </>
  );
}

/** The app follows the language setting (a pick here or in another tab) without a reload. */
function useLocaleSetting() {
  const locale = useSettings((s) => s.general.locale);
  useEffect(() => {
    activateLocale(locale).catch((error: unknown) => console.warn('language not loaded:', error));
  }, [locale]);
}

export function App() {
  useReducedMotionAttribute();
  useLocaleSetting();
  return (
    <I18nProvider i18n={i18n}>
      <TransitionHashPath>
        <Router hook={useTransitionHashLocation}>
          <AppRoutes />
          <LiveRegion />
          <Toasts />
          <DeferredUpdatePrompt />
        </Router>
      </TransitionHashPath>
    </I18nProvider>
  );
}
