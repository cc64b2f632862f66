import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { campaignLevel, type CampaignLevel } from '../../logic/plantank/index.ts';
import { levelRecord } from '../../stores/games/plantankProgress';
import { defaultProgress, useProgress } from '../../stores/progress';
import { defaultSettings, useSettings } from '../../stores/settings';
import { useAnnouncement } from '../ui/announce';
import { createEditor } from '../../logic/plantank/editorState';
import { PlayScreen } from './PlayScreen';
import { renderPlay, slot, statusLine } from '../../test/plantankPlay';

// Counts the renders of the screen itself: its header is drawn by the screen and nothing else.
const screenRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../ui/ScreenHeader', async (importOriginal) => {
  const real = await importOriginal<typeof import('../ui/ScreenHeader')>();
  return {
    ...real,
    ScreenHeader: (props: Parameters<typeof real.ScreenHeader>[0]) => {
      screenRenders.count++;
      return real.ScreenHeader(props);
    },
  };
});

const FIRST = campaignLevel('pt-01') as CampaignLevel; // `bbBb`, F1 of 3 slots, `_F_F` wins
const PAINTER = campaignLevel('pt-20') as CampaignLevel; // F1 of 5 slots, paints blue (allowedCommands 4)
const LONG_ROAD = campaignLevel('pt-05') as CampaignLevel; // F1 of 2 slots: `_F_1` drives the road, 11 steps

beforeEach(() => {
  useProgress.setState(defaultProgress());
  useSettings.setState(defaultSettings());
});

