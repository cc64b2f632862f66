import { describe, expect, it } from 'vitest';
import { applyAction, fromDiagram } from '../../logic/tetris/index.ts';
import type { HandlingConfig } from '../../logic/tetris/handling.ts';
import { applyInput, stageFromGame } from '../../machines/tetrisStage';
import { boardCells, cellClass, fieldOf, pieceOf, rowDrops } from './boardView';

const HANDLING: HandlingConfig = { dasMs: 100, arrMs: 20, softDrop: { factor: 20 } };
const rowsOf = (cells: string, width = 10) => cells.match(new RegExp(`.{${width}}`, 'g')) ?? [];

describe('boardCells', () => {
  const game = fromDiagram(['..........', '....t.....', '...ttt....', '..........', 'XX.ZZ....I'], { type: 'T', rotation: '0' }, { height: 5, width: 10 });

  it('shows locked blocks, the active piece in lower case and the ghost by piece number', () => {
    expect(rowsOf(boardCells(stageFromGame(game, HANDLING), true))).toEqual([
      '..........',
      '....t.....',
      '...ttt....',
      '...333....', // the ghost (T is piece 3) one row lower, on ZZ; its tip is under the piece
      'XX.ZZ....I',
    ]);
  });

  it('leaves the ghost out when it is off', () => {
    expect(boardCells(stageFromGame(game, HANDLING), false)).not.toMatch(/[1-7]/);
  });

  it('shows the field before the clear, and no piece, while a clear plays', () => {
    let s = stageFromGame(fromDiagram(['XXXXXXXX..', 'XXXXXXXX..'], { type: 'O', rotation: '0' }, { seed: 3 }), HANDLING);
    for (let i = 0; i < 4; i++) s = applyInput(s, { type: 'action', action: 'right' });
    s = applyInput(s, { type: 'action', action: 'hardDrop' });
    const rows = rowsOf(boardCells(s, true));
    expect(rows.slice(-2)).toEqual(['XXXXXXXXOO', 'XXXXXXXXOO']);
    expect(rows.slice(0, -2).every((r) => r === '..........')).toBe(true);
  });

  it('hides cells of the piece that are above the visible field', () => {
    const fresh = fromDiagram([], { type: 'I', rotation: '0' });
    const up = applyAction(fresh, 'rotateCW'); // vertical I: its top cells are in the hidden buffer
    const cells = boardCells(stageFromGame(up, HANDLING), false);
    expect(cells).toHaveLength(200);
    expect(cells.split('').filter((c) => c === 'i').length).toBeLessThan(4);
  });
});

describe('fieldOf and pieceOf', () => {
  const game = fromDiagram(['..........', '....t.....', '...ttt....', '..........', 'XX.ZZ....I'], { type: 'T', rotation: '0' }, { height: 5, width: 10 });
  const cells = boardCells(stageFromGame(game, HANDLING), true);

  it('split the board into locked cells and the piece layer, which put together give it back', () => {
    const field = fieldOf(cells);
    expect(rowsOf(field)).toEqual(['..........', '..........', '..........', '..........', 'XX.ZZ....I']);
    const piece = pieceOf(cells);
    expect(piece.map((c) => c.code).join('')).toBe('333tttt'); // ghost first; its tip is under the piece
    const back = field.split('');
    for (const c of piece) back[c.index] = c.code;
    expect(back.join('')).toBe(cells);
  });

  it('find no piece while a clear plays', () => {
    expect(pieceOf('XXXXXXXXXX..........')).toEqual([]);
  });
});

describe('cellClass', () => {
  it('names the brick, active and ghost classes', () => {
    expect(cellClass('.')).toBe('t-cell brick-empty');
    expect(cellClass('T')).toBe('t-cell brick brick-t');
    expect(cellClass('X')).toBe('t-cell brick brick-x');
    expect(cellClass('s')).toBe('t-cell brick brick-s t-active');
    expect(cellClass('1')).toBe('t-cell brick-empty t-ghost brick-i');
    expect(cellClass('7')).toBe('t-cell brick-empty t-ghost brick-l');
  });
});

describe('rowDrops', () => {
  it('rows above a clear fall by the cleared rows below them; rows below stay', () => {
    // 6 rows; rows 2 and 4 cleared: old 0,1 -> 2,3 (fall 2), old 3 -> 4 (fall 1), old 5 stays.
    expect(rowDrops([2, 4], 6)).toEqual([2, 2, 2, 2, 1, 0]);
    expect(rowDrops([18, 19], 20).slice(-3)).toEqual([2, 2, 2]);
    expect(rowDrops([], 4)).toEqual([0, 0, 0, 0]);
  });
});
