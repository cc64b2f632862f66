import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PopEvent } from '../../machines/popstarStage';
import { MAX_PLAYING_POPS, popEffectsMs, usePlayingPops } from './usePlayingPops';

const popOf = (id: number, over: Partial<PopEvent> = {}): PopEvent => ({ id, group: [[0, 0], [0, 1]], ids: [1, 2], falls: [], colour: 1, points: 20, praise: null, reachedTarget: false, ...over });

/**
 * Catches the idle callbacks asked for (run them by hand), then mounts a pop and lets its effects
 * play to their end: the hook then asks for one.
 */
function popPlayedWithIdleCallbacks() {
  const idle: IdleRequestCallback[] = [];
  vi.stubGlobal('requestIdleCallback', (cb: IdleRequestCallback) => idle.push(cb));
  vi.stubGlobal('cancelIdleCallback', () => {});
  const pop = popOf(1);
  const { result } = renderHook(() => usePlayingPops(pop));
  act(() => {
    vi.advanceTimersByTime(popEffectsMs(pop) + 10);
  });
  return { idle, result, runIdle: (i: number) => idle[i]!({ didTimeout: false, timeRemaining: () => 10 }) };
}

describe('usePlayingPops', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('keeps a pop while the next one plays, and lets each go once its effects have played', () => {
    const first = popOf(1);
    const second = popOf(2);
    const { result, rerender } = renderHook(({ pop }) => usePlayingPops(pop), { initialProps: { pop: null as PopEvent | null } });
    expect(result.current).toEqual([]);
    rerender({ pop: first });
    act(() => {
      vi.advanceTimersByTime(400);
    });
    rerender({ pop: second });
    // The first pop's effects did not leave in the second pop's render.
    expect(result.current.map((p) => p.pop)).toEqual([first, second]);
    expect(result.current[0]!.key).not.toBe(result.current[1]!.key);
    act(() => {
      vi.advanceTimersByTime(popEffectsMs(first) - 400 + 50);
    });
    expect(result.current.map((p) => p.pop)).toEqual([second]);
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(result.current).toEqual([]);
  });

  it("lets a pop's effects go in the idle callback itself, rendered at once, not in a task after it", () => {
    const { idle, result, runIdle } = popPlayedWithIdleCallbacks();
    expect(result.current).toHaveLength(1);
    expect(idle).toHaveLength(1);
    // Outside act: only a render inside the callback shows now.
    runIdle(0);
    expect(result.current).toHaveLength(0);
  });

  it('waits again when the browser is idle before a pop is due (a timer that came early), and lets it go then', () => {
    const { idle, result, runIdle } = popPlayedWithIdleCallbacks();
    expect(idle).toHaveLength(1);
    // The idle callback runs while the clock still reads before the pop's end.
    const realNow = performance.now.bind(performance);
    const early = vi.spyOn(performance, 'now').mockImplementation(() => realNow() - 100);
    act(() => runIdle(0));
    early.mockRestore();
    expect(result.current).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(150);
    });
    expect(idle).toHaveLength(2);
    act(() => runIdle(1));
    expect(result.current).toHaveLength(0);
  });

  it('keeps a pop as long as its longest effect: praise, the target stamp', () => {
    expect(popEffectsMs(popOf(1, { praise: 'Great!' }))).toBeGreaterThanOrEqual(900);
    expect(popEffectsMs(popOf(1, { reachedTarget: true }))).toBeGreaterThanOrEqual(1700);
    const stamp = popOf(1, { reachedTarget: true });
    const { result } = renderHook(() => usePlayingPops(stamp));
    act(() => {
      vi.advanceTimersByTime(1650);
    });
    expect(result.current).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(result.current).toHaveLength(0);
  });

  it('clears every pop on a new level or run (no last pop), and keeps at most MAX_PLAYING_POPS', () => {
    const { result, rerender } = renderHook(({ pop }) => usePlayingPops(pop), { initialProps: { pop: popOf(1) as PopEvent | null } });
    for (let id = 2; id <= MAX_PLAYING_POPS + 2; id++) rerender({ pop: popOf(id) });
    expect(result.current).toHaveLength(MAX_PLAYING_POPS);
    expect(result.current.at(-1)!.pop.id).toBe(MAX_PLAYING_POPS + 2);
    rerender({ pop: null });
    expect(result.current).toEqual([]);
  });

  it('tells apart two pops with the same id (ids restart every level)', () => {
    const { result, rerender } = renderHook(({ pop }) => usePlayingPops(pop), { initialProps: { pop: popOf(1) } });
    rerender({ pop: popOf(1) });
    expect(result.current).toHaveLength(2);
    expect(new Set(result.current.map((p) => p.key)).size).toBe(2);
  });
});