describe('Plan Tank play screen', () => {
  it('shows the level, the board and a palette of only what the level allows', () => {
    renderPlay(PAINTER);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Plan Tank');
    expect(screen.getByRole('heading', { level: 2, name: /Second Time Lucky/ })).toBeInTheDocument();
    const commands = within(screen.getByRole('group', { name: 'Commands' }));
    expect(commands.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Forward', 'Turn left', 'Turn right', 'Call F1', 'Paint blue']);
    expect(document.querySelector('[data-bench="board"]')).toHaveAttribute('role', 'img');
    // F1 only, with its five slots, one of them in the tab order.
    expect(screen.getAllByRole('row')).toHaveLength(1);
    expect(screen.getAllByRole('gridcell')).toHaveLength(5);
    expect(document.querySelectorAll('[role="gridcell"][tabindex="0"]')).toHaveLength(1);
  });

  it('tap a command then slots; undo and redo; the count follows', () => {
    renderPlay(FIRST);
    fireEvent.click(screen.getByRole('button', { name: 'Forward' }));
    expect(screen.getByRole('button', { name: 'Forward' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(slot(0, 0));
    fireEvent.click(slot(0, 2));
    expect(slot(0, 2)).toHaveAttribute('aria-label', 'F1 slot 3: forward');
    expect(screen.getByTestId('instruction-count')).toHaveTextContent('2 instructions');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(slot(0, 2)).toHaveAttribute('aria-label', 'F1 slot 3: empty');
    fireEvent.click(screen.getByRole('button', { name: 'Redo' }));
    expect(slot(0, 2)).toHaveAttribute('aria-label', 'F1 slot 3: forward');
  });

  it('a finger arms a chip as it lands and fills a slot as it lifts; the click after it does nothing more', () => {
    renderPlay(FIRST);
    const at = { pointerType: 'touch', pointerId: 7, isPrimary: true, button: 0, clientX: 5, clientY: 5 };
    const touch = (el: HTMLElement) => {
      fireEvent.pointerDown(el, at);
      fireEvent.pointerUp(el, at);
    };
    const forward = screen.getByRole('button', { name: 'Forward' });
    fireEvent.pointerDown(forward, at);
    expect(forward).toHaveAttribute('aria-pressed', 'true');
    fireEvent.pointerUp(forward, at);
    fireEvent.click(forward);
    // A slot leaves a landing finger to the page, which may scroll.
    fireEvent.pointerDown(slot(0, 2), at);
    expect(slot(0, 2)).toHaveAttribute('aria-label', 'F1 slot 3: empty');
    fireEvent.pointerCancel(slot(0, 2), at);
    touch(slot(0, 2));
    expect(slot(0, 2)).toHaveAttribute('aria-label', 'F1 slot 3: forward');
    fireEvent.click(slot(0, 2));
    // One edit, one undo.
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(slot(0, 2)).toHaveAttribute('aria-label', 'F1 slot 3: empty');
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
    // A mouse's press is left to its click.
    fireEvent.pointerDown(slot(0, 1), { pointerType: 'mouse', pointerId: 1, isPrimary: true, button: 0 });
    fireEvent.pointerUp(slot(0, 1), { pointerType: 'mouse', pointerId: 1, isPrimary: true, button: 0 });
    expect(slot(0, 1)).toHaveAttribute('aria-label', 'F1 slot 2: empty');
  });

  it('the Redo button names both keys that redo, and Ctrl+Y does redo', () => {
    renderPlay(FIRST);
    expect(screen.getByRole('button', { name: 'Redo' }).getAttribute('aria-keyshortcuts')?.split(' ')).toEqual(['Control+Shift+Z', 'Control+Y']);
    fireEvent.click(screen.getByRole('button', { name: 'Forward' }));
    fireEvent.click(slot(0, 0));
    fireEvent.keyDown(window, { key: 'z', code: 'KeyZ', ctrlKey: true });
    expect(slot(0, 0)).toHaveAttribute('aria-label', 'F1 slot 1: empty');
    fireEvent.keyDown(window, { key: 'y', code: 'KeyY', ctrlKey: true });
    expect(slot(0, 0)).toHaveAttribute('aria-label', 'F1 slot 1: forward');
  });

  it('a finger on a slot moves the cursor there and leaves the focus to its click; arrow keys move the focus', async () => {
    renderPlay(PAINTER);
    act(() => slot(0, 0).focus());
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    const at = { pointerType: 'touch', pointerId: 7, isPrimary: true, button: 0, clientX: 5, clientY: 5 };
    fireEvent.pointerDown(slot(0, 3), at);
    fireEvent.pointerUp(slot(0, 3), at);
    expect(slot(0, 3)).toHaveAttribute('tabindex', '0');
    expect(focus).not.toHaveBeenCalled();
    // Back by keys to the slot the finger pressed: focus follows the keys, there too, at the next
    // frame rather than in the key's own task (a focus forces a style and layout pass).
    fireEvent.keyDown(slot(0, 0), { key: 'ArrowRight' });
    expect(slot(0, 4)).toHaveAttribute('tabindex', '0');
    expect(slot(0, 0)).toHaveFocus();
    await waitFor(() => expect(slot(0, 4)).toHaveFocus());
    fireEvent.keyDown(slot(0, 4), { key: 'ArrowLeft' });
    await waitFor(() => expect(slot(0, 3)).toHaveFocus());
  });

  it("RoboZZle's keys edit the selected slot", () => {
    renderPlay(PAINTER);
    fireEvent.click(slot(0, 0));
    fireEvent.keyDown(window, { code: 'KeyG' });
    fireEvent.keyDown(window, { code: 'KeyB', shiftKey: true });
    expect(slot(0, 0)).toHaveAttribute('aria-label', 'F1 slot 1: on green: paint blue');
    // A command moved the cursor on; shift+r is not allowed here and does nothing.
    fireEvent.keyDown(window, { code: 'KeyR', shiftKey: true });
    expect(slot(0, 1)).toHaveAttribute('aria-label', 'F1 slot 2: empty');
    fireEvent.keyDown(window, { code: 'Digit1' });
    expect(slot(0, 1)).toHaveAttribute('aria-label', 'F1 slot 2: call F1');
    fireEvent.keyDown(window, { code: 'KeyZ', ctrlKey: true });
    expect(slot(0, 1)).toHaveAttribute('aria-label', 'F1 slot 2: empty');
  });

  it('arrow keys move between slots (roving tabindex)', async () => {
    renderPlay(PAINTER);
    act(() => slot(0, 0).focus());
    fireEvent.keyDown(slot(0, 0), { key: 'ArrowRight' });
    await waitFor(() => expect(slot(0, 1)).toHaveFocus());
    expect(slot(0, 1)).toHaveAttribute('tabindex', '0');
    expect(slot(0, 0)).toHaveAttribute('tabindex', '-1');
    fireEvent.keyDown(slot(0, 1), { key: 'End' });
    await waitFor(() => expect(slot(0, 4)).toHaveFocus());
    // Focus arriving any other way (a click, a screen reader) moves the cursor too.
    act(() => slot(0, 2).focus());
    expect(slot(0, 2)).toHaveAttribute('tabindex', '0');
    fireEvent.keyDown(window, { code: 'KeyW' });
    expect(slot(0, 2)).toHaveAttribute('aria-label', 'F1 slot 3: forward');
  });

  it('a winning run opens the win panel and records the level solved with its stars', async () => {
    useSettings.getState().update('plantank', { speed: 10 });
    renderPlay(FIRST, '_F_F|||||');
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Perfect!' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /Next level: Sixty Degrees/ })).toHaveAttribute('href', expect.stringContaining('/plantank/play/pt-02'));
    expect(levelRecord(useProgress.getState().plantank, 'pt-01')).toMatchObject({ solved: true, stars: 3, best: 2 });
    expect(statusLine()).toHaveAttribute('data-outcome', 'won');
  });

  it('a losing run shows its reason until reset', async () => {
    useSettings.getState().update('plantank', { speed: 10 });
    renderPlay(FIRST, '_F|||||');
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(statusLine()).toHaveTextContent('The program ended with 1 star left'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(levelRecord(useProgress.getState().plantank, 'pt-01').solved).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: /Reset/ }));
    expect(statusLine()).toHaveAttribute('data-status', 'READY');
  });

  it('saves the program after an edit, not before', async () => {
    renderPlay(FIRST, '_F|||||');
    await new Promise((r) => setTimeout(r, 500));
    expect(levelRecord(useProgress.getState().plantank, 'pt-01').program).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Turn right' }));
    fireEvent.click(slot(0, 2));
    await waitFor(() => expect(levelRecord(useProgress.getState().plantank, 'pt-01').program).toBe('_F_._R|||||'));
  });

  it('Step runs one slot and pauses: the board at once, then the status and the highlight of the next slot', async () => {
    renderPlay(FIRST, '_F_F|||||');
    fireEvent.click(screen.getByRole('button', { name: /Step/ }));
    expect(screen.getByTestId('tank')).toHaveAttribute('data-col', '1');
    // The panels follow a frame later (frameLater), not in the press's own task.
    expect(statusLine()).toHaveAttribute('data-status', 'READY');
    await waitFor(() => expect(statusLine()).toHaveAttribute('data-status', 'PAUSE'));
    expect(screen.getByTestId('step-count')).toHaveTextContent('1');
    expect(slot(0, 1)).toHaveAttribute('aria-current', 'step');
  });

  it('a run steps, goes on and ends without rendering the screen around the board, the status and the program', async () => {
    renderPlay(FIRST, '_F_F|||||');
    const before = screenRenders.count;
    fireEvent.click(screen.getByRole('button', { name: /Step/ }));
    await waitFor(() => expect(statusLine()).toHaveAttribute('data-status', 'PAUSE'));
    fireEvent.click(await screen.findByRole('button', { name: /Go on/ }));
    await waitFor(() => expect(statusLine()).toHaveAttribute('data-outcome', 'won'), { timeout: 3000 });
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Again/ })).toBeInTheDocument();
    expect(screenRenders.count).toBe(before);
  });

  it("a run's end shows on the board in its frame and beside it after that frame: the status line and the win follow", async () => {
    useSettings.getState().update('plantank', { speed: 10 });
    renderPlay(FIRST, '_F_F|||||');
    const board = document.querySelector('[data-bench=board]')!;
    // What the status line said when the board first showed the end (in the same commit or not).
    const beside: (string | null)[] = [];
    const observer = new MutationObserver(() => {
      if (board.getAttribute('data-outcome') === 'won' && beside.length === 0) beside.push(statusLine().getAttribute('data-status'), screen.queryByRole('dialog') && 'dialog');
    });
    observer.observe(board, { attributes: true, attributeFilter: ['data-outcome'] });
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(statusLine()).toHaveAttribute('data-status', 'OVER'));
    observer.disconnect();
    expect(beside).toEqual(['RUNNING', null]);
    expect(statusLine()).toHaveAttribute('data-outcome', 'won');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});

