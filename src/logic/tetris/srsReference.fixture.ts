/**
 * Test-only reference data, transcribed by hand from the SRS rotation charts (tetris.wiki/Super_Rotation_System), independently of the engine's own
 * tables, so a typo in either shows up as a failing test.
 */
import type { PieceType, Rotation } from './pieces.ts';

/** Each piece in each rotation, drawn in its bounding box (lower-case = the piece's cells). */
export const SHAPE_DIAGRAMS: Record<PieceType, Record<Rotation, string[]>> = {
  I: {
    '0': ['....', 'iiii', '....', '....'],
    R: ['..i.', '..i.', '..i.', '..i.'],
    '2': ['....', '....', 'iiii', '....'],
    L: ['.i..', '.i..', '.i..', '.i..'],
  },
  O: { '0': ['oo', 'oo'], R: ['oo', 'oo'], '2': ['oo', 'oo'], L: ['oo', 'oo'] },
  T: {
    '0': ['.t.', 'ttt', '...'],
    R: ['.t.', '.tt', '.t.'],
    '2': ['...', 'ttt', '.t.'],
    L: ['.t.', 'tt.', '.t.'],
  },
  S: {
    '0': ['.ss', 'ss.', '...'],
    R: ['.s.', '.ss', '..s'],
    '2': ['...', '.ss', 'ss.'],
    L: ['s..', 'ss.', '.s.'],
  },
  Z: {
    '0': ['zz.', '.zz', '...'],
    R: ['..z', '.zz', '.z.'],
    '2': ['...', 'zz.', '.zz'],
    L: ['.z.', 'zz.', 'z..'],
  },
  J: {
    '0': ['j..', 'jjj', '...'],
    R: ['.jj', '.j.', '.j.'],
    '2': ['...', 'jjj', '..j'],
    L: ['.j.', '.j.', 'jj.'],
  },
  L: {
    '0': ['..l', 'lll', '...'],
    R: ['.l.', '.l.', '.ll'],
    '2': ['...', 'lll', 'l..'],
    L: ['ll.', '.l.', '.l.'],
  },
};

/** Cells [x, y] (y down) of a shape whose box's top-left corner is at (bx, by). */
export function referenceCells(type: PieceType, rotation: Rotation, bx: number, by: number): [number, number][] {
  const cells: [number, number][] = [];
  SHAPE_DIAGRAMS[type][rotation].forEach((line, dy) => {
    [...line].forEach((ch, dx) => {
      if (ch !== '.') cells.push([bx + dx, by + dy]);
    });
  });
  return cells;
}

export type KickCase = { from: Rotation; to: Rotation; tests: [number, number][] };

/** The spec's tables, +y UP, in the spec's row order. */
export const JLSTZ_TABLE: KickCase[] = [
  { from: '0', to: 'R', tests: [[0, 0], [-1, 0], [-1, 1], [0, -2], [-1, -2]] },
  { from: 'R', to: '0', tests: [[0, 0], [1, 0], [1, -1], [0, 2], [1, 2]] },
  { from: 'R', to: '2', tests: [[0, 0], [1, 0], [1, -1], [0, 2], [1, 2]] },
  { from: '2', to: 'R', tests: [[0, 0], [-1, 0], [-1, 1], [0, -2], [-1, -2]] },
  { from: '2', to: 'L', tests: [[0, 0], [1, 0], [1, 1], [0, -2], [1, -2]] },
  { from: 'L', to: '2', tests: [[0, 0], [-1, 0], [-1, -1], [0, 2], [-1, 2]] },
  { from: 'L', to: '0', tests: [[0, 0], [-1, 0], [-1, -1], [0, 2], [-1, 2]] },
  { from: '0', to: 'L', tests: [[0, 0], [1, 0], [1, 1], [0, -2], [1, -2]] },
];

export const I_TABLE: KickCase[] = [
  { from: '0', to: 'R', tests: [[0, 0], [-2, 0], [1, 0], [-2, -1], [1, 2]] },
  { from: 'R', to: '0', tests: [[0, 0], [2, 0], [-1, 0], [2, 1], [-1, -2]] },
  { from: 'R', to: '2', tests: [[0, 0], [-1, 0], [2, 0], [-1, 2], [2, -1]] },
  { from: '2', to: 'R', tests: [[0, 0], [1, 0], [-2, 0], [1, -2], [-2, 1]] },
  { from: '2', to: 'L', tests: [[0, 0], [2, 0], [-1, 0], [2, 1], [-1, -2]] },
  { from: 'L', to: '2', tests: [[0, 0], [-2, 0], [1, 0], [-2, -1], [1, 2]] },
  { from: 'L', to: '0', tests: [[0, 0], [1, 0], [-2, 0], [1, -2], [-2, 1]] },
  { from: '0', to: 'L', tests: [[0, 0], [-1, 0], [2, 0], [-1, 2], [2, -1]] },
];

/** A diagram of a width x height field with locked 'X' cells and lower-case active cells. */
export function drawDiagram(
  width: number,
  height: number,
  blocks: readonly (readonly [number, number])[],
  active: readonly (readonly [number, number])[],
  letter: string,
): string[] {
  const grid = Array.from({ length: height }, () => new Array<string>(width).fill('.'));
  const put = ([x, y]: readonly [number, number], ch: string) => {
    const row = grid[y];
    if (!row || x < 0 || x >= width) throw new Error(`cell ${x},${y} is outside the ${width}x${height} test field`);
    row[x] = ch;
  };
  blocks.forEach((c) => put(c, 'X'));
  active.forEach((c) => put(c, letter.toLowerCase()));
  return grid.map((row) => row.join(''));
}
