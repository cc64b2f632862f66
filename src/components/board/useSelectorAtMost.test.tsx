import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testStore } from '../../test/testStore';
import { useSelectorAtMost, type Subscribable } from './useSelectorAtMost';

/** A store of a number whose changes are acted on (React renders them before `set` returns). */
function store(initial: number) {
  const s = testStore(initial);
  return { ...s, set: (next: number) => act(() => s.set(next)) };
}

const same = Object.is;
const double = (n: number) => n * 2;

function View({ actor, everyMs, onRender }: { actor: Subscribable<number>; everyMs: number | null; onRender: (v: number) => void }) {
  const v = useSelectorAtMost(actor, double, same, everyMs);
  onRender(v);
  return <p>{v}</p>;
}

describe('useSelectorAtMost', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows every change at once when not limited', () => {
    const s = store(1);
    const seen: number[] = [];
    const { container } = render(<View actor={s.actor} everyMs={null} onRender={(v) => seen.push(v)} />);
    s.set(2);
    s.set(3);
    expect(container.textContent).toBe('6');
    expect(seen.at(-1)).toBe(6);
    expect(new Set(seen)).toEqual(new Set([2, 4, 6]));
  });

  it('shows at most one change an interval, the latest value at its end', () => {
    const s = store(1);
    const { container } = render(<View actor={s.actor} everyMs={100} onRender={() => {}} />);
    act(() => vi.advanceTimersByTime(150)); // a quiet interval: the next change shows at once
    s.set(2);
    expect(container.textContent).toBe('4');
    s.set(3);
    s.set(4);
    expect(container.textContent).toBe('4'); // inside the interval: waits
    act(() => vi.advanceTimersByTime(99));
    expect(container.textContent).toBe('4');
    act(() => vi.advanceTimersByTime(1));
    expect(container.textContent).toBe('8'); // the latest, not the ones between
  });

  it('shows the latest value in the render that lifts the limit (a pause, the end of a run)', () => {
    const s = store(1);
    const seen: number[] = [];
    const { container, rerender } = render(<View actor={s.actor} everyMs={100} onRender={(v) => seen.push(v)} />);
    s.set(5); // within the first interval after mount: waits
    expect(container.textContent).toBe('2');
    seen.length = 0;
    rerender(<View actor={s.actor} everyMs={null} onRender={(v) => seen.push(v)} />);
    expect(seen[0]).toBe(10);
    expect(container.textContent).toBe('10');
  });

  it('stops listening and cancels its timer when unmounted', () => {
    const s = store(1);
    const { unmount } = render(<View actor={s.actor} everyMs={100} onRender={() => {}} />);
    s.set(2);
    expect(s.listeners.size).toBe(1);
    unmount();
    expect(s.listeners.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
