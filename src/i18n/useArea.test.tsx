import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addCatalogs, i18n, type Area, type Locale } from './index';
import { useAreasReady } from './useArea';

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
