import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, fromDiagram } from '../../logic/tetris/index.ts';
import type { HandlingConfig } from '../../logic/tetris/handling.ts';
import { applyInput, stageFromGame } from '../../machines/tetrisStage';
import type { TetrisStage } from '../../machines/tetrisStage';
import { activeView, cellClass, emptyRows, inDanger, fieldCells, minoClass, minosOf, parsePieceView, pieceSource, pieceView, placeAfterClear, rowDrops, stageSource } from './boardView';

const HANDLING: HandlingConfig = { dasMs: 100, arrMs: 20, softDrop: { factor: 20 } };
const rowsOf = (cells: string, width = 10) => cells.match(new RegExp(`.{${width}}`, 'g')) ?? [];

/** The field with the piece and its ghost drawn in (lower case, and the ghost by piece number), as a player sees it. */
function drawn(field: string, view: string, width = 10): string[] {
  const cells = field.split('');
  const p = parsePieceView(view);
  if (p) {
    const put = (y: number, code: string) => {
      for (const m of minosOf(p.type, p.rotation)) {
        const [x, row] = [p.x + m.col, y + m.row];
        if (row >= 0 && x >= 0 && x < width && row * width + x < cells.length) cells[row * width + x] = code;
      }
    };
    if (p.ghostY !== null) put(p.ghostY, String('IOTSZJL'.indexOf(p.type) + 1));
    put(p.y, p.type.toLowerCase());
  }
  return rowsOf(cells.join(''), width);
}

describe('fieldCells and pieceView', () => {
  const game = fromDiagram(['..........', '....t.....', '...ttt....', '..........', 'XX.ZZ....I'], { type: 'T', rotation: '0' }, { height: 5, width: 10 });
  const stage = stageFromGame(game, HANDLING);

  it('give the locked blocks, and the piece in play with its ghost one row lower, on ZZ', () => {
    expect(rowsOf(fieldCells(stage))).toEqual(['..........', '..........', '..........', '..........', 'XX.ZZ....I']);
    expect(pieceView(stage, true)).toBe('T 0 3 1 2');
    expect(drawn(fieldCells(stage), pieceView(stage, true))).toEqual([
      '..........',
      '....t.....',
      '...ttt....',
      '...333....', // the ghost (T is piece 3); its tip is under the piece
      'XX.ZZ....I',
    ]);
  });

  it('leave the ghost out when it is off', () => {
    expect(pieceView(stage, false)).toBe('T 0 3 1 -');
    expect(parsePieceView(pieceView(stage, false))).toEqual({ type: 'T', rotation: '0', x: 3, y: 1, ghostY: null });
  });

  it('build the field string once for a field: a frame where only the piece moved reuses it', () => {
    const moved = applyInput(stage, { type: 'action', action: 'left' });
    expect(moved.game.field).toBe(stage.game.field);
    expect(pieceView(moved, true)).toBe('T 0 2 1 2');
    expect(fieldCells(moved)).toBe(fieldCells(stage));
  });

  it('show the field before the clear, and no piece, while a clear plays', () => {
    let s = stageFromGame(fromDiagram(['XXXXXXXX..', 'XXXXXXXX..'], { type: 'O', rotation: '0' }, { seed: 3 }), HANDLING);
    for (let i = 0; i < 4; i++) s = applyInput(s, { type: 'action', action: 'right' });
    s = applyInput(s, { type: 'action', action: 'hardDrop' });
    const rows = rowsOf(fieldCells(s));
    expect(rows.slice(-2)).toEqual(['XXXXXXXXOO', 'XXXXXXXXOO']);
    expect(rows.slice(0, -2).every((r) => r === '..........')).toBe(true);
    expect(pieceView(s, true)).toBe('');
    expect(parsePieceView('')).toBeNull();
  });

  it('place a piece partly above the visible field at a negative row', () => {
    const fresh = fromDiagram([], { type: 'I', rotation: '0' });
    const up = applyAction(fresh, 'rotateCW'); // vertical I: its top cells are in the hidden buffer
    const view = parsePieceView(pieceView(stageFromGame(up, HANDLING), false))!;
    const rows = minosOf(view.type, view.rotation).map((m) => view.y + m.row);
    expect(Math.min(...rows)).toBeLessThan(0);
  });
});

