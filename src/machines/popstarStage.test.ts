import { describe, expect, it } from 'vitest';
import { formatBoard } from '../logic/popstar/index.ts';
import { applyInput, createStage, HINTS_PER_LEVEL, praiseFor, tickStage, type PopstarStage } from './popstarStage';
import { input, playing, source, start, T, tap, tick } from './popstarStageTestKit';

// A level from its intro through its pops to its end. Hints and a restored run: popstarStage.hintsAndRestore.test.ts.
describe('popstar stage: level intro', () => {
  it('a new level opens on its intro with level, target and a fresh score line', () => {
    const s = start();
    expect(s.phase).toBe('intro');
    expect(s.level).toBe(1);
    expect(s.target).toBe(1000);
    expect(s.score).toBe(0);
    expect(s.hintsLeft).toBe(HINTS_PER_LEVEL);
  });

  it('the intro ends after introMs, not a millisecond earlier', () => {
    const s = start();
    expect(tick(s, T.introMs - 1).phase).toBe('intro');
    expect(tick(s, T.introMs).phase).toBe('playing');
  });

  it('a tap or skip ends the intro without selecting anything', () => {
    const tapped = tap(start(), 0, 0);
    expect(tapped.phase).toBe('playing');
    expect(tapped.selection).toBeNull();
    expect(input(start(), { type: 'skip' }).phase).toBe('playing');
  });
});

describe('popstar stage: select then pop', () => {
  it('the first tap selects the group and prices it at 5n^2', () => {
    const s = tap(playing(), 0, 1);
    expect(s.selection?.cells).toHaveLength(2);
    expect(s.selection?.points).toBe(20);
    expect(formatBoard(s.board)).toEqual(['RRGB', 'YYPG']);
  });

  it('the second tap on the selected group pops it: board, score, move list', () => {
    const s = tap(tap(playing(), 0, 1), 0, 0);
    expect(formatBoard(s.board)).toEqual(['..GB', 'YYPG']);
    expect(s.score).toBe(20);
    expect(s.moves).toEqual([[0, 0]]);
    expect(s.phase).toBe('popping');
    expect(s.selection).toBeNull();
    expect(s.lastPop?.points).toBe(20);
    expect(s.lastPop?.group.map(([r, c]) => `${r},${c}`).sort()).toEqual(['0,0', '0,1']);
  });

  it('tapping another group selects that one instead', () => {
    const s = tap(tap(playing(), 0, 0), 1, 1);
    expect(s.selection?.cells.map(([r, c]) => `${r},${c}`).sort()).toEqual(['1,0', '1,1']);
    expect(s.score).toBe(0);
  });

  it('a tap on a lone brick clears the selection and pops nothing', () => {
    const s = tap(tap(playing(), 0, 0), 0, 3);
    expect(s.selection).toBeNull();
    expect(s.moves).toEqual([]);
  });

  it('a tap that changes nothing returns the very same stage', () => {
    // (0, 0) is empty once its pair has popped.
    const s = tick(tap(playing(), 0, 0, true), T.popMs);
    expect(tap(s, 0, 0)).toBe(s);
    expect(input(s, { type: 'clear' })).toBe(s);
  });

  it('a tap on a lone brick is noted, with a new id each time, so the screen can say why nothing pops', () => {
    const first = tap(playing(), 0, 3);
    expect(first.loneTap).toEqual({ cell: [0, 3], id: 1 });
    expect(first.moves).toEqual([]);
    const again = tap(first, 0, 3);
    expect(again.loneTap).toEqual({ cell: [0, 3], id: 2 });
    // Anything else the player does takes the note away.
    expect(tap(again, 0, 0).loneTap).toBeNull();
    expect(input(again, { type: 'clear' }).loneTap).toBeNull();
    expect(tick(tap(again, 0, 0, true), T.popMs).loneTap).toBeNull();
  });

  it('oneTap pops at once', () => {
    const s = tap(playing(), 0, 0, true);
    expect(s.score).toBe(20);
    expect(s.phase).toBe('popping');
  });

  it('Esc clears the selection', () => {
    expect(input(tap(playing(), 0, 0), { type: 'clear' }).selection).toBeNull();
  });

  it('taps are ignored while a pop animates, and count again after popMs', () => {
    const popping = tap(playing(), 0, 0, true);
    expect(tap(popping, 1, 0)).toBe(popping);
    expect(tap(popping, 1, 0, true)).toBe(popping);
    const after = tick(popping, T.popMs);
    expect(after.phase).toBe('playing');
    expect(tap(after, 1, 0).selection?.cells).toHaveLength(2);
  });

  it('bricks keep their ids as they fall and slide, and every id stays unique', () => {
    const before = playing();
    const idOf = (s: PopstarStage, r: number, c: number) => s.ids[r * s.board.width + c];
    const gAt02 = idOf(before, 0, 2);
    // Pop RR, then YY: columns 0 and 1 empty and close to the left, G (0,2) lands on (0,0).
    let s = tick(tap(before, 0, 0, true), T.popMs);
    s = tap(s, 1, 0, true);
    expect(formatBoard(s.board)).toEqual(['GB..', 'PG..']);
    expect(idOf(s, 0, 0)).toBe(gAt02);
    const live = s.ids.filter((id) => id !== 0);
    expect(new Set(live).size).toBe(live.length);
    expect(live).toHaveLength(4);
    s.board.cells.forEach((colour, i) => expect(colour === 0).toBe(s.ids[i] === 0));
  });
});

