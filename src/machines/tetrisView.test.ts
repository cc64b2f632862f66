import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, fromDiagram, shapeCells, visibleRows, type Action, type Row } from '../logic/tetris/index.ts';
import type { HandlingConfig } from '../logic/tetris/handling.ts';
import { applyInput, CLEAR_MS, stageFromGame, tickStage, type TetrisStage } from './tetrisStage';
import { activePose, clearingRows, fieldView, pieceView, sameField, sameNumbers, samePiece, samePose, type PieceView } from './tetrisView';

const HANDLING: HandlingConfig = { dasMs: 100, arrMs: 20, softDrop: { factor: 20 } };
const text = (rows: readonly Row[]) => rows.map((r) => r.map((c) => c ?? '.').join(''));

/** The field with the piece (lower case) and its ghost (its piece number) drawn in, as a player sees it. */
function drawn(field: readonly Row[], view: PieceView | null): string[] {
  const cells = text(field).map((r) => r.split(''));
  if (view) {
    const put = (y: number, code: string) => {
      for (const [dx, dy] of shapeCells(view.type, view.rotation)) {
        const row = cells[y + dy];
        if (row !== undefined && view.x + dx >= 0 && view.x + dx < row.length) row[view.x + dx] = code;
      }
    };
    if (view.ghostY !== null) put(view.ghostY, String('IOTSZJL'.indexOf(view.type) + 1));
    put(view.y, view.type.toLowerCase());
  }
  return cells.map((r) => r.join(''));
}

