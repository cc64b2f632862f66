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

  it('validates the saved shape strictly, leaving out only the bad records', () => {
    const good = { solved: true, stars: 3, best: 2, program: '' };
    const dropped: string[] = [];
    const kept = plantankProgress.validate(
      {
        levels: {
          a: good,
          b: { ...good, stars: 4 },
          c: { ...good, solved: 'yes' },
          d: { solved: false, stars: 2, best: 0, program: '' },
          'Not An Id': good,
        },
      },
      (what) => dropped.push(what),
    );
    expect(kept && { ...kept.levels }).toEqual({ a: good });
    expect(dropped).toEqual(['level "b"', 'level "c"', 'level "d"', 'level "Not An Id"']);
    expect(plantankProgress.validate({ levels: [] })).toBeNull();
  });

  it('a saved __proto__ key is dropped and never becomes what lookups find', () => {
    const saved = JSON.parse('{"levels":{"__proto__":{"solved":true,"stars":3,"best":1,"program":""},"pt-02":{"solved":true,"stars":1,"best":9,"program":""}}}');
    const dropped: string[] = [];
    const p = plantankProgress.validate(saved, (w) => dropped.push(w))!;
    expect(levelRecord(p, 'pt-01')).toEqual({ solved: false, stars: 0, best: 0, program: '' });
    expect(levelRecord(p, 'constructor').solved).toBe(false);
    expect(levelRecord(p, 'pt-02').stars).toBe(1);
    expect(Object.keys(p.levels)).toEqual(['pt-02']);
    expect(dropped).toEqual(['level "__proto__"']);
  });
});
