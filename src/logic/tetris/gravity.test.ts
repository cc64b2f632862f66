import { describe, expect, it } from 'vitest';
import { advance, applyAction, fromDiagram, ghostCells, activeCells, msPerRow, newGame } from './index.ts';
import { GRAVITY_20G_MS_PER_ROW } from './gravity.ts';

describe('msPerRow: the Guideline gravity curve', () => {
  it('matches the spec values', () => {
    expect(msPerRow(1)).toBe(1000);
    expect(msPerRow(5)).toBeCloseTo(355, 0);
    expect(msPerRow(10)).toBeCloseTo(64, 0);
    expect(msPerRow(15)).toBeCloseTo(7.1, 1);
  });

  it('is capped at 20G (20 rows per 1/60 s) from level 19 on', () => {
    expect(GRAVITY_20G_MS_PER_ROW).toBeCloseTo(1000 / 1200, 10);
    expect(msPerRow(18)).toBeGreaterThan(GRAVITY_20G_MS_PER_ROW);
    for (const level of [19, 20, 25, 30, 116, 301]) expect(msPerRow(level)).toBe(GRAVITY_20G_MS_PER_ROW);
  });

  it('only gets faster as the level rises', () => {
    for (let level = 1; level < 30; level++) expect(msPerRow(level + 1)).toBeLessThanOrEqual(msPerRow(level));
  });
});

describe('gravity in advance', () => {
  it('level 1: one row after 1000 ms of game time, however it is sliced', () => {
    const start = newGame({ seed: 3 });
    const y0 = start.active?.y ?? NaN;
    expect(advance(start, 999).active?.y).toBe(y0);
    expect(advance(advance(start, 999), 1).active?.y).toBe(y0 + 1);
    let sliced = start;
    for (let i = 0; i < 10; i++) sliced = advance(sliced, 100);
    expect(sliced.active?.y).toBe(y0 + 1);
  });

  it('applies rows per elapsed time: 5000 ms at level 1 drop 5 rows in one call', () => {
    const start = newGame({ seed: 3 });
    expect(advance(start, 5000).active?.y).toBe((start.active?.y ?? NaN) + 5);
  });

  it('level 15 (about 7.06 ms a row) falls 2 rows in a 16 ms frame and 4 in two', () => {
    const start = newGame({ seed: 3, startLevel: 15 });
    const y0 = start.active?.y ?? NaN;
    const one = advance(start, 16);
    expect(one.active?.y).toBe(y0 + 2);
    expect(advance(one, 16).active?.y).toBe(y0 + 4);
  });

  it('20G: the piece is on the ground as soon as it spawns and after every move', () => {
    const start = newGame({ seed: 3, startLevel: 20 });
    expect(activeCells(start)).toEqual(ghostCells(start));
    const stepped = applyAction(start, 'left');
    expect(activeCells(stepped)).toEqual(ghostCells(stepped));
  });

  it('20G: sliding over a hole drops the piece into it', () => {
    // An O slides left along a floor with a 2-wide hole at columns 0-1.
    const start = fromDiagram(['....oo....', '....oo....', '..XXXXXXXX'], { type: 'O', rotation: '0' }, { level: 20 });
    const moved = ['left', 'left', 'left', 'left'].reduce((s, a) => applyAction(s, a as 'left'), start);
    expect(moved.active).toMatchObject({ x: 0 });
    expect(activeCells(moved).map((c) => c.y).sort()).toEqual([18, 18, 19, 19]);
  });

  it('a level every 10 lines, from the start level', () => {
    const single = ['.........i', '.........i', '.........i', '.........i', 'XXXXXXXXX.'];
    const s1 = applyAction({ ...fromDiagram(single, { type: 'I', rotation: 'R' }), lines: 9 }, 'hardDrop');
    expect(s1).toMatchObject({ lines: 10, level: 2 });
    const s5 = applyAction({ ...fromDiagram(single, { type: 'I', rotation: 'R' }, { level: 5 }), lines: 19 }, 'hardDrop');
    expect(s5).toMatchObject({ lines: 20, level: 7 });
  });

  it('scores with the level before the clear', () => {
    const single = ['.........i', '.........i', '.........i', '.........i', 'XXXXXXXXX.'];
    const s = applyAction({ ...fromDiagram(single, { type: 'I', rotation: 'R' }, { level: 3 }), lines: 9 }, 'hardDrop');
    expect(s.level).toBe(4);
    expect(s.lastClear?.points).toBe(300);
  });
});
