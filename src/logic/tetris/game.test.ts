import { describe, expect, it } from 'vitest';
import {
  advance,
  applyAction,
  fromDiagram,
  newGame,
  NEXT_COUNT,
  PIECE_TYPES,
  toDiagram,
  type PieceType,
} from './index.ts';

describe('spawn (spec "Field and pieces")', () => {
  // Row 0 of the visible field right after spawning: the one-row drop brings the flat side into it.
  const expectedTopRow: Record<PieceType, string> = {
    I: '...iiii...',
    O: '....oo....',
    T: '...ttt....',
    S: '...ss.....',
    Z: '....zz....',
    J: '...jjj....',
    L: '...lll....',
  };
  for (const type of PIECE_TYPES) {
    it(`${type} spawns flat side down, ${type === 'I' || type === 'O' ? 'centred' : 'in columns 4-6'}, and shows at once`, () => {
      const s = fromDiagram([], { type, rotation: '0' });
      const rows = toDiagram(s);
      expect(rows).toHaveLength(20);
      expect(rows[0]).toBe(expectedTopRow[type]);
      // O's two rows both show; the others' nub (or nothing, for I) is in the hidden buffer.
      expect(rows[1]).toBe('..........');
    });
  }

  it('width and height are parameters', () => {
    const s = newGame({ width: 6, height: 12, seed: 1 });
    const rows = toDiagram(s);
    expect(rows).toHaveLength(12);
    expect(rows.every((r) => r.length === 6)).toBe(true);
    expect(s.field).toHaveLength(12 + s.bufferRows);
    expect(s.bufferRows).toBeGreaterThanOrEqual(20);
  });

  it('rejects bad options with a message naming them', () => {
    expect(() => newGame({ width: 3 })).toThrow(/width/);
    expect(() => newGame({ startLevel: 0 })).toThrow(/startLevel/);
    expect(() => newGame({ mode: 'zen' as 'ultra' })).toThrow(/mode/);
    expect(() => advance(newGame(), -5)).toThrow(/ms/);
  });

  it('the same seed deals the same pieces; another seed deals others', () => {
    const a = newGame({ seed: 42 });
    expect(newGame({ seed: 42 })).toEqual(a);
    const sequences = new Set([1, 2, 3, 4, 5].map((seed) => JSON.stringify(newGame({ seed }).queue)));
    expect(sequences.size).toBeGreaterThan(1);
  });
});

describe('queue and hold', () => {
  it('shows 5 next pieces; each lock takes the first', () => {
    const s = newGame({ seed: 9 });
    expect(s.queue).toHaveLength(NEXT_COUNT);
    const next = applyAction(s, 'hardDrop');
    expect(next.active?.type).toBe(s.queue[0]);
    expect(next.queue.slice(0, 4)).toEqual(s.queue.slice(1));
    expect(next.queue).toHaveLength(NEXT_COUNT);
  });

  it('hold: the first hold takes the next piece; only once per piece', () => {
    const s = newGame({ seed: 9 });
    const held = applyAction(s, 'hold');
    expect(held).toMatchObject({ hold: s.active?.type, canHold: false });
    expect(held.active?.type).toBe(s.queue[0]);
    expect(applyAction(held, 'hold')).toBe(held);
  });

  it('hold comes back after a lock; the held piece returns in spawn state at the spawn position', () => {
    const s = newGame({ seed: 9 });
    const first = s.active?.type as PieceType;
    let t = applyAction(s, 'hold');
    t = applyAction(t, 'hardDrop');
    expect(t.canHold).toBe(true);
    const spinning = applyAction(applyAction(t, 'rotateCW'), 'left');
    const back = applyAction(spinning, 'hold');
    expect(back.hold).toBe(t.active?.type);
    expect(back.active).toEqual(fromDiagram([], { type: first, rotation: '0' }).active);
  });

  it('actions that change nothing return the same object', () => {
    const s = fromDiagram(['t.........', 'tt........', 't.........'], { type: 'T', rotation: 'R' });
    expect(applyAction(s, 'left')).toBe(s);
    expect(applyAction(s, 'softDrop')).toBe(s);
  });
});

describe('modes', () => {
  const single = ['.........i', '.........i', '.........i', '.........i', 'XXXXXXXXX.'];

  it('marathon ends at 150 lines with result "goal"', () => {
    const s = applyAction({ ...fromDiagram(single, { type: 'I', rotation: 'R' }), lines: 149, level: 15 }, 'hardDrop');
    // The goal's line ends the game without a level-up: a Marathon from level 1 ends at level 15.
    expect(s).toMatchObject({ status: 'over', result: 'goal', lines: 150, level: 15 });
  });

  it('endless marathon plays on past 150', () => {
    const endless = { ...fromDiagram(single, { type: 'I', rotation: 'R' }), lineGoal: null, lines: 149 };
    expect(applyAction(endless, 'hardDrop')).toMatchObject({ status: 'playing', lines: 150 });
    expect(newGame({ lineGoal: null }).lineGoal).toBeNull();
  });

  it('sprint ends at 40 lines; the clock says how long it took', () => {
    const s = advance({ ...fromDiagram(single, { type: 'I', rotation: 'R' }, { mode: 'sprint' }), lines: 39 }, 1234);
    const done = applyAction(s, 'hardDrop');
    expect(done).toMatchObject({ status: 'over', result: 'goal', lines: 40, elapsedMs: 1234 });
    expect(advance(done, 100).elapsedMs).toBe(1234);
  });

  it('ultra ends after 120000 ms of game time', () => {
    let s = newGame({ mode: 'ultra', seed: 5 });
    for (let t = 0; t < 119_000; t += 1000) s = advance(s, 1000);
    expect(s.status).toBe('playing');
    s = advance(s, 5000);
    expect(s).toMatchObject({ status: 'over', result: 'timeUp', elapsedMs: 120_000 });
  });

  it('the clock adds up the game time given to advance', () => {
    const s = [16, 16, 17, 100].reduce(advance, newGame());
    expect(s.elapsedMs).toBe(149);
  });
});
