import { describe, expect, it } from 'vitest';
import { applyAction, newGame, type Action, type TetrisState } from '../../../src/logic/tetris/index.ts';
import { applyInput, createStage, handlingFromSettings, tickStage, type TetrisStage } from '../../../src/machines/tetrisStage';
import { seededRng } from './human';
import { activeOf, fieldCodes, planPiece, resync, TETRIS_HUMAN, type KeyStep } from './tetrisPlayer';

const KEY_ACTION: Record<string, Action> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowDown: 'softDrop',
  Space: 'hardDrop',
  ArrowUp: 'rotateCW',
  KeyX: 'rotateCW',
  KeyZ: 'rotateCCW',
  KeyC: 'hold',
};

/** Game time passing as the page's frame loop passes it: a tick a frame. */
function run(stage: TetrisStage, ms: number): TetrisStage {
  let s = stage;
  for (let t = 0; t < ms; t += 16) s = tickStage(s, Math.min(16, ms - t));
  return s;
}

/** The keys as the page's stage takes them: a press, the hold, a release, the gap (DAS and gravity on game time). */
function pressKeys(stage: TetrisStage, keys: KeyStep[]): TetrisStage {
  let s = stage;
  for (const k of keys) {
    const key = KEY_ACTION[k.key]!;
    s = run(applyInput(s, { type: 'press', key }), k.holdMs);
    s = run(applyInput(s, { type: 'release', key }), k.afterMs);
  }
  return s;
}

describe('the Tetris player', () => {
  it("plays keys that put each piece where the bot's actions put it in the Node copy", () => {
    const seed = 42;
    const rng = seededRng(7);
    let stage = createStage({ mode: 'marathon', startLevel: 1, endless: false, seed, handling: handlingFromSettings({ das: 167, arr: 33, sdf: 20 }) });
    let copy: TetrisState = newGame({ seed, mode: 'marathon', startLevel: 1 });
    const used = new Set<string>();
    let slid = 0;
    for (let piece = 0; piece < 40; piece++) {
      const plan = planPiece(copy, rng);
      for (const k of plan.keys) used.add(k.key);
      slid += plan.keys.filter((k) => (k.key === 'ArrowLeft' || k.key === 'ArrowRight') && k.holdMs > TETRIS_HUMAN.dasMs).length;
      stage = pressKeys(run(stage, 200), plan.keys);
      for (const a of plan.actions) copy = applyAction(copy, a);
      stage = run(stage, 250); // a clear's wait ends
      expect(fieldCodes(stage.game), `piece ${piece}`).toEqual(fieldCodes(copy));
      expect(activeOf(stage.game)).toBe(activeOf(copy));
    }
    expect(copy.lines).toBeGreaterThan(8);
    expect(slid).toBeGreaterThan(0);
    for (const key of ['KeyC', 'ArrowDown', 'Space']) expect(used).toContain(key);
  });

  it('ends every piece with a hard drop, in keys and in actions', () => {
    const rng = seededRng(1);
    let s = newGame({ seed: 3 });
    for (let i = 0; i < 10; i++) {
      const plan = planPiece(s, rng);
      expect(plan.keys.at(-1)!.key).toBe('Space');
      expect(plan.actions.at(-1)).toBe('hardDrop');
      for (const a of plan.actions) s = applyAction(s, a);
    }
  });

  it("catches up with a page that locked a piece on its own: the page's field, the page's piece", () => {
    let s = newGame({ seed: 5 });
    // The page dropped the first piece where it spawned, and the copy thought it still in play.
    const page = applyAction(s, 'hardDrop');
    const synced = resync(s, { active: activeOf(page), queue: page.queue.join(''), field: fieldCodes(page) })!;
    expect(synced).not.toBeNull();
    expect(activeOf(synced)).toBe(activeOf(page));
    expect(fieldCodes(synced)).toEqual(fieldCodes(page));
    s = applyAction(synced, 'hardDrop');
    expect(s.locks).toBe(2);
  });
});
