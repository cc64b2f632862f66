import { describe, expect, it } from 'vitest';
import { advance, applyAction, BUFFER_ROWS, fromDiagram, type Rotation, type TetrisState } from './index.ts';
import { detectTSpin } from './tspin.ts';

function lockWith(state: TetrisState, ...actions: Parameters<typeof applyAction>[1][]): TetrisState {
  return actions.reduce(applyAction, state);
}

describe('T-spin detection (3-corner rule)', () => {
  it('T-spin double: rotate R->2 into the slot (test 1), both front corners filled = full', () => {
    const start = fromDiagram(['XXt.......', 'X.ttXXXXXX', 'XXtXXXXXXX'], { type: 'T', rotation: 'R' });
    const after = lockWith(start, 'rotateCW', 'hardDrop');
    // Corners of the final box (columns 1-3): top-left X, top-right empty, both bottom X; T points down.
    expect(after.lastClear).toMatchObject({ lines: 2, tspin: 'full', points: 1200 });
    expect(after.score).toBe(1200);
  });

  it('T-spin mini single: T pointing up with only one front corner filled', () => {
    const start = fromDiagram(['Xt........', '.ttXXXXXXX', 'XtXXXXXXXX'], { type: 'T', rotation: 'R' });
    const after = lockWith(start, 'rotateCCW', 'hardDrop');
    // Final box columns 0-2: top-left X, top-right empty (front), both bottom corners X.
    expect(after.lastClear).toMatchObject({ lines: 1, tspin: 'mini', points: 200 });
  });

  it('TST kick (0->R, 5th test) gives a full T-spin triple', () => {
    const start = fromDiagram(
      ['.Xt.......', '.ttt......', 'X.XXXXXXXX', 'X..XXXXXXX', 'X.XXXXXXXX'],
      { type: 'T', rotation: '0' },
    );
    const rotated = applyAction(start, 'rotateCW');
    expect(rotated.lastRotationKick).toBe(5);
    const after = applyAction(rotated, 'hardDrop');
    expect(after.lastClear).toMatchObject({ lines: 3, tspin: 'full', points: 1600 });
  });

  it('TST kick: one front corner empty would be a mini, but the 5th kick makes it full', () => {
    const start = fromDiagram(
      ['.Xt.......', '.ttt......', 'X.XXXXXXXX', 'X..XXXXXXX', 'X..XXXXXXX'],
      { type: 'T', rotation: '0' },
    );
    const after = lockWith(start, 'rotateCW', 'hardDrop');
    // Final box columns 0-2: front (right) corners are the overhang (X) and the empty bottom-right.
    expect(after.lastClear).toMatchObject({ lines: 2, tspin: 'full', points: 1200 });
  });

  it('Fin kick (2->L, 5th test) gives a full T-spin double though the 2-corner rule says mini', () => {
    const start = fromDiagram(
      ['.XX.......', 'ttt.......', '.t.X......', 'X..XXXXXXX', 'XX.XXXXXXX'],
      { type: 'T', rotation: '2' },
    );
    const rotated = applyAction(start, 'rotateCW');
    expect(rotated.lastRotationKick).toBe(5);
    expect(rotated.active).toMatchObject({ rotation: 'L' });
    const after = applyAction(rotated, 'hardDrop');
    expect(after.lastClear).toMatchObject({ lines: 2, tspin: 'full', points: 1200 });
  });

  // Final spot: a T in state L, nub in column 0; corners (2, top), (0, bottom), (2, bottom) filled,
  // (0, top) open. Turned there it is a mini; fallen into it after the turn, no T-spin.
  it('turned in place into the corner spot: mini', () => {
    const start = fromDiagram(['.tX.......', 'ttt.......', 'X.X.......'], { type: 'T', rotation: '0' });
    const after = lockWith(start, 'rotateCCW', 'hardDrop');
    expect(after.lastClear).toMatchObject({ lines: 0, tspin: 'mini', points: 100 });
  });

  it('a fall after the rotation cancels the T-spin', () => {
    const start = fromDiagram(
      ['.t........', 'ttt.......', '..........', '..........', '..X.......', '..........', 'X.X.......'],
      { type: 'T', rotation: '0' },
    );
    const after = lockWith(start, 'rotateCCW', 'hardDrop');
    expect(after.active).not.toBeNull();
    expect(after.lastClear).toMatchObject({ lines: 0, tspin: 'none', points: 0 });
  });

  // Final spot: a T in state 0 under an overhang; corners (0, top), (0, bottom), (2, bottom) filled.
  it('turned into the overhang spot: mini', () => {
    const start = fromDiagram(['Xt........', '.tt.......', 'XtX.......'], { type: 'T', rotation: 'R' });
    const after = lockWith(start, 'rotateCCW', 'hardDrop');
    expect(after.lastClear).toMatchObject({ lines: 0, tspin: 'mini', points: 100 });
  });

  it('a shift after the rotation cancels the T-spin', () => {
    const start = fromDiagram(['X..t......', '..tt......', 'X.Xt......'], { type: 'T', rotation: 'L' });
    const turned = applyAction(start, 'rotateCW');
    expect(turned.lastRotationKick).not.toBeNull();
    const slid = lockWith(turned, 'left', 'left');
    expect(slid.active).toMatchObject({ rotation: '0', x: 0 });
    expect(applyAction(slid, 'hardDrop').lastClear).toMatchObject({ lines: 0, tspin: 'none', points: 0 });
  });

  it('time on the ground does not cancel a T-spin (the lock timer locks it as a TSD)', () => {
    const slot = ['XXt.......', 'X.ttXXXXXX', 'XXtXXXXXXX'];
    const grounded = applyAction(fromDiagram(slot, { type: 'T', rotation: 'R' }), 'rotateCW');
    expect(advance(grounded, 500).lastClear).toMatchObject({ tspin: 'full', lines: 2 });
  });

  it('two corners are not enough', () => {
    // Rotation in open space next to one block: corners at most 2.
    const start = fromDiagram(['.t........', '.tt.......', '.t........', 'X........X'], { type: 'T', rotation: 'R' });
    const after = lockWith(start, 'rotateCW', 'hardDrop');
    expect(after.lastClear).toMatchObject({ lines: 0, tspin: 'none', points: 0 });
  });

  it('T-spin with no lines scores 400 x level and keeps the back-to-back chain', () => {
    // TSD slot whose rows are not complete (column 9 empty): a T-spin zero.
    const start = fromDiagram(['XXt.......', 'X.ttXXXXX.', 'XXtXXXXXX.'], { type: 'T', rotation: 'R' }, { level: 3 });
    const after = lockWith({ ...start, backToBack: true }, 'rotateCW', 'hardDrop');
    expect(after.lastClear).toMatchObject({ lines: 0, tspin: 'full', points: 1200 });
    expect(after.backToBack).toBe(true);
  });

  it('mini T-spin with no lines scores 100 x level', () => {
    const start = fromDiagram(['Xt........', '.ttXXXXXX.', 'XtXXXXXXX.'], { type: 'T', rotation: 'R' }, { level: 2 });
    const after = lockWith(start, 'rotateCCW', 'hardDrop');
    expect(after.lastClear).toMatchObject({ lines: 0, tspin: 'mini', points: 200 });
  });
});

