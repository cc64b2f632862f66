import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { campaignLevel, type CampaignLevel } from '../../../logic/plantank/index.ts';
import { levelRecord, withHint } from '../../../stores/games/plantankProgress';
import { defaultProgress, useProgress } from '../../../stores/progress';
import { defaultSettings, useSettings } from '../../../stores/settings';
import { answerHint, type HintMessage, type HintRequest } from '../../../workers/plantankHint';
import { useAnnouncement } from '../../ui/announce';
import { LONG_PRESS_MS } from '../ProgramEditor';
import { renderPlay, slot, statusLine } from '../../../test/plantankPlay';

/** The hint worker, played by the test: it answers when told to, with the real answerHint. */
const fake = vi.hoisted(() => ({
  workers: [] as { posted: unknown[]; terminated: boolean; onmessage: ((e: { data: unknown }) => void) | null }[],
}));
vi.mock('../../../workers/plantankHintClient', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../workers/plantankHintClient')>();
  return {
    ...real,
    createWorkerHintClient: () =>
      real.createHintClient(() => {
        const w = { posted: [] as unknown[], terminated: false, onmessage: null, onerror: null, postMessage(m: unknown) { this.posted.push(m); }, terminate() { this.terminated = true; } };
        fake.workers.push(w);
        return w as unknown as import('../../../workers/plantankHintClient').WorkerLike;
      }),
  };
});

/** The play screen's renders: usePlayKeys is called by the screen alone, once a render. */
const screenRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../usePlayKeys', async (importOriginal) => {
  const real = await importOriginal<typeof import('../usePlayKeys')>();
  return {
    ...real,
    usePlayKeys: (...args: Parameters<typeof real.usePlayKeys>) => {
      screenRenders.count++;
      real.usePlayKeys(...args);
    },
  };
});

function worker() {
  const w = fake.workers[fake.workers.length - 1];
  if (!w) throw new Error('no hint worker was made');
  return w;
}
function lastRequest(): HintRequest {
  return worker().posted[worker().posted.length - 1] as HintRequest;
}
function reply(message: HintMessage) {
  act(() => worker().onmessage?.({ data: message }));
}
/** The worker answers the last request as the real one would. */
async function answer() {
  const request = lastRequest();
  reply({ id: request.id, type: 'result', answer: answerHint(request) });
  // The answer arrives through a promise.
  await act(async () => {});
}

const FIRST = campaignLevel('pt-01') as CampaignLevel; // `bbBb`, F1 of 3 slots, `_F_F` wins
const TURNS = campaignLevel('pt-02') as CampaignLevel; // F1 of 5 slots, `_F_R_F_F` wins

afterEach(() => vi.unstubAllGlobals());

const announced = () => useAnnouncement.getState().text;

beforeEach(() => {
  // jsdom has no Worker: the screen offers hints only where workers exist (the fake stands in).
  vi.stubGlobal('Worker', class {});
  fake.workers.length = 0;
  useProgress.setState(defaultProgress());
  useSettings.setState(defaultSettings());
});

