import { beforeEach, describe, expect, it, vi } from 'vitest';
import { levelRecord, withWin } from './games/plantankProgress';
import { levelRecordAt, recordLevelEnd, recordLevelReached } from './games/popstarProgress';
import { useNotices } from './notices';
import { PROGRESS_KEY } from './progress';
import { UNREADABLE_SUFFIX } from './syncedStore';
import { Browser, noticeTexts } from './syncedStoreTestKit';

// Two tabs, saves from another version, bad records. Any order of what tabs do: syncedStore.tabsModel.test.ts.
beforeEach(() => useNotices.setState({ notices: [] }));

describe('two tabs', () => {
  it('a level won in one tab survives a pop in a tab opened before it', () => {
    const browser = new Browser();
    const a = browser.open();
    const b = browser.open();
    a.progress.getState().setGame('plantank', (p) => withWin(p, 'pt-01', 3, 3));
    // B has not had A's storage event yet when it saves a pop.
    b.progress.getState().setGame('popstar', (p) => recordLevelEnd(recordLevelReached(p, 1, 0), 1, 1200));
    browser.settle();
    const fresh = browser.open();
    expect(levelRecord(fresh.progress.getState().plantank, 'pt-01')).toMatchObject({ solved: true, stars: 3 });
    expect(fresh.progress.getState().popstar.best).toBe(1200);
    for (const tab of [a, b]) expect(levelRecord(tab.progress.getState().plantank, 'pt-01').solved).toBe(true);
  });

  it('a tab that has seen the other tab write merges before its own write', () => {
    const browser = new Browser();
    const a = browser.open();
    const b = browser.open();
    a.progress.getState().setGame('plantank', (p) => withWin(p, 'pt-01', 3, 3));
    b.deliver();
    expect(levelRecord(b.progress.getState().plantank, 'pt-01').solved).toBe(true);
    b.progress.getState().setGame('plantank', (p) => withWin(p, 'pt-02', 5, 2));
    const stored = JSON.parse(browser.truth.get(PROGRESS_KEY)!).state.plantank.levels;
    expect(Object.keys(stored).sort()).toEqual(['pt-01', 'pt-02']);
  });

  it('a reset in one tab wins over the progress another tab still holds', () => {
    const browser = new Browser();
    const a = browser.open();
    a.progress.getState().setGame('plantank', (p) => withWin(p, 'pt-01', 3, 3));
    const b = browser.open();
    expect(levelRecord(b.progress.getState().plantank, 'pt-01').solved).toBe(true);
    a.progress.getState().resetGame('plantank');
    browser.settle();
    expect(levelRecord(b.progress.getState().plantank, 'pt-01').solved).toBe(false);
    b.progress.getState().setGame('plantank', (p) => withWin(p, 'pt-02', 5, 2));
    browser.settle();
    for (const tab of [a, b, browser.open()]) {
      expect(Object.keys(tab.progress.getState().plantank.levels)).toEqual(['pt-02']);
    }
  });

  it('the run in progress is the one saved last, and the tab whose run was replaced hears of it', () => {
    const browser = new Browser();
    const a = browser.open();
    const b = browser.open();
    const run = (seed: number) => ({ seed, level: 1, startScore: 0, moves: [], hintsLeft: 3, bestAtStart: 0 });
    a.progress.getState().setGame('popstar', (p) => ({ ...p, run: run(1) }));
    const heard: number[] = [];
    a.progress.sync.onExternalChange((before, after) => {
      if (before.popstar.run?.seed !== after.popstar.run?.seed) heard.push(after.popstar.run?.seed ?? -1);
    });
    b.progress.getState().setGame('popstar', (p) => ({ ...p, run: run(2) }));
    browser.settle();
    expect(a.progress.getState().popstar.run?.seed).toBe(2);
    expect(heard).toEqual([2]);
  });

  it('settings changed in two tabs: each change is kept, and every tab ends with the same', () => {
    const browser = new Browser();
    const a = browser.open();
    const b = browser.open();
    a.settings.getState().update('general', { volume: 0.2 });
    browser.settle();
    b.settings.getState().update('tetris', { das: 120 });
    browser.settle();
    for (const tab of [a, b, browser.open()]) {
      expect(tab.settings.getState().general.volume).toBe(0.2);
      expect(tab.settings.getState().tetris.das).toBe(120);
    }
  });
});

