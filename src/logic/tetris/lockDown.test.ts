import { describe, expect, it } from 'vitest';
import { advance, applyAction, fromDiagram, type Action, type TetrisState } from './index.ts';

const run = (state: TetrisState, actions: Action[]) => actions.reduce(applyAction, state);
/** A T resting flat on the floor in the middle. */
const resting = () => fromDiagram(['....t.....', '...ttt....'], { type: 'T', rotation: '0' });

describe('lock delay (Extended Placement)', () => {
  it('a resting piece locks after 500 ms on the ground', () => {
    const s = resting();
    expect(advance(s, 499)).toMatchObject({ locks: 0 });
    expect(advance(advance(s, 499), 1)).toMatchObject({ locks: 1 });
  });

  it('time left in a step after the piece lands counts toward its lock timer', () => {
    // One row above the floor at level 1: it lands at 1000 ms, then has 400 ms on the ground.
    const s = advance(fromDiagram(['....t.....', '...ttt....', '..........']), 1400);
    expect(s).toMatchObject({ locks: 0, lockMs: 400 });
    expect(advance(s, 100).locks).toBe(1);
  });

  it('soft drop restarts the gravity count (no extra row right after it)', () => {
    const start = fromDiagram(['....t.....', '...ttt....', '..........', '..........', '..........']);
    const dropped = applyAction(advance(start, 900), 'softDrop');
    const y = dropped.active?.y ?? NaN;
    expect(advance(dropped, 200).active?.y).toBe(y);
    expect(advance(dropped, 1000).active?.y).toBe(y + 1);
  });

  it('soft drop on the ground does nothing (it never locks)', () => {
    const s = resting();
    expect(applyAction(s, 'softDrop')).toBe(s);
  });

  it('each move on the ground restarts the timer', () => {
    let s = advance(resting(), 400);
    s = applyAction(s, 'left');
    s = advance(s, 400);
    expect(s.locks).toBe(0);
    expect(advance(s, 100).locks).toBe(1);
  });

  it('15 resets: after the 15th the timer runs out normally', () => {
    let s = resting();
    for (let i = 0; i < 15; i++) {
      s = advance(applyAction(s, i % 2 === 0 ? 'left' : 'right'), 499);
      expect(s.locks).toBe(0);
    }
    expect(s.lockResets).toBe(15);
    expect(advance(s, 1).locks).toBe(1);
  });

  it('a 16th move locks the grounded piece at once', () => {
    let s = resting();
    for (let i = 0; i < 15; i++) s = advance(applyAction(s, i % 2 === 0 ? 'left' : 'right'), 100);
    expect(s.locks).toBe(0);
    const moved = applyAction(s, 'right');
    expect(moved.locks).toBe(1);
    // 15 alternating moves from columns 3-5 end at 2-4; the 16th moved it to 3-5 and locked it there.
    expect(moved.field.at(-1)?.slice(2, 6)).toEqual([null, 'T', 'T', 'T']);
  });

  it('rotations count as resets too', () => {
    let s = resting();
    s = advance(applyAction(s, 'rotateCW'), 400);
    expect(s.lockResets).toBe(1);
    expect(s.locks).toBe(0);
  });

  it('moves in the air before touching down do not use resets', () => {
    let s = fromDiagram(['....t.....', '...ttt....', '..........', '..........']);
    s = run(s, ['left', 'right', 'left', 'right', 'rotateCW', 'rotateCCW']);
    expect(s.lockResets).toBe(0);
  });

  it('reaching a new lowest row gives back all 15 resets', () => {
    // A T on a 4-wide platform (rows 18-19, columns 0-3) with open floor to the right.
    let s = fromDiagram(['.t........', 'ttt.......', 'XXXX......', 'XXXX......'], { type: 'T', rotation: '0' });
    for (let i = 0; i < 13; i++) s = advance(applyAction(s, i % 2 === 0 ? 'right' : 'left'), 400);
    s = run(s, ['right', 'right']); // columns 2-4 then 3-5: still on the platform
    expect(s).toMatchObject({ lockResets: 15, locks: 0 });
    s = applyAction(s, 'right'); // columns 4-6: off the edge, in the air, no resets left
    expect(s.locks).toBe(0);
    s = advance(s, 1000); // one row down: a new lowest row, still in the air
    expect(s).toMatchObject({ lockResets: 0, locks: 0, touchedDown: false });
    expect(applyAction(s, 'right')).toMatchObject({ lockResets: 0, active: { x: 5 } }); // moves in the air are free again
    s = advance(s, 1000); // on the floor
    expect(advance(s, 499).locks).toBe(0);
    s = applyAction(advance(s, 499), 'right');
    expect(s).toMatchObject({ lockResets: 1, locks: 0 });
    expect(advance(s, 499).locks).toBe(0);
  });

  it('the 16th action may be a rotation: it locks at once too', () => {
    let s = fromDiagram(['....t.....', '...ttt....'], { type: 'T', rotation: '0' });
    for (let i = 0; i < 15; i++) s = applyAction(s, i % 2 === 0 ? 'left' : 'right');
    // 0->R on the floor kicks up one row (test 3) and is still on the ground.
    expect(applyAction(s, 'rotateCW').locks).toBe(1);
  });
});

describe('game over (spec "Game over")', () => {
  it('lock out: a piece that locks entirely above the visible field ends the game', () => {
    const rows = ['XXXXXXXXX.', ...Array<string>(19).fill('..........')];
    const s = fromDiagram(rows, { type: 'T', rotation: '0' });
    // The T could not make its one-row drop: it sits in the buffer, fully hidden.
    expect(s.active?.y).toBe(s.bufferRows - 2);
    const over = applyAction(s, 'hardDrop');
    expect(over).toMatchObject({ status: 'over', result: 'lockOut', active: null, locks: 1 });
  });

  it('block out: the next piece spawns overlapping blocks', () => {
    // An O drops into row 0 (its top half stays in the buffer): not a lock out. Every piece's spawn
    // cells in the last buffer row cover column 4 or 5, so the next one overlaps the O.
    const rows = ['..........', ...Array<string>(19).fill('XXXXXXXXX.')];
    const s = applyAction(fromDiagram(rows, { type: 'O', rotation: '0' }), 'hardDrop');
    expect(s).toMatchObject({ status: 'over', result: 'blockOut', active: null, locks: 1 });
  });

  it('a finished game ignores actions and time', () => {
    const rows = ['XXXXXXXXX.', ...Array<string>(19).fill('..........')];
    const over = applyAction(fromDiagram(rows, { type: 'T', rotation: '0' }), 'hardDrop');
    expect(applyAction(over, 'left')).toBe(over);
    expect(advance(over, 1000)).toBe(over);
  });
});
