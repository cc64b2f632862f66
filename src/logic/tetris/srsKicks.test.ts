import { describe, expect, it } from 'vitest';
import { applyAction, fromDiagram, toDiagram } from './index.ts';
import type { PieceType, Rotation } from './pieces.ts';
import { drawDiagram, I_TABLE, JLSTZ_TABLE, referenceCells, type KickCase } from './srsReference.fixture.ts';

const W = 10;
const H = 20;
// Box of the rotating piece: far enough from walls and floor that all five tests of every row fit.
const BX = 3;
const BY = 8;
const ORDER: Rotation[] = ['0', 'R', '2', 'L'];

const key = ([x, y]: readonly [number, number]) => `${x},${y}`;

function turn(from: Rotation, to: Rotation): 'rotateCW' | 'rotateCCW' {
  return (ORDER.indexOf(to) - ORDER.indexOf(from) + 4) % 4 === 1 ? 'rotateCW' : 'rotateCCW';
}

/** Cells of the rotated piece at kick test i (0-based); the table's +y is up, the field's rows go down. */
function targetCells(type: PieceType, row: KickCase, i: number): [number, number][] {
  const [dx, dyUp] = row.tests[i] as [number, number];
  return referenceCells(type, row.to, BX + dx, BY - dyUp);
}

/**
 * One block in each of the first `count` tests' positions, none in test `keep`'s or the piece's own
 * cells. Returns `unblockable`: the first test that cannot be blocked that way because all its cells
 * are the piece's own or test `keep`'s (SRS geometry makes a few T kicks unreachable: if test `keep`
 * is free, that earlier test is free too and wins).
 */
function blockersFor(
  type: PieceType,
  row: KickCase,
  count: number,
  keep: number | null,
): { blocks: [number, number][]; unblockable: number | null } {
  const forbidden = new Set(referenceCells(type, row.from, BX, BY).map(key));
  if (keep !== null) targetCells(type, row, keep).forEach((c) => forbidden.add(key(c)));
  const blocks: [number, number][] = [];
  for (let j = 0; j < count; j++) {
    const cells = targetCells(type, row, j);
    if (cells.some((c) => blocks.some((b) => key(b) === key(c)))) continue; // already blocked
    const free = cells.find((c) => !forbidden.has(key(c)));
    if (!free) return { blocks, unblockable: j };
    blocks.push(free);
  }
  return { blocks, unblockable: null };
}

const TABLES: [PieceType, KickCase[]][] = [
  ...(['J', 'L', 'S', 'T', 'Z'] as const).map((t): [PieceType, KickCase[]] => [t, JLSTZ_TABLE]),
  ['I', I_TABLE],
];

describe('SRS kicks: every row of both tables', () => {
  const unreachable: string[] = [];
  for (const [type, table] of TABLES) {
    for (const row of table) {
      describe(`${type} ${row.from}->${row.to}`, () => {
        for (let k = 0; k < 5; k++) {
          const { blocks, unblockable } = blockersFor(type, row, k, k);
          // Where test k+1 is unreachable, the earlier test that cannot be blocked must win instead.
          const wins = unblockable ?? k;
          if (unblockable !== null) unreachable.push(`${type} ${row.from}->${row.to} test ${k + 1}`);
          const title =
            unblockable === null
              ? `tests 1..${k} collide, test ${k + 1} ${JSON.stringify(row.tests[k])} wins`
              : `test ${k + 1} is unreachable: test ${wins + 1} cannot be blocked without blocking it, and wins`;
          it(title, () => {
            const start = fromDiagram(
              drawDiagram(W, H, blocks, referenceCells(type, row.from, BX, BY), type),
              { type, rotation: row.from },
            );
            const after = applyAction(start, turn(row.from, row.to));
            expect(toDiagram(after)).toEqual(drawDiagram(W, H, blocks, targetCells(type, row, wins), type));
            expect(after.active?.rotation).toBe(row.to);
            expect(after.lastRotationKick).toBe(wins + 1);
          });
        }
        it('all five collide: the rotation fails and nothing changes', () => {
          const { blocks, unblockable } = blockersFor(type, row, 5, null);
          expect(unblockable).toBeNull();
          const start = fromDiagram(
            drawDiagram(W, H, blocks, referenceCells(type, row.from, BX, BY), type),
            { type, rotation: row.from },
          );
          expect(applyAction(start, turn(row.from, row.to))).toBe(start);
        });
      });
    }
  }

  it('only the T kicks known to be impossible are unreachable (tetris.wiki User:Arcorann/T-Spins)', () => {
    // From spawn (0) turning either way, test 4 (0,-2) lies inside test 1 + the piece; from 2, test 3.
    expect(unreachable.sort()).toEqual(['T 0->L test 4', 'T 0->R test 4', 'T 2->L test 3', 'T 2->R test 3']);
  });
});

describe('SRS kicks: readable cases', () => {
  it('a vertical I against the left wall steps right when turned flat (L->0 test 2, +1 0)', () => {
    // I in state L sits in column 0 (its box starts at column -1). Turning to 0 puts it in row 1 of the
    // box from column -1: off the wall. Test 2 (+1, 0) moves it to columns 0-3, which is free.
    const start = fromDiagram(['i.........', 'i.........', 'i.........', 'i.........'], { type: 'I', rotation: 'L' });
    const after = applyAction(start, 'rotateCW');
    expect(toDiagram(after).slice(-4)).toEqual(['..........', 'iiii......', '..........', '..........']);
    expect(after.lastRotationKick).toBe(2);
  });

  it('a T against the right wall in state L turns to 0 by test 2 (-1, 0)', () => {
    // Box columns 8-10: state 0 would need column 10, outside the wall, so the piece steps left.
    const start = fromDiagram(['.........t', '........tt', '.........t', '..........'], { type: 'T', rotation: 'L' });
    const after = applyAction(start, 'rotateCW');
    expect(toDiagram(after).slice(-4)).toEqual(['........t.', '.......ttt', '..........', '..........']);
    expect(after.active?.rotation).toBe('0');
  });

  it('O never moves when rotated', () => {
    const start = fromDiagram(['....oo....', '....oo....'], { type: 'O', rotation: '0' });
    const after = applyAction(start, 'rotateCW');
    expect(toDiagram(after)).toEqual(toDiagram(start));
    expect(after.active?.rotation).toBe('R');
  });
});
