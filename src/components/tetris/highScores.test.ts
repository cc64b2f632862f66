import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newGame } from '../../logic/tetris/index.ts';
import type { ScoreEntry } from '../../stores/games/tetrisProgress';
import { addScore, compareEntries, countsForScores, entryOfGame, formatCountdown, formatTime, recordsGame } from './highScores';

const entry = (score: number, timeMs = 60_000, lines = 10, date = '2025-01-01T00:00:00.000Z'): ScoreEntry => ({ score, lines, timeMs, date });

describe('which games count', () => {
  it('sprint only when done, ultra only when time ran out, marathon however it ended', () => {
    expect(countsForScores('sprint', 'goal')).toBe(true);
    expect(countsForScores('sprint', 'blockOut')).toBe(false);
    expect(countsForScores('ultra', 'timeUp')).toBe(true);
    expect(countsForScores('ultra', 'lockOut')).toBe(false);
    expect(countsForScores('marathon', 'blockOut')).toBe(true);
    expect(countsForScores('marathon', 'goal')).toBe(true);
    expect(countsForScores('marathon', null)).toBe(false);
  });
});

describe('which games are recorded', () => {
  it('never a game of 0 points in the modes ranked by score, whatever ended it', () => {
    fc.assert(
      fc.property(fc.constantFrom('marathon', 'ultra' as const), fc.constantFrom('goal', 'timeUp', 'blockOut', 'lockOut', null), (mode, result) => {
        expect(recordsGame({ mode, result, score: 0 })).toBe(false);
        expect(recordsGame({ mode, result, score: 10 })).toBe(countsForScores(mode, result));
      }),
    );
    expect(recordsGame({ mode: 'sprint', result: 'goal', score: 0 })).toBe(true);
  });
});

describe('ranking', () => {
  it('marathon and ultra by score, more lines first on a tie', () => {
    expect(compareEntries('marathon', entry(500), entry(400))).toBeLessThan(0);
    expect(compareEntries('ultra', entry(100, 1, 5), entry(100, 1, 9))).toBeGreaterThan(0);
  });

  it('sprint by time: the fastest first', () => {
    expect(compareEntries('sprint', entry(0, 50_000), entry(9999, 60_000))).toBeLessThan(0);
  });

  it('adds in place, keeps 10, reports the rank or -1', () => {
    const list = [900, 800, 700].map((s) => entry(s));
    expect(addScore('marathon', list, entry(850)).rank).toBe(1);
    expect(addScore('marathon', list, entry(850)).list.map((e) => e.score)).toEqual([900, 850, 800, 700]);
    const full = Array.from({ length: 10 }, (_, i) => entry(1000 - i * 10));
    expect(addScore('marathon', full, entry(5))).toEqual({ list: full, rank: -1 });
    expect(addScore('marathon', full, entry(2000)).list).toHaveLength(10);
    // An equal score that came later ranks after the earlier one.
    expect(addScore('marathon', [entry(500)], entry(500, 60_000, 10, '2026-01-01T00:00:00.000Z')).rank).toBe(1);
  });

  it('the list stays sorted and at most 10 long, whatever is added', () => {
    const arb = fc.record({ score: fc.nat(100_000), lines: fc.nat(200), timeMs: fc.nat(600_000), date: fc.constant('2025-01-01') });
    fc.assert(
      fc.property(fc.constantFrom('marathon' as const, 'sprint' as const), fc.array(arb, { maxLength: 30 }), (mode, entries) => {
        let list: ScoreEntry[] = [];
        for (const e of entries) list = addScore(mode, list, e).list;
        expect(list.length).toBe(Math.min(10, entries.length));
        for (let i = 1; i < list.length; i++) expect(compareEntries(mode, list[i - 1]!, list[i]!)).toBeLessThanOrEqual(0);
      }),
    );
  });
});

describe('entries and times', () => {
  it('an entry records score, lines, time, level and the marathon start', () => {
    const game = { ...newGame({ startLevel: 3, lineGoal: null }), score: 1234, lines: 12, elapsedMs: 65_432.4, level: 4 };
    expect(entryOfGame(game, 'D')).toEqual({ score: 1234, lines: 12, timeMs: 65_432, date: 'D', level: 4, start: 3, endless: true });
    expect(entryOfGame({ ...newGame({ mode: 'sprint' }) }, 'D')).not.toHaveProperty('start');
  });

  it('formats times', () => {
    expect(formatTime(83_456)).toBe('1:23.45');
    expect(formatTime(5_000, false)).toBe('0:05');
    expect(formatCountdown(119_001)).toBe('2:00');
    expect(formatCountdown(59_000)).toBe('0:59');
    expect(formatCountdown(-5)).toBe('0:00');
  });
});
