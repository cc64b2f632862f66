import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Profiler } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { beforeEach, describe, expect, it } from 'vitest';
import { findGroup, formatBoard, generateLevel, groupPoints, listGroups, popWithTrace, type Cell } from '../../logic/popstar/index.ts';
import type { RunParams } from '../../machines/popstarStage';
import { defaultProgress, useProgress } from '../../stores/progress';
import { defaultSettings, useSettings } from '../../stores/settings';
import { PlayScreen, type PlayScreenProps } from './PlayScreen';

const SEED = 4242;
const level1 = generateLevel(1, SEED);
// The biggest group on the dealt board (its first cell in reading order is a good tap target).
const big = [...listGroups(level1.board)].sort((a, b) => b.cells.length - a.cells.length)[0]!;
const [bigRow, bigCol] = big.cells[0]!;

function renderPlay(props: Partial<PlayScreenProps> = {}, params: RunParams = { seed: SEED, level: 1, startScore: 0 }) {
  const { hook } = memoryLocation({ path: '/popstar' });
  return render(
    <Router hook={hook}>
      <PlayScreen params={params} findHint={null} {...props} />
    </Router>,
  );
}

const cell = (r: number, c: number) => document.querySelector<HTMLElement>(`[role="gridcell"][data-row="${r}"][data-col="${c}"]`)!;
const status = () => screen.getByTestId('popstar-status').textContent ?? '';
const hud = (name: string) => screen.getByTestId(`hud-${name}`).textContent ?? '';
const boardPhase = () => screen.getByTestId('popstar-board').dataset.phase;
/** The bricks lifted as a selection, and those bursting (brickLook.ts writes both in the tap's task). */
const lifted = () => document.querySelectorAll('.ps-slot.is-up').length;
const bursting = () => document.querySelectorAll('.ps-slot.is-burst').length;

/** The board as rows of letters, read from the grid's accessible names. */
function boardFromGrid(): string[] {
  const letter: Record<string, string> = { 'red heart': 'R', 'green club': 'G', 'blue diamond': 'B', 'yellow star': 'Y', 'purple spade': 'P', empty: '.' };
  return within(screen.getByRole('grid'))
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('gridcell').map((c) => letter[c.getAttribute('aria-label') ?? ''] ?? '?').join(''));
}

async function startPlaying() {
  fireEvent.click(screen.getByRole('button', { name: 'Play' }));
  await waitFor(() => expect(boardPhase()).toBe('playing'));
}

beforeEach(() => {
  useProgress.setState(defaultProgress());
  useSettings.setState(defaultSettings());
});

