import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { starterLevel } from '../../../logic/plantank/designer.ts';
import { decodeShare, encodeShare } from '../../../logic/plantank/index.ts';
import { createPlantankLevelsStore, myLevelList, usePlantankLevels } from '../../../stores/games/plantankLevels';
import { answerSolve, type SolveMessage, type SolveRequest } from '../../../workers/plantankSolve';
import { levelFromPaste, PasteError } from './PastePanel';
import { renderDesigner } from './renderDesigner';

/** A Worker that runs the solver in the test's own thread, answering after a microtask, or never (`hold`). */
class FakeWorker {
  static hold = false;
  static last: FakeWorker | null = null;
  onmessage: ((e: MessageEvent<SolveMessage>) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  terminated = false;
  constructor() {
    FakeWorker.last = this;
  }
  postMessage(request: SolveRequest) {
    void Promise.resolve().then(() => {
      const post = (m: SolveMessage) => {
        if (!this.terminated) this.onmessage?.({ data: m } as MessageEvent<SolveMessage>);
      };
      if (FakeWorker.hold) post({ id: request.id, type: 'progress', programsTried: 1234, elapsedMs: 500, bestStarsLeft: 1 });
      else answerSolve(request, post);
    });
  }
  terminate() {
    this.terminated = true;
  }
}

const PROOF = '_F_1|||||';

const board = () => screen.getByTestId('design-board');
const cell = (row: number, col: number) => document.getElementById(`dz-cell-${row}-${col}`)!;
/** A key pressed on the board, with the `code` the shared key layer reads ('s' is KeyS, ' ' Space). */
const key = (k: string, init: KeyboardEventInit = {}) =>
  fireEvent.keyDown(board(), { key: k, code: k === ' ' ? 'Space' : /^[a-z]$/i.test(k) ? `Key${k.toUpperCase()}` : k, ...init });

beforeEach(() => {
  vi.stubGlobal('Worker', FakeWorker);
  FakeWorker.hold = false;
  usePlantankLevels.setState({ mine: { levels: Object.create(null) }, draft: { level: null, proof: '' } });
});
afterEach(() => vi.unstubAllGlobals());

describe('level designer screen', () => {
  it('edits by keys on the board: a cursor, tool keys, Space applies, Ctrl+Z and Ctrl+Y', () => {
    renderDesigner();
    board().focus();
    expect(board()).toHaveAttribute('aria-activedescendant', 'dz-cell-2-0');
    for (let i = 0; i < 3; i++) key('ArrowRight');
    expect(board()).toHaveAttribute('aria-activedescendant', 'dz-cell-2-3');
    expect(cell(2, 3)).toHaveAttribute('aria-selected', 'true');
    key('s');
    expect(screen.getByRole('button', { name: 'Star' })).toHaveAttribute('aria-pressed', 'true');
    key(' ');
    expect(cell(2, 3)).toHaveAccessibleName('Row 3, column 4: blue tile with a star');
    key('z', { ctrlKey: true });
    expect(cell(2, 3)).toHaveAccessibleName('Row 3, column 4: blue tile');
    key('y', { ctrlKey: true });
    expect(cell(2, 3)).toHaveAccessibleName('Row 3, column 4: blue tile with a star');
    key('e');
    expect(cell(2, 0)).toHaveAccessibleName('Row 3, column 1: blue tile, the tank facing south-east');
  });

  it('the tool and undo keys follow the key layer: a held Ctrl+Z undoes again, a held letter picks once, a text field keeps its keys', () => {
    renderDesigner();
    board().focus();
    key('s');
    key(' ');
    key('ArrowRight');
    key(' ');
    expect(cell(2, 0)).toHaveAccessibleName(/with a star/);
    expect(cell(2, 1)).toHaveAccessibleName(/with a star/);
    key('z', { ctrlKey: true });
    key('z', { ctrlKey: true, repeat: true });
    expect(cell(2, 0)).not.toHaveAccessibleName(/with a star/);
    expect(cell(2, 1)).not.toHaveAccessibleName(/with a star/);
    // Shift+R picks red as r does; a letter in the title field is text, not a tool.
    key('R', { shiftKey: true });
    expect(screen.getByRole('button', { name: 'Red' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Title' }), { key: 'g', code: 'KeyG' });
    expect(screen.getByRole('button', { name: 'Red' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows problems in words as the level is edited, marks the cell, and turns test play off', () => {
    renderDesigner();
    board().focus();
    key('x');
    key('Enter'); // the tank's tile removed
    const problems = screen.getByTestId('design-problems');
    expect(problems).toHaveTextContent('The tank stands on a hole: put it on a tile.');
    expect(cell(2, 0)).toHaveClass('is-problem');
    expect(screen.getByRole('button', { name: 'Test play' })).toBeDisabled();
    expect(screen.getByText('Fix the problems under the board to test your level.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toHaveAccessibleDescription('Fix the problems shown first.');
  });

  it('a drag paints a stroke, and one Undo takes the whole stroke back', () => {
    renderDesigner();
    fireEvent.click(screen.getByRole('button', { name: 'Red' }));
    const hit = (r: number, c: number) => cell(r, c).querySelector('.dz-hit')!;
    // jsdom lays nothing out: the finger's cell is what elementFromPoint answers.
    let under: Element | null = null;
    document.elementFromPoint = () => under;
    fireEvent.pointerDown(hit(2, 1), { pointerId: 1, button: 0 });
    for (const c of [2, 3, 3]) {
      under = hit(2, c);
      fireEvent.pointerMove(board(), { pointerId: 1 });
    }
    fireEvent.pointerUp(board(), { pointerId: 1 });
    for (const c of [1, 2, 3]) expect(cell(2, c)).toHaveAccessibleName(`Row 3, column ${c + 1}: red tile`);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    for (const c of [1, 2, 3]) expect(cell(2, c)).toHaveAccessibleName(`Row 3, column ${c + 1}: blue tile`);
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
  });

  it('Share and Save stay off, saying why, until the level is proved', () => {
    renderDesigner();
    const share = screen.getByRole('button', { name: 'Share' });
    expect(share).toBeDisabled();
    expect(share).toHaveAccessibleDescription(/Win your level in test play first/);
    expect(screen.getByRole('button', { name: 'Save to My levels' })).toBeDisabled();
    expect(screen.getByTestId('proof-state')).toHaveTextContent('Not proved yet');
    fireEvent.click(screen.getByRole('button', { name: 'Test play' }));
    expect(screen.getByText(/Win your level with a program of your own/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to the designer' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back to the designer' }));
    expect(screen.getByRole('button', { name: 'Share' })).toBeDisabled();
  });

  it('a proved design: the par from the solver worker, a share link, Copy with a fallback, Save into My levels', async () => {
    usePlantankLevels.setState({ draft: { level: starterLevel('my-proved'), proof: PROOF } });
    renderDesigner();
    expect(screen.getByTestId('proof-state')).toHaveTextContent('Proved in 2 instructions');
    expect(await screen.findByText('Par 2: no program shorter than yours exists.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    const field = screen.getByRole('textbox', { name: 'Share link' });
    const code = (field as HTMLInputElement).value.split('#/plantank/share/')[1]!;
    const shared = decodeShare(code);
    expect(shared.level?.title).toBe('My level');
    expect(shared.program.functions.flat().every((s) => s === null)).toBe(true); // no solution unless asked

    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText(/the link is selected, copy it/)).toBeInTheDocument();
    expect(field).toHaveFocus();
    writeText.mockResolvedValue(undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText(/Copied: anyone with the link can play your level/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Save to My levels' }));
    expect(screen.getByRole('button', { name: 'Saved' })).toBeDisabled();
    expect(myLevelList(usePlantankLevels.getState()).map((l) => [l.level.title, l.par])).toEqual([['My level', 2]]);
    expect(within(document.getElementById('my-levels')!).getByText('My level')).toBeInTheDocument();

    // An edit clears the proof; Share goes off again.
    board().focus();
    key('g');
    key(' ');
    expect(screen.getByTestId('proof-state')).toHaveTextContent('Not proved yet');
    expect(screen.getByRole('button', { name: 'Share' })).toBeDisabled();
    expect(screen.queryByRole('textbox', { name: 'Share link' })).toBeNull();
  });

  it('the par search shows progress and can be cancelled (the worker is ended)', async () => {
    FakeWorker.hold = true;
    usePlantankLevels.setState({ draft: { level: starterLevel('my-proved'), proof: PROOF } });
    renderDesigner();
    // The search shows 0 tried first, then the worker's progress: wait for the progress.
    expect(await screen.findByText('Looking for the shortest solution… 1,234 programs tried, 0.5 s of 8.0 s')).toBeVisible();
    const worker = FakeWorker.last!;
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(worker.terminated).toBe(true);
    expect(screen.getByTestId('par-line')).toHaveTextContent('Search cancelled: par 2 is your own solution');
    expect(screen.getByRole('button', { name: 'Share' })).toBeEnabled();
  });

  it('a pasted RoboZZle record opens as a square level; bad text says why and changes nothing', () => {
    renderDesigner();
    const box = screen.getByLabelText(/Paste a level record from robozzle.com/);
    const openButton = screen.getByRole('button', { name: 'Open pasted level' });
    fireEvent.click(openButton);
    expect(screen.getByRole('alert')).toHaveTextContent('The box is empty');
    fireEvent.change(box, { target: { value: '{"Colors": ' } });
    fireEvent.click(openButton);
    expect(screen.getByRole('alert')).toHaveTextContent('That is not a RoboZZle level: it is not JSON.');
    fireEvent.change(box, { target: { value: '{"Colors": 5}' } });
    fireEvent.click(openButton);
    expect(screen.getByRole('alert')).toHaveTextContent(/^That RoboZZle level cannot be opened: /);
    expect(board()).toHaveAccessibleName(/7 by 5 hexagons/);

    // A LevelInfo2 record as robozzle.com sends it: numbers as strings, fields play does not need.
    const record = {
      Title: 'Corridor',
      About: {},
      Colors: Array.from({ length: 12 }, () => 'B'.repeat(16)),
      Items: Array.from({ length: 12 }, (_, r) => (r === 5 ? `#${'.'.repeat(13)}*#` : '#'.repeat(16))),
      RobotRow: '5',
      RobotCol: '1',
      RobotDir: '0',
      SubLengths: ['3', '0', '0', '0', '0'],
      AllowedCommands: '0',
      DifficultyVoteSum: '12',
    };
    fireEvent.change(box, { target: { value: JSON.stringify(record) } });
    fireEvent.click(openButton);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(board()).toHaveAccessibleName(/16 by 12 squares/);
    expect(screen.getByRole('heading', { level: 2, name: 'Corridor' })).toBeInTheDocument();
    expect(screen.getByTestId('design-problems')).toHaveTextContent('The level is well-formed');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(board()).toHaveAccessibleName(/7 by 5 hexagons/);
  });

  it('a pasted share link opens its level: the whole URL, after other words, or the bare code', () => {
    const level = { ...starterLevel('shared-one'), title: 'Sent to me' };
    const code = encodeShare({ levelId: level.id, program: '_F|||||', level });
    for (const text of [`https://example.com/app/#/plantank/share/${code}`, `Try this one:\nhttps://example.com/#/plantank/share/${code} `, code]) {
      expect(levelFromPaste(text), text).toMatchObject({ id: 'shared-one', title: 'Sent to me' });
    }
    expect(() => levelFromPaste('https://example.com/#/plantank/levels')).toThrow(PasteError);
  });

  it('My levels: edit one into the designer, delete one after a confirm', () => {
    const store = createPlantankLevelsStore({ storage: () => undefined, listen: () => () => {} });
    store.getState().save({ level: { ...starterLevel('my-kept'), title: 'Kept one' }, proof: PROOF, par: 2 });
    usePlantankLevels.setState({ mine: store.getState().mine });
    renderDesigner();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Kept one' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Kept one' })).toBeInTheDocument();
    expect(screen.getByTestId('proof-state')).toHaveTextContent('Proved in 2 instructions');
    expect(screen.getByRole('link', { name: 'Play Kept one' }).getAttribute('href')).toMatch(/#?\/plantank\/share\/1~my-kept~/);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Kept one' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('“Kept one” will be removed from this device.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(myLevelList(usePlantankLevels.getState())).toEqual([]);
  });

  it('keeps the design in progress for the next visit', () => {
    vi.useFakeTimers();
    try {
      const { unmount } = renderDesigner();
      board().focus();
      key('s');
      key('ArrowRight');
      key(' ');
      act(() => vi.advanceTimersByTime(500));
      expect(usePlantankLevels.getState().draft.level?.items[2]).toBe('.*...*#');
      key('ArrowRight');
      key(' ');
      unmount(); // before the pause: written on the way out
      expect(usePlantankLevels.getState().draft.level?.items[2]).toBe('.**..*#');
    } finally {
      vi.useRealTimers();
    }
  });
});
