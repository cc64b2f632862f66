import { describe, expect, it } from 'vitest';
import { levelRecordAt, popstarProgress, reachedLevels, recordLevelEnd, recordLevelReached, recordRunScore, validateRun } from './popstarProgress';

const RUN = { seed: 12, level: 3, startScore: 4100, moves: [[9, 0], [8, 3]], hintsLeft: 2, bestAtStart: 5000 };

describe('popstar progress: the saved run', () => {
  it('accepts exactly the shape the game writes', () => {
    expect(validateRun(RUN)).toEqual(RUN);
    expect(popstarProgress.validate({ best: 0, levels: {}, run: RUN })?.run).toEqual(RUN);
    expect(popstarProgress.validate({ best: 0, levels: {}, run: null })?.run).toBeNull();
    // A hint paid for on the current board is kept with it; a save without one (older) reads the same.
    expect(validateRun({ ...RUN, hintCell: [4, 5] })).toEqual({ ...RUN, hintCell: [4, 5] });
    expect(validateRun({ ...RUN, hintCell: null })).toEqual(RUN);
  });

  it('rejects anything else, and a bad run rejects the section', () => {
    const bad: unknown[] = [
      null,
      [],
      { ...RUN, level: 0 },
      { ...RUN, seed: -1 },
      { ...RUN, seed: 2 ** 32 },
      { ...RUN, startScore: 1.5 },
      { ...RUN, moves: [[1]] },
      { ...RUN, moves: [[1, 2, 3]] },
      { ...RUN, moves: [[-1, 2]] },
      { ...RUN, moves: 'x' },
      { ...RUN, hintsLeft: undefined },
      { ...RUN, hintCell: [4] },
      { ...RUN, hintCell: 'x' },
    ];
    for (const v of bad) expect(validateRun(v)).toBeNull();
    expect(validateRun({ ...RUN, level: 10_000 })).toBeNull();
  });

  it('a bad run or level record is left out alone, and the rest of the section is kept', () => {
    const dropped: string[] = [];
    const p = popstarProgress.validate(
      {
        best: 9000,
        levels: { 0: { startScore: 0, best: 0 }, 2: { startScore: 1100, best: 4000 }, 3: { startScore: 10, best: 0 }, 10000000: { startScore: 1, best: 1 } },
        run: { ...RUN, level: 'two' },
      },
      (w) => dropped.push(w),
    );
    expect(p).toMatchObject({ best: 9000, run: null });
    expect({ ...p!.levels }).toEqual({ 2: { startScore: 1100, best: 4000 } });
    expect(dropped).toEqual(['level "0"', 'level "3"', 'level "10000000"', 'the run in progress']);
  });

  it('a saved __proto__ level never becomes what lookups find', () => {
    const saved = JSON.parse('{"best":0,"levels":{"__proto__":{"startScore":99999,"best":0}},"run":null}');
    const p = popstarProgress.validate(saved)!;
    expect(levelRecordAt(p, 1)).toBeUndefined();
    expect(reachedLevels(p)).toEqual([]);
    expect(Object.getPrototypeOf(p.levels)).toBeNull();
  });
});

describe('popstar progress: records', () => {
  const p = { best: 3000, levels: { 1: { startScore: 0, best: 3000 } }, run: null };

  it('a level keeps the score it was FIRST reached with', () => {
    const once = recordLevelReached(p, 2, 1200);
    expect(once.levels[2]).toEqual({ startScore: 1200, best: 0 });
    expect(recordLevelReached(once, 2, 2600).levels[2]).toEqual({ startScore: 1200, best: 0 });
  });

  it('a level end raises the level best and the best run, never lowers them', () => {
    const reached = recordLevelReached(p, 2, 1200);
    expect(recordLevelEnd(reached, 2, 3500)).toMatchObject({ best: 3500, levels: { 2: { startScore: 1200, best: 3500 } } });
    const lower = recordLevelEnd(recordLevelEnd(reached, 2, 3500), 2, 2000);
    expect(lower).toMatchObject({ best: 3500, levels: { 2: { best: 3500 } } });
  });

  it('a run ended by the player counts for the best run only', () => {
    expect(recordRunScore(p, 3100)).toEqual({ ...p, best: 3100 });
    expect(recordRunScore(p, 10)).toBe(p);
  });
});
