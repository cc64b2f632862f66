import fc from 'fast-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { levelRecord, withProgram, withWin } from './games/plantankProgress';
import { levelRecordAt, recordLevelEnd, recordLevelReached } from './games/popstarProgress';
import { mergeScores, type ScoreEntry } from './games/tetrisProgress';
import { useNotices } from './notices';
import { createProgressStore, PROGRESS_KEY } from './progress';
import { createSettingsStore, SETTINGS_KEY } from './settings';
import { UNREADABLE_SUFFIX } from './syncedStore';

/**
 * Several tabs of one browser. Each tab reads and writes its own copy of localStorage, as a renderer
 * does; a write reaches the browser at once (the log, in the order the browser applies writes) and
 * reaches the other tabs later, one `deliver` at a time, each followed by that tab's storage event.
 */
class Browser {
  log: { from: number; key: string; value: string }[] = [];
  truth = new Map<string, string>();
  tabs: Tab[] = [];

  open(): Tab {
    const tab = new Tab(this, this.tabs.length);
    this.tabs.push(tab);
    return tab;
  }

  /** Deliver every pending write to every open tab, again and again, until no tab writes back. */
  settle() {
    for (let round = 0; round < 100; round++) {
      let moved = false;
      for (const tab of this.tabs) while (!tab.closed && tab.deliver()) moved = true;
      if (!moved) return;
    }
    throw new Error('the tabs never settled');
  }
}

class Tab {
  cache: Map<string, string>;
  seen: number;
  ownWrites = new Map<string, number>();
  closed = false;
  progress: ReturnType<typeof createProgressStore>;
  settings: ReturnType<typeof createSettingsStore>;

  constructor(
    private browser: Browser,
    private id: number,
  ) {
    this.cache = new Map(browser.truth);
    this.seen = browser.log.length;
    const storage = () => this.storage();
    this.progress = createProgressStore({ storage, listen: () => () => {} });
    this.settings = createSettingsStore({ storage, listen: () => () => {} });
  }

  storage(): Storage {
    return {
      getItem: (k: string) => this.cache.get(k) ?? null,
      setItem: (k: string, v: string) => {
        this.cache.set(k, v);
        this.browser.truth.set(k, v);
        this.browser.log.push({ from: this.id, key: k, value: v });
        this.ownWrites.set(k, this.browser.log.length - 1);
      },
      removeItem: (k: string) => void this.cache.delete(k),
    } as unknown as Storage;
  }

  /** The next write this tab has not seen: into its copy (unless its own later write is there) and its storage event. */
  deliver(): boolean {
    const entry = this.browser.log[this.seen];
    if (!entry) return false;
    const index = this.seen++;
    if (entry.from === this.id) return true;
    if ((this.ownWrites.get(entry.key) ?? -1) < index) this.cache.set(entry.key, entry.value);
    if (entry.key === PROGRESS_KEY) this.progress.sync.pull(entry.value);
    if (entry.key === SETTINGS_KEY) this.settings.sync.pull(entry.value);
    return true;
  }

  /**
   * A reload: the page starts again from what the browser holds. Writes made before the reload
   * began reach the page before it unloads (they take a moment; a reload takes longer).
   */
  reload() {
    while (this.deliver());
    this.cache = new Map(this.browser.truth);
    this.seen = this.browser.log.length;
    this.ownWrites.clear();
    this.progress.sync.reload();
    this.settings.sync.reload();
  }
}

const noticeTexts = () => useNotices.getState().notices.map((n) => n.text);
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

