import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { newGame, type GameResult, type TetrisState } from '../../logic/tetris/index.ts';
import { defaultProgress, useProgress } from '../../stores/progress';
import { GameOverDialog } from './GameOverDialog';
import { recordEnd, type GameEnd } from './useTetrisSession';

// jsdom has no <dialog> methods: the dialog opens by its attribute.
beforeEach(() => {
  useProgress.setState(defaultProgress());
});

function ended(mode: TetrisState['mode'], result: GameResult | null, patch: Partial<TetrisState> = {}): TetrisState {
  return { ...newGame({ seed: 3, mode }), status: 'over', result, ...patch };
}

function show(end: GameEnd) {
  render(<GameOverDialog end={end} onPlayAgain={() => {}} />);
  return screen.getByTestId('game-over');
}

/** The labels of the big number and the stats under it. */
function labels(panel: HTMLElement): string[] {
  return [...panel.querySelectorAll('[data-stat-label]')].map((e) => e.textContent ?? '');
}

describe('the game-over panel', () => {
  it('a Sprint the player ended shows its score once', () => {
    const panel = show(recordEnd('stopped', ended('sprint', null, { score: 1200, lines: 7 })));
    expect(labels(panel).filter((l) => l === 'Score')).toHaveLength(1);
    expect(new Set(labels(panel)).size).toBe(labels(panel).length);
  });

  it('a finished Sprint shows its time once', () => {
    const panel = show(recordEnd('over', ended('sprint', 'goal', { score: 5000, lines: 40, elapsedMs: 61_230 })));
    expect(labels(panel).filter((l) => l === 'Time')).toHaveLength(1);
    expect(screen.getByTestId('final-score')).toHaveTextContent('1:01.23');
  });

  it('a topped-out Ultra says it was not recorded and why, as a Sprint does', () => {
    const end = recordEnd('over', ended('ultra', 'blockOut', { score: 800, lines: 4 }));
    expect(end.counted).toBe(false);
    show(end);
    expect(screen.getByText(/Topped out/)).toBeInTheDocument();
    expect(screen.getByText(/Play the full 2 minutes to set a score/)).toBeInTheDocument();
    expect(useProgress.getState().tetris.scores.ultra).toEqual([]);
  });

  it('a topped-out Sprint says why it was not recorded', () => {
    show(recordEnd('over', ended('sprint', 'blockOut', { score: 800, lines: 4 })));
    expect(screen.getByText(/Finish all 40 lines to set a time/)).toBeInTheDocument();
  });

  it('a 0-point Ultra is no best and does not enter the top 10', () => {
    const end = recordEnd('over', ended('ultra', 'timeUp', { score: 0, elapsedMs: 120_000 }));
    expect(end).toMatchObject({ counted: false, rank: -1 });
    expect(useProgress.getState().tetris.scores.ultra).toEqual([]);
    show(end);
    expect(screen.queryByText(/New best/i)).toBeNull();
    expect(screen.getByText(/No points/)).toBeInTheDocument();
  });

  it('a 0-point Marathon does not enter the top 10 either; a scoring one does, as the best', () => {
    expect(recordEnd('over', ended('marathon', 'blockOut', { score: 0 }))).toMatchObject({ counted: false, rank: -1 });
    const end = recordEnd('over', ended('marathon', 'blockOut', { score: 40 }));
    expect(end).toMatchObject({ counted: true, rank: 0 });
    show(end);
    expect(screen.getByText(/New best/i)).toBeInTheDocument();
  });
});
