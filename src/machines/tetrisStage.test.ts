import { describe, expect, it } from 'vitest';
import { activeCells, fromDiagram, toDiagram, type Action, type TetrisState } from '../logic/tetris/index.ts';
import { DEFAULT_HANDLING, type HandlingConfig } from '../logic/tetris/handling.ts';
import {
  applyInput,
  CLEAR_MS,
  createStage,
  handlingFromSettings,
  isStageOver,
  stageFromGame,
  tickStage,
  type TetrisInput,
  type TetrisStage,
} from './tetrisStage';

const HANDLING: HandlingConfig = { dasMs: 100, arrMs: 20, softDrop: { factor: 20 } };
const press = (key: Action): TetrisInput => ({ type: 'press', key });
const release = (key: Action): TetrisInput => ({ type: 'release', key });
const act = (action: Action): TetrisInput => ({ type: 'action', action });

const leftmost = (game: TetrisState) => Math.min(...activeCells(game).map((c) => c.x));
const rowsText = (rows: readonly (readonly (string | null)[])[]) => rows.map((r) => r.map((c) => c ?? '.').join(''));

/** Two rows an O completes at columns 8-9: a hard drop after four shifts right clears both. */
function doubleSetup(handling = HANDLING): TetrisStage {
  const game = fromDiagram(['XXXXXXXX..', 'XXXXXXXX..'], { type: 'O', rotation: '0' }, { seed: 3 });
  return stageFromGame(game, handling);
}
function clearDouble(stage: TetrisStage): TetrisStage {
  let s = stage;
  for (let i = 0; i < 4; i++) s = applyInput(s, act('right'));
  return applyInput(s, act('hardDrop'));
}

describe('createStage', () => {
  it('starts marathon at the chosen level with the 150-line goal, or endless', () => {
    const s = createStage({ mode: 'marathon', startLevel: 7, endless: false, seed: 1, handling: HANDLING });
    expect(s.game.level).toBe(7);
    expect(s.game.lineGoal).toBe(150);
    expect(s.clearing).toBeNull();
    const endless = createStage({ mode: 'marathon', startLevel: 1, endless: true, seed: 1, handling: HANDLING });
    expect(endless.game.lineGoal).toBeNull();
  });

  it('starts sprint and ultra at level 1 with their goals', () => {
    const sprint = createStage({ mode: 'sprint', startLevel: 9, endless: true, seed: 1, handling: HANDLING });
    expect([sprint.game.level, sprint.game.lineGoal, sprint.game.timeLimitMs]).toEqual([1, 40, null]);
    const ultra = createStage({ mode: 'ultra', startLevel: 9, endless: false, seed: 1, handling: HANDLING });
    expect([ultra.game.level, ultra.game.lineGoal, ultra.game.timeLimitMs]).toEqual([1, null, 120_000]);
  });

  it('the same seed deals the same pieces, another seed others', () => {
    const p = { mode: 'marathon' as const, startLevel: 1, endless: false, handling: HANDLING };
    const a = createStage({ ...p, seed: 5 }).game;
    expect(createStage({ ...p, seed: 5 }).game.queue).toEqual(a.queue);
    const others = [6, 7, 8, 9].map((seed) => createStage({ ...p, seed }).game.queue.join(''));
    expect(others.some((q) => q !== a.queue.join(''))).toBe(true);
  });
});

describe('handlingFromSettings', () => {
  it('maps the settings in ms, soft-drop factor 0 to instant', () => {
    expect(handlingFromSettings({ das: 167, arr: 33, sdf: 20 })).toEqual({ dasMs: 167, arrMs: 33, softDrop: { factor: 20 } });
    expect(handlingFromSettings({ das: 100, arr: 0, sdf: 0 }).softDrop).toBe('instant');
  });
});

describe('held keys through the handling (DAS, ARR)', () => {
  const fresh = () => stageFromGame(fromDiagram([], { type: 'T', rotation: '0' }, { seed: 1 }), HANDLING);

  it('a press shifts at once; held past DAS it repeats every ARR; a release stops it', () => {
    let s = fresh();
    const x0 = leftmost(s.game);
    s = applyInput(s, press('left'));
    expect(leftmost(s.game)).toBe(x0 - 1);
    s = tickStage(s, 99);
    expect(leftmost(s.game)).toBe(x0 - 1); // DAS not reached
    s = tickStage(s, 1);
    expect(leftmost(s.game)).toBe(x0 - 2); // DAS at 100 ms
    s = tickStage(s, 20);
    expect(leftmost(s.game)).toBe(x0 - 3); // one ARR later
    s = applyInput(s, release('left'));
    s = tickStage(s, 200);
    expect(leftmost(s.game)).toBe(x0 - 3);
  });

  it('a key already down (OS repeat) is ignored and returns the same stage', () => {
    const s = applyInput(fresh(), press('rotateCW'));
    expect(applyInput(s, press('rotateCW'))).toBe(s);
    expect(applyInput(s, release('left'))).toBe(s);
  });

  it('releaseAll lets go of every key', () => {
    let s = applyInput(fresh(), press('right'));
    s = applyInput(s, { type: 'releaseAll' });
    const x = leftmost(s.game);
    s = tickStage(s, 500);
    expect(leftmost(s.game)).toBe(x);
  });

  it('soft drop held falls at gravity / factor and scores a point a row', () => {
    let s = fresh(); // level 1: 1000 ms a row, factor 20 -> 50 ms a row
    const y0 = activeCells(s.game)[0]!.y;
    s = applyInput(s, press('softDrop'));
    expect(activeCells(s.game)[0]!.y).toBe(y0 + 1);
    s = tickStage(s, 100);
    expect(activeCells(s.game)[0]!.y).toBe(y0 + 3);
    expect(s.game.score).toBe(3);
  });

  it('one-shot actions (gestures) bypass the handling', () => {
    const s = applyInput(fresh(), act('left'));
    expect(s.handling.held).toEqual({});
    expect(leftmost(s.game)).toBe(leftmost(fresh().game) - 1);
  });
});