describe('the hint button', () => {
  it('asks the worker with the program, shows a progress ring, then the slot to fill; Place it fills it and the hint is counted', async () => {
    renderPlay(TURNS, '_F|||||');
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    expect(lastRequest().program.functions[0]?.[0]).toEqual({ condition: null, action: { kind: 'forward' } });
    expect(lastRequest().timeMs).toBe(5000);
    const ring = screen.getByRole('progressbar', { name: 'Looking for a hint' });
    expect(ring).toHaveAttribute('aria-valuenow', '0');
    expect(announced()).toBe('Looking for a hint…');
    reply({ id: lastRequest().id, type: 'progress', progress: { elapsedMs: 2500, budgetMs: 5000, programsTried: 1234, phase: 'keep' } });
    expect(ring).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText(/Thinking… 2\.5 s/)).toBeInTheDocument();
    expect(screen.getByText('· 1,234 programs')).toBeInTheDocument();

    await answer();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    const card = screen.getByTestId('hint-card');
    expect(card).toHaveTextContent('Hint: put “turn right” in F1, slot 2.');
    expect(announced()).toBe('Hint: put “turn right” in F1, slot 2.');
    expect(slot(0, 1)).toHaveAttribute('data-hint', 'true');
    expect(slot(0, 1)).toHaveAttribute('aria-label', 'F1 slot 2: empty. Hint: put turn right here');
    expect(levelRecord(useProgress.getState().plantank, 'pt-02').hints).toBe(1);
    expect(screen.getByTestId('hint-count')).toHaveTextContent('1 hint used · 2 stars at most');

    fireEvent.click(within(card).getByRole('button', { name: /^Place it/ }));
    expect(slot(0, 1)).toHaveAttribute('aria-label', 'F1 slot 2: turn right');
    expect(screen.queryByTestId('hint-card')).not.toBeInTheDocument();
    expect(announced()).toBe('Placed “turn right” in F1, slot 2.');
    // Undo takes the placed instruction back like any edit, and with it the program the hint was for.
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(slot(0, 1)).toHaveAttribute('aria-label', 'F1 slot 2: empty. Hint: put turn right here');
    expect(levelRecord(useProgress.getState().plantank, 'pt-02').hints).toBe(1);
  });

  it('the screen opens without moving the focus; the hint’s controls take it only as they replace each other', async () => {
    renderPlay(TURNS, '_F|||||');
    expect(document.activeElement).toBe(document.body);
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });

  it('asking, the search’s progress and a cancel render the hint panel and the program, not the screen around them', () => {
    renderPlay(TURNS, '_F|||||');
    const before = screenRenders.count;
    expect(before).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    expect(screen.getByRole('progressbar', { name: 'Looking for a hint' })).toBeInTheDocument();
    reply({ id: lastRequest().id, type: 'progress', progress: { elapsedMs: 2500, budgetMs: 5000, programsTried: 1234, phase: 'keep' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screenRenders.count).toBe(before);
  });

  it('Cancel and Escape end the search: the worker is ended, nothing is counted', async () => {
    renderPlay(TURNS);
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(worker().terminated).toBe(true);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(announced()).toBe('Hint cancelled.');

    fireEvent.keyDown(window, { code: 'KeyH' });
    expect(fake.workers).toHaveLength(2);
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    fireEvent.keyDown(window, { code: 'Escape' });
    expect(worker().terminated).toBe(true);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(levelRecord(useProgress.getState().plantank, 'pt-02').hints).toBe(0);
  });

  it('a kept slot no solution can keep: says so and offers the first slot to change', async () => {
    renderPlay(FIRST, '_L|||||');
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    await answer();
    const card = screen.getByTestId('hint-card');
    expect(card).toHaveAttribute('data-kind', 'change');
    expect(card).toHaveTextContent('No solution keeps every instruction you placed. Rethink it from the start: change F1, slot 1 to “forward”.');
    fireEvent.click(within(card).getByRole('button', { name: /Place it: forward in F1, slot 1/ }));
    expect(slot(0, 0)).toHaveAttribute('aria-label', 'F1 slot 1: forward');
  });

  it('an answer about an older program is put away by an edit', async () => {
    renderPlay(TURNS);
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    await answer();
    expect(screen.getByTestId('hint-card')).toBeInTheDocument();
    fireEvent.keyDown(window, { code: 'KeyE' });
    expect(screen.queryByTestId('hint-card')).not.toBeInTheDocument();
    expect(document.querySelector('[data-hint]')).toBeNull();
  });

  it('"Show a solution" comes after three hints, behind a confirm; it fills the program and caps the stars at 1', async () => {
    useProgress.getState().setGame('plantank', (p) => withHint(withHint(p, 'pt-02'), 'pt-02'));
    renderPlay(TURNS);
    expect(screen.queryByRole('button', { name: 'Show a solution' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    await answer();
    fireEvent.click(screen.getByRole('button', { name: 'Show a solution' }));
    const dialog = screen.getByRole('dialog', { name: 'Show a solution?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep trying' }));
    expect(fake.workers[0]?.posted).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Show a solution' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Show it' }));
    expect(screen.getByRole('progressbar', { name: 'Looking for a solution' })).toBeInTheDocument();
    await answer();
    expect(screen.getByTestId('instruction-count')).toHaveTextContent('4 instructions');
    expect(levelRecord(useProgress.getState().plantank, 'pt-02')).toMatchObject({ hints: 3, solutionShown: true });
    expect(screen.getByTestId('hint-count')).toHaveTextContent('3 hints used · 1 star at most');
  });
});