describe('detectTSpin: corners by orientation', () => {
  // A T whose 3x3 box has its top-left at visible (1, 1) of a 5x5 field; corners at (1|3, 1|3).
  const corners = { tl: [1, 1], tr: [3, 1], bl: [1, 3], br: [3, 3] } as const;
  type CornerName = keyof typeof corners;
  // The side the T points to (spec "T-spin detection" 3), written out independently of the engine.
  const front: Record<Rotation, [CornerName, CornerName]> = {
    '0': ['tl', 'tr'],
    R: ['tr', 'br'],
    '2': ['bl', 'br'],
    L: ['tl', 'bl'],
  };
  const fieldWith = (filled: CornerName[]) => {
    const rows = ['.....', '.....', '.....', '.....', '.....'].map((r) => [...r]);
    for (const name of filled) {
      const [x, y] = corners[name];
      (rows[y] as string[])[x] = 'X';
    }
    return fromDiagram(rows.map((r) => r.join('')), undefined, { width: 5, height: 5 }).field;
  };
  const all: CornerName[] = ['tl', 'tr', 'bl', 'br'];

  for (const rotation of ['0', 'R', '2', 'L'] as const) {
    for (const missing of all) {
      const filled = all.filter((c) => c !== missing);
      const expected = front[rotation].includes(missing) ? 'mini' : 'full';
      it(`T in ${rotation}, corners ${filled.join('+')}: ${expected}`, () => {
        const field = fieldWith(filled);
        const piece = { type: 'T' as const, rotation, x: 1, y: BUFFER_ROWS + 1 };
        expect(detectTSpin(field, piece, 1)).toBe(expected);
        expect(detectTSpin(field, piece, 5)).toBe('full');
        expect(detectTSpin(field, piece, null)).toBe('none');
      });
    }
    it(`T in ${rotation}, only the two front corners: none`, () => {
      const piece = { type: 'T' as const, rotation, x: 1, y: BUFFER_ROWS + 1 };
      expect(detectTSpin(fieldWith(front[rotation]), piece, 5)).toBe('none');
    });
  }

  it('walls and floor count as corners; only T pieces spin', () => {
    // T in R against the left wall (its box's left column is outside), one block at the bottom right.
    const byWall = fromDiagram(['.....', '.....', '.....', '.....', '.X...'], undefined, { width: 5, height: 5 }).field;
    const atWall = { type: 'T' as const, rotation: 'R' as const, x: -1, y: BUFFER_ROWS + 2 };
    expect(detectTSpin(byWall, atWall, 1)).toBe('mini');
    expect(detectTSpin(byWall, { ...atWall, type: 'S' }, 1)).toBe('none');
    // T in 0 on the floor (its box's bottom row is under it), one block at the top left.
    const byFloor = fromDiagram(['.....', '.....', '.....', '.X...', '.....'], undefined, { width: 5, height: 5 }).field;
    expect(detectTSpin(byFloor, { type: 'T', rotation: '0', x: 1, y: BUFFER_ROWS + 3 }, 1)).toBe('mini');
  });
});
