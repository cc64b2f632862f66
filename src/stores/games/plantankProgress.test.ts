import { describe, expect, it } from 'vitest';
import { levelRecord, plantankProgress, withProgram, withWin } from './plantankProgress';

describe('plantank progress', () => {
  it('keeps the program last written per level', () => {
    const p = withProgram(plantankProgress.defaults(), 'pt-02', '_F_.|||||');
    expect(levelRecord(p, 'pt-02')).toEqual({ solved: false, stars: 0, best: 0, program: '_F_.|||||' });
    expect(withProgram(p, 'pt-02', '_F_.|||||')).toBe(p);
  });

  it('a win keeps the most stars and the fewest instructions ever', () => {
    let p = withWin(plantankProgress.defaults(), 'pt-03', 9, 1);
    expect(levelRecord(p, 'pt-03')).toMatchObject({ solved: true, stars: 1, best: 9 });
    p = withWin(p, 'pt-03', 6, 3);
    expect(levelRecord(p, 'pt-03')).toMatchObject({ stars: 3, best: 6 });
    p = withWin(p, 'pt-03', 8, 2);
    expect(levelRecord(p, 'pt-03')).toMatchObject({ stars: 3, best: 6 });
    expect(withWin(p, 'pt-03', 7, 2)).toBe(p);
  });

  it('validates the saved shape strictly', () => {
    expect(plantankProgress.validate({ levels: { a: { solved: true, stars: 3, best: 2, program: '' } } })).not.toBeNull();
    expect(plantankProgress.validate({ levels: { a: { solved: true, stars: 4, best: 2, program: '' } } })).toBeNull();
    expect(plantankProgress.validate({ levels: { a: { solved: 'yes', stars: 1, best: 2, program: '' } } })).toBeNull();
    expect(plantankProgress.validate({ levels: [] })).toBeNull();
  });
});
