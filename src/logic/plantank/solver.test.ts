import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN } from './campaign.ts';
import { PlantankInputError } from './inputError.ts';
import { levelFromMap } from './levelMap.ts';
import { findShortestSolution } from './programSearch.ts';
import { parseProgram } from './programText.ts';
import { runProgram } from './runProgram.ts';
import { solveLevel } from './solver.ts';
import type { SolveResult } from './solver.ts';
import type { Level, Program } from './types.ts';

function campaign(id: string): Level {
  const level = CAMPAIGN.find((l) => l.id === id);
  if (!level) throw new Error(`no campaign level ${id}`);
  return level;
}

/** Every program the solver returns must win under the reference interpreter. */
function expectWins(level: Level, result: SolveResult): string {
  expect(result.program).not.toBeNull();
  const program = result.program as string;
  expect(runProgram(level, program).outcome).toBe('won');
  expect(result.instructions).toBe(program.replace(/\|/g, '').length / 2);
  return program;
}

// A square board: right along the top, down the right side; red corner cells turn.
const corner = levelFromMap({
  id: 'corner', title: 'corner', grid: 'square',
  map: ['bbbR', '###b', '###b', '###B'],
  start: { row: 0, col: 0, dir: 0 }, subLengths: [4, 0, 0, 0, 0],
});
// Stars scattered over three colours with every function and paint: far beyond 200 ms of search.
const hard = levelFromMap({
  id: 'scatter', title: 'scatter', grid: 'hex',
  map: ['rGbbRgbB#r', 'g#Rb#gBr#b', 'bRg#bG#rgR', '#b#Gr#bB#g', 'Rg#bRg#r#B', 'g#Br#gbR#g', 'bGr#Bg#rGb', 'r#gB#rb#Rg'],
  start: { row: 0, col: 0, dir: 0 }, subLengths: [10, 10, 10, 10, 10], allowedCommands: 7,
});

