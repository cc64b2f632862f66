import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { applyAction, fromDiagram, newGame, serialize, type Action, type TetrisState } from '../../logic/tetris/index.ts';
import { useNotices } from '../../stores/notices';
import { defaultProgress, useProgress } from '../../stores/progress';
import TetrisRoutes from './TetrisRoutes';

function renderAt(path: string) {
  const { hook } = memoryLocation({ path });
  return render(
    <Router hook={hook}>
      <Route path="/tetris" nest>
        <TetrisRoutes />
      </Route>
    </Router>,
  );
}

const CODES: Record<Action | 'start' | 'pause', string> = {
  left: 'ArrowLeft', right: 'ArrowRight', softDrop: 'ArrowDown', hardDrop: 'Space', rotateCW: 'ArrowUp', rotateCCW: 'KeyZ', hold: 'KeyC', start: 'Enter', pause: 'Escape',
};
function key(name: keyof typeof CODES) {
  act(() => {
    fireEvent.keyDown(window, { code: CODES[name] });
    fireEvent.keyUp(window, { code: CODES[name] });
  });
}
const board = () => screen.getByRole('img', { name: 'Tetris board' });
const activeOf = (s: TetrisState) => `${s.active!.type} ${s.active!.rotation} ${s.active!.x}`;

beforeEach(() => {
  useProgress.setState(defaultProgress());
  useNotices.setState({ notices: [] });
});

/** Lets the next animation frame run (what the play screen draws a frame after a change). */
const nextFrame = () => act(() => new Promise<void>((done) => requestAnimationFrame(() => done())));

