import { describe, expect, it } from 'vitest';
import { advance, applyAction, fromDiagram, newGame, type Action, type TetrisState } from '../../logic/tetris/index.ts';
import { feedbackOf } from './feedback';

const play = (s: TetrisState, ...actions: Action[]) => actions.reduce(applyAction, s);

describe('feedbackOf', () => {
  it('nothing when nothing changed', () => {
    const s = newGame({ seed: 1 });
    expect(feedbackOf(s, s)).toEqual({ sounds: [], callout: null, announcement: null, hardDrop: false });
  });

  it('a sound for a move, a rotation and a hold', () => {
    const s = newGame({ seed: 1 });
    expect(feedbackOf(s, play(s, 'left')).sounds).toEqual(['move']);
    expect(feedbackOf(s, play(s, 'rotateCW')).sounds).toEqual(['rotate']);
    expect(feedbackOf(s, play(s, 'hold')).sounds).toEqual(['hold']);
    // A soft drop is too frequent to sound.
    expect(feedbackOf(s, play(s, 'softDrop')).sounds).toEqual([]);
  });

  it('a hard drop thumps; a lock without lines has no callout', () => {
    const s = newGame({ seed: 1 });
    const f = feedbackOf(s, play(s, 'hardDrop'));
    expect(f.sounds).toEqual(['hardDrop']);
    expect(f.hardDrop).toBe(true);
    expect(f.callout).toBeNull();
  });

  it('a piece that locks by itself on the ground is a lock, not a hard drop', () => {
    const landed = fromDiagram(['....oo....', '....oo....']);
    const locked = advance(landed, 600);
    expect(locked.locks).toBe(landed.locks + 1);
    expect(feedbackOf(landed, locked)).toMatchObject({ sounds: ['lock'], hardDrop: false });
  });

  it('a T-spin double: the T-spin sound, a big callout and the points announced', () => {
    const s = fromDiagram(['XXt.......', 'X.ttXXXXXX', 'XXtXXXXXXX'], { type: 'T', rotation: 'R' });
    const rotated = play(s, 'rotateCW');
    const f = feedbackOf(rotated, play(rotated, 'hardDrop'));
    expect(f.sounds).toContain('tspin');
    expect(f.callout).toMatchObject({ title: 'T-Spin Double', points: 1200, big: true });
    expect(f.announcement).toBe('T-Spin Double: 1,200 points.');
  });

  it('a Tetris; the next one back-to-back', () => {
    const well = ['X.........', ...Array.from({ length: 8 }, () => 'XXXXXXXXX.')];
    const s = fromDiagram(['.........i', '.........i', '.........i', '.........i', ...well]);
    const first = play(s, 'hardDrop');
    const f = feedbackOf(s, first);
    expect(f.sounds).toEqual(['hardDrop', 'tetris']);
    expect(f.callout).toMatchObject({ title: 'Tetris', detail: [], points: 800, big: true });
    // The next Tetris, with an I placed again in the well.
    const again = fromDiagram(['.........i', '.........i', '.........i', '.........i', 'X.........', ...well.slice(1, 5)]);
    const b2b = { ...again, backToBack: true };
    const g = feedbackOf(b2b, play(b2b, 'hardDrop'));
    expect(g.callout?.detail).toContain('Back-to-back');
    expect(g.callout?.points).toBe(1200);
  });

  it('a perfect clear says so', () => {
    const s = fromDiagram(['.........i', '.........i', '.........i', '.........i', ...Array.from({ length: 4 }, () => 'XXXXXXXXX.')]);
    const f = feedbackOf(s, play(s, 'hardDrop'));
    expect(f.callout?.detail).toContain('Perfect clear');
    expect(f.announcement).toMatch(/^Tetris, Perfect clear: [\d,]+ points\.$/);
  });

  it('combos from the second clearing piece in a row', () => {
    const s = { ...fromDiagram(['XXXXXXXX..', 'XXXXXXXX..', 'X.XXXXXXXX'], { type: 'O', rotation: '0' }), combo: 0 };
    const f = feedbackOf(s, play(s, 'right', 'right', 'right', 'right', 'hardDrop'));
    expect(f.callout?.detail).toEqual(['Combo ×1']);
    expect(f.callout?.big).toBe(false);
  });

  it('a level up adds its sound, callout line and announcement', () => {
    const s = { ...fromDiagram(['XXXXXXXX..', 'XXXXXXXX..', 'X.XXXXXXXX'], { type: 'O', rotation: '0' }), lines: 8 };
    const f = feedbackOf(s, play(s, 'right', 'right', 'right', 'right', 'hardDrop'));
    expect(f.sounds).toEqual(['hardDrop', 'clear', 'levelUp']);
    expect(f.callout).toMatchObject({ title: 'Double', detail: ['Level 2'] });
    expect(f.announcement).toBe('Double: 300 points. Level 2.');
  });

  it('the end of a game: a win when a goal or the time is reached, else game over', () => {
    const ultra = newGame({ mode: 'ultra', seed: 1 });
    expect(feedbackOf(ultra, advance(ultra, 120_000)).sounds).toContain('win');
    let s = newGame({ seed: 42 });
    let prev = s;
    while (s.status === 'playing') {
      prev = s;
      s = applyAction(s, 'hardDrop');
    }
    expect(feedbackOf(prev, s).sounds).toContain('gameOver');
  });
});
