import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createDesigner,
  DESIGN_MAX_COLS,
  DESIGN_MAX_ROWS,
  designerReducer,
  designProblems,
  isProven,
  playKey,
  shareBlocker,
  starterLevel,
  type DesignerAction,
  type DesignerState,
} from './designer.ts';
import { decodeLevel, encodeLevel, levelProblems } from './index.ts';

const start = () => createDesigner(starterLevel('my-test'));
const run = (state: DesignerState, actions: DesignerAction[]) => actions.reduce(designerReducer, state);

const tool = fc.constantFrom('R', 'G', 'B', 'hole', 'star', 'tank' as const);
const edit: fc.Arbitrary<DesignerAction> = fc.oneof(
  fc.record({ type: fc.constant('apply' as const), tool, row: fc.integer({ min: -1, max: 12 }), col: fc.integer({ min: -1, max: 16 }) }),
  fc.record({ type: fc.constant('turnTank' as const), by: fc.constantFrom(1 as const, -1 as const) }),
  fc.record({ type: fc.constant('resize' as const), cols: fc.integer({ min: 0, max: 20 }), rows: fc.integer({ min: 0, max: 14 }) }),
  fc.record({ type: fc.constant('grid' as const), grid: fc.constantFrom('hex' as const, 'square' as const) }),
  fc.record({ type: fc.constant('subLength' as const), fn: fc.integer({ min: 0, max: 4 }), length: fc.integer({ min: -2, max: 12 }) }),
  fc.record({ type: fc.constant('paint' as const), color: fc.constantFrom('R' as const, 'G' as const, 'B' as const), allowed: fc.boolean() }),
  fc.record({ type: fc.constant('title' as const), title: fc.string({ maxLength: 120 }) }),
  fc.record({ type: fc.constant('description' as const), description: fc.string({ maxLength: 20 }) }),
);
/** Edits, strokes (a start, some applies, an end), undos and redos. */
const step: fc.Arbitrary<DesignerAction[]> = fc.oneof(
  edit.map((a) => [a]),
  fc.constant<DesignerAction[]>([{ type: 'undo' }]),
  fc.constant<DesignerAction[]>([{ type: 'redo' }]),
  fc.array(fc.record({ type: fc.constant('apply' as const), tool, row: fc.integer({ min: 0, max: 11 }), col: fc.integer({ min: 0, max: 15 }) }), { maxLength: 6 }).map(
    (applies): DesignerAction[] => [{ type: 'strokeStart' }, ...applies, { type: 'strokeEnd' }],
  ),
);
const history = fc.array(step, { maxLength: 25 }).map((steps) => steps.flat());