describe('Tetris play screen', () => {
  it('Enter starts; keys play the engine’s moves; Esc pauses and resumes', async () => {
    renderAt('/tetris/play/marathon/1/seed/42');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tetris Marathon');
    expect(screen.getByTestId('ready-overlay')).toHaveTextContent('Press Enter or tap to start');
    key('start');
    expect(screen.queryByTestId('ready-overlay')).toBeNull();
    let s = newGame({ seed: 42 });
    expect(board()).toHaveAttribute('data-active', activeOf(s));
    for (const a of ['left', 'rotateCW', 'right', 'right'] as const) {
      key(a);
      s = applyAction(s, a);
    }
    expect(board()).toHaveAttribute('data-active', activeOf(s));
    const scoreBefore = screen.getByTestId('t-score').textContent;
    key('hardDrop');
    s = applyAction(s, 'hardDrop');
    expect(board()).toHaveAttribute('data-active', activeOf(s));
    // The HUD's numbers follow a frame later.
    expect(s.score).toBeGreaterThan(0);
    expect(screen.getByTestId('t-score').textContent).toBe(scoreBefore);
    await nextFrame();
    expect(screen.getByTestId('t-score').textContent).toBe(String(s.score));

    key('pause');
    expect(screen.getByTestId('pause-overlay')).toBeInTheDocument();
    key('left'); // ignored while paused
    expect(board()).toHaveAttribute('data-active', activeOf(s));
    key('pause');
    expect(screen.queryByTestId('pause-overlay')).toBeNull();
  });

  it('the first game key or touch button starts the game without playing it', () => {
    const s = newGame({ seed: 42 });
    const view = renderAt('/tetris/play/marathon/1/seed/42');
    key('hardDrop');
    expect(screen.queryByTestId('ready-overlay')).toBeNull();
    expect(board()).toHaveAttribute('data-active', activeOf(s));
    expect(screen.getByTestId('t-score')).toHaveTextContent('0');
    view.unmount();
    useProgress.setState(defaultProgress()); // the game left is saved: start afresh

    renderAt('/tetris/play/marathon/1/seed/42');
    const left = screen.getByRole('button', { name: 'Move left' });
    act(() => {
      fireEvent.pointerDown(left);
      fireEvent.pointerUp(left);
    });
    expect(screen.queryByTestId('ready-overlay')).toBeNull();
    expect(board()).toHaveAttribute('data-active', activeOf(s));
    act(() => {
      fireEvent.pointerDown(left);
      fireEvent.pointerUp(left);
    });
    expect(board()).toHaveAttribute('data-active', activeOf(applyAction(s, 'left')));
  });

  it('Enter on a focused link or button keeps its own meaning and does not start the game', () => {
    renderAt('/tetris/play/sprint/seed/1');
    const back = screen.getByRole('link', { name: 'Back to Arcade' });
    back.focus();
    act(() => {
      fireEvent.keyDown(back, { code: 'Enter' });
    });
    expect(screen.getByTestId('ready-overlay')).toBeInTheDocument();
    act(() => {
      fireEvent.keyDown(document.body, { code: 'Enter' });
    });
    expect(screen.queryByTestId('ready-overlay')).toBeNull();
  });

  it('ending the game shows its result; stacking to the top records a new best', () => {
    renderAt('/tetris/play/marathon/1/seed/42');
    key('start');
    key('hardDrop');
    key('pause');
    fireEvent.click(screen.getByRole('button', { name: 'End game' }));
    expect(screen.getByRole('heading', { name: 'Game ended' })).toBeInTheDocument();
    expect(useProgress.getState().tetris.scores.marathon).toEqual([]); // a stopped game does not count

    fireEvent.click(screen.getByRole('button', { name: 'Play again' }));
    expect(screen.queryByTestId('game-over')).toBeNull();
    for (let i = 0; i < 60 && !screen.queryByTestId('game-over'); i++) key('hardDrop');
    const over = screen.getByTestId('game-over');
    expect(within(over).getByText('New best!')).toBeInTheDocument();
    const [entry] = useProgress.getState().tetris.scores.marathon;
    expect(entry?.score).toBeGreaterThan(0);
    expect(screen.getByTestId('final-score')).toHaveTextContent(entry!.score.toLocaleString('en'));
    expect(useProgress.getState().tetris.saved).toBeNull();
  });

  it('plain #/tetris offers the saved game and resumes it', () => {
    let s = newGame({ seed: 9, startLevel: 4 });
    for (const a of ['hardDrop', 'left', 'hardDrop', 'rotateCW'] as const) s = applyAction(s, a);
    useProgress.setState({ tetris: { scores: { marathon: [], sprint: [], ultra: [] }, saved: serialize(s) } });
    renderAt('/tetris');
    expect(screen.getByText('You have a game in progress.')).toBeInTheDocument();
    expect(screen.getByText(/Marathon · level 4/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    expect(board()).toHaveAttribute('data-active', activeOf(s));
    expect(screen.getByTestId('t-level')).toHaveTextContent('4');
    // Pausing saves the game again.
    key('left');
    key('pause');
    expect((JSON.parse(useProgress.getState().tetris.saved!) as TetrisState).active!.x).toBe(s.active!.x - 1);
  });

  it('keys and touch buttons answer nothing while the saved game\'s choice is shown; Enter on Resume picks it', async () => {
    const s = applyAction(newGame({ seed: 9, startLevel: 6 }), 'hardDrop');
    const saved = serialize(s);
    useProgress.setState({ tetris: { scores: { marathon: [], sprint: [], ultra: [] }, saved } });
    renderAt('/tetris');
    const tap = (name: string) =>
      act(() => {
        const button = screen.getByRole('button', { name });
        fireEvent.pointerDown(button);
        fireEvent.pointerUp(button);
      });
    tap('Hard drop');
    tap('Move left');
    key('rotateCW');
    key('hardDrop');
    key('start');
    expect(screen.getByText('You have a game in progress.')).toBeInTheDocument();
    expect(useProgress.getState().tetris.saved).toBe(saved);
    expect(board()).toHaveAttribute('data-active', activeOf(s));
    // The choice's own buttons still answer, Enter on a focused one too.
    const resume = screen.getByRole('button', { name: 'Resume' });
    resume.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByTestId('ready-overlay')).toBeNull();
    expect(board()).toHaveAttribute('data-active', activeOf(s));
    // Once the game is on, the buttons and the keys play.
    tap('Move left');
    expect(board()).toHaveAttribute('data-active', activeOf(applyAction(s, 'left')));
    key('rotateCW');
    expect(board()).toHaveAttribute('data-active', activeOf(applyAction(applyAction(s, 'left'), 'rotateCW')));
  });

  it('a clear shows its callout over the board, two frames after the clear', async () => {
    // Two rows full but for the two right columns, and an O piece to fill them: a Double.
    const s = fromDiagram(['XXXXXXXX..', 'XXXXXXXX..'], { type: 'O', rotation: '0' }, { seed: 3 });
    useProgress.setState({ tetris: { scores: { marathon: [], sprint: [], ultra: [] }, saved: serialize(s) } });
    const { container } = renderAt('/tetris');
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    expect(container.querySelector('.t-callout')).toBeNull();
    for (let i = 0; i < 4; i++) key('right');
    key('hardDrop');
    // Two frames after the clear: the lock's frame and the flash's (the next) have enough to draw.
    expect(container.querySelector('.t-callout')).toBeNull();
    await nextFrame();
    expect(container.querySelector('.t-callout')).toBeNull();
    await nextFrame();
    expect(container.querySelector('.t-callout-title')).toHaveTextContent('Double');
  });

  it('"New game" drops the saved game and starts Marathon at level 1', () => {
    const s = applyAction(newGame({ seed: 9, startLevel: 6 }), 'hardDrop');
    useProgress.setState({ tetris: { scores: { marathon: [], sprint: [], ultra: [] }, saved: serialize(s) } });
    renderAt('/tetris');
    fireEvent.click(screen.getByRole('button', { name: 'New game: Marathon from level 1' }));
    expect(useProgress.getState().tetris.saved).toBeNull();
    expect(screen.getByTestId('t-level')).toHaveTextContent('1');
    expect(screen.queryByTestId('ready-overlay')).toBeNull();
  });

  it('a mode\'s own route offers the saved game too, and never drops it unasked', () => {
    let s = newGame({ seed: 9, startLevel: 6 });
    for (const a of ['hardDrop', 'left', 'hardDrop'] as const) s = applyAction(s, a);
    const saved = serialize(s);
    useProgress.setState({ tetris: { scores: { marathon: [], sprint: [], ultra: [] }, saved } });
    const view = renderAt('/tetris/play/sprint');
    expect(screen.getByText(/Marathon · level 6/)).toBeInTheDocument();
    // Enter answers nothing while a choice is shown: the save stays.
    key('start');
    expect(useProgress.getState().tetris.saved).toBe(saved);
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    expect(board()).toHaveAttribute('data-active', activeOf(s));
    expect(screen.getByTestId('t-level')).toHaveTextContent('6');
    view.unmount();

    renderAt('/tetris/play/marathon/5');
    fireEvent.click(screen.getByRole('button', { name: 'New game: Marathon from level 5' }));
    expect(useProgress.getState().tetris.saved).toBeNull();
    expect(screen.getByTestId('t-level')).toHaveTextContent('5');
  });

  it('a corrupt save gets a notice and is dropped', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    useProgress.setState({ tetris: { scores: { marathon: [], sprint: [], ultra: [] }, saved: '{"version":1,"width":"ten"}' } });
    renderAt('/tetris');
    // The player's words say it was dropped; what was wrong (English, naming the field) is for the console.
    expect(useNotices.getState().notices.map((n) => n.text).join()).toBe('Your saved Tetris game could not be read and was dropped.');
    expect(warn).toHaveBeenCalledWith('Tetris save dropped:', expect.stringMatching(/width/));
    expect(useProgress.getState().tetris.saved).toBeNull();
    expect(screen.getByTestId('ready-overlay')).toHaveTextContent('Press Enter or tap to start');
  });

  it('a bad play route says what is wrong, with a way to the modes', () => {
    renderAt('/tetris/play/marathon/99');
    expect(screen.getByRole('alert')).toHaveTextContent('This link does not open a game');
    expect(screen.getByText('Marathon starts at a level from 1 to 15, and this link asks for “99”.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a mode' })).toBeInTheDocument();
  });
});

