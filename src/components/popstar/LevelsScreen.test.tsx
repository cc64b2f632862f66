import { fireEvent, render, screen, within } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { generateLevel } from '../../logic/popstar/index.ts';
import { useNotices } from '../../stores/notices';
import { defaultProgress, PROGRESS_KEY, useProgress } from '../../stores/progress';
import { LevelsScreen, levelTiles, tileScore } from './LevelsScreen';

function renderLevels() {
  const location = memoryLocation({ path: '/popstar/levels', record: true });
  render(
    <Router hook={location.hook}>
      <LevelsScreen />
    </Router>,
  );
  return location;
}

const PROGRESS = {
  best: 4100,
  levels: { 1: { startScore: 0, best: 1500 }, 2: { startScore: 1500, best: 4100 }, 3: { startScore: 4100, best: 0 } },
  run: null,
};

beforeEach(() => useProgress.setState(defaultProgress()));

describe('levelTiles', () => {
  it('cleared, open and locked states; level 1 is always open; full rows with room to grow', () => {
    const tiles = levelTiles(PROGRESS);
    expect(tiles.slice(0, 5).map((t) => t.state)).toEqual(['cleared', 'cleared', 'open', 'locked', 'locked']);
    expect(tiles[2]).toMatchObject({ level: 3, startScore: 4100 });
    expect(tiles).toHaveLength(12);
    expect(levelTiles(defaultProgress().popstar)[0]!.state).toBe('open');
    const far = { ...PROGRESS, levels: { ...PROGRESS.levels, 13: { startScore: 25000, best: 0 } } };
    expect(levelTiles(far)).toHaveLength(24);
  });
});

describe('PopStar levels screen', () => {
  it('a save naming a far level loads fast, leaves that record out, and shows one page of tiles', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(
      PROGRESS_KEY,
      JSON.stringify({ state: { popstar: { best: 1500, levels: { 1: { startScore: 0, best: 1500 }, 10000000: { startScore: 1, best: 1 } }, run: null } }, version: 1 }),
    );
    useProgress.sync.reload();
    renderLevels();
    expect(screen.getAllByRole('button', { name: /^Level \d+,/ })).toHaveLength(12);
    expect(useNotices.getState().notices.map((n) => n.text).join(' ')).toMatch(/One saved record of your PopStar progress could not be read and was left out/);
    // Which record, for whoever reads the console.
    expect(warn.mock.calls.flat().join(' ')).toMatch(/records left out: level "10000000"/);
    warn.mockRestore();
  });

  it('far levels are shown a page at a time, opening on the page of the highest level reached', () => {
    const top = 9999;
    const levels = { 1: { startScore: 0, best: 1500 }, [top]: { startScore: 1000 + (top - 2) * 2000, best: 0 } };
    useProgress.setState({ popstar: { best: 1500, levels, run: null } });
    renderLevels();
    expect(screen.getByText('Levels 9961–10008')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Level \d+,/ })).toHaveLength(48);
    expect(screen.getByRole('button', { name: /^Level 9999, open/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Later' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Earlier' }));
    expect(screen.getByText('Levels 9901–9960')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Level \d+,/ })).toHaveLength(60);
  });

  it('shows the best run and a tile per level with its state and best score', () => {
    useProgress.setState({ popstar: PROGRESS });
    renderLevels();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('PopStar levels');
    expect(screen.getByTestId('popstar-best-run')).toHaveTextContent('4,100');
    expect(screen.getByRole('button', { name: /^Level 2, cleared, best 4,100/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /^Level 3, open\. Start a run here from 4,100 points/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Level 4, locked' })).toBeDisabled();
  });

  it('a tile names its two scores: the start of a run from it, and the best reached', () => {
    useProgress.setState({ popstar: { best: 2175, levels: { 1: { startScore: 0, best: 1175 }, 2: { startScore: 1175, best: 2175 } }, run: null } });
    renderLevels();
    const scores = (level: number) =>
      within(screen.getByRole('button', { name: new RegExp(`^Level ${level},`) }))
        .getByTestId('level-tile-scores')
        .textContent;
    expect(scores(2)).toBe('start 1,175best 2,175');
    expect(scores(1)).toBe('start 0best 1,175');
    expect(tileScore(98_765)).toBe('98,765');
    expect(tileScore(123_456)).toBe('123K');
    expect(tileScore(12_345_678)).toBe('12.3M');
  });

  it('with no run in progress, a tile starts a run from that level at once', () => {
    useProgress.setState({ popstar: PROGRESS });
    const location = renderLevels();
    fireEvent.click(screen.getByRole('button', { name: /^Level 3,/ }));
    expect(location.history.at(-1)).toBe('/popstar/play/3');
    fireEvent.click(screen.getByRole('button', { name: 'New run' }));
    expect(location.history.at(-1)).toBe('/popstar/new');
  });

  it('with a run in progress: continue it, or confirm before starting another', () => {
    const { certificate } = generateLevel(2, 99);
    const run = { seed: 99, level: 2, startScore: 1500, moves: certificate.slice(0, 1), hintsLeft: 3, bestAtStart: 0 };
    useProgress.setState({ popstar: { ...PROGRESS, run } });
    const location = renderLevels();
    expect(screen.getByRole('link', { name: 'Continue the run on level 2' })).toHaveAttribute('href', '/popstar');
    fireEvent.click(screen.getByRole('button', { name: /^Level 1,/ }));
    expect(screen.getByRole('heading', { name: 'Start a new run?' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Keep my run' }));
    expect(location.history.at(-1)).toBe('/popstar/levels');
    fireEvent.click(screen.getByRole('button', { name: /^Level 1,/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Start from level 1' }));
    expect(location.history.at(-1)).toBe('/popstar/new');
  });
});
