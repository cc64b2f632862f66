import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRun, levelFromMap, stepRun, type RunState } from '../logic/plantank/index.ts';
import { createActor } from 'xstate';
import { createPlantankMachine } from './plantankMachine';
import {
  boardCells,
  changedCells,
  marksOf,
  NO_MARKS,
  sameCells,
  sameMarks,
  samePose,
  selectMarks,
  tankPose,
  type BoardCells,
} from './plantankView';

// Two stars to take, a red tile between them, and a hole at the end of the row.
const level = levelFromMap({ id: 'v', title: 'v', map: ['bBrBb#'], start: { row: 0, col: 0, dir: 0 }, subLengths: [4, 2, 0, 0, 0], allowedCommands: 7 });

function runOf(program: string, slots: number): RunState {
  let run = createRun(level, program);
  for (let i = 0; i < slots && run.outcome === null; i++) run = stepRun(run);
  return run;
}

describe('tankPose', () => {
  it('is where the run has the tank, fresh until its first step', () => {
    const start = createRun(level, '_F_F|||||');
    expect(tankPose(start)).toEqual({ row: 0, col: 0, dir: 0, fresh: true });
    expect(tankPose(stepRun(start))).toEqual({ row: 0, col: 1, dir: 0, fresh: false });
  });

  it('is the same pose exactly when every field is', () => {
    const pose = fc.record({ row: fc.integer({ min: -1, max: 3 }), col: fc.integer({ min: -1, max: 3 }), dir: fc.integer({ min: 0, max: 5 }), fresh: fc.boolean() });
    fc.assert(fc.property(pose, pose, (a, b) => samePose(a, b) === (JSON.stringify(a) === JSON.stringify(b))));
  });
});

describe('boardCells and changedCells', () => {
  it("are the run's colours and items, and the cells a step painted or took a star from", () => {
    const start = createRun(level, '_F_g|||||');
    const onStar = stepRun(start);
    expect(level.items[0]?.[1]).toBe('*');
    expect(boardCells(onStar)).toEqual({ colors: level.colors, items: ['...*.#'] });
    expect(changedCells(boardCells(start), boardCells(onStar), 6)).toEqual([{ row: 0, col: 1 }]);
    const painted = stepRun(onStar);
    expect(changedCells(boardCells(onStar), boardCells(painted), 6)).toEqual([{ row: 0, col: 1 }]);
    expect(boardCells(painted).colors[0]?.[1]).toBe('G');
    // Back to the start (a reset): every changed cell, and no other.
    expect(changedCells(boardCells(painted), boardCells(start), 6)).toEqual([{ row: 0, col: 1 }]);
  });

  it('finds exactly the cells that differ, and none between equal views', () => {
    const row = fc.stringMatching(/^[RGB]{4}$/);
    const items = fc.stringMatching(/^[.*#]{4}$/);
    const view = fc.record({ colors: fc.array(row, { minLength: 3, maxLength: 3 }), items: fc.array(items, { minLength: 3, maxLength: 3 }) });
    fc.assert(
      fc.property(view, view, (a: BoardCells, b: BoardCells) => {
        const expected = [];
        for (let r = 0; r < 3; r++) for (let c = 0; c < 4; c++) if (a.colors[r]![c] !== b.colors[r]![c] || a.items[r]![c] !== b.items[r]![c]) expected.push({ row: r, col: c });
        expect(changedCells(a, b, 4)).toEqual(expected);
        expect(sameCells(a, b)).toBe(expected.length === 0);
        expect(changedCells(a, { colors: [...a.colors], items: [...a.items] }, 4)).toEqual([]);
      }),
    );
  });
});

describe('marksOf', () => {
  it('marks the slot about to run and the calls waiting under it', () => {
    // F1 calls F2, whose first slot is next.
    const run = runOf('_F_2|_L_R|||', 2);
    expect(marksOf(run)).toEqual({ current: { fn: 1, slot: 0 }, waiting: [{ fn: 0, slot: 1 }], culprit: false });
  });

  it('marks the culprit of a lost run, and nothing once the program has ended', () => {
    const fell = runOf('_L_F|||||', 10);
    expect(fell.outcome).toBe('fell');
    expect(marksOf(fell).culprit).toBe(true);
    const ended = runOf('_L|||||', 5);
    expect(ended.outcome).toBe('programEnded');
    expect(marksOf(ended)).toBe(NO_MARKS);
  });

  it('tells equal marks made apart from different ones', () => {
    const run = runOf('_F_2|_L_R|||', 2);
    expect(sameMarks(marksOf(run), marksOf(run))).toBe(true);
    expect(sameMarks(marksOf(run), marksOf(stepRun(run)))).toBe(false);
    expect(sameMarks(NO_MARKS, { current: null, waiting: [], culprit: true })).toBe(false);
  });

  it('marks nothing while editing, as selected from the machine', () => {
    const actor = createActor(createPlantankMachine(), { input: { params: { level, program: createRun(level, '_F_F|||||').program, speed: 5 } } }).start();
    expect(selectMarks(actor.getSnapshot())).toBe(NO_MARKS);
    actor.send({ type: 'STEP' });
    expect(selectMarks(actor.getSnapshot()).current).not.toBeNull();
    actor.stop();
  });
});
