import { act, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { Link, Redirect, Route, Router, Switch, useRouter } from 'wouter';
import { navigate } from 'wouter/use-hash-location';
import { afterEach, describe, expect, it } from 'vitest';
import { hashPath, TransitionHashPath, useNavigatedHere, useTransitionHashLocation } from './transitionHashLocation';

const never = new Promise<never>(() => undefined);
function Slow(): never {
  return use(never);
}

function Navigated() {
  return <p>{useNavigatedHere() ? 'navigated here' : 'first screen'}</p>;
}

function App() {
  return (
    <TransitionHashPath>
      <Router hook={useTransitionHashLocation}>
        <Link href="/b">to b</Link>
        <Navigated />
        <Suspense fallback={<p>loading</p>}>
          <Switch>
            <Route path="/a">
              <p>screen a</p>
            </Route>
            <Route path="/b">
              <p>screen b</p>
            </Route>
            <Route path="/slow">
              <Slow />
            </Route>
          </Switch>
        </Suspense>
      </Router>
    </TransitionHashPath>
  );
}

/** A game's own routes, as Plan Tank's: read from the router's location, an unknown one sent home. */
function Nested() {
  const router = useRouter();
  const [path] = router.hook(router);
  return path.startsWith('/game/') ? <p>game {path.slice(6)}</p> : <Redirect to="~/game/levels" replace />;
}

function WithNested() {
  return (
    <TransitionHashPath>
      <Router hook={useTransitionHashLocation}>
        <Switch>
          <Route path="/a">
            <p>screen a</p>
          </Route>
          <Route path="/game" nest>
            <Nested />
          </Route>
        </Switch>
      </Router>
    </TransitionHashPath>
  );
}

afterEach(() => {
  history.replaceState(null, '', '#/');
});

describe('useTransitionHashLocation', () => {
  it('reads the path from the hash, as wouter does', () => {
    expect(hashPath('#/plantank/play/pt-02')).toBe('/plantank/play/pt-02');
    expect(hashPath('#plantank')).toBe('/plantank');
    expect(hashPath('')).toBe('/');
  });

  it('shows the screen of the hash, writes hash links, and follows a navigation and a hash typed in', async () => {
    history.replaceState(null, '', '#/a');
    render(<App />);
    expect(screen.getByText('screen a')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'to b' })).toHaveAttribute('href', '#/b');
    await act(async () => screen.getByRole('link', { name: 'to b' }).click());
    expect(await screen.findByText('screen b')).toBeInTheDocument();
    expect(location.hash).toBe('#/b');
    await act(async () => {
      location.hash = '#/a';
      await new Promise((done) => addEventListener('hashchange', done, { once: true }));
    });
    expect(screen.getByText('screen a')).toBeInTheDocument();
  });

  it('says whether the screen replaced another: not the first, and only once the path changed', async () => {
    history.replaceState(null, '', '#/a');
    render(<App />);
    expect(screen.getByText('first screen')).toBeInTheDocument();
    // The same path again is no navigation.
    await act(async () => window.dispatchEvent(new HashChangeEvent('hashchange')));
    expect(screen.getByText('first screen')).toBeInTheDocument();
    await act(async () => navigate('/b'));
    expect(await screen.findByText('screen b')).toBeInTheDocument();
    expect(screen.getByText('navigated here')).toBeInTheDocument();
  });

  it('renders a change as a transition: a screen still loading leaves the one shown in place', async () => {
    history.replaceState(null, '', '#/a');
    render(<App />);
    await act(async () => navigate('/slow'));
    // A plain (urgent) update would have shown the fallback instead.
    expect(screen.getByText('screen a')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    // And a later navigation goes ahead of the one still waiting.
    await act(async () => navigate('/b'));
    expect(await screen.findByText('screen b')).toBeInTheDocument();
  });

  it('leaves a nested screen before its own reading of the location could send it back', async () => {
    history.replaceState(null, '', '#/game/levels');
    render(<WithNested />);
    expect(screen.getByText('game levels')).toBeInTheDocument();
    await act(async () => navigate('/a'));
    expect(await screen.findByText('screen a')).toBeInTheDocument();
    expect(location.hash).toBe('#/a');
  });
});
