import { render, waitFor } from '@testing-library/react';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { beforeEach, describe, expect, it } from 'vitest';
import { useNotices } from '../../stores/notices';
import { defaultProgress, useProgress } from '../../stores/progress';
import PopstarRoutes from './PopstarRoutes';

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook}>
      <Route path="/popstar" nest>
        <PopstarRoutes />
      </Route>
    </Router>,
  );
  return location;
}

beforeEach(() => {
  useProgress.setState(defaultProgress());
  useNotices.setState({ notices: [] });
});

describe('PopStar start links', () => {
  it('#/popstar/play/1 starts a run on level 1 on a new device: level 1 is always open', async () => {
    const location = renderAt('/popstar/play/1');
    await waitFor(() => expect(useProgress.getState().popstar.run).not.toBeNull());
    expect(useProgress.getState().popstar.run).toMatchObject({ level: 1, startScore: 0 });
    expect(location.history.at(-1)).toBe('/popstar');
    expect(useNotices.getState().notices).toEqual([]);
  });

  it('#/popstar/play/2 on a new device says the level is not open and goes to the levels', async () => {
    const location = renderAt('/popstar/play/2');
    await waitFor(() => expect(location.history.at(-1)).toBe('/popstar/levels'));
    expect(useNotices.getState().notices.map((n) => n.text)).toEqual(['Level 2 is not open yet: reach it in a run first.']);
    expect(useProgress.getState().popstar.run).toBeNull();
  });

  it('a level that is not a number says so in words, and goes to the levels', async () => {
    const location = renderAt('/popstar/play/abc');
    await waitFor(() => expect(location.history.at(-1)).toBe('/popstar/levels'));
    expect(useNotices.getState().notices.map((n) => n.text)).toEqual(['There is no level “abc”: levels are numbered from 1.']);
  });

  it('a board number that cannot be read says the run starts on a new board', async () => {
    renderAt('/popstar/seed/@@');
    await waitFor(() => expect(useProgress.getState().popstar.run).not.toBeNull());
    expect(useNotices.getState().notices.map((n) => n.text)).toEqual(['This link\'s board number “@@” cannot be read, so the run starts on a new board.']);
  });
});
