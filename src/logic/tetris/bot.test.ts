import { describe, expect, it } from 'vitest';
import { chooseMoves, evaluateField } from './bot.ts';
import { applyAction, fromDiagram, newGame, type TetrisState } from './index.ts';

function playBot(state: TetrisState, pieces: number): TetrisState {
  let s = state;
  for (let i = 0; i < pieces && s.status === 'playing'; i++) {
    for (const action of chooseMoves(s)) s = applyAction(s, action);
  }
  return s;
}

describe('bot', () => {
  it('a seeded game of 200 pieces at level 1 clears at least 50 lines without topping out', () => {
    const end = playBot(newGame({ seed: 2024, startLevel: 1 }), 200);
    expect(end.status).toBe('playing');
    expect(end.locks).toBe(200);
    expect(end.lines).toBeGreaterThanOrEqual(50);
  });

  it('returns legal moves: each changes the state, and the list ends with one hard drop', () => {
    const s = newGame({ seed: 5 });
    const moves = chooseMoves(s);
    expect(moves.at(-1)).toBe('hardDrop');
    expect(moves.filter((m) => m === 'hardDrop')).toHaveLength(1);
    let t = s;
    for (const m of moves.slice(0, -1)) {
      const next = applyAction(t, m);
      expect(next).not.toBe(t);
      t = next;
    }
  });

  it('takes the Tetris when an I stands over a 4-deep well', () => {
    const well = 'XXXXXXXXX.';
    const s = fromDiagram([well, well, well, well], { type: 'I', rotation: '0' });
    const after = chooseMoves(s).reduce(applyAction, s);
    expect(after.lastClear?.lines).toBe(4);
  });

  it('prefers fields without holes, flatter ones, and cleared lines', () => {
    const field = (...r: string[]) => fromDiagram(r).field;
    // Same blocks, one covering a hole.
    expect(evaluateField(field('X.........', 'XX........'), 0)).toBeGreaterThan(
      evaluateField(field('XX........', 'X.........'), 0),
    );
    // Same aggregate height (4), one a tower.
    expect(evaluateField(field('XXXX......'), 0)).toBeGreaterThan(
      evaluateField(field('X.........', 'X.........', 'XX........'), 0),
    );
    const f = field('XXXX......');
    expect(evaluateField(f, 1)).toBeGreaterThan(evaluateField(f, 0));
  });

  it('has nothing to do when the game is over', () => {
    const over = { ...newGame(), status: 'over' as const, result: 'lockOut' as const, active: null };
    expect(chooseMoves(over)).toEqual([]);
  });
});
