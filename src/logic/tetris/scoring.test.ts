import { describe, expect, it } from 'vitest';
import { applyAction, fromDiagram, type TetrisState } from './index.ts';
import { clearPoints, isDifficult, type TSpin } from './scoring.ts';

const plain = { backToBack: false, combo: 0, perfectClear: false };

describe('clearPoints: the scoring table (spec "Scoring")', () => {
  const rows: [string, number, TSpin, number][] = [
    ['Single', 1, 'none', 100],
    ['Double', 2, 'none', 300],
    ['Triple', 3, 'none', 500],
    ['Tetris', 4, 'none', 800],
    ['T-spin Mini no lines', 0, 'mini', 100],
    ['T-spin Mini Single', 1, 'mini', 200],
    ['T-spin Mini Double', 2, 'mini', 400],
    ['T-spin no lines', 0, 'full', 400],
    ['T-spin Single', 1, 'full', 800],
    ['T-spin Double', 2, 'full', 1200],
    ['T-spin Triple', 3, 'full', 1600],
  ];
  for (const [name, lines, tspin, perLevel] of rows) {
    it(`${name}: ${perLevel} x level`, () => {
      expect(clearPoints({ ...plain, lines, tspin, level: 1 })).toBe(perLevel);
      expect(clearPoints({ ...plain, lines, tspin, level: 7 })).toBe(perLevel * 7);
    });
  }

  it('a lock with no lines and no T-spin scores nothing', () => {
    expect(clearPoints({ ...plain, lines: 0, tspin: 'none', level: 5 })).toBe(0);
  });

  it('back-to-back multiplies the action by 1.5', () => {
    expect(clearPoints({ ...plain, lines: 4, tspin: 'none', level: 2, backToBack: true })).toBe(2400);
    expect(clearPoints({ ...plain, lines: 2, tspin: 'full', level: 1, backToBack: true })).toBe(1800);
    expect(clearPoints({ ...plain, lines: 1, tspin: 'mini', level: 1, backToBack: true })).toBe(300);
  });

  it('combo adds 50 x combo x level, outside the back-to-back multiplier', () => {
    expect(clearPoints({ ...plain, lines: 1, tspin: 'none', level: 3, combo: 2 })).toBe(300 + 300);
    expect(clearPoints({ ...plain, lines: 4, tspin: 'none', level: 1, combo: 1, backToBack: true })).toBe(1200 + 50);
  });

  it('perfect clear bonus: 800 / 1200 / 1800 / 2000, back-to-back Tetris 3200, x level', () => {
    const pc = { ...plain, perfectClear: true, tspin: 'none' as const, level: 2 };
    expect(clearPoints({ ...pc, lines: 1 })).toBe(200 + 1600);
    expect(clearPoints({ ...pc, lines: 2 })).toBe(600 + 2400);
    expect(clearPoints({ ...pc, lines: 3 })).toBe(1000 + 3600);
    expect(clearPoints({ ...pc, lines: 4 })).toBe(1600 + 4000);
    expect(clearPoints({ ...pc, lines: 4, backToBack: true })).toBe(2400 + 6400);
  });

  it('difficult clears are Tetrises and line-clearing T-spins, mini included', () => {
    expect(isDifficult(4, 'none')).toBe(true);
    expect(isDifficult(3, 'none')).toBe(false);
    expect(isDifficult(1, 'mini')).toBe(true);
    expect(isDifficult(0, 'full')).toBe(false);
  });
});

/** Four rows with column 9 open, an I standing above the well; `top` rows sit above them. */
function tetrisReady(top: string[], options: { level?: number; seed?: number } = {}): TetrisState {
  const well = 'XXXXXXXXX.';
  return fromDiagram(
    ['.........i', '.........i', '.........i', '.........i', ...top, well, well, well, well],
    { type: 'I', rotation: 'R' },
    options,
  );
}