describe('popstar stage: end of level', () => {
  // Level 1 after RR and YY: 'GB..' / 'PG..' has no moves and 4 leftovers.
  const stuck = () => tap(tick(tap(playing(), 0, 0, true), T.popMs), 1, 0, true);

  it('no moves left after the pop: the leftover bonus counts down one brick at a time', () => {
    let s = tick(stuck(), T.popMs);
    expect(s.phase).toBe('bonus');
    expect(s.bonus).toEqual({ order: [[0, 0], [0, 1], [1, 0], [1, 1]], exploded: 0, value: 2000 });
    const values: number[] = [];
    s = tick(s, T.bonusStartMs);
    values.push(s.bonus!.value);
    for (let i = 0; i < 3; i++) {
      s = tick(s, T.bonusStepMs);
      values.push(s.bonus!.value);
    }
    // Deductions 40i + 20: 20, 60, 100, 140.
    expect(values).toEqual([1980, 1920, 1820, 1680]);
    expect(s.bonus!.exploded).toBe(4);
    expect(s.score).toBe(40); // not yet: the bonus is added after the countdown
  });

  it('taps are ignored during the countdown', () => {
    const s = tick(stuck(), T.popMs);
    expect(tap(s, 0, 0, true)).toBe(s);
  });

  it('the counted bonus is added; reaching the target clears the level and deals the next', () => {
    let s = tick(stuck(), T.popMs + T.bonusStartMs + 3 * T.bonusStepMs + T.bonusEndMs);
    expect(s.phase).toBe('cleared');
    expect(s.score).toBe(40 + 1680);
    s = tick(s, T.clearedMs);
    expect(s.phase).toBe('intro');
    expect(s.level).toBe(2);
    expect(s.target).toBe(3000);
    expect(s.startScore).toBe(1720);
    expect(s.score).toBe(1720);
    expect(s.moves).toEqual([]);
    expect(formatBoard(s.board)).toEqual(['GG', 'BB']);
  });

  it('a perfect clear earns the full 2000 and ends the level at once', () => {
    let s = tap(playing({ level: 3, startScore: 3000 }), 0, 0, true);
    expect(s.score).toBe(3080);
    s = tick(s, T.popMs);
    expect(s.bonus?.order).toEqual([]);
    s = tick(s, T.bonusStartMs);
    expect(s.score).toBe(5080);
    expect(s.phase).toBe('cleared');
  });

  it('missing the target fails the level and then ends the run', () => {
    // Level 2 from 0: GG (20) then BB (20) is a perfect clear: 2040 < 3000.
    let s = tap(playing({ level: 2 }), 0, 0, true);
    s = tap(tick(s, T.popMs), 1, 0, true);
    s = tick(s, T.popMs + T.bonusStartMs);
    expect(s.score).toBe(2040);
    expect(s.phase).toBe('failed');
    expect(tick(s, T.failedMs - 1).phase).toBe('failed');
    expect(tick(s, T.failedMs).phase).toBe('over');
    expect(input(s, { type: 'skip' }).phase).toBe('over');
  });

  it('a board without a single move goes from its intro straight to the bonus', () => {
    const gen = source({ 2: ['RGRG', 'GRGR'] });
    const s = tickStage(createStage({ seed: 1, level: 2, startScore: 0 }, { generate: gen }), T.introMs, { generate: gen });
    expect(s.phase).toBe('bonus');
    expect(s.bonus?.order).toHaveLength(8);
  });

  it('a big tick carries over from phase to phase', () => {
    const s = tick(stuck(), 60_000);
    expect(s.level).toBe(2);
    expect(s.phase).toBe('playing');
  });

  it('once the bonus reaches 0 the remaining leftovers explode together', () => {
    // 12 leftovers: after 10 deductions (20 + ... + 380 = 2000) the bonus is 0.
    const gen = source({ 1: ['RGBRGB', 'GBRGBR', 'RRGBRG'] });
    let s = applyInput(createStage({ seed: 1, level: 1, startScore: 0 }, { generate: gen }), { type: 'skip' }, { generate: gen });
    s = applyInput(s, { type: 'tap', row: 2, col: 0, oneTap: true }, { generate: gen });
    s = tickStage(s, T.popMs + T.bonusStartMs, { generate: gen });
    expect(s.bonus?.order).toHaveLength(16);
    s = tickStage(s, 9 * T.bonusStepMs, { generate: gen });
    expect(s.bonus).toMatchObject({ exploded: 16, value: 0 });
  });
});

describe('popstar stage: target reached', () => {
  it('the stamp fires on the pop that passes the target, once', () => {
    const s = tap(playing({ startScore: 990 }), 0, 0, true);
    expect(s.targetReached).toBe(true);
    expect(s.lastPop?.reachedTarget).toBe(true);
    const next = tap(tick(s, T.popMs), 1, 0, true);
    expect(next.lastPop?.reachedTarget).toBe(false);
    expect(next.targetReached).toBe(true);
  });

  it('a pop below the target sets nothing', () => {
    const s = tap(playing(), 0, 0, true);
    expect(s.targetReached).toBe(false);
    expect(s.lastPop?.reachedTarget).toBe(false);
  });
});

describe('popstar stage: praise', () => {
  it('praises pops from 6, 8, 10 and 15 bricks', () => {
    expect([2, 5, 6, 7, 8, 9, 10, 14, 15, 40].map(praiseFor)).toEqual([
      null, null, 'Good!', 'Good!', 'Great!', 'Great!', 'Excellent!', 'Excellent!', 'Fantastic!', 'Fantastic!',
    ]);
  });
});
