import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { startTransition, Suspense, useCallback, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addCatalogs, i18n, type Area, type Locale } from './index';
import { preloadAreas, useAreas, useAreasReady } from './useArea';

/**
 * A loader of an area's words that the test settles by hand, with that language on screen. Loaded
 * words stay loaded for the file, so each test takes a language and area of its own.
 */
function deferredLoader(locale: Locale, area: Area) {
  i18n.activate(locale);
  let settle!: { resolve: () => void; reject: (e: Error) => void };
  const load = vi.fn(
    () =>
      new Promise<Record<string, string>>((resolve, reject) => {
        settle = { resolve: () => resolve({ 'plantank.keys.title': `${locale} keys` }), reject };
      }),
  );
  addCatalogs({ [`./locales/${locale}/${area}.json`]: load });
  return { load, settle: () => settle };
}

describe('useAreasReady', () => {
  afterEach(() => i18n.activate('en'));

  it('is ready once the words arrive, and not before', async () => {
    const loader = deferredLoader('vi', 'plantank-keys');
    const { result } = renderHook(({ want }) => useAreasReady(['plantank-keys'], want), { initialProps: { want: true } });
    expect(result.current).toBe(false);
    await waitFor(() => expect(loader.load).toHaveBeenCalled());
    await act(async () => loader.settle().resolve());
    expect(result.current).toBe(true);
  });

  it('does not load while not wanted', () => {
    const loader = deferredLoader('vi', 'plantank-win');
    const { result } = renderHook(() => useAreasReady(['plantank-win'], false));
    expect(result.current).toBe(false);
    expect(loader.load).not.toHaveBeenCalled();
  });

  it('starts the download when its schedule says, and not when wanted again before', () => {
    const loader = deferredLoader('vi', 'plantank-hint');
    const later: (() => void)[] = [];
    const cancelled = vi.fn();
    const schedule = (start: () => void) => {
      later.push(start);
      return cancelled;
    };
    const { rerender } = renderHook(({ want }) => useAreasReady(['plantank-hint'], want, schedule), { initialProps: { want: true } });
    expect(loader.load).not.toHaveBeenCalled();
    // No longer wanted before it started: its start is cancelled; wanted again, scheduled again.
    rerender({ want: false });
    expect(cancelled).toHaveBeenCalledTimes(1);
    rerender({ want: true });
    expect(later).toHaveLength(2);
    act(() => {
      later[1]!();
    });
    expect(loader.load).toHaveBeenCalledTimes(1);
  });

  // Offline on a first visit: a dialog waiting for its words would otherwise never open.
  it('is ready when the words fail to download, with what is there', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const loader = deferredLoader('pt-BR', 'plantank-keys');
    const { result } = renderHook(() => useAreasReady(['plantank-keys'], true));
    expect(result.current).toBe(false);
    await waitFor(() => expect(loader.load).toHaveBeenCalled());
    await act(async () => loader.settle().reject(new Error('offline')));
    await waitFor(() => expect(result.current).toBe(true), { timeout: 1000 });
    expect(warn).toHaveBeenCalledWith('words not loaded:', expect.any(Error));
  });

  it('tries again when wanted again after a failure, and takes the words when they come', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const loader = deferredLoader('zh-Hans', 'plantank-keys');
    const { result, rerender } = renderHook(({ want }) => useAreasReady(['plantank-keys'], want), { initialProps: { want: true } });
    await waitFor(() => expect(loader.load).toHaveBeenCalledTimes(1));
    await act(async () => loader.settle().reject(new Error('offline')));
    await waitFor(() => expect(result.current).toBe(true), { timeout: 1000 });
    rerender({ want: false });
    rerender({ want: true });
    await waitFor(() => expect(loader.load).toHaveBeenCalledTimes(2));
    await act(async () => loader.settle().resolve());
    expect(result.current).toBe(true);
    expect(i18n._('plantank.keys.title')).toBe('zh-Hans keys');
  });
});

describe('useAreas', () => {
  afterEach(() => i18n.activate('en'));

  // A screen shown by a transition (a navigation) that waits for two areas' words, with hooks after
  // the waiting. (jsdom does not take the path where React replays the render once the words came;
  // the count of `use` calls that path needs is useAreasUse.test.tsx's.)
  it('a screen rendered in a transition waits for its words and shows with them, with no render error', async () => {
    const keys = deferredLoader('pt-BR', 'plantank-levels');
    const win = deferredLoader('pt-BR', 'plantank-win');
    const recovered: unknown[] = [];
    function Screen() {
      useAreas('plantank-levels', 'plantank-win');
      const [n] = useState(1);
      const label = useCallback(() => `screen ${n}`, [n]);
      return <p>{label()}</p>;
    }
    let show!: () => void;
    function App() {
      const [on, setOn] = useState(false);
      show = () => startTransition(() => setOn(true));
      return <Suspense fallback={<p>loading</p>}>{on ? <Screen /> : <p>before</p>}</Suspense>;
    }
    render(<App />, { onRecoverableError: (error) => recovered.push(error) });
    // Both loading (a link's screen preloads its words), the render waits for the first; both
    // arrive before it goes on, so the replay finds every area loaded.
    preloadAreas(['plantank-win']);
    // As in the browser, outside act: React waits for the words inside its render and replays it.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      show();
      await waitFor(() => expect(keys.load).toHaveBeenCalled());
      expect(win.load).toHaveBeenCalled();
      const [first, second] = [keys.settle(), win.settle()];
      first.resolve();
      second.resolve();
      await waitFor(() => expect(document.body.textContent).toContain('screen 1'));
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    }
    expect(await screen.findByText('screen 1')).toBeInTheDocument();
    expect(recovered).toEqual([]);
  });
});
