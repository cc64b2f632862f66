import { describe, expect, it } from 'vitest';
import { PopstarInputError } from './inputError.ts';
import { bonusSteps, brickPoints, endBonus, groupPoints, levelRequirement, levelTarget } from './scoring.ts';

describe('scoring (spec "Score")', () => {
  it('PopStar pays 5n^2 and SameGame (n - 2)^2', () => {
    expect([2, 3, 8, 10].map((n) => groupPoints(n))).toEqual([20, 45, 320, 500]);
    expect([2, 3, 8, 10].map((n) => groupPoints(n, 'samegame'))).toEqual([0, 1, 36, 64]);
  });

  it('the bricks of a pop show 10i + 5, which add up to 5n^2', () => {
    expect([0, 1, 2, 7].map(brickPoints)).toEqual([5, 15, 25, 75]);
    for (let n = 2; n <= 100; n++) {
      const shown = Array.from({ length: n }, (_, i) => brickPoints(i)).reduce((a, b) => a + b, 0);
      expect(shown).toBe(groupPoints(n));
    }
  });

  it('end bonus: 2000 for a perfect clear, 2000 - 20m^2, never below 0', () => {
    expect(endBonus(0)).toBe(2000);
    expect(endBonus(1)).toBe(1980);
    expect(endBonus(5)).toBe(1500);
    expect(endBonus(9)).toBe(380);
    expect(endBonus(10)).toBe(0);
    expect(endBonus(30)).toBe(0);
  });

  it('SameGame: +1000 for a cleared board, nothing otherwise', () => {
    expect(endBonus(0, 'samegame')).toBe(1000);
    expect(endBonus(1, 'samegame')).toBe(0);
  });

  it('the bonus countdown deducts 40i + 20 per leftover, summing to 2000 - endBonus while positive', () => {
    expect(bonusSteps(3)).toEqual([20, 60, 100]);
    expect(bonusSteps(0)).toEqual([]);
    for (let m = 0; m <= 10; m++) {
      expect(2000 - bonusSteps(m).reduce((a, b) => a + b, 0)).toBe(endBonus(m));
    }
  });

  it('level targets are cumulative: 1000, 3000, 5000, ...', () => {
    expect([1, 2, 3, 10].map(levelTarget)).toEqual([1000, 3000, 5000, 19000]);
  });

  it('a level must be certified for the step of the target: 1000 then 2000', () => {
    expect([1, 2, 3, 9].map(levelRequirement)).toEqual([1000, 2000, 2000, 2000]);
  });

  it('rejects a level that is not a positive integer', () => {
    expect(() => levelTarget(0)).toThrow(/level must be an integer >= 1, got 0/);
    expect(() => levelTarget(1.5)).toThrow(PopstarInputError);
    expect(() => levelRequirement(-2)).toThrow(PopstarInputError);
  });
});