describe('scoring in play', () => {
  it('hard drop scores 2 per row and the Tetris 800 x level; lastClear.points excludes drop points', () => {
    const after = applyAction(tetrisReady(['X.........'], { level: 2 }), 'hardDrop');
    // Column 9 is open in the 'X.........' row too, so the I falls 5 rows to the floor.
    expect(after.lastClear).toMatchObject({ lines: 4, tspin: 'none', points: 1600, perfectClear: false });
    expect(after.score).toBe(1600 + 2 * 5);
    expect(after.lastClear?.rows).toEqual([16, 17, 18, 19]);
  });

  it('soft drop scores 1 per row', () => {
    const start = tetrisReady([]);
    const after = applyAction(applyAction(start, 'softDrop'), 'softDrop');
    expect(after.score).toBe(2);
    expect(after.active?.y).toBe((start.active?.y ?? 0) + 2);
  });

  it('a Tetris that empties the field earns the perfect-clear bonus', () => {
    const after = applyAction(tetrisReady([]), 'hardDrop');
    expect(after.lastClear).toMatchObject({ lines: 4, perfectClear: true, points: 800 + 2000 });
  });

  it('two Tetrises in a row: back-to-back x1.5, combo 1, and the back-to-back Tetris perfect clear', () => {
    // Find a seed whose first queued piece is an I, so the next piece can make the second Tetris.
    const well = 'XXXXXXXXX.';
    const rows = ['.........i', '.........i', '.........i', '.........i', ...Array<string>(8).fill(well)];
    const seed = [...Array(50).keys()].find((s) => fromDiagram(rows, { type: 'I', rotation: 'R' }, { seed: s }).queue[0] === 'I');
    expect(seed).toBeDefined();
    const first = applyAction(fromDiagram(rows, { type: 'I', rotation: 'R' }, { seed }), 'hardDrop');
    expect(first.lastClear).toMatchObject({ lines: 4, backToBack: false, combo: 0, points: 800 });
    expect(first.backToBack).toBe(true);
    // The next I spawns flat; 0->R stands it in column 5; four steps right put it over the well.
    const second = (['rotateCW', 'right', 'right', 'right', 'right', 'hardDrop'] as const).reduce(applyAction, first);
    expect(second.lastClear).toMatchObject({ lines: 4, backToBack: true, combo: 1, perfectClear: true });
    expect(second.lastClear?.points).toBe(800 * 1.5 + 50 + 3200);
  });

  it('back-to-back bonus applies when the chain is running; a plain clear breaks it', () => {
    const tetris = applyAction({ ...tetrisReady(['X.........']), backToBack: true }, 'hardDrop');
    expect(tetris.lastClear).toMatchObject({ lines: 4, backToBack: true, points: 1200 });
    const single = applyAction(
      {
        ...fromDiagram(['.........i', '.........i', '.........i', '.........i', 'XXXXXXXXX.'], { type: 'I', rotation: 'R' }),
        backToBack: true,
      },
      'hardDrop',
    );
    expect(single.lastClear).toMatchObject({ lines: 1, backToBack: false, points: 100 });
    expect(single.backToBack).toBe(false);
  });

  it('combo counts consecutive clearing pieces and resets on a piece that clears nothing', () => {
    const single = ['.........i', '.........i', '.........i', '.........i', 'XXXXXXXXX.'];
    const withCombo = applyAction({ ...fromDiagram(single, { type: 'I', rotation: 'R' }), combo: 2 }, 'hardDrop');
    expect(withCombo.lastClear).toMatchObject({ lines: 1, combo: 3, points: 100 + 150 });
    expect(withCombo.combo).toBe(3);
    const nothing = applyAction(
      { ...fromDiagram(['.........i', '.........i', '.........i', '.........i', 'XXXX.XXXX.'], { type: 'I', rotation: 'R' }), combo: 2 },
      'hardDrop',
    );
    expect(nothing.lastClear).toMatchObject({ lines: 0, combo: -1, points: 0 });
    expect(nothing.combo).toBe(-1);
  });
});
