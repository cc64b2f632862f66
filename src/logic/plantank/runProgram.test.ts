import { describe, expect, it } from 'vitest';
import { levelFromMap } from './levelMap.ts';
import { parseProgram } from './programText.ts';
import { runProgram } from './runProgram.ts';
import type { Level } from './types.ts';

function hex(map: string[], row: number, col: number, dir: number, subLengths = [10, 10, 10, 10, 10], allowedCommands = 7): Level {
  return levelFromMap({ id: 't', title: 't', map, start: { row, col, dir }, subLengths, allowedCommands });
}

/** One row of tiles `length` long, stars at the given columns. */
function line(length: number, stars: number[], grid: 'hex' | 'square' = 'hex'): Level {
  const cells = Array.from({ length }, (_, c) => (stars.includes(c) ? 'B' : 'b')).join('');
  return levelFromMap({ id: 'line', title: 'line', grid, map: [cells], start: { row: 0, col: 0, dir: 0 }, subLengths: [10, 10, 10, 10, 10], allowedCommands: 7 });
}

describe('runProgram: outcomes (spec "Execution")', () => {
  it('wins the moment the last star is taken, with the counts of what ran', () => {
    const result = runProgram(line(6, [2, 4]), '_F_F_F_F_F_F|||||');
    expect(result).toEqual({ outcome: 'won', steps: 4, calls: 0, skipped: 0, maxStack: 1, starsLeft: 0, final: { row: 0, col: 4, dir: 0 } });
  });

  it('moves on hex boards along the odd-r table', () => {
    // (0,0) E -> (0,1); SE from even row 0 -> (1,1); SE from odd row 1 -> (2,2).
    const level = hex(['bb#', '#bb', '##B'], 0, 0, 0);
    expect(runProgram(level, '_F_R_F_F|||||')).toMatchObject({ outcome: 'won', steps: 4, final: { row: 2, col: 2, dir: 1 } });
  });

  it('moves on square boards with 90 degree turns', () => {
    const level = levelFromMap({ id: 's', title: 's', grid: 'square', map: ['bb', '#B'], start: { row: 0, col: 0, dir: 0 }, subLengths: [5, 0, 0, 0, 0] });
    expect(runProgram(level, '_F_R_F|')).toMatchObject({ outcome: 'won', final: { row: 1, col: 1, dir: 1 } });
    expect(runProgram(level, '_F_L_F|')).toMatchObject({ outcome: 'fell', final: { row: -1, col: 1, dir: 3 } });
  });

  it('falls into a hole: final is the hole, fellFrom the tile before it', () => {
    const result = runProgram(hex(['bb#B'], 0, 0, 0), '_F_F_F|||||');
    expect(result).toMatchObject({ outcome: 'fell', steps: 2, starsLeft: 1, final: { row: 0, col: 2, dir: 0 }, fellFrom: { row: 0, col: 1 } });
  });

  it('falls off the edge of the board', () => {
    const result = runProgram(hex(['bbB'], 0, 0, 0), '_L_F|||||');
    expect(result).toMatchObject({ outcome: 'fell', steps: 2, final: { row: -1, col: 0, dir: 5 }, fellFrom: { row: 0, col: 0 } });
  });

  it('loses when F1 ends (rule 2), even after taking some stars', () => {
    expect(runProgram(line(5, [1, 3]), '_F|||||')).toMatchObject({ outcome: 'programEnded', steps: 1, starsLeft: 1 });
    expect(runProgram(line(5, [1]), '|||||')).toMatchObject({ outcome: 'programEnded', steps: 0, maxStack: 1 });
  });

  it('returns from F2 into F1 and carries on after the call', () => {
    expect(runProgram(line(5, [3]), '_2_F|_F_F|||')).toMatchObject({ outcome: 'won', steps: 3, calls: 1, maxStack: 2 });
  });

  it('counts skipped conditions, which are not steps (rule 3)', () => {
    // Start cell is blue: rF and gF are skipped, bF runs.
    expect(runProgram(line(3, [1]), 'rFgFbF|||||')).toMatchObject({ outcome: 'won', steps: 1, skipped: 2 });
  });

  it('paints the cell under the tank, and conditions see the new colour (rule 6)', () => {
    // Paint red, then rF runs because the cell is now red.
    expect(runProgram(line(3, [1]), '_rrF|||||')).toMatchObject({ outcome: 'won', steps: 2, skipped: 0 });
    // Painting does not touch the level: the same program still sees blue at the start next time.
    const level = line(3, [1]);
    runProgram(level, '_rrF|||||');
    expect(runProgram(level, 'rF_F|||||')).toMatchObject({ outcome: 'won', steps: 1, skipped: 1 });
  });

  it('wins on exactly step 1000 (rule 7)', () => {
    expect(runProgram(line(1001, [1000]), '_F_1|||||')).toMatchObject({ outcome: 'won', steps: 1000, calls: 999, maxStack: 1000 });
  });

  it('is out of fuel when step 1000 does not win', () => {
    expect(runProgram(line(1002, [1001]), '_F_1|||||')).toMatchObject({ outcome: 'outOfFuel', steps: 1000, starsLeft: 1, final: { row: 0, col: 1000, dir: 0 } });
    // Turning on the spot forever.
    expect(runProgram(line(3, [2]), '_R_1|||||')).toMatchObject({ outcome: 'outOfFuel', steps: 1000 });
  });

  it('honours maxSteps', () => {
    expect(runProgram(line(20, [10]), '_F_1|||||', { maxSteps: 9 })).toMatchObject({ outcome: 'outOfFuel', steps: 9 });
    expect(runProgram(line(20, [10]), '_F_1|||||', { maxSteps: 10 })).toMatchObject({ outcome: 'won', steps: 10 });
  });
});