describe('solveLevel', () => {
  it.each(['pt-02', 'pt-06', 'pt-10', 'pt-14', 'pt-15', 'pt-21', 'pt-27'])('finds a shortest program for %s (its par)', (id) => {
    const level = CAMPAIGN.find((l) => l.id === id);
    if (!level) throw new Error(id);
    const result = solveLevel(level, { timeMs: 4000 });
    expectWins(level, result);
    expect(result).toMatchObject({ complete: true, instructions: level.par });
  });

  it('solves a square board with a condition and recursion', () => {
    const result = solveLevel(corner);
    expect(expectWins(corner, result)).toMatch(/r/);
    expect(result).toMatchObject({ complete: true, instructions: 3 });
  });

  it('agrees with the exhaustive search on the length of the shortest program', () => {
    // The solver skips programs that others do the work of; the plain search skips nothing.
    for (const id of ['pt-03', 'pt-08', 'pt-09', 'pt-16', 'pt-20', 'pt-22', 'pt-23']) {
      const level = campaign(id);
      const result = solveLevel(level, { timeMs: 4000 });
      expectWins(level, result);
      expect(result.complete).toBe(true);
      const shorter = findShortestSolution(level, { maxInstructions: result.instructions - 1, maxRuns: 1_000_000 });
      expect(shorter, id).toMatchObject({ solution: null, complete: true });
    }
  });

  it('reports a complete search with no program when none fits the slots', () => {
    const tooShort = { ...corner, subLengths: [2, 0, 0, 0, 0] };
    expect(solveLevel(tooShort)).toMatchObject({ program: null, complete: true });
  });

  it('knows at once that a star no move reaches cannot be taken', () => {
    const island = levelFromMap({ id: 'i', title: 'i', grid: 'square', map: ['bbB#B'], start: { row: 0, col: 0, dir: 0 }, subLengths: [10, 10, 10, 10, 10] });
    const result = solveLevel(island);
    expect(result).toMatchObject({ program: null, complete: true });
    expect(result.elapsedMs).toBeLessThan(100);
  });

  it('keeps to its time budget on a hard level', () => {
    const started = performance.now();
    const result = solveLevel(hard, { timeMs: 200 });
    expect(performance.now() - started).toBeLessThan(400);
    expect(result.complete).toBe(false);
    expect(result.programsTried).toBeGreaterThan(0);
    if (result.program !== null) expectWins(hard, result);
  });

  it('stops at once for a signal aborted before it starts', () => {
    const controller = new AbortController();
    controller.abort();
    const result = solveLevel(hard, { signal: controller.signal });
    expect(result).toMatchObject({ program: null, complete: false });
    expect(result.elapsedMs).toBeLessThan(100);
  });

  it('stops soon after the signal is aborted during the search, and reports progress', () => {
    const controller = new AbortController();
    const seen: { programsTried: number; bestStarsLeft: number; elapsedMs: number }[] = [];
    const result = solveLevel(hard, {
      signal: controller.signal,
      onProgress: (p) => {
        seen.push(p);
        if (p.programsTried > 0) controller.abort();
      },
    });
    expect(result.complete).toBe(false);
    expect(result.elapsedMs).toBeLessThan(1000);
    expect(seen.length).toBeGreaterThan(0);
    const last = seen[seen.length - 1] as (typeof seen)[number];
    expect(last.bestStarsLeft).toBeGreaterThanOrEqual(0);
    expect(last.bestStarsLeft).toBeLessThan(hard.items.join('').split('*').length - 1);
  });

  it('keeps every filled slot of the player program, in its place', () => {
    const ring = campaign('pt-06');
    // Slot 2 of F1 filled, slots 0 and 1 empty: the solution fills them around it.
    const keep: Program = { functions: [[null, null, { condition: null, action: { kind: 'call', fn: 0 } }], [], [], [], []] };
    const result = solveLevel(ring, { keep });
    const program = parseProgram(expectWins(ring, result), ring);
    expect(program.functions[0]?.[2]).toEqual({ condition: null, action: { kind: 'call', fn: 0 } });

    const triangle = campaign('pt-10');
    const kept = solveLevel(triangle, { keep: '|_F_F_F||||' });
    const slots = parseProgram(expectWins(triangle, kept), triangle).functions[1];
    expect(slots?.slice(0, 3)).toEqual(Array(3).fill({ condition: null, action: { kind: 'forward' } }));
  });

  it('refuses a kept program the level does not allow, naming the slot', () => {
    const first = campaign('pt-01');
    const refused = (keep: Program) => {
      try {
        solveLevel(first, { keep });
      } catch (error) {
        expect(error).toBeInstanceOf(PlantankInputError);
        return (error as PlantankInputError).field;
      }
      throw new Error('the keep was taken');
    };
    expect(refused({ functions: [[{ condition: null, action: { kind: 'call', fn: 1 } }], [], [], [], []] })).toBe('options.keep.functions[0][0].action.fn');
    expect(refused({ functions: [[null, { condition: null, action: { kind: 'paint', color: 'G' } }], [], [], [], []] })).toBe('options.keep.functions[0][1].action.color');
  });

  it('returns a complete winning program kept as it is', () => {
    const level = campaign('pt-12');
    const result = solveLevel(level, { keep: campaign('pt-12').solution });
    expect(result).toMatchObject({ program: campaign('pt-12').solution, complete: true });
  });

  it('proves a kept slot rules out every solution', () => {
    const first = campaign('pt-01');
    expect(solveLevel(first, { keep: '_L|||||' })).toMatchObject({ program: null, complete: true });
  });

  it('keeps any kept subset of a known solution (property)', () => {
    const quick = ['pt-05', 'pt-06', 'pt-07', 'pt-14', 'pt-16', 'pt-21', 'pt-22'].map(campaign);
    fc.assert(
      fc.property(fc.constantFrom(...quick), fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }), (level, mask) => {
        const solution = parseProgram(level.solution as string, level);
        const keep: Program = { functions: solution.functions.map((slots, f) => slots.map((slot, i) => (f === 0 && mask[i] ? slot : null))) };
        const result = solveLevel(level, { keep, timeMs: 2000 });
        // The known solution completes every such keep, so one is found.
        const found = parseProgram(expectWins(level, result), level);
        keep.functions.forEach((slots, f) => slots.forEach((slot, i) => {
          if (slot) expect(found.functions[f]?.[i]).toEqual(slot);
        }));
      }),
      { numRuns: 25 },
    );
  });

  it.each([
    [{ timeMs: -1 }, 'options.timeMs'],
    [{ timeMs: 2.5 }, 'options.timeMs'],
    [{ timeMs: '100' }, 'options.timeMs'],
    [{ keep: '_X|' }, 'options.keep'],
    [{ keep: '_4|||||' }, 'options.keep'],
    [{ keep: 42 }, 'options.keep'],
    [{ keep: { functions: [Array(6).fill(null).concat([{ condition: null, action: { kind: 'forward' } }])] } }, 'options.keep.functions[0][6]'],
    [{ keep: { functions: [[{ condition: null, action: { kind: 'call', fn: 3 } }]] } }, 'options.keep.functions[0][0].action.fn'],
    [{ keep: { functions: [[{ condition: null, action: { kind: 'paint', color: 'R' } }]] } }, 'options.keep.functions[0][0].action.color'],
    [{ keep: { functions: [[{ condition: 'X', action: { kind: 'forward' } }]] } }, 'options.keep.functions[0][0].condition'],
    [{ signal: {} }, 'options.signal'],
    [{ onProgress: 'yes' }, 'options.onProgress'],
    ['fast', 'options'],
  ])('refuses bad options %j naming %s', (options, field) => {
    let error: unknown;
    try {
      solveLevel(corner, options as never);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(PlantankInputError);
    expect((error as PlantankInputError).field).toBe(field);
  });

  it('refuses a malformed level naming the field', () => {
    expect(() => solveLevel({ ...corner, subLengths: [1, 2] }, { timeMs: 10 })).toThrow(PlantankInputError);
  });
});
