import { act, render } from '@testing-library/react';
import { createActor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addCatalogs, i18n, type Locale } from '../../i18n';
import { createRun, levelFromMap } from '../../logic/plantank/index.ts';
import { createPlantankMachine } from '../../machines/plantankMachine';
import { frameLater } from '../board/frameLater';
import { WinView } from './WinDialog';

/**
 * When the win dialog's words are fetched: at the screen's first idle moment, or, when the run
 * starts first, once Go's frame is drawn. Never in Go's own task.
 */
const level = levelFromMap({ id: 'w', title: 'w', map: ['bbB'], start: { row: 0, col: 0, dir: 0 }, subLengths: [4, 0, 0, 0, 0], allowedCommands: 0 });
const program = createRun(level, '_F_F|||||').program;

// Loaded words stay loaded for the file: each test takes a language of its own.
function winWords(locale: Locale) {
  i18n.activate(locale);
  const load = vi.fn(() => Promise.resolve({}));
  addCatalogs({ [`./locales/${locale}/plantank-win.json`]: load });
  return load;
}

function screenWithRun() {
  const actor = createActor(createPlantankMachine(), { input: { params: { level, program, speed: 5 } } }).start();
  const panels = frameLater(actor);
  render(<WinView panels={panels} progressId={null} enabled onReplay={() => undefined} />);
  const go = () => {
    actor.send({ type: 'START', params: { level, program, speed: 5 } });
    panels.catchUp();
  };
  return { go, stop: () => actor.stop() };
}

describe('the win words', () => {
  const idle: (() => void)[] = [];
  const frames: FrameRequestCallback[] = [];
  const cancelIdle = vi.fn();
  beforeEach(() => {
    idle.length = 0;
    frames.length = 0;
    cancelIdle.mockClear();
    vi.stubGlobal('requestIdleCallback', (fn: () => void) => idle.push(fn));
    vi.stubGlobal('cancelIdleCallback', cancelIdle);
    vi.stubGlobal('requestAnimationFrame', (fn: FrameRequestCallback) => frames.push(fn));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    i18n.activate('en');
  });

  it('are fetched at the first idle moment while the player edits', async () => {
    const load = winWords('vi');
    const { stop } = screenWithRun();
    expect(load).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    await act(async () => idle[0]!());
    expect(load).toHaveBeenCalledTimes(1);
    stop();
  });

  it('are fetched after Go\'s frame when the run starts first, and not in Go\'s task', async () => {
    vi.useFakeTimers();
    try {
      const load = winWords('pt-BR');
      const { go, stop } = screenWithRun();
      act(go);
      expect(cancelIdle).toHaveBeenCalledTimes(1);
      expect(load).not.toHaveBeenCalled();
      // The frame is drawn, then the first task after it starts the download.
      act(() => frames.splice(0).forEach((f) => f(0)));
      expect(load).not.toHaveBeenCalled();
      await act(async () => vi.runOnlyPendingTimers());
      expect(load).toHaveBeenCalledTimes(1);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