describe('tetrisView', () => {
  const game = fromDiagram(['..........', '....t.....', '...ttt....', '..........', 'XX.ZZ....I'], { type: 'T', rotation: '0' }, { height: 5, width: 10 });
  const stage = stageFromGame(game, HANDLING);

  it('gives the locked blocks, and the piece in play with its ghost one row lower, on ZZ', () => {
    expect(text(fieldView(stage))).toEqual(['..........', '..........', '..........', '..........', 'XX.ZZ....I']);
    expect(pieceView(stage, true)).toEqual({ type: 'T', rotation: '0', x: 3, y: 1, ghostY: 2 });
    expect(drawn(fieldView(stage), pieceView(stage, true))).toEqual([
      '..........',
      '....t.....',
      '...ttt....',
      '...333....', // the ghost (T is piece 3); its tip is under the piece
      'XX.ZZ....I',
    ]);
  });

  it('leaves the ghost out when it is off', () => {
    expect(pieceView(stage, false)).toEqual({ type: 'T', rotation: '0', x: 3, y: 1, ghostY: null });
  });

  it('gives the pose of the piece in play, and none without one', () => {
    expect(activePose(stage)).toEqual({ type: 'T', rotation: '0', x: 3 });
    expect(activePose(applyInput(stage, { type: 'action', action: 'rotateCW' }))).toEqual({ type: 'T', rotation: 'R', x: 3 });
    expect(activePose({ ...stage, game: { ...stage.game, active: null } })).toBeNull();
  });

  it('shows the same field when only the piece moved', () => {
    const moved = applyInput(stage, { type: 'action', action: 'left' });
    expect(pieceView(moved, true)).toEqual({ type: 'T', rotation: '0', x: 2, y: 1, ghostY: 2 });
    expect(sameField(fieldView(moved), fieldView(stage))).toBe(true);
    expect(samePiece(pieceView(moved, true), pieceView(stage, true))).toBe(false);
    expect(samePiece(pieceView(stage, true), pieceView(stage, true))).toBe(true);
  });

  it('shows the field before the clear, the rows it clears, and no piece, while a clear plays', () => {
    let s = stageFromGame(fromDiagram(['XXXXXXXX..', 'XXXXXXXX..'], { type: 'O', rotation: '0' }, { seed: 3 }), HANDLING);
    for (let i = 0; i < 4; i++) s = applyInput(s, { type: 'action', action: 'right' });
    s = applyInput(s, { type: 'action', action: 'hardDrop' });
    const rows = text(fieldView(s));
    expect(rows.slice(-2)).toEqual(['XXXXXXXXOO', 'XXXXXXXXOO']);
    expect(rows.slice(0, -2).every((r) => r === '..........')).toBe(true);
    expect(clearingRows(s)).toEqual([18, 19]);
    expect(pieceView(s, true)).toBeNull();
    // The next piece is in play while the clear plays, though not drawn.
    expect(activePose(s)).not.toBeNull();
    // The clear over: the field after it, and a piece again.
    s = tickStage(s, 1000);
    expect(clearingRows(s)).toEqual([]);
    expect(text(fieldView(s)).every((r) => r === '..........')).toBe(true);
    expect(pieceView(s, true)).not.toBeNull();
  });

  it('places a piece partly above the visible field at a negative row', () => {
    const up = applyAction(fromDiagram([], { type: 'I', rotation: '0' }), 'rotateCW'); // vertical I: its top cells are in the hidden buffer
    const view = pieceView(stageFromGame(up, HANDLING), false)!;
    expect(Math.min(...shapeCells(view.type, view.rotation).map(([, dy]) => view.y + dy))).toBeLessThan(0);
  });

  it('while any clear plays, shows the full cleared rows in place over the field the clear leaves (property)', () => {
    let clears = 0;
    // A piece at a time: turns, a shift, then a hard drop or time passing (gravity and lock delay).
    const piece = fc.record({ turns: fc.integer({ min: 0, max: 3 }), dx: fc.integer({ min: -5, max: 5 }), drop: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 2000 })) });
    const plays = fc.array(piece, { maxLength: 30 });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), plays, (seed, pieces) => {
        let s: TetrisStage = stageFromGame(fromDiagram(['XXXXXXXX..', 'XXXXXXXXX.', 'XXXX.XXXXX', '.XXXXXXXXX'], { type: 'I', rotation: '0' }, { seed }), HANDLING);
        const steps = pieces.flatMap(({ turns, dx, drop }): (Action | number)[] => [
          ...Array<Action>(turns).fill('rotateCW'),
          ...Array<Action>(Math.abs(dx)).fill(dx < 0 ? 'left' : 'right'),
          drop === 0 ? 'hardDrop' : drop,
          CLEAR_MS,
        ]);
        for (const step of steps) {
          const was = s;
          s = typeof step === 'number' ? tickStage(s, step) : applyInput(s, { type: 'action', action: step });
          if (s.clearing === null || was.clearing !== null) continue;
          clears++;
          const shown = fieldView(s);
          const cleared = clearingRows(s);
          expect(cleared.length).toBeGreaterThan(0);
          for (const y of cleared) expect(shown[y]!.every((c) => c !== null)).toBe(true);
          // Take the full rows out and add empty ones on top: the field the clear leaves.
          const kept = text(shown.filter((_, y) => !cleared.includes(y)));
          const after = text(visibleRows(s.game));
          expect(after.slice(cleared.length)).toEqual(kept);
          // Every block of the field before the lock is still there.
          text(fieldView(was)).forEach((row, y) => [...row].forEach((c, x) => c !== '.' && expect(text(shown)[y]![x]).toBe(c)));
        }
      }),
      { numRuns: 150 },
    );
    expect(clears).toBeGreaterThan(0);
  });

  it('equalities compare what is shown, not which object holds it', () => {
    const row: Row = ['X', null];
    expect(sameField([row], [row])).toBe(true);
    expect(sameField([row], [['X', null]])).toBe(false);
    expect(samePose({ type: 'T', rotation: '0', x: 1 }, { type: 'T', rotation: '0', x: 1 })).toBe(true);
    expect(samePose({ type: 'T', rotation: '0', x: 1 }, null)).toBe(false);
    expect(samePiece(null, null)).toBe(true);
    expect(samePiece({ type: 'T', rotation: '0', x: 1, y: 2, ghostY: 5 }, { type: 'T', rotation: '0', x: 1, y: 2, ghostY: null })).toBe(false);
    expect(sameNumbers([1, 2], [1, 2])).toBe(true);
    expect(sameNumbers([1, 2], [1])).toBe(false);
  });
});
