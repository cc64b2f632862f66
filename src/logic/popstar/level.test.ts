import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseBoard, type Board, type Cell } from './board.ts';
import { listGroups } from './groups.ts';
import { PopstarInputError } from './inputError.ts';
import { generateLevel, mixSeed, replayMoves } from './level.ts';
import { pop } from './pop.ts';
import { levelRequirement } from './scoring.ts';

describe('generateLevel: certified boards (spec "The problem the seed leaves open")', () => {
  it('every level of 300 (levels 1..6 x 50 seeds) replays its certificate to its requirement', () => {
    for (let level = 1; level <= 6; level++) {
      for (let seed = 0; seed < 50; seed++) {
        const { board, certificate, certifiedPoints } = generateLevel(level, seed);
        const replay = replayMoves(board, certificate);
        expect(replay.over).toBe(true);
        expect(replay.score).toBe(certifiedPoints);
        expect(certifiedPoints).toBeGreaterThanOrEqual(levelRequirement(level));
      }
    }
  });

  it('is deterministic: the same (level, seed) gives the same level', () => {
    expect(generateLevel(3, 1234)).toEqual(generateLevel(3, 1234));
  });

  it('deals different boards for other levels and other seeds', () => {
    const board = generateLevel(2, 10).board.cells;
    expect(generateLevel(3, 10).board.cells).not.toEqual(board);
    expect(generateLevel(2, 11).board.cells).not.toEqual(board);
  });

  it('deals a full 10 x 10 board of 5 colours', () => {
    const { board } = generateLevel(1, 0);
    expect([board.width, board.height]).toEqual([10, 10]);
    expect(new Set(board.cells)).toEqual(new Set([1, 2, 3, 4, 5]));
  });

  it('rejects a level below 1', () => {
    expect(() => generateLevel(0, 1)).toThrow(PopstarInputError);
  });
});

describe('mixSeed', () => {
  it('is stable and spreads nearby inputs', () => {
    expect(mixSeed(1, 2, 3)).toBe(mixSeed(1, 2, 3));
    const seeds = new Set<number>();
    for (let a = 0; a < 20; a++) for (let b = 0; b < 20; b++) seeds.add(mixSeed(a, b, 0));
    expect(seeds.size).toBe(400);
    expect(mixSeed(1, 2)).not.toBe(mixSeed(2, 1));
  });
});

describe('replayMoves', () => {
  it('adds the end bonus only when the game is over', () => {
    const board = parseBoard(['RG', 'RG']);
    expect(replayMoves(board, [[0, 0]])).toMatchObject({ points: 20, score: 20, over: false });
    expect(replayMoves(board, [[0, 0], [1, 0]])).toMatchObject({ points: 40, score: 2040, over: true });
  });

  it('names the first illegal tap', () => {
    expect(() => replayMoves(parseBoard(['RG', 'RG']), [[0, 0], [0, 1]])).toThrow(
      'replayMoves: move 1 at [0, 1] is not a legal pop',
    );
  });

  it('plays exactly the pops of pop(), on any board, settled or not', () => {
    // Arbitrary cells: bricks may float and columns may be empty; the first pop settles them.
    const boards = fc
      .record({ width: fc.integer({ min: 1, max: 7 }), height: fc.integer({ min: 1, max: 7 }) })
      .chain(({ width, height }) =>
        fc
          .array(fc.integer({ min: 0, max: 3 }), { minLength: width * height, maxLength: width * height })
          .map((cells): Board => ({ width, height, cells })),
      );
    fc.assert(
      fc.property(boards, fc.array(fc.nat(), { maxLength: 40 }), fc.constantFrom('popstar', 'samegame'), (board, choices, scoring) => {
        const before = [...board.cells];
        let current = board;
        let points = 0;
        const taps: Cell[] = [];
        for (const choice of choices) {
          const groups = listGroups(current);
          if (groups.length === 0) break;
          const group = groups[choice % groups.length]!;
          const tap = group.cells[choice % group.cells.length]!;
          const result = pop(current, ...tap, scoring)!;
          taps.push(tap);
          current = result.board;
          points += result.points;
        }
        const replay = replayMoves(board, taps, scoring);
        expect(replay.board).toEqual(current);
        expect(replay.points).toBe(points);
        expect(board.cells).toEqual(before);
      }),
      { numRuns: 300 },
    );
  });
});