describe('saves from another version', () => {
  const envelope = (version: unknown) => JSON.stringify({ state: { popstar: { best: 4000, levels: {}, run: null } }, version });

  it('a newer save is never written over, and the player is told', () => {
    const browser = new Browser();
    browser.truth.set(PROGRESS_KEY, envelope(2));
    const tab = browser.open();
    expect(tab.progress.getState().popstar.best).toBe(4000);
    expect(tab.progress.sync.readOnly()).toBe(true);
    tab.progress.getState().setGame('plantank', (p) => withWin(p, 'pt-01', 3, 3));
    expect(levelRecord(tab.progress.getState().plantank, 'pt-01').solved).toBe(true);
    expect(browser.truth.get(PROGRESS_KEY)).toBe(envelope(2));
    expect(noticeTexts().join(' ')).toMatch(/newer version of Brickworks has saved your progress/);
  });

  it.each([0, 1.5, -3])('a save labelled version %j is not relabelled: it is kept aside and reported', (version) => {
    const browser = new Browser();
    browser.truth.set(PROGRESS_KEY, envelope(version));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const tab = browser.open();
    expect(tab.progress.getState().popstar.best).toBe(0);
    expect(noticeTexts().join(' ')).toContain(`could not read your saved progress (it names a version this app does not know: ${version})`);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`(${version})`));
    tab.progress.getState().setGame('plantank', (p) => withWin(p, 'pt-01', 3, 3));
    expect(browser.truth.get(PROGRESS_KEY + UNREADABLE_SUFFIX)).toBe(envelope(version));
  });

  // A missing or non-number version names no version: the notice says so, the raw value is for the console.
  it.each([undefined, '1', null, { n: 1 }])('a save with version %j says it names no version', (version) => {
    const browser = new Browser();
    browser.truth.set(PROGRESS_KEY, envelope(version));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const tab = browser.open();
    expect(tab.progress.getState().popstar.best).toBe(0);
    expect(noticeTexts()).toEqual([expect.stringContaining('could not read your saved progress (it does not say which version saved it)')]);
    expect(noticeTexts().join(' ')).not.toMatch(/none|null|"1"|does not know/);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`(${JSON.stringify(version) ?? 'none'})`));
    tab.progress.getState().setGame('plantank', (p) => withWin(p, 'pt-01', 3, 3));
    expect(browser.truth.get(PROGRESS_KEY + UNREADABLE_SUFFIX)).toBe(envelope(version));
  });
});

describe('a bad record costs only itself', () => {
  it('a __proto__ level, a huge level number and a bad run are left out; the rest loads and the player is told', () => {
    const browser = new Browser();
    const text =
      '{"state":{"popstar":{"best":5000,"levels":{"__proto__":{"startScore":99999,"best":0},"10000000":{"startScore":1,"best":1},"2":{"startScore":1500,"best":5000}},"run":{"seed":1}},' +
      '"plantank":{"levels":{"__proto__":{"solved":true,"stars":3,"best":1,"program":""},"pt-01":{"solved":true,"stars":2,"best":4,"program":""}}}},"version":1}';
    browser.truth.set(PROGRESS_KEY, text);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const tab = browser.open();
    const { popstar, plantank } = tab.progress.getState();
    expect(popstar.best).toBe(5000);
    expect(levelRecordAt(popstar, 2)).toEqual({ startScore: 1500, best: 5000 });
    expect(levelRecordAt(popstar, 1)).toBeUndefined();
    expect(popstar.run).toBeNull();
    expect(levelRecord(plantank, 'pt-01').stars).toBe(2);
    expect(levelRecord(plantank, 'pt-02').solved).toBe(false);
    // Which records: in English, for the console; the notice counts them in the player's words.
    expect(noticeTexts()).toEqual([
      expect.stringMatching(/^3 saved records of your PopStar progress could not be read and were left out\. /),
      expect.stringMatching(/^One saved record of your Plan Tank progress could not be read and was left out\. /),
    ]);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/records left out: level "10000000", level "__proto__", the run in progress$/));
    expect(browser.truth.get(PROGRESS_KEY + UNREADABLE_SUFFIX)).toBe(text);
  });
});
