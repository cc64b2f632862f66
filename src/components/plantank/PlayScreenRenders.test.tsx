import { act, fireEvent, screen } from '@testing-library/react';
import { createElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { campaignLevel, type CampaignLevel } from '../../logic/plantank/index.ts';
import { defaultProgress, useProgress } from '../../stores/progress';
import { defaultSettings, useSettings } from '../../stores/settings';
import { renderPlay, slot, statusLine } from '../../test/plantankPlay';

// Renders of the run controls, the win view and the level heading, counted where each one renders.
const renders = vi.hoisted(() => ({ controls: 0, win: 0, heading: 0, screen: 0 }));
vi.mock('./RunPanel', async (importOriginal) => {
  const real = await importOriginal<typeof import('./RunPanel')>();
  return {
    ...real,
    RunControls: (props: Parameters<typeof real.RunControls>[0]) => {
      renders.controls++;
      return createElement(real.RunControls, props);
    },
  };
});
vi.mock('../../i18n/useArea', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../i18n/useArea')>();
  return {
    ...real,
    useAreasReady: (...args: Parameters<typeof real.useAreasReady>) => {
      if (args[0].includes('plantank-win')) renders.win++;
      return real.useAreasReady(...args);
    },
  };
});
// The screen asks whether it was navigated to at each of its own renders (and nothing else asks).
vi.mock('../ui/transitionHashLocation', async (importOriginal) => {
  const real = await importOriginal<typeof import('../ui/transitionHashLocation')>();
  return {
    ...real,
    useNavigatedHere: () => {
      renders.screen++;
      return real.useNavigatedHere();
    },
  };
});
vi.mock('./levelAccess', async (importOriginal) => {
  const real = await importOriginal<typeof import('./levelAccess')>();
  return {
    ...real,
    campaignNumber: (id: string) => {
      renders.heading++;
      return real.campaignNumber(id);
    },
  };
});

/** Once the next frame is drawn: its animation frame, then a task. */
const afterFrame = () => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 0)));
const FIRST = campaignLevel('pt-01') as CampaignLevel; // `bbBb`, F1 of 3 slots, `_F_F` wins

beforeEach(() => {
  useProgress.setState(defaultProgress());
  useSettings.setState(defaultSettings());
});

describe('Plan Tank play screen renders', () => {
  it('an edit renders the program, not the run controls, the win view or the level heading; Go still runs the program as edited', async () => {
    renderPlay(FIRST);
    fireEvent.click(screen.getByRole('button', { name: 'Forward' }));
    const parts = () => ({ controls: renders.controls, win: renders.win, heading: renders.heading });
    const before = parts();
    expect(before.controls).toBeGreaterThan(0);
    expect(before.win).toBeGreaterThan(0);
    expect(before.heading).toBeGreaterThan(0);
    fireEvent.click(slot(0, 1));
    fireEvent.click(slot(0, 2));
    expect(slot(0, 2)).toHaveAttribute('aria-label', 'F1 slot 3: forward');
    expect(parts()).toEqual(before);
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    await vi.waitFor(() => expect(statusLine()).toHaveAttribute('data-status', 'OVER'), { timeout: 10_000 });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('an edit while editing renders the program, not the screen; the run takes the program after the frame, or at a control', async () => {
    renderPlay(FIRST);
    const before = renders.screen;
    expect(before).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Forward' }));
    fireEvent.click(slot(0, 1));
    expect(slot(0, 1)).toHaveAttribute('aria-label', 'F1 slot 2: forward');
    expect(screen.getByTestId('instruction-count')).toHaveTextContent('1 instruction');
    expect(screen.getByRole('button', { name: 'Undo' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Clear all' })).toBeEnabled();
    expect(renders.screen).toBe(before);
    // The run's reset, after the frame, renders the board and the status line, not the screen.
    await act(afterFrame);
    expect(renders.screen).toBe(before);

    // Go refused: the notice stays until the reset that follows the next edit.
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(statusLine()).toHaveTextContent('Your program is empty');
    fireEvent.click(screen.getByRole('button', { name: 'Forward' }));
    fireEvent.click(slot(0, 1));
    expect(statusLine()).toHaveTextContent('Your program is empty');
    await vi.waitFor(() => expect(statusLine()).not.toHaveTextContent('Your program is empty'));

    // A control pressed before the frame acts on the program as shown: F runs _F_F to its end.
    fireEvent.click(slot(0, 2));
    fireEvent.keyDown(document.body, { key: 'f', code: 'KeyF' });
    expect(statusLine()).toHaveAttribute('data-status', 'OVER');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // The edit's reset was spent by the control: it does not undo the run after the frame.
    await act(afterFrame);
    expect(statusLine()).toHaveAttribute('data-status', 'OVER');
  });

  it('an edit during a run stops it at once', () => {
    renderPlay(FIRST, '_F_F|||||');
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(statusLine()).toHaveAttribute('data-status', 'RUNNING');
    fireEvent.click(screen.getByRole('button', { name: 'Forward' }));
    fireEvent.click(slot(0, 2));
    expect(slot(0, 2)).toHaveAttribute('aria-label', 'F1 slot 3: forward');
    expect(statusLine()).toHaveAttribute('data-status', 'READY');
  });

  it('a change of speed renders the slider, not the screen, before a run and during one', async () => {
    renderPlay(FIRST, '_F_F|||||');
    const slider = screen.getByRole('slider', { name: 'Speed' });
    const before = { screen: renders.screen, heading: renders.heading, controls: renders.controls };
    fireEvent.change(slider, { target: { value: '3' } });
    expect(useSettings.getState().plantank.speed).toBe(3);
    expect(slider).toHaveValue('3');
    expect(renders.controls).toBeGreaterThan(before.controls);
    expect({ screen: renders.screen, heading: renders.heading }).toEqual({ screen: before.screen, heading: before.heading });
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(statusLine()).toHaveAttribute('data-status', 'RUNNING');
    fireEvent.change(slider, { target: { value: '10' } });
    expect(renders.screen).toBe(before.screen);
    await vi.waitFor(() => expect(statusLine()).toHaveAttribute('data-status', 'OVER'), { timeout: 10_000 });
  });

  it("a slot's focus moves the cursor there without rendering the screen", () => {
    renderPlay(FIRST);
    fireEvent.click(screen.getByRole('button', { name: 'Forward' }));
    fireEvent.click(slot(0, 1));
    expect(slot(0, 1)).toHaveAttribute('aria-label', 'F1 slot 2: forward');
    const before = renders.screen;
    act(() => slot(0, 1).focus());
    act(() => slot(0, 2).focus());
    // The roving tabindex follows the cursor.
    expect(slot(0, 2)).toHaveAttribute('tabindex', '0');
    expect(slot(0, 1)).toHaveAttribute('tabindex', '-1');
    expect(renders.screen).toBe(before);
  });
});