describe('Plan Tank play screen: one event per intent, whatever the run is doing', () => {
  const key = (code: string) => fireEvent.keyDown(window, { code });
  const statusIs = (status: string) => waitFor(() => expect(statusLine()).toHaveAttribute('data-status', status));

  it('Go, X and F with an empty program say so each time and run nothing; an edit takes the word away', async () => {
    renderPlay(FIRST);
    const said = useAnnouncement.getState().n;
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(statusLine()).toHaveTextContent('Your program is empty'));
    key('KeyX');
    key('KeyF');
    expect(useAnnouncement.getState()).toMatchObject({ n: said + 3, text: expect.stringContaining('Your program is empty') });
    expect(statusLine()).toHaveAttribute('data-status', 'READY');
    expect(screen.getByTestId('step-count')).toHaveTextContent('0');
    fireEvent.click(slot(0, 0));
    key('KeyW');
    await waitFor(() => expect(statusLine()).not.toHaveTextContent('Your program is empty'));
    expect(statusLine()).toHaveAttribute('data-status', 'READY');
  });

  it('F runs to the end from editing and from a pause; X goes while editing and back to editing from a run or an end', async () => {
    // Turn left, then forward off the board: the run falls on its second step.
    renderPlay(FIRST, '_L_F|||||');
    key('KeyF');
    await waitFor(() => expect(statusLine()).toHaveAttribute('data-outcome', 'fell'));
    key('KeyX');
    await statusIs('READY');
    key('KeyS');
    await statusIs('PAUSE');
    expect(screen.getByTestId('step-count')).toHaveTextContent('1');
    key('KeyF');
    await waitFor(() => expect(statusLine()).toHaveAttribute('data-outcome', 'fell'));
    expect(screen.getByTestId('step-count')).toHaveTextContent('2');
    key('KeyX');
    await statusIs('READY');
    expect(screen.getByTestId('step-count')).toHaveTextContent('0');
  });

  it('a breakpoint set during a pause or a run reaches the run under way', async () => {
    renderPlay(LONG_ROAD, '_F_1|||||');
    key('KeyS');
    await statusIs('PAUSE');
    fireEvent.click(slot(0, 0));
    key('Period');
    expect(slot(0, 0)).toHaveAttribute('data-breakpoint', 'true');
    fireEvent.click(screen.getByRole('button', { name: /Go on/ }));
    // The call runs, and the run stops before F1's first slot again: one step taken.
    await waitFor(() => expect(statusLine()).toHaveTextContent('Breakpoint: paused before F1, slot 1.'));
    expect(screen.getByTestId('step-count')).toHaveTextContent('1');
    // Cleared during the run, it no longer stops it: the road is driven to its end.
    fireEvent.click(screen.getByRole('button', { name: /Go on/ }));
    key('Period');
    expect(slot(0, 0)).not.toHaveAttribute('data-breakpoint', 'true');
    await waitFor(() => expect(statusLine()).toHaveAttribute('data-status', 'OVER'), { timeout: 5000 });
    expect(screen.getByTestId('step-count')).toHaveTextContent('11');
  });
});