describe('runProgram: the call stack (rules 4, 8)', () => {
  it('counts F1 in maxStack and keeps a finished frame until its callee returns', () => {
    // F1's only instruction is the call: no tail-call removal, so two frames.
    expect(runProgram(line(3, [2]), '_2|_F_F||||')).toMatchObject({ outcome: 'won', maxStack: 2, calls: 1 });
    expect(runProgram(line(3, [2]), '_2|_3|_4|_5|_F_F|')).toMatchObject({ outcome: 'won', maxStack: 5, calls: 4 });
  });

  it('recurses 500 deep without trouble', () => {
    expect(runProgram(line(600, [500]), '_F_1|||||')).toMatchObject({ outcome: 'won', steps: 500, maxStack: 500 });
  });

  it('allows 1024 frames and overflows past them', () => {
    // F1: step, call F2; F2: call F1 -> two frames a step: 1023 frames after step 512, then F2 makes 1024.
    const result = runProgram(line(1000, [999]), '_F_2|_1||||');
    expect(result).toMatchObject({ outcome: 'stackOverflow', steps: 512, maxStack: 1024 });
    expect(runProgram(line(100, [99]), '_F_1|||||', { maxStack: 5 })).toMatchObject({ outcome: 'stackOverflow', steps: 5, maxStack: 5 });
  });
});

describe('runProgram: infinite loops (rule 9)', () => {
  it('stops a function that calls itself before any step', () => {
    expect(runProgram(line(3, [2]), '_1|||||')).toMatchObject({ outcome: 'infiniteLoop', steps: 0, loop: { fn: 0, caller: 0 } });
    expect(runProgram(line(3, [2]), '_F_2|_2||||')).toMatchObject({ outcome: 'infiniteLoop', steps: 1, loop: { fn: 1, caller: 1 } });
  });

  it('stops calls that go round through other functions', () => {
    expect(runProgram(line(3, [2]), '_2|_3|_1|||')).toMatchObject({ outcome: 'infiniteLoop', steps: 0, maxStack: 3, loop: { fn: 0, caller: 2 } });
  });

  it('stops a loop whose steps are all skipped', () => {
    // On blue, rF is skipped every time, so F1 re-enters itself without a step.
    expect(runProgram(line(3, [2]), 'rF_1|||||')).toMatchObject({ outcome: 'infiniteLoop', skipped: 1 });
  });

  it('does not flag a function called twice in a row whose first call did nothing (the seed functionMask bug)', () => {
    // The spec's example: on red cells F2's bF is skipped twice, then F1 moves and wins.
    const level = levelFromMap({ id: 'r', title: 'r', map: ['rR'], start: { row: 0, col: 0, dir: 0 }, subLengths: [3, 1, 0, 0, 0] });
    expect(runProgram(level, '_2_2_F|bF||||')).toMatchObject({ outcome: 'won', steps: 1, calls: 2, skipped: 2, maxStack: 2 });
  });

  it('does not flag re-entry after a step', () => {
    expect(runProgram(line(8, [7]), '_2|_F_1||||')).toMatchObject({ outcome: 'won', steps: 7 });
  });
});

describe('runProgram: inputs', () => {
  it('parses a string against the level and rejects what it does not allow', () => {
    const level = hex(['bB'], 0, 0, 0, [2, 0, 0, 0, 0], 0);
    expect(() => runProgram(level, '_F_2|_F|')).toThrow(/F2 does not exist/);
    expect(() => runProgram(level, '_r|')).toThrow(/painting red/);
  });

  it('runs a Program object as given, empty slots skipped and not counted', () => {
    const program = parseProgram('_F_F|||||');
    program.functions[0] = [null, { condition: null, action: { kind: 'forward' } }, null];
    expect(runProgram(line(3, [1]), program)).toMatchObject({ outcome: 'won', steps: 1, skipped: 0 });
  });
});
