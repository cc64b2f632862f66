import { act, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { Link, Route, Router, Switch } from 'wouter';
import { navigate } from 'wouter/use-hash-location';
import { afterEach, describe, expect, it } from 'vitest';
import { hashPath, useTransitionHashLocation } from './transitionHashLocation';

const never = new Promise<never>(() => undefined);
function Slow(): never {
  return use(never);
}

function App() {
  return (
    <Router hook={useTransitionHashLocation}>
      <Link href="/b">to b</Link>
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
});
