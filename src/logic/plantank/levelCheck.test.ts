import { describe, expect, it } from 'vitest';
import { levelProblems, reachableTiles } from './levelCheck.ts';
import { levelFromMap } from './levelMap.ts';
import { describeOutcome } from './outcomeText.ts';
import { runProgram } from './runProgram.ts';
import type { Level } from './types.ts';

const good = levelFromMap({ id: 'g', title: 'Good', map: ['bbB', '#bB'], start: { row: 0, col: 0, dir: 0 }, subLengths: [3, 2, 0, 0, 0] });

describe('levelProblems', () => {
  it('accepts a well-formed level', () => {
    expect(levelProblems(good)).toEqual([]);
  });

  it('lists every problem', () => {
    const bad: Level = { ...good, id: ' ', title: '', subLengths: [0, 11, 2], allowedCommands: 8 };
    expect(levelProblems(bad)).toEqual([
      'id is empty', 'title is empty', 'subLengths must list 5 slot counts', 'allowedCommands must be 0..7, got 8',
    ]);
    expect(levelProblems({ ...good, subLengths: [0, 11, 2, 0, 0] })).toEqual([
      'subLengths[1] (F2) must be 0..10, got 11', 'F1 must have at least 1 slot',
    ]);
    expect(levelProblems({ ...good, items: ['#.*', '#.*'] })).toContain('the tank starts on a hole (row 0, col 0)');
    expect(levelProblems({ ...good, items: ['*..', '#..'] })).toEqual(['a star lies under the tank (row 0, col 0)']);
    expect(levelProblems({ ...good, items: ['...', '#..'] })).toEqual(['there are no stars']);
    expect(levelProblems({ ...good, items: ['.#.', '##*'] })).toEqual(['the star at row 1, col 2 cannot be reached over tiles']);
    expect(levelProblems({ ...good, colors: ['BB'] })[0]).toMatch(/colors has 1 rows/);
  });

  it('reaches tiles over hex neighbours, not square ones', () => {
    // (0,0) and (1,1): not neighbours on hex (SE of even row 0 is (1,0)); neighbours on a square grid? No, diagonal.
    const hex = levelFromMap({ id: 'h', title: 'h', map: ['b#', '#B'], start: { row: 0, col: 0, dir: 0 }, subLengths: [1, 0, 0, 0, 0] });
    expect(reachableTiles(hex).size).toBe(1);
    // (1,0) odd row: NE is (0,1).
    const odd = levelFromMap({ id: 'o', title: 'o', map: ['#B', 'b#'], start: { row: 1, col: 0, dir: 0 }, subLengths: [1, 0, 0, 0, 0] });
    expect(reachableTiles(odd).size).toBe(2);
    expect(levelProblems(odd)).toEqual([]);
  });
});

describe('describeOutcome', () => {
  const line = levelFromMap({ id: 'l', title: 'l', map: ['bbB#B'], start: { row: 0, col: 0, dir: 0 }, subLengths: [5, 5, 0, 0, 0] });

  it('explains each outcome for players, counting rows and columns from 1', () => {
    expect(describeOutcome(runProgram(line, '_F_F_F_F|'), line)).toBe('fell off at row 1, col 4');
    expect(describeOutcome(runProgram(line, '_L_F|'), line)).toBe('drove off the edge of the board at row 1, col 1');
    expect(describeOutcome(runProgram(line, '_F|'), line)).toBe('the program ended with 2 stars left');
    expect(describeOutcome(runProgram(line, '_F_F|'), line)).toBe('the program ended with 1 star left');
    expect(describeOutcome(runProgram(line, '_R_1|'), line)).toBe('out of fuel after 1000 steps');
    expect(describeOutcome(runProgram(line, '_F_2|_2|'), line)).toBe('infinite loop: F2 calls itself without moving');
    const long = levelFromMap({ id: 'L', title: 'L', map: [`${'b'.repeat(999)}B`], start: { row: 0, col: 0, dir: 0 }, subLengths: [5, 5, 0, 0, 0] });
    expect(describeOutcome(runProgram(long, '_F_2|_1|'), long)).toBe('too many nested calls: the call stack passed 1024 frames');
    expect(describeOutcome(runProgram(line, '_2|_1|'), line)).toBe('infinite loop: F2 calls F1 again without moving');
    const won = levelFromMap({ id: 'w', title: 'w', map: ['bB'], start: { row: 0, col: 0, dir: 0 }, subLengths: [1, 0, 0, 0, 0] });
    expect(describeOutcome(runProgram(won, '_F|'), won)).toBe('all stars collected in 1 step');
  });
});