describe('stageSource, pieceSource and activeView', () => {
  const game = fromDiagram(['..........', '....t.....', '...ttt....', '..........', 'XX.ZZ....I'], { type: 'T', rotation: '0' }, { height: 5, width: 10 });
  const start = stageFromGame(game, HANDLING);

  it('activeView gives the piece in play\'s type, rotation and column, and nothing with none', () => {
    expect(activeView(start)).toBe('T 0 3');
    expect(activeView(applyInput(start, { type: 'action', action: 'rotateCW' }))).toBe('T R 3');
    expect(activeView({ ...start, game: { ...start.game, active: null } })).toBe('');
  });

  /** A store like the game's actor: a stage that changes, and listeners told of each change. */
  function store(first: TetrisStage) {
    let stage = first;
    const listeners = new Set<() => void>();
    return {
      getSnapshot: () => ({ context: { stage } }),
      subscribe: (l: () => void) => (listeners.add(l), { unsubscribe: () => void listeners.delete(l) }),
      set(next: TetrisStage) {
        stage = next;
        for (const l of [...listeners]) l();
      },
      listeners,
    };
  }

  it('pieceSource gives the piece of the stage as it is now, and tells its listeners of every change', () => {
    const s = store(start);
    const source = pieceSource(s, true);
    expect(source.get()).toBe(pieceView(start, true));
    const heard: string[] = [];
    const stop = source.subscribe(() => heard.push(source.get()));
    const moved = applyInput(start, { type: 'action', action: 'left' });
    s.set(moved);
    expect(heard).toEqual(['T 0 2 1 2']);
    stop();
    expect(s.listeners.size).toBe(0);
    s.set(start);
    expect(heard).toHaveLength(1);
    expect(pieceSource(s, false).get()).toBe('T 0 3 1 -');
  });

  it('stageSource works its string out once per game state, however many readers ask', () => {
    const s = store(start);
    let calls = 0;
    const source = stageSource(s, (stage) => (calls++, activeView(stage)));
    expect([source.get(), source.get()]).toEqual(['T 0 3', 'T 0 3']);
    expect(calls).toBe(1);
    // A new stage object with the same game (a tick that changed nothing of the piece) reuses the string.
    s.set({ ...start });
    expect(source.get()).toBe('T 0 3');
    expect(calls).toBe(1);
    s.set(applyInput(start, { type: 'action', action: 'left' }));
    expect([source.get(), source.get()]).toEqual(['T 0 2', 'T 0 2']);
    expect(calls).toBe(2);
  });
});

describe('minosOf', () => {
  it('gives the four minos of each piece in each rotation, inside its box', () => {
    for (const type of ['I', 'O', 'T', 'S', 'Z', 'J', 'L'] as const)
      for (const rotation of ['0', 'R', '2', 'L'] as const) {
        const minos = minosOf(type, rotation);
        expect(new Set(minos.map((m) => `${m.col},${m.row}`)).size).toBe(4);
        for (const m of minos) expect(Math.max(m.col, m.row)).toBeLessThan(4);
      }
    expect(minosOf('T', '0')).toEqual([{ col: 1, row: 0 }, { col: 0, row: 1 }, { col: 1, row: 1 }, { col: 2, row: 1 }]);
  });
});

describe('inDanger', () => {
  it('warns when a locked block is in the top four rows, and only then', () => {
    const empty = '.'.repeat(40);
    expect(inDanger(empty + '.'.repeat(160), 10)).toBe(false);
    expect(inDanger('.'.repeat(39) + 'X' + '.'.repeat(160), 10)).toBe(true);
    expect(inDanger(empty + 'T' + '.'.repeat(159), 10)).toBe(false);
    expect(inDanger('I' + '.'.repeat(199), 10)).toBe(true);
  });
});

describe('cellClass and minoClass', () => {
  it('name the brick, active and ghost classes', () => {
    expect(cellClass('.')).toBe('t-cell brick-empty');
    expect(cellClass('T')).toBe('t-cell brick brick-t');
    expect(cellClass('X')).toBe('t-cell brick brick-x');
    expect(minoClass('S', 'piece')).toBe('t-cell brick brick-s t-active');
    expect(minoClass('I', 'ghost')).toBe('t-cell brick-empty t-ghost brick-i');
    expect(minoClass('L', 'ghost')).toBe('t-cell brick-empty t-ghost brick-l');
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

describe('emptyRows', () => {
  it('says which rows hold no block', () => {
    expect(emptyRows(['....', 'X...', '....', '...T'].join(''), 4)).toEqual([true, false, true, false]);
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
