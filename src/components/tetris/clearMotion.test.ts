import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyRows, placeAfterClear, rowDrops } from './clearMotion';

describe('rowDrops', () => {
  it('rows above a clear fall by the cleared rows below them; rows below stay', () => {
    // 6 rows; rows 2 and 4 cleared: old 0,1 -> 2,3 (fall 2), old 3 -> 4 (fall 1), old 5 stays.
    expect(rowDrops([2, 4], 6)).toEqual([2, 2, 2, 2, 1, 0]);
    expect(rowDrops([18, 19], 20).slice(-3)).toEqual([2, 2, 2]);
    expect(rowDrops([], 4)).toEqual([0, 0, 0, 0]);
  });
});

describe('emptyRows', () => {
  it('says which rows hold no block', () => {
    expect(emptyRows([[null, null], ['X', null], [null, null], [null, 'T']])).toEqual([true, false, true, false]);
  });
});

describe('placeAfterClear', () => {
  it('puts the rows of blocks where they fall, the cleared row on top, and leaves an empty row where it is', () => {
    // Rows a (empty), b, c (cleared), d: after the clear, empty, empty, b, d.
    expect(placeAfterClear(['a', 'b', 'c', 'd'], [2], [true, true, false, false])).toEqual(['a', 'c', 'b', 'd']);
  });

  it('after a clear, puts each row of blocks where it falls and moves no more empty rows than it must (property)', () => {
    const board = fc
      .array(fc.boolean(), { minLength: 2, maxLength: 20 })
      .chain((blocks) => fc.tuple(fc.constant(blocks), fc.subarray(blocks.map((_, y) => y), { minLength: 1 })));
    fc.assert(
      fc.property(board, ([hasBlocks, collapsed]) => {
        // Row y holds blocks (hasBlocks) unless it is cleared (a cleared row is full: it is gone after).
        const rows = hasBlocks.map((_, y) => `r${y}`);
        const kept = rows.filter((_, y) => !collapsed.includes(y));
        const after = [...collapsed.map(() => false), ...kept.map((r) => hasBlocks[rows.indexOf(r)]!)];
        const shown = placeAfterClear(rows, collapsed, after.map((b) => !b));
        expect([...shown].sort()).toEqual([...rows].sort());
        // Every row of blocks shows what it showed: the kept rows, in order, below the new empty ones.
        kept.forEach((r, i) => {
          if (after[collapsed.length + i]) expect(shown[collapsed.length + i]).toBe(r);
        });
        // An empty place keeps its element when that element is not needed elsewhere.
        shown.forEach((r, y) => {
          const wasEmpty = !hasBlocks[y] && !collapsed.includes(y);
          if (!after[y] && wasEmpty) expect(r).toBe(rows[y]);
        });
      }),
    );
  });
});