describe('line clears wait while they play', () => {
  it('a clearing lock keeps the field as it was, full rows included', () => {
    const before = doubleSetup();
    let s = before;
    for (let i = 0; i < 4; i++) s = applyInput(s, act('right'));
    s = applyInput(s, act('hardDrop'));
    expect(s.game.lastClear?.lines).toBe(2);
    expect(s.clearing?.rows).toEqual([18, 19]);
    expect(s.clearing?.msLeft).toBe(CLEAR_MS);
    expect(rowsText(s.clearing!.before).slice(-2)).toEqual(['XXXXXXXXOO', 'XXXXXXXXOO']);
  });

  it('the engine stands still during the wait, then runs again with the time left over', () => {
    let s = clearDouble(doubleSetup());
    const game = s.game;
    s = tickStage(s, CLEAR_MS - 1);
    expect(s.game).toBe(game);
    expect(s.clearing?.msLeft).toBe(1);
    expect(isStageOver(s)).toBe(false);
    s = tickStage(s, 11);
    expect(s.clearing).toBeNull();
    expect(s.clears).toBe(1);
    expect(s.collapsed).toEqual([18, 19]);
    expect(s.game.elapsedMs).toBe(game.elapsedMs + 10);
  });

  it('keys pressed during the wait are played when it ends', () => {
    let s = clearDouble(doubleSetup());
    const x = leftmost(s.game);
    s = applyInput(s, act('left'));
    s = applyInput(s, press('rotateCW'));
    expect(leftmost(s.game)).toBe(x);
    expect(s.pending).toEqual(['left', 'rotateCW']);
    s = tickStage(s, CLEAR_MS);
    expect(s.pending).toEqual([]);
    expect(s.game.active?.rotation).toBe('R');
    expect(s.game.active?.x).toBe(clearDouble(doubleSetup()).game.active!.x - 1);
  });

  it('a held direction keeps charging during the wait', () => {
    let s = clearDouble(doubleSetup());
    s = applyInput(s, press('left'));
    const x = s.game.active!.x;
    s = tickStage(s, CLEAR_MS); // clear ends; DAS (100) passed during it: charged
    expect(s.game.active!.x).toBe(x - 1); // the press itself, played after the wait
    s = tickStage(s, 20);
    expect(s.game.active!.x).toBeLessThan(x - 1); // auto-shift at once, no fresh DAS
  });

  it('with clearMs 0 a clear does not wait', () => {
    const s = clearDouble(stageFromGame(doubleSetup().game, HANDLING, 0));
    expect(s.game.lastClear?.lines).toBe(2);
    expect(s.clearing).toBeNull();
  });
});

describe('the end of a game', () => {
  it('a goal reached by a clear is over only after the clear has played', () => {
    // Sprint's goal is 40 lines: start from 38 so the double ends it.
    const base = doubleSetup().game;
    const nearGoal: TetrisState = { ...base, mode: 'sprint', lineGoal: 40, lines: 38 };
    let s = clearDouble(stageFromGame(nearGoal, DEFAULT_HANDLING));
    expect(s.game.status).toBe('over');
    expect(s.game.result).toBe('goal');
    expect(isStageOver(s)).toBe(false);
    s = tickStage(s, CLEAR_MS);
    expect(isStageOver(s)).toBe(true);
  });

  it('ultra ends when its two minutes are up', () => {
    const s = tickStage(createStage({ mode: 'ultra', startLevel: 1, endless: false, seed: 2, handling: HANDLING }), 120_000);
    expect(s.game.result).toBe('timeUp');
    expect(isStageOver(s)).toBe(true);
  });

  it('a game that is over ignores presses and actions', () => {
    const over = tickStage(createStage({ mode: 'ultra', startLevel: 1, endless: false, seed: 2, handling: HANDLING }), 120_000);
    expect(applyInput(over, press('left'))).toBe(over);
    expect(applyInput(over, act('hardDrop'))).toBe(over);
    expect(tickStage(over, 16).game).toBe(over.game);
  });

  it('stacking hard drops tops out', () => {
    let s = createStage({ mode: 'marathon', startLevel: 1, endless: false, seed: 42, handling: HANDLING });
    for (let i = 0; i < 60 && !isStageOver(s); i++) {
      s = applyInput(s, act('hardDrop'));
      s = tickStage(s, CLEAR_MS);
    }
    expect(isStageOver(s)).toBe(true);
    expect(['blockOut', 'lockOut']).toContain(s.game.result);
    expect(toDiagram(s.game)[0]).not.toBe('..........');
  });
});
