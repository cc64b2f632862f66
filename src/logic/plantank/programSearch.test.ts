import { describe, expect, it } from 'vitest';
import { levelFromMap } from './levelMap.ts';
import { instructionCount, parseProgram } from './programText.ts';
import { findShortestSolution } from './programSearch.ts';
import { runProgram } from './runProgram.ts';

// A bend: (0,0) E to the star at (0,1), right to SE, then (1,1) and (2,2). `_F_R_1` turns twice and
// falls into (2,1); the shortest programs are 4 long (e.g. `_F_R_F_F`, `_F_R_F_1`).
const bend = levelFromMap({ id: 'b', title: 'b', map: ['bB#', '#b#', '##B'], start: { row: 0, col: 0, dir: 0 }, subLengths: [5, 0, 0, 0, 0] });
// Turn right on red, forever: needs a condition and recursion.
const redRight = levelFromMap({
  id: 'r', title: 'r', map: ['bbbR#', '###b#', '####B'], start: { row: 0, col: 0, dir: 0 }, subLengths: [4, 0, 0, 0, 0],
});

describe('findShortestSolution', () => {
  it('finds a shortest program, which wins', () => {
    const result = findShortestSolution(bend, { maxInstructions: 6 });
    expect(result).toMatchObject({ instructions: 4, complete: true });
    expect(runProgram(bend, result.solution as string).outcome).toBe('won');
    expect(instructionCount(parseProgram(result.solution as string))).toBe(4);
  });

  it('proves there is nothing shorter within the bound', () => {
    expect(findShortestSolution(bend, { maxInstructions: 3 })).toMatchObject({ solution: null, complete: true });
  });

  it('uses conditions and recursion', () => {
    // (0,3) is red: turn to SE there, then (1,3) and (2,4): `_FrR_1`; `_F_1` drives into the hole at (0,4).
    const result = findShortestSolution(redRight, { maxInstructions: 4 });
    expect(result.instructions).toBe(3);
    expect(runProgram(redRight, result.solution as string).outcome).toBe('won');
    expect(result.solution).toMatch(/r/);
  });

  it('stops when the run budget is spent and says so', () => {
    expect(findShortestSolution(redRight, { maxInstructions: 4, maxRuns: 3 })).toMatchObject({ solution: null, complete: false });
  });
});
