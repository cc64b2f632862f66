import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { levelRecord, withProgram, withWin } from './games/plantankProgress';
import { levelRecordAt, recordLevelEnd, recordLevelReached } from './games/popstarProgress';
import { mergeScores, type ScoreEntry } from './games/tetrisProgress';
import { useNotices } from './notices';
import { Browser, noticeTexts, type Tab } from './syncedStoreTestKit';

// A model of what several tabs do, in any order. The cases one by one: syncedStore.test.ts.
beforeEach(() => useNotices.setState({ notices: [] }));

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
