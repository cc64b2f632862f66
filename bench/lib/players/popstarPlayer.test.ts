import { describe, expect, it } from 'vitest';
import { endBonus, findGroup, generateLevel, levelRequirement, listGroups, parseBoard, pop, remainingBricks } from '../../../src/logic/popstar/index.ts';
import { chooseTap } from './popstarPlayer';

describe("the PopStar player's tap", () => {
  it("follows the level's certificate, which reaches the level's target", () => {
    for (const [level, seed] of [[1, 20240611], [2, 7], [3, 99]] as const) {
      const { board: start, certificate } = generateLevel(level, seed);
      let board = start;
      let points = 0;
      for (let done = 0; ; done++) {
        const at = chooseTap(board, certificate, done);
        if (at === null) break;
        if (done < certificate.length) expect(at).toEqual(certificate[done]);
        const result = pop(board, at[0], at[1])!;
        points += result.points;
        board = result.board;
      }
      expect(listGroups(board)).toEqual([]);
      expect(points + endBonus(remainingBricks(board))).toBeGreaterThanOrEqual(levelRequirement(level));
    }
  });

  it('takes the biggest group, bottom-left cell first, when there is no certificate to follow', () => {
    const board = parseBoard(['RRB..', 'GGB..', 'GGBBB']);
    const at = chooseTap(board, [], 0)!;
    expect(findGroup(board, at[0], at[1])).toHaveLength(5);
    expect(at).toEqual([2, 2]);
  });

  it('leaves a certificate tap that no longer names a group, and taps nothing on a board without moves', () => {
    const board = parseBoard(['RGB', 'GBR']);
    expect(chooseTap(board, [[0, 0]], 0)).toBeNull();
    const two = parseBoard(['RG.', 'RB.']);
    expect(chooseTap(two, [[0, 1]], 0)).toEqual([1, 0]);
  });
});