describe('Tetris modes screen', () => {
  it('offers 15 start levels, endless or not, sprint and ultra', () => {
    renderAt('/tetris/levels');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tetris');
    const tiles = screen.getAllByRole('link', { name: /^Marathon from level \d+/ });
    expect(tiles).toHaveLength(15);
    expect(tiles[6]).toHaveAttribute('href', '/tetris/play/marathon/7');
    fireEvent.click(screen.getByRole('button', { name: 'Endless' }));
    expect(screen.getByRole('link', { name: /^Marathon from level 7, endless/ })).toHaveAttribute('href', '/tetris/play/marathon/7/endless');
    expect(screen.getByRole('link', { name: 'Play Sprint' })).toHaveAttribute('href', '/tetris/play/sprint');
    expect(screen.getByRole('link', { name: 'Play Ultra' })).toHaveAttribute('href', '/tetris/play/ultra');
  });

  it('shows the top 10 of each mode and a saved game to continue', () => {
    const date = '2025-03-04T10:00:00.000Z';
    useProgress.setState({
      tetris: {
        scores: {
          marathon: [{ score: 12345, lines: 40, timeMs: 200_000, date, level: 5, start: 1 }],
          sprint: [{ score: 5000, lines: 40, timeMs: 83_456, date }],
          ultra: [],
        },
        saved: 'x',
      },
    });
    renderAt('/tetris/levels');
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/tetris');
    expect(screen.getByTestId('scores-marathon')).toHaveTextContent('12,345');
    expect(screen.getByRole('link', { name: 'Marathon from level 1, best 12,345' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sprint' }));
    expect(screen.getByTestId('scores-sprint')).toHaveTextContent('1:23.45');
    expect(screen.getByText('Best 1:23.45')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Ultra' }));
    expect(screen.getByTestId('scores-ultra')).toHaveTextContent('No scores yet');
  });
});

describe('Tetris links that lead nowhere', () => {
  it('an unknown screen says which path is wrong and leads to the modes', () => {
    renderAt('/tetris/xyz');
    expect(screen.getByRole('alert')).toHaveTextContent('Nothing is here');
    expect(screen.getByText('Tetris has no page at “/xyz”: the link may be mistyped or out of date.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a mode' })).toBeInTheDocument();
  });

  it('a game link with an unknown mode names it', () => {
    renderAt('/tetris/play/zen');
    expect(screen.getByText('Tetris has no mode called “zen”: the modes are Marathon, Sprint and Ultra.')).toBeInTheDocument();
  });
});
