import { describe, expect, it } from 'vitest';
import { fromDiagram } from '../../logic/tetris/index.ts';
import type { HandlingConfig } from '../../logic/tetris/handling.ts';
import { applyInput, stageFromGame, type TetrisStage } from '../../machines/tetrisStage';
import { activePose, pieceView, samePiece, samePose } from '../../machines/tetrisView';
import { fixedSource, isSource, stageSource } from './stageSource';

const HANDLING: HandlingConfig = { dasMs: 100, arrMs: 20, softDrop: { factor: 20 } };
const game = fromDiagram(['..........', '....t.....', '...ttt....', '..........', 'XX.ZZ....I'], { type: 'T', rotation: '0' }, { height: 5, width: 10 });
const start = stageFromGame(game, HANDLING);

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

describe('stageSource', () => {
  it('gives the view of the stage as it is now, and tells its listeners of every change', () => {
    const s = store(start);
    const source = stageSource(s, (stage) => pieceView(stage, true), samePiece);
    expect(source.get()).toEqual(pieceView(start, true));
    const heard: unknown[] = [];
    const stop = source.subscribe(() => heard.push(source.get()));
    s.set(applyInput(start, { type: 'action', action: 'left' }));
    expect(heard).toEqual([{ type: 'T', rotation: '0', x: 2, y: 1, ghostY: 2 }]);
    stop();
    expect(s.listeners.size).toBe(0);
    s.set(start);
    expect(heard).toHaveLength(1);
  });

  it('works its view out once per game state, and gives the same object while the view is equal', () => {
    const s = store(start);
    let calls = 0;
    const source = stageSource(s, (stage) => (calls++, activePose(stage)), samePose);
    const first = source.get();
    expect(source.get()).toBe(first);
    expect(calls).toBe(1);
    // A new stage object with the same game (a tick that changed nothing of the piece) reuses the view.
    s.set({ ...start });
    expect(source.get()).toBe(first);
    expect(calls).toBe(1);
    // A new game state where the pose is the same (a soft drop): worked out again, the same object given.
    s.set(applyInput(start, { type: 'action', action: 'softDrop' }));
    expect(source.get()).toBe(first);
    expect(calls).toBe(2);
    s.set(applyInput(start, { type: 'action', action: 'left' }));
    expect(source.get()).toEqual({ type: 'T', rotation: '0', x: 2 });
  });
});

describe('fixedSource and isSource', () => {
  it('tell a source from a plain value, null and arrays included', () => {
    expect(fixedSource(null).get()).toBeNull();
    expect(isSource(fixedSource([1]))).toBe(true);
    expect(isSource([1] as unknown)).toBe(false);
    expect(isSource(null as unknown)).toBe(false);
    expect(isSource({ type: 'T' } as unknown)).toBe(false);
  });
});