describe('level designer', () => {
  it('starts from a level with no problems', () => {
    expect(levelProblems(start().level)).toEqual([]);
    expect(levelProblems(starterLevel('x', 'square'))).toEqual([]);
  });

  it('paints, removes and re-lays tiles, places stars, moves and turns the tank', () => {
    let s = run(start(), [{ type: 'apply', tool: 'R', row: 0, col: 0 }]);
    expect(s.level.colors[0]![0]).toBe('R');
    expect(s.level.items[0]![0]).toBe('.');
    s = run(s, [{ type: 'apply', tool: 'hole', row: 0, col: 0 }]);
    expect(s.level.items[0]![0]).toBe('#');
    s = run(s, [{ type: 'apply', tool: 'star', row: 2, col: 2 }]);
    expect(s.level.items[2]![2]).toBe('*');
    s = run(s, [{ type: 'apply', tool: 'star', row: 2, col: 2 }]);
    expect(s.level.items[2]![2]).toBe('.');
    s = run(s, [{ type: 'apply', tool: 'tank', row: 2, col: 3 }]);
    expect(s.level.start).toEqual({ row: 2, col: 3, dir: 0 });
    s = run(s, [{ type: 'apply', tool: 'tank', row: 2, col: 3 }]);
    expect(s.level.start.dir).toBe(1);
    s = run(s, [{ type: 'turnTank', by: -1 }, { type: 'turnTank', by: -1 }]);
    expect(s.level.start.dir).toBe(5);
  });

  it('a drag is one undo step, and places or removes stars as its first cell decided', () => {
    const s = run(start(), [
      { type: 'apply', tool: 'star', row: 2, col: 2 },
      { type: 'strokeStart' },
      { type: 'apply', tool: 'star', row: 2, col: 1 },
      { type: 'apply', tool: 'star', row: 2, col: 2 },
      { type: 'apply', tool: 'star', row: 2, col: 3 },
      { type: 'strokeEnd' },
    ]);
    expect(s.level.items[2]).toBe('.***.*#');
    const undone = designerReducer(s, { type: 'undo' });
    expect(undone.level.items[2]).toBe('..*..*#');
  });

  it('shows problems in words, with the cell they are about', () => {
    let s = run(start(), [{ type: 'apply', tool: 'star', row: 2, col: 5 }]);
    expect(designProblems(s.level).map((p) => p.text)).toEqual(['There are no stars: place at least one.']);
    s = run(s, [{ type: 'apply', tool: 'star', row: 0, col: 3 }]);
    expect(designProblems(s.level)).toEqual([
      { text: 'The star at row 1, column 4 cannot be reached: join it to the tank with tiles.', code: 'starUnreachable', at: { row: 0, col: 3 }, kind: 'star' },
    ]);
    s = run(s, [{ type: 'apply', tool: 'hole', row: 2, col: 0 }]);
    expect(designProblems(s.level)[0]).toMatchObject({ text: 'The tank stands on a hole: put it on a tile.', at: { row: 2, col: 0 } });
    expect(shareBlocker(s)).toBe('Fix the problems shown first.');
  });

  it('needs a proof to share; an edit clears it, undoing back to the proven level restores it', () => {
    let s = start();
    expect(shareBlocker(s)).toMatch(/Win your level in test play first/);
    expect(designerReducer(s, { type: 'won', program: '_L|||||' })).toBe(s); // not a win
    s = designerReducer(s, { type: 'won', program: '_F_F_F_F_F|||||' });
    expect(isProven(s)).toBe(true);
    expect(s.proof?.instructions).toBe(5);
    expect(shareBlocker(s)).toBeNull();
    s = designerReducer(s, { type: 'apply', tool: 'G', row: 2, col: 1 });
    expect(isProven(s)).toBe(false);
    expect(shareBlocker(s)).toMatch(/test play/);
    s = designerReducer(s, { type: 'undo' });
    expect(isProven(s)).toBe(true);
    // The title is not play: renaming keeps the proof.
    expect(isProven(designerReducer(s, { type: 'title', title: 'Renamed' }))).toBe(true);
  });

  it('typing in one field is one undo step; another edit starts a new one', () => {
    let s = start();
    for (const title of ['S', 'St', 'Sta']) s = designerReducer(s, { type: 'title', title });
    s = designerReducer(s, { type: 'description', description: 'x' });
    s = designerReducer(s, { type: 'title', title: 'Star' });
    expect(s.past).toHaveLength(3);
    s = designerReducer(s, { type: 'undo' });
    expect(s.level.title).toBe('Sta');
    s = designerReducer(designerReducer(s, { type: 'undo' }), { type: 'undo' });
    expect(s.level).toEqual(start().level);
  });

  it('loads another level as one undoable edit, with its proof when it wins', () => {
    const other = { ...starterLevel('my-other', 'square'), title: 'Other' };
    let s = designerReducer(start(), { type: 'load', level: other, proof: '_F_1|||||' });
    expect(s.level).toBe(other);
    expect(isProven(s)).toBe(true);
    s = designerReducer(s, { type: 'undo' });
    expect(s.level.id).toBe('my-test');
    expect(isProven(designerReducer(start(), { type: 'load', level: other, proof: '_R|||||' }))).toBe(false);
  });

  it('keeps sizes within 16 x 12 and the tank on the board', () => {
    let s = run(start(), [{ type: 'resize', cols: 99, rows: 99 }]);
    expect(s.level.items).toHaveLength(DESIGN_MAX_ROWS);
    expect(s.level.items[0]).toHaveLength(DESIGN_MAX_COLS);
    s = run(s, [{ type: 'apply', tool: 'tank', row: 11, col: 15 }, { type: 'resize', cols: 4, rows: 3 }]);
    expect(s.level.start).toMatchObject({ row: 2, col: 3 });
    expect(s.level.items[2]![3]).toBe('.');
  });

  it('property: undo after any edit restores the level before it, and redo brings it back', () => {
    fc.assert(
      fc.property(history, edit, (actions, last) => {
        const before = run(start(), actions);
        const after = designerReducer(before, last);
        // Typing on in the same field extends its undo step (tested below).
        if (after.level === before.level || before.typing === last.type) return;
        const undone = designerReducer(after, { type: 'undo' });
        expect(undone.level).toEqual(before.level);
        expect(designerReducer(undone, { type: 'redo' }).level).toEqual(after.level);
      }),
      { numRuns: 300 },
    );
  });

  it('property: undoing everything gets back to the start', () => {
    fc.assert(
      fc.property(history, (actions) => {
        let s = run(start(), actions);
        while (s.past.length > 0) s = designerReducer(s, { type: 'undo' });
        expect(s.level).toEqual(start().level);
      }),
      { numRuns: 200 },
    );
  });

  it('property: every level produced is checked without throwing, and one without problems travels in a code', () => {
    fc.assert(
      fc.property(history, (actions) => {
        const { level } = run(start(), actions);
        expect(level.items.length).toBeLessThanOrEqual(DESIGN_MAX_ROWS);
        expect(level.items.every((r) => r.length === level.items[0]!.length && r.length <= DESIGN_MAX_COLS)).toBe(true);
        const problems = designProblems(level);
        if (problems.length === 0) expect(playKey(decodeLevel(encodeLevel(level)))).toBe(playKey(level));
        else expect(problems.every((p) => p.text.length > 0)).toBe(true);
        // Whatever the designer makes, each problem has words of its own in every language (no quoted English).
        expect(problems.filter((p) => p.code === 'other')).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