describe('the level designer’s test play (onWin)', () => {
  function renderProving(onWin?: () => void) {
    const { hook } = memoryLocation({ path: '/plantank/design' });
    const level = { ...FIRST, id: 'draft', title: 'My draft' };
    return render(
      <Router hook={hook}>
        <PlayScreen level={level} initialEditor={createEditor(level)} onWin={onWin} />
      </Router>,
    );
  }

  it('offers no hint, no solution and no share: the proof is the designer’s own program', () => {
    renderProving(() => {});
    expect(screen.queryByRole('button', { name: /hint/i })).toBeNull();
    expect(screen.queryByRole('button', { name: /share/i })).toBeNull();
    expect(screen.queryByTestId('hint-panel')).toBeNull();
    // The H key asks for nothing either (a search would say "Looking for a hint…").
    const said = useAnnouncement.getState().n;
    fireEvent.keyDown(window, { key: 'h', code: 'KeyH' });
    expect(useAnnouncement.getState().n).toBe(said);
  });

  it('keeps Hint, the H key and Share on the same level played without onWin', () => {
    renderProving();
    expect(screen.getByRole('button', { name: /^hint/i })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share this program' })).toBeInTheDocument();
    const said = useAnnouncement.getState().n;
    fireEvent.keyDown(window, { key: 'h', code: 'KeyH' });
    expect(useAnnouncement.getState().n).toBeGreaterThan(said);
  });
});