describe('model: tabs, wins, pops, scores, settings and reloads in any order', () => {
  const LEVELS = ['pt-01', 'pt-02', 'pt-03', 'pt-04'];
  type Op =
    | { kind: 'win'; tab: number; level: number; n: number; stars: number }
    | { kind: 'program'; tab: number; level: number; text: string }
    | { kind: 'pop'; tab: number; level: number; score: number }
    | { kind: 'score'; tab: number; score: number; lines: number }
    | { kind: 'setting'; tab: number; volume: number }
    | { kind: 'reload'; tab: number }
    | { kind: 'close'; tab: number }
    | { kind: 'deliver'; tab: number };
  const tab = fc.nat({ max: 2 });
  const op: fc.Arbitrary<Op> = fc.oneof(
    fc.record({ kind: fc.constant('win' as const), tab, level: fc.nat({ max: 3 }), n: fc.integer({ min: 1, max: 20 }), stars: fc.integer({ min: 1, max: 3 }) }),
    fc.record({ kind: fc.constant('program' as const), tab, level: fc.nat({ max: 3 }), text: fc.constantFrom('_F|||||', 'RF_|||||', '') }),
    fc.record({ kind: fc.constant('pop' as const), tab, level: fc.integer({ min: 1, max: 5 }), score: fc.integer({ min: 0, max: 3000 }) }),
    fc.record({ kind: fc.constant('score' as const), tab, score: fc.nat({ max: 50_000 }), lines: fc.nat({ max: 150 }) }),
    fc.record({ kind: fc.constant('setting' as const), tab, volume: fc.integer({ min: 0, max: 10 }).map((v) => v / 10) }),
    fc.record({ kind: fc.constant('reload' as const), tab }),
    fc.record({ kind: fc.constant('close' as const), tab }),
    fc.record({ kind: fc.constant('deliver' as const), tab }),
    fc.record({ kind: fc.constant('deliver' as const), tab }),
  );

  it('no progress is ever lost and every tab ends up with the same', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40 }), (ops) => {
        useNotices.setState({ notices: [] });
        const browser = new Browser();
        const tabs = [browser.open(), browser.open(), browser.open()];
        // What the tabs did, as facts that must hold at the end.
        const won = new Map<string, { stars: number; best: number }>();
        const reached = new Map<number, number>();
        let bestRun = 0;
        let scores: ScoreEntry[] = [];
        const volumes = new Set<number>([0.6]);
        ops.forEach((o, i) => {
          const t = tabs[o.tab]!;
          if (t.closed) return;
          switch (o.kind) {
            case 'win': {
              const id = LEVELS[o.level]!;
              t.progress.getState().setGame('plantank', (p) => withWin(p, id, o.n, o.stars));
              const w = won.get(id);
              won.set(id, { stars: Math.max(w?.stars ?? 0, o.stars), best: Math.min(w?.best ?? Infinity, o.n) });
              break;
            }
            case 'program':
              t.progress.getState().setGame('plantank', (p) => withProgram(p, LEVELS[o.level]!, o.text));
              break;
            case 'pop': {
              const start = o.level > 1 ? 1000 + (o.level - 2) * 2000 : 0;
              t.progress.getState().setGame('popstar', (p) => recordLevelEnd(recordLevelReached(p, o.level, start), o.level, start + o.score));
              if (!reached.has(o.level)) reached.set(o.level, start);
              bestRun = Math.max(bestRun, start + o.score);
              break;
            }
            case 'score': {
              const entry: ScoreEntry = { score: o.score, lines: o.lines, timeMs: 1000 + i, date: `2026-01-01T00:00:${String(i).padStart(2, '0')}Z` };
              t.progress.getState().setGame('tetris', (p) => ({ ...p, scores: { ...p.scores, marathon: mergeScores('marathon', p.scores.marathon, [entry]) } }));
              scores = mergeScores('marathon', scores, [entry]);
              break;
            }
            case 'setting':
              t.settings.getState().update('general', { volume: o.volume });
              volumes.add(o.volume);
              break;
            case 'reload':
              t.reload();
              break;
            case 'close':
              // Gone at once, with whatever it had not heard yet; the last open tab stays.
              if (tabs.filter((x) => !x.closed).length > 1) t.closed = true;
              break;
            case 'deliver':
              t.deliver();
              break;
          }
        });
        browser.settle();
        const views = [...tabs.filter((x) => !x.closed), browser.open()];
        for (const v of views) {
          const { plantank, popstar, tetris } = v.progress.getState();
          for (const [id, w] of won) expect(levelRecord(plantank, id)).toMatchObject({ solved: true, stars: w.stars, best: w.best });
          for (const [level, start] of reached) expect(levelRecordAt(popstar, level)?.startScore).toBeGreaterThanOrEqual(start);
          expect(popstar.best).toBe(bestRun);
          expect(tetris.scores.marathon).toEqual(scores);
          expect(volumes.has(v.settings.getState().general.volume)).toBe(true);
        }
        const shared = (v: Tab) => ({ ...v.progress.getState().plantank.levels, ...v.settings.getState().general });
        for (const v of views) expect(shared(v)).toEqual(shared(views[0]!));
        expect(noticeTexts()).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });
});