describe('breakpoints', () => {
  it('right-click and "." toggle a red dot; a run pauses just before it; Go carries on; they are saved with the level', async () => {
    useSettings.getState().update('plantank', { speed: 10 });
    renderPlay(TURNS, '_F_R_F_F|||||');
    fireEvent.contextMenu(slot(0, 2));
    expect(slot(0, 2)).toHaveAttribute('data-breakpoint', 'true');
    expect(slot(0, 2).querySelector('.pt-breakpoint')).not.toBeNull();
    expect(announced()).toBe('Breakpoint set on F1, slot 3.');
    act(() => slot(0, 3).focus());
    fireEvent.keyDown(window, { code: 'Period' });
    expect(slot(0, 3)).toHaveAttribute('aria-label', 'F1 slot 4: forward, breakpoint');
    fireEvent.keyDown(window, { code: 'Period' });
    expect(slot(0, 3)).not.toHaveAttribute('data-breakpoint');
    expect(levelRecord(useProgress.getState().plantank, 'pt-02').breakpoints).toEqual(['0:2']);

    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(statusLine()).toHaveTextContent('Breakpoint: paused before F1, slot 3.'));
    expect(screen.getByTestId('step-count')).toHaveTextContent('2');
    expect(announced()).toBe('Breakpoint: paused before F1, slot 3.');
    fireEvent.click(screen.getByRole('button', { name: /Go on/ }));
    await waitFor(() => expect(statusLine()).toHaveAttribute('data-outcome', 'won'));
  });

  it('saved breakpoints come back with the level', () => {
    useProgress.getState().setGame('plantank', (p) => ({ levels: { ...p.levels, 'pt-02': { ...levelRecord(p, 'pt-02'), breakpoints: ['0:1', '0:4'] } } }));
    renderPlay(TURNS);
    expect(slot(0, 1)).toHaveAttribute('data-breakpoint', 'true');
    expect(slot(0, 4)).toHaveAttribute('data-breakpoint', 'true');
    expect(slot(0, 0)).not.toHaveAttribute('data-breakpoint');
  });

  it('a long press toggles a breakpoint and swallows the click that ends it; a press that moves does not', () => {
    vi.useFakeTimers();
    try {
      renderPlay(TURNS, '_F|||||');
      fireEvent.click(screen.getByRole('button', { name: 'Forward' }));
      const at = { pointerId: 3, pointerType: 'touch', isPrimary: true, button: 0, clientX: 10, clientY: 10 };
      fireEvent.pointerDown(slot(0, 1), at);
      act(() => vi.advanceTimersByTime(LONG_PRESS_MS));
      expect(slot(0, 1)).toHaveAttribute('data-breakpoint', 'true');
      fireEvent.pointerUp(slot(0, 1), at);
      fireEvent.click(slot(0, 1));
      // The armed Forward did not go in: the click belonged to the long press.
      expect(slot(0, 1)).toHaveAttribute('aria-label', 'F1 slot 2: empty, breakpoint');

      fireEvent.pointerDown(slot(0, 2), at);
      fireEvent.pointerMove(slot(0, 2), { ...at, clientX: 40 });
      act(() => vi.advanceTimersByTime(LONG_PRESS_MS * 2));
      expect(slot(0, 2)).not.toHaveAttribute('data-breakpoint');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('run to the end', () => {
  it('the button runs past the breakpoints and shows the outcome at once; the win panel shows the hints', async () => {
    useProgress.getState().setGame('plantank', (p) => withHint(p, 'pt-02'));
    renderPlay(TURNS, '_F_R_F_F|||||');
    fireEvent.contextMenu(slot(0, 1));
    fireEvent.click(screen.getByRole('button', { name: 'Run to the end' }));
    await waitFor(() => expect(statusLine()).toHaveAttribute('data-outcome', 'won'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('win-hints')).toHaveTextContent('1 hint used on this level · 2 of 3 stars kept');
    expect(within(dialog).getByRole('img', { name: '2 of 3 stars' })).toBeInTheDocument();
    expect(levelRecord(useProgress.getState().plantank, 'pt-02').stars).toBe(2);
  });

  it('F with an empty program says so instead of running', () => {
    renderPlay(TURNS);
    fireEvent.keyDown(window, { code: 'KeyF' });
    expect(statusLine()).toHaveAttribute('data-status', 'READY');
    expect(statusLine()).toHaveTextContent('Your program is empty');
  });
});