describe('PopStar play screen', () => {
  it('shows the dealt board as an ARIA grid with a name (colour and shape) per cell, and the level intro', () => {
    renderPlay();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('PopStar');
    expect(boardFromGrid()).toEqual(formatBoard(level1.board));
    expect(hud('level')).toBe('1');
    expect(hud('target')).toBe('1,000');
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    // Roving tabindex: exactly one cell is in the tab order.
    expect(document.querySelectorAll('[role="gridcell"][tabindex="0"]')).toHaveLength(1);
  });

  it('a finger on Play starts the level as it lands; a mouse press waits for its click', async () => {
    renderPlay();
    const board = screen.getByTestId('popstar-board');
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Play' }), { isPrimary: true, button: 0, pointerType: 'mouse' });
    expect(board.dataset.status).toBe('READY');
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Play' }), { isPrimary: true, button: 0, pointerType: 'touch' });
    // No click yet: the finger is still on the glass.
    await waitFor(() => expect(board.dataset.status).toBe('RUNNING'));
    expect(screen.queryByRole('button', { name: 'Play' })).toBeNull();
    await waitFor(() => expect(boardPhase()).toBe('playing'));
  });

  it('Play puts the keyboard on the board at the next frame, not in the press', async () => {
    renderPlay();
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    const first = document.querySelector<HTMLElement>('[role="gridcell"][tabindex="0"]')!;
    expect(first).not.toHaveFocus();
    await waitFor(() => expect(first).toHaveFocus());
  });

  it('first tap selects and prices the group, the second pops it', async () => {
    renderPlay();
    await startPlaying();
    fireEvent.click(cell(bigRow, bigCol));
    const n = big.cells.length;
    // The bricks answer in the tap's own task; the rest of the screen follows a frame later.
    expect(lifted()).toBe(n);
    expect(status()).not.toContain(`${n} stars`);
    // The status line, the grid and the HUD follow the board once the browser is idle (useWhenIdle).
    await waitFor(() => expect(status()).toContain(`${n} stars, ${groupPoints(n).toLocaleString('en')} points`));
    await waitFor(() => {
      for (const [r, c] of big.cells) expect(cell(r, c)).toHaveAttribute('aria-selected', 'true');
    });
    fireEvent.click(cell(bigRow, bigCol));
    expect(bursting()).toBe(n);
    expect(lifted()).toBe(0);
    // The board's data-phase is the machine's, ahead of the score the screen shows a frame later.
    expect(boardPhase()).toBe('popping');
    expect(hud('score')).toBe('0');
    await waitFor(() => expect(hud('score')).toBe(groupPoints(n).toLocaleString('en')));
    await waitFor(() => expect(boardPhase()).toBe('playing'));
  });

  it('a tap\'s own task renders nothing: the bricks answer in it, the screen after the next frame', async () => {
    let commits = 0;
    const { hook } = memoryLocation({ path: '/popstar' });
    render(
      <Router hook={hook}>
        <Profiler id="screen" onRender={() => commits++}>
          <PlayScreen params={{ seed: SEED, level: 1, startScore: 0 }} findHint={null} />
        </Profiler>
      </Router>,
    );
    await startPlaying();
    const press = () => fireEvent.pointerDown(cell(bigRow, bigCol), { isPrimary: true, button: 0, pointerType: 'touch' });
    for (const answer of [lifted, bursting]) {
      await waitFor(() => expect(boardPhase()).toBe('playing'));
      const before = commits;
      press();
      expect(answer()).toBe(big.cells.length);
      expect(commits).toBe(before);
      await waitFor(() => expect(commits).toBeGreaterThan(before));
    }
  });

  it('a press selects at once and its click does not answer again; the next press pops', async () => {
    renderPlay();
    await startPlaying();
    const press = (init: PointerEventInit = {}) => fireEvent.pointerDown(cell(bigRow, bigCol), { isPrimary: true, button: 0, pointerType: 'touch', ...init });
    press();
    const n = big.cells.length;
    expect(lifted()).toBe(n);
    await waitFor(() => expect(status()).toContain(`${n} stars`));
    fireEvent.click(cell(bigRow, bigCol));
    expect(bursting()).toBe(0);
    expect(lifted()).toBe(n);
    // A second finger and a right button are not taps.
    press({ isPrimary: false });
    press({ button: 2, pointerType: 'mouse' });
    expect(bursting()).toBe(0);
    expect(boardPhase()).toBe('playing');
    press();
    expect(bursting()).toBe(n);
    await waitFor(() => expect(boardPhase()).toBe('popping'));
    await waitFor(() => expect(hud('score')).toBe(groupPoints(n).toLocaleString('en')));
  });

  it('with "pop on one tap" a single tap pops', async () => {
    useSettings.getState().update('popstar', { popOnOneTap: true });
    renderPlay();
    await startPlaying();
    fireEvent.click(cell(bigRow, bigCol));
    await waitFor(() => expect(hud('score')).toBe(groupPoints(big.cells.length).toLocaleString('en')));
  });

  it('keyboard: arrows move the focused cell, Enter selects then pops, Esc clears', async () => {
    renderPlay();
    await startPlaying();
    const first = document.querySelector<HTMLElement>('[role="gridcell"][tabindex="0"]')!;
    act(() => first.focus());
    const [r0, c0] = [Number(first.dataset.row), Number(first.dataset.col)];
    fireEvent.keyDown(first, { key: 'ArrowUp' });
    expect(cell(r0 - 1, c0)).toHaveAttribute('tabindex', '0');
    expect(first).toHaveAttribute('tabindex', '-1');
    // The focus follows at the next frame.
    await waitFor(() => expect(document.activeElement).toBe(cell(r0 - 1, c0)));
    // Walk to the big group's first cell and select it.
    let [r, c]: Cell = [r0 - 1, c0];
    while (r !== bigRow) {
      fireEvent.keyDown(document.activeElement!, { key: r < bigRow ? 'ArrowDown' : 'ArrowUp' });
      r += r < bigRow ? 1 : -1;
      await waitFor(() => expect(document.activeElement).toBe(cell(r, c)));
    }
    while (c !== bigCol) {
      fireEvent.keyDown(document.activeElement!, { key: c < bigCol ? 'ArrowRight' : 'ArrowLeft' });
      c += c < bigCol ? 1 : -1;
      await waitFor(() => expect(document.activeElement).toBe(cell(r, c)));
    }
    expect(document.activeElement).toBe(cell(bigRow, bigCol));
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    await waitFor(() => expect(cell(bigRow, bigCol)).toHaveAttribute('aria-selected', 'true'));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(cell(bigRow, bigCol)).toHaveAttribute('aria-selected', 'false'));
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    fireEvent.keyDown(document.activeElement!, { key: ' ' });
    await waitFor(() => expect(hud('score')).toBe(groupPoints(big.cells.length).toLocaleString('en')));
  });

  it('saves the run after each pop, and a run restored from that save shows the same board', async () => {
    const first = renderPlay({}, { seed: SEED, level: 1, startScore: 0, bestAtStart: 0 });
    await startPlaying();
    fireEvent.click(cell(bigRow, bigCol));
    fireEvent.click(cell(bigRow, bigCol));
    const saved = useProgress.getState().popstar.run;
    expect(saved).toMatchObject({ seed: SEED, level: 1, startScore: 0, moves: [[bigRow, bigCol]] });
    expect(useProgress.getState().popstar.levels[1]).toEqual({ startScore: 0, best: 0 });
    await waitFor(() => expect(boardFromGrid()).not.toEqual(formatBoard(level1.board)));
    const before = boardFromGrid();
    first.unmount();
    renderPlay({}, saved!);
    expect(boardFromGrid()).toEqual(before);
    expect(hud('score')).toBe(groupPoints(big.cells.length).toLocaleString('en'));
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });

  it('the hint selects the group the finder names and costs one hint', async () => {
    const asked: string[][] = [];
    renderPlay({
      findHint: async (board) => {
        asked.push(formatBoard(board));
        return [bigRow, bigCol];
      },
    });
    await startPlaying();
    fireEvent.click(screen.getByRole('button', { name: 'Hint, 3 left' }));
    await waitFor(() => expect(cell(bigRow, bigCol)).toHaveAttribute('aria-selected', 'true'));
    expect(asked).toEqual([formatBoard(level1.board)]);
    expect(screen.getByRole('button', { name: 'Hint, 2 left' })).toBeInTheDocument();
    expect(status()).toContain('hint');
  });

  it('Hint stays lit while a pop plays; pressed then, it is given for the board once the pop ends', async () => {
    const asked: string[][] = [];
    renderPlay({
      findHint: async (board) => {
        asked.push(formatBoard(board));
        const group = [...listGroups(board)][0]!;
        return group.cells[0]!;
      },
    });
    await startPlaying();
    fireEvent.click(cell(bigRow, bigCol));
    fireEvent.click(cell(bigRow, bigCol));
    await waitFor(() => expect(boardPhase()).toBe('popping'));
    const afterPop = formatBoard(popWithTrace(level1.board, bigRow, bigCol)!.board);
    const button = screen.getByRole('button', { name: 'Hint, 3 left' });
    expect(button).toBeEnabled();
    fireEvent.click(button);
    // Nothing is asked of the solver for the board under the pop: it waits, and says so.
    expect(asked).toEqual([]);
    expect(button).toHaveTextContent('Thinking');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Hint, 2 left' })).toBeInTheDocument());
    expect(boardPhase()).toBe('playing');
    expect(asked).toEqual([afterPop]);
    await waitFor(() => expect(document.querySelectorAll('[role="gridcell"][aria-selected="true"]').length).toBeGreaterThan(1));
  });

  it('a hint pressed while a pop plays is dropped when the run pauses first', async () => {
    const asked: string[][] = [];
    renderPlay({
      findHint: async (board) => {
        asked.push(formatBoard(board));
        return [...listGroups(board)][0]!.cells[0]!;
      },
    });
    await startPlaying();
    fireEvent.click(cell(bigRow, bigCol));
    fireEvent.click(cell(bigRow, bigCol));
    fireEvent.click(screen.getByRole('button', { name: 'Hint, 3 left' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(screen.getByTestId('popstar-board').dataset.status).toBe('PAUSE'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Hint, 3 left', hidden: true })).not.toHaveTextContent('Thinking'));
    expect(asked).toEqual([]);
  });

  it('a hint pressed again on the same board costs nothing and shows the same group', async () => {
    const seeds: number[] = [];
    renderPlay({
      findHint: async (_board, seed) => {
        seeds.push(seed);
        return [bigRow, bigCol];
      },
    });
    await startPlaying();
    fireEvent.click(screen.getByRole('button', { name: 'Hint, 3 left' }));
    await waitFor(() => expect(cell(bigRow, bigCol)).toHaveAttribute('aria-selected', 'true'));
    fireEvent.keyDown(screen.getByRole('grid'), { key: 'Escape' });
    await waitFor(() => expect(cell(bigRow, bigCol)).toHaveAttribute('aria-selected', 'false'));
    fireEvent.click(screen.getByRole('button', { name: 'Hint, 2 left' }));
    await waitFor(() => expect(cell(bigRow, bigCol)).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByRole('button', { name: 'Hint, 2 left' })).toBeInTheDocument();
    expect(status()).toContain('hint');
    // The solver was asked once; the second press showed the hint already found.
    expect(seeds).toHaveLength(1);
  });

  it('a tap on a lone star says why nothing pops', async () => {
    const i = level1.board.cells.findIndex((_, k) => findGroup(level1.board, Math.floor(k / 10), k % 10).length === 1);
    const [r, c] = [Math.floor(i / 10), i % 10];
    renderPlay();
    await startPlaying();
    expect(status()).not.toContain('Pop groups of 2 or more');
    fireEvent.click(cell(r, c));
    await waitFor(() => expect(status()).toContain('Pop groups of 2 or more'));
    expect(screen.getByTestId('popstar-lone')).toHaveTextContent('Pop groups of 2 or more');
    expect(boardPhase()).toBe('playing');
    // Selecting a group replaces the note with the group's price.
    fireEvent.click(cell(bigRow, bigCol));
    await waitFor(() => expect(status()).toContain(`${big.cells.length} stars`));
    expect(screen.queryByTestId('popstar-lone')).toBeNull();
  });

  it('pause opens a dialog; resume closes it; ending the run shows the final score', async () => {
    renderPlay();
    await startPlaying();
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByRole('heading', { name: 'Paused' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'End run' }));
    expect(screen.getByRole('heading', { name: 'Run ended' })).toBeInTheDocument();
    expect(screen.getByTestId('popstar-final')).toHaveTextContent('0');
    expect(useProgress.getState().popstar.run).toBeNull();
  });

  it('P pauses and P again resumes, through the pause dialog', async () => {
    renderPlay();
    await startPlaying();
    const press = () =>
      act(() => {
        fireEvent.keyDown(window, { code: 'KeyP' });
        fireEvent.keyUp(window, { code: 'KeyP' });
      });
    press();
    expect(screen.getByRole('heading', { name: 'Paused' })).toBeInTheDocument();
    press();
    expect(screen.queryByRole('heading', { name: 'Paused' })).toBeNull();
    expect(screen.getByTestId('popstar-board')).toHaveAttribute('data-status', 'RUNNING');
  });

  it('the demo plays by itself and saves nothing', async () => {
    renderPlay({ mode: 'demo' }, { seed: SEED, level: 1, startScore: 0 });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('PopStar demo');
    // The intro runs (1.4 s), then the demo selects and pops the certificate's first tap.
    await waitFor(() => expect(Number(hud('score').replace(/,/g, ''))).toBeGreaterThan(0), { timeout: 4000 });
    expect(useProgress.getState().popstar).toEqual(defaultProgress().popstar);
    expect(screen.queryByRole('button', { name: /Hint/ })).toBeNull();
  });
});
