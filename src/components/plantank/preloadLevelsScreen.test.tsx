import { fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadAreas } from '../../i18n/useArea';
import { defaultProgress, useProgress } from '../../stores/progress';
import { renderRoute } from '../../test/renderRoute';
import PlantankRoutes from './PlantankRoutes';

vi.mock('../../i18n/useArea', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../i18n/useArea')>();
  return { ...actual, preloadAreas: vi.fn(actual.preloadAreas) };
});

/** A pointer over a link to the levels screen fetches its words, after the press's frame. */
describe("the levels screen's words, on a pointer's intent", () => {
  const frames = new Map<number, FrameRequestCallback>();
  let nextFrame = 0;
  let link: HTMLAnchorElement;
  beforeEach(() => {
    useProgress.setState(defaultProgress());
    frames.clear();
    vi.stubGlobal('requestAnimationFrame', (fn: FrameRequestCallback) => (frames.set(++nextFrame, fn), nextFrame));
    vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.mocked(preloadAreas).mockClear();
    link = document.body.appendChild(Object.assign(document.createElement('a'), { href: '#/plantank/levels' }));
  });
  afterEach(() => {
    link.remove();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const runFrame = () => {
    const due = [...frames.values()];
    frames.clear();
    for (const fn of due) fn(0);
  };

  it('are fetched once the next frame is drawn, not in the task of the touch', () => {
    renderRoute('/plantank/play/pt-01', <PlantankRoutes />);
    runFrame();
    vi.runAllTimers();
    vi.mocked(preloadAreas).mockClear();

    fireEvent.pointerOver(link);
    fireEvent.touchStart(link);
    expect(preloadAreas).not.toHaveBeenCalled();
    runFrame();
    expect(preloadAreas).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(preloadAreas).toHaveBeenCalledTimes(1);
    expect(vi.mocked(preloadAreas).mock.calls[0]![0]).toContain('plantank-levels');
  });

  it('are not fetched for a link elsewhere, nor after the screen is gone', () => {
    const { unmount } = renderRoute('/plantank/play/pt-01', <PlantankRoutes />);
    runFrame();
    vi.runAllTimers();
    vi.mocked(preloadAreas).mockClear();

    const home = document.body.appendChild(Object.assign(document.createElement('a'), { href: '#/' }));
    fireEvent.pointerOver(home);
    runFrame();
    vi.runAllTimers();
    expect(preloadAreas).not.toHaveBeenCalled();
    home.remove();

    fireEvent.pointerOver(link);
    unmount();
    runFrame();
    vi.runAllTimers();
    expect(preloadAreas).not.toHaveBeenCalled();
  });
});
