import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { useAnnouncement } from './announce';
import { DeferredUpdatePrompt, registerBeforeLeaving, SW_URL } from './DeferredUpdatePrompt';
import { UpdatePrompt } from './UpdatePrompt';
import { holdBusy, IDLE_TIMEOUT_MS, isBusy, QUIET_MS, REGISTER_DELAY_MS, whenSettled } from './whenSettled';

const register = vi.hoisted(() => ({ calls: 0, needRefresh: false }));
vi.mock('virtual:pwa-register/react', () => ({
  useRegisterSW: () => {
    register.calls++;
    return { needRefresh: [register.needRefresh, () => undefined], offlineReady: [false, () => undefined], updateServiceWorker: async () => undefined };
  },
}));

beforeEach(() => {
  vi.useFakeTimers();
  register.calls = 0;
  register.needRefresh = false;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('whenSettled', () => {
  it('runs at the first idle moment after the delay, not before', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void, opts: { timeout: number }) => {
      expect(opts.timeout).toBe(IDLE_TIMEOUT_MS);
      idle.push(cb);
      return idle.length;
    });
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const run = vi.fn();
    whenSettled(1000, run);
    vi.advanceTimersByTime(999);
    expect(idle).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(idle).toHaveLength(1);
    expect(run).not.toHaveBeenCalled();
    idle[0]?.();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs after the delay where the browser has no idle callbacks', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const run = vi.fn();
    whenSettled(500, run);
    vi.advanceTimersByTime(499);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('cancelled, never runs: neither the timer nor a pending idle callback', () => {
    const cancelled: number[] = [];
    vi.stubGlobal('requestIdleCallback', () => 7);
    vi.stubGlobal('cancelIdleCallback', (id: number) => cancelled.push(id));
    const run = vi.fn();
    whenSettled(100, run)();
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
    const cancel = whenSettled(100, run);
    vi.advanceTimersByTime(100);
    cancel();
    expect(cancelled).toEqual([7]);
  });
});

describe('whenSettled waits for a calm moment', () => {
  beforeEach(() => vi.stubGlobal('requestIdleCallback', undefined));

  it('waits while play is busy, and runs once the last stretch of it ends', () => {
    const run = vi.fn();
    const falling = holdBusy();
    const popping = holdBusy();
    whenSettled(100, run);
    vi.advanceTimersByTime(10_000);
    expect(run).not.toHaveBeenCalled();
    falling();
    falling(); // a second release of the same stretch changes nothing
    vi.advanceTimersByTime(10_000);
    expect(run).not.toHaveBeenCalled();
    expect(isBusy()).toBe(true);
    popping();
    expect(isBusy()).toBe(false);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith('calm');
  });

  it('waits QUIET_MS after the last key or press', () => {
    const run = vi.fn();
    whenSettled(100, run);
    vi.advanceTimersByTime(50);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft' }));
    vi.advanceTimersByTime(QUIET_MS - 1);
    expect(run).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(QUIET_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    // Once run, it stops listening: later input changes nothing.
    window.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(QUIET_MS);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('does not run in an idle moment if play came back meanwhile', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const run = vi.fn();
    whenSettled(100, run);
    vi.advanceTimersByTime(100);
    expect(idle).toHaveLength(1);
    const release = holdBusy();
    idle[0]?.();
    expect(run).not.toHaveBeenCalled();
    release();
    expect(idle).toHaveLength(2);
    idle[1]?.();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs at once when the page is hidden, busy or not, even before the delay', () => {
    const run = vi.fn();
    const release = holdBusy();
    whenSettled(REGISTER_DELAY_MS, run);
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    hidden.mockRestore();
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith('hidden');
    release();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('cancelled while busy, never runs when play ends', () => {
    const run = vi.fn();
    const release = holdBusy();
    const cancel = whenSettled(100, run);
    vi.advanceTimersByTime(100);
    cancel();
    release();
    vi.advanceTimersByTime(QUIET_MS * 2);
    expect(run).not.toHaveBeenCalled();
  });
});

describe('registerBeforeLeaving', () => {
  it("registers the worker's script at once, at the prompt's scope, and swallows a refusal", async () => {
    const register = vi.fn(() => Promise.reject(new Error('no worker here')));
    registerBeforeLeaving({ register } as unknown as ServiceWorkerContainer);
    expect(register).toHaveBeenCalledWith(SW_URL, { scope: './' });
    // The refusal is handled: an unhandled rejection would fail this file.
    await Promise.resolve();
    // Without a service worker container (an old browser, an insecure page) it does nothing.
    expect(() => registerBeforeLeaving(undefined)).not.toThrow();
  });
});

describe('DeferredUpdatePrompt', () => {
  it('registers the service worker only once the first screen has had REGISTER_DELAY_MS', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    render(<DeferredUpdatePrompt />);
    act(() => vi.advanceTimersByTime(REGISTER_DELAY_MS - 1));
    await act(() => vi.dynamicImportSettled());
    expect(register.calls).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    await act(() => vi.dynamicImportSettled());
    expect(register.calls).toBeGreaterThan(0);
  });

  it('then offers a new version when the worker has one', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    register.needRefresh = true;
    render(<DeferredUpdatePrompt delayMs={10} />);
    expect(screen.queryByRole('complementary', { name: 'Update' })).toBeNull();
    act(() => vi.advanceTimersByTime(10));
    await act(() => vi.dynamicImportSettled());
    expect(screen.getByRole('complementary', { name: 'Update' })).toHaveTextContent('A new version of Brickworks is ready.');
  });

  it('offers it on the home page only: on any other screen the offer waits for the player to come home', () => {
    register.needRefresh = true;
    const location = memoryLocation({ path: '/popstar' });
    render(
      <Router hook={location.hook}>
        <UpdatePrompt />
      </Router>,
    );
    expect(screen.queryByRole('complementary', { name: 'Update' })).toBeNull();
    const heard = useAnnouncement.getState().n;
    act(() => location.navigate('/tetris/levels'));
    expect(screen.queryByRole('complementary', { name: 'Update' })).toBeNull();
    act(() => location.navigate('/'));
    expect(screen.getByRole('complementary', { name: 'Update' })).toHaveTextContent('A new version of Brickworks is ready.');
    // Announced once, when it shows.
    expect(useAnnouncement.getState()).toEqual({ text: expect.stringContaining('A new version of Brickworks is ready'), n: heard + 1 });
  });
});
