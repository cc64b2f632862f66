import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findGroup, parseBoard, type Board } from '../logic/popstar/index.ts';
import { applyInput, createStage, POPSTAR_TIMING, tickStage, type PopstarStage } from './popstarStage';
import { changesScreen, isAnimating, popstarView, sameBrickAnswer, type BrickView, type ScreenSnapshot } from './popstarView';

/** A run on a given board, past its intro. */
function playingOn(board: Board): PopstarStage {
  const stage = createStage({ seed: 1, level: 1, startScore: 0 }, { generate: () => ({ board, certificate: [] }) });
  return applyInput(stage, { type: 'skip' });
}

const popAt = (stage: PopstarStage, row: number, col: number) => applyInput(stage, { type: 'tap', row, col, oneTap: true });
const byId = (bricks: readonly BrickView[]) => new Map(bricks.map((b) => [b.id, b]));
/** Each brick as `n@row,col`, n its place in reading order on the level's first board (its id is 1000 + n on level 1). */
const at = (bricks: readonly BrickView[]) => bricks.map(({ id, row, col }) => `${id - 1000}@${row},${col}`);

describe('popstarView', () => {
  // 3 x 2: popping the two reds at the bottom left drops the green above them; ids 1-6 in reading order.
  const stage = playingOn(parseBoard(['GB', 'RB', 'RY']));

  it('lists the bricks with their ids, cells and colours, in id order, and nothing popped before a pop', () => {
    const view = popstarView(stage);
    expect([view.width, view.height]).toEqual([2, 3]);
    expect(at(view.bricks)).toEqual(['1@0,0', '2@0,1', '3@1,0', '4@1,1', '5@2,0', '6@2,1']);
    expect(view.bricks.map((b) => b.colour)).toEqual([...stage.board.cells]);
    expect(view.popped).toEqual([]);
    expect(view.falls).toEqual([]);
    expect(view.beforeFall).toBe(view.bricks);
  });

  it('after a pop: the popped ids in burst order, the fall, and the survivors before the fall', () => {
    const view = popstarView(popAt(stage, 2, 0));
    expect(view.popped).toEqual([1005, 1003]);
    expect(view.falls).toEqual([{ id: 1001, from: [0, 0], to: [2, 0] }]);
    expect(at(view.bricks)).toEqual(['1@2,0', '2@0,1', '4@1,1', '6@2,1']);
    expect(at(view.beforeFall)).toEqual(['1@0,0', '2@0,1', '4@1,1', '6@2,1']);
  });

  // Full boards of up to 6 x 6 in three colours, and a few taps on them.
  const run = fc
    .record({ width: fc.integer({ min: 1, max: 6 }), height: fc.integer({ min: 1, max: 6 }) })
    .chain(({ width, height }) =>
      fc.record({
        board: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: width * height, maxLength: width * height }).map((cells): Board => ({ width, height, cells })),
        taps: fc.array(fc.tuple(fc.nat(height - 1), fc.nat(width - 1)), { maxLength: 8 }),
      }),
    );

  it('pops exactly the group tapped, keeps every id once and every survivor its colour, and falls each survivor from its cell before (property)', () => {
    fc.assert(
      fc.property(run, ({ board, taps }) => {
        let stage = playingOn(board);
        for (const [row, col] of taps) {
          const before = popstarView(stage);
          const group = findGroup(stage.board, row, col);
          const next = popAt(stage, row, col);
          if (next.lastPop === stage.lastPop) continue; // not a pop
          const after = popstarView(next);
          const was = byId(before.bricks);
          // The popped ids are the tapped group's bricks, in the group's burst order.
          expect(after.popped).toEqual(group.map(([r, c]) => before.bricks.find((b) => b.row === r && b.col === c)!.id));
          // No id twice; survivors and popped split the bricks there were.
          const ids = after.bricks.map((b) => b.id);
          expect(new Set(ids).size).toBe(ids.length);
          expect([...ids, ...after.popped].sort((a, b) => a - b)).toEqual(before.bricks.map((b) => b.id).sort((a, b) => a - b));
          for (const brick of after.bricks) expect(brick.colour).toBe(was.get(brick.id)!.colour);
          // Before the fall, each survivor is where it was; every fall goes from there to where it is.
          expect(after.beforeFall.map(({ id, row, col }) => [id, row, col])).toEqual(after.bricks.map(({ id }) => [id, was.get(id)!.row, was.get(id)!.col]));
          const now = byId(after.bricks);
          for (const { id, from, to } of after.falls) {
            expect([was.get(id)!.row, was.get(id)!.col]).toEqual(from);
            expect([now.get(id)!.row, now.get(id)!.col]).toEqual(to);
          }
          const moved = after.bricks.filter((b) => b.row !== was.get(b.id)!.row || b.col !== was.get(b.id)!.col);
          expect(moved.map((b) => b.id).sort()).toEqual(after.falls.map((f) => f.id).sort());
          // The pop plays out; a board left without moves ends the taps.
          stage = tickStage(next, POPSTAR_TIMING.popMs);
          if (stage.phase !== 'playing') break;
        }
      }),
    );
  });
});

describe('isAnimating', () => {
  const at = (value: string, phase: PopstarStage['phase']) => isAnimating({ value, context: { stage: { phase } } });
  it('holds in a running level\'s timed phases, not while it waits for the player, and never outside RUNNING', () => {
    for (const phase of ['intro', 'popping', 'bonus', 'cleared', 'failed'] as const) expect(at('RUNNING', phase)).toBe(true);
    expect(at('RUNNING', 'playing')).toBe(false);
    expect(at('RUNNING', 'over')).toBe(false);
    for (const status of ['READY', 'PAUSE', 'STOP', 'OVER']) expect(at(status, 'popping')).toBe(false);
  });
});

describe('changesScreen', () => {
  const snap = (value: string, over: { autoPaused?: boolean; level?: number; seed?: number } = {}): ScreenSnapshot => ({
    value,
    context: { autoPaused: over.autoPaused ?? false, stage: { level: over.level ?? 1, seed: over.seed ?? 7 } },
  });
  it('shows another status, an automatic pause or another board at once', () => {
    expect(changesScreen(snap('READY'), snap('RUNNING'))).toBe(true);
    expect(changesScreen(snap('RUNNING'), snap('PAUSE'))).toBe(true);
    expect(changesScreen(snap('PAUSE'), snap('PAUSE', { autoPaused: true }))).toBe(true);
    expect(changesScreen(snap('RUNNING'), snap('RUNNING', { level: 2 }))).toBe(true);
    expect(changesScreen(snap('RUNNING'), snap('RUNNING', { seed: 8 }))).toBe(true);
  });
  it('leaves the rest of a running level to follow a frame late', () => {
    expect(changesScreen(snap('RUNNING'), snap('RUNNING'))).toBe(false);
  });
});

describe('sameBrickAnswer', () => {
  it('is the same answer only with the same selection and the same last pop', () => {
    const stage = playingOn(parseBoard(['RR', 'BY']));
    const selected = applyInput(stage, { type: 'tap', row: 0, col: 0 });
    const popped = applyInput(selected, { type: 'tap', row: 0, col: 0 });
    const ticked: PopstarStage = { ...stage, phaseMs: stage.phaseMs + 5 };
    expect(sameBrickAnswer(stage, ticked)).toBe(true);
    expect(selected.selection).not.toBeNull();
    expect(sameBrickAnswer(stage, selected)).toBe(false);
    expect(popped.lastPop).not.toBeNull();
    expect(sameBrickAnswer(selected, popped)).toBe(false);
  });
});
