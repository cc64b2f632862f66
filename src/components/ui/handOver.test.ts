import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HANDOVER_MS, handOver } from './handOver';

/** A service worker container whose registration has (or has not) a waiting worker. */
function fakeContainer(withWaiting: boolean) {
  const target = new EventTarget();
  const waiting = { postMessage: vi.fn() };
  const container = Object.assign(target, {
    getRegistration: async () => ({ waiting: withWaiting ? waiting : null }),
  }) as unknown as ServiceWorkerContainer;
  const takeOver = () => target.dispatchEvent(new Event('controllerchange'));
  return { container, waiting, takeOver };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('handOver', () => {
  it('asks the waiting worker to take over, and reloads once it has', async () => {
    const { container, waiting, takeOver } = fakeContainer(true);
    const reload = vi.fn();
    const fallback = vi.fn(async () => undefined);
    await handOver(container, reload, fallback);
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    takeOver();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(fallback).not.toHaveBeenCalled();
    // Taken over: no second reload when the time runs out.
    vi.advanceTimersByTime(HANDOVER_MS * 2);
    expect(waiting.postMessage).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads anyway when the worker has not taken over in time, so Update never does nothing', async () => {
    const { container, waiting } = fakeContainer(true);
    const reload = vi.fn();
    await handOver(container, reload, async () => undefined);
    vi.advanceTimersByTime(HANDOVER_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(waiting.postMessage).toHaveBeenCalledTimes(1);
  });

  it('with no worker waiting, leaves it to the plugin, and still reloads when the controller changes', async () => {
    const { container, waiting, takeOver } = fakeContainer(false);
    const reload = vi.fn();
    const fallback = vi.fn(async () => undefined);
    await handOver(container, reload, fallback);
    expect(fallback).toHaveBeenCalledTimes(1);
    expect(waiting.postMessage).not.toHaveBeenCalled();
    takeOver();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('without service workers, simply reloads', async () => {
    const reload = vi.fn();
    await handOver(undefined, reload, async () => undefined);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
