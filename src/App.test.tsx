import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from './App';
import { RouteErrorBoundary } from './components/ui/RouteErrorBoundary';
import { useNotices } from './stores/notices';
import { Toasts } from './components/ui/Toasts';
import { defaultProgress, useProgress } from './stores/progress';
import { LAZY_ROUTE, renderAppAt } from './test/renderApp';

beforeEach(() => useProgress.setState(defaultProgress()));

describe('app shell', () => {
  it('home shows the three games, each with Play and Levels', () => {
    renderAppAt('/');
    for (const name of ['Tetris', 'PopStar', 'Plan Tank']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: `Play ${name}` })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'PopStar levels' })).toBeInTheDocument();
  });

  it('home shows saved records on the cards', () => {
    useProgress.setState({ popstar: { best: 12345, levels: {}, run: null } });
    renderAppAt('/');
    expect(screen.getByText('Best run 12,345')).toBeInTheDocument();
  });

  it('settings is a route', async () => {
    renderAppAt('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' }, LAZY_ROUTE)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Sound effects' })).toBeChecked();
  });

  it('an unknown route says it is not found', () => {
    renderAppAt('/nowhere');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Nothing is at /nowhere: the link may be mistyped or out of date.');
    expect(screen.getByRole('link', { name: 'PopStar' })).toHaveAttribute('href', '/popstar');
  });
});

describe('focus on navigation', () => {
  function setUp() {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => undefined);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { hook, navigate } = memoryLocation({ path: '/' });
    render(
      <Router hook={hook}>
        <AppRoutes />
      </Router>,
    );
    const runFrames = () => act(() => frames.splice(0).forEach((cb) => cb(performance.now())));
    return { navigate: (to: string) => act(() => navigate(to)), runFrames, scrollTo, main: screen.getByRole('main') };
  }

  it('lands on the new screen at its first frame, scrolled to the top', () => {
    const { navigate, runFrames, scrollTo, main } = setUp();
    runFrames();
    expect(main).not.toHaveFocus();
    navigate('/nowhere');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(main).not.toHaveFocus();
    expect(scrollTo).not.toHaveBeenCalled();
    runFrames();
    expect(main).toHaveFocus();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('leaves the focus where the new screen put it', () => {
    const { navigate, runFrames, main } = setUp();
    navigate('/nowhere');
    const own = screen.getByRole('link', { name: 'PopStar' });
    own.focus();
    runFrames();
    expect(own).toHaveFocus();
    // Focus left outside the screen (on the page itself) is brought in.
    navigate('/');
    runFrames();
    expect(main).toHaveFocus();
  });
});

describe('route error boundary', () => {
  function Boom(): never {
    throw new Error('kaboom');
  }
  it('shows "something went wrong" with a way back instead of a white page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { hook } = memoryLocation({ path: '/x' });
    render(
      <Router hook={hook}>
        <Route path="/x">
          <RouteErrorBoundary name="x">
            <Boom />
          </RouteErrorBoundary>
        </Route>
      </Router>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('kaboom')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the arcade' })).toHaveAttribute('href', '#/');
  });
});

describe('route error boundary in the app', () => {
  it('a crash in one game stays there: the same screen of another game shows', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // A store state no save can produce, so PopStar's levels screen throws.
    useProgress.setState({ popstar: { best: 0, levels: null, run: null } as unknown as ReturnType<typeof defaultProgress>['popstar'] });
    const location = memoryLocation({ path: '/popstar/levels' });
    render(
      <Router hook={location.hook}>
        <AppRoutes />
      </Router>,
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong' }, LAZY_ROUTE)).toBeInTheDocument();
    act(() => location.navigate('/tetris/levels'));
    expect(await screen.findByRole('heading', { level: 1, name: /Tetris/ }, LAZY_ROUTE)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
  });
});

describe('toasts', () => {
  it('shows notices and lets the player dismiss them', async () => {
    useNotices.setState({ notices: [] });
    render(<Toasts />);
    useNotices.getState().push('Storage is full', 'warning');
    const user = userEvent.setup();
    expect(await screen.findByText('Storage is full')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Storage is full')).not.toBeInTheDocument();
  });
});
