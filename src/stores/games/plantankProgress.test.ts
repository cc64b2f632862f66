import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { levelRecord, MAX_HINTS, plantankProgress, starCap, withBreakpoints, withHint, withProgram, withSolutionShown, withWin } from './plantankProgress';

const HELP = { hints: 0, solutionShown: false, breakpoints: [] };

describe('plantank progress', () => {
  it('keeps the program last written per level', () => {
    const p = withProgram(plantankProgress.defaults(), 'pt-02', '_F_.|||||');
    expect(levelRecord(p, 'pt-02')).toEqual({ solved: false, stars: 0, best: 0, program: '_F_.|||||', ...HELP });
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
    const good = { solved: true, stars: 3, best: 2, program: '', ...HELP };
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
    expect(levelRecord(p, 'pt-01')).toEqual({ solved: false, stars: 0, best: 0, program: '', ...HELP });
    expect(levelRecord(p, 'constructor').solved).toBe(false);
    expect(levelRecord(p, 'pt-02').stars).toBe(1);
    expect(Object.keys(p.levels)).toEqual(['pt-02']);
    expect(dropped).toEqual(['level "__proto__"']);
  });

  it('a record saved before hints and breakpoints existed reads with none', () => {
    const p = plantankProgress.validate({ levels: { 'pt-04': { solved: true, stars: 2, best: 5, program: '_F|||||' } } })!;
    expect(levelRecord(p, 'pt-04')).toEqual({ solved: true, stars: 2, best: 5, program: '_F|||||', ...HELP });
  });

  it('hints, the shown solution and breakpoints are validated like the other fields', () => {
    const good = { solved: false, stars: 0, best: 0, program: '', hints: 2, solutionShown: true, breakpoints: ['0:1', '4:9'] };
    const bad: Record<string, unknown> = {
      a: { ...good, hints: -1 },
      b: { ...good, hints: 1.5 },
      c: { ...good, hints: MAX_HINTS + 1 },
      d: { ...good, solutionShown: 'yes' },
      e: { ...good, breakpoints: '0:1' },
      f: { ...good, breakpoints: ['5:0'] },
      g: { ...good, breakpoints: ['0:1', '0:1'] },
      h: { ...good, breakpoints: [1] },
    };
    const dropped: string[] = [];
    const kept = plantankProgress.validate({ levels: { ok: good, ...bad } }, (w) => dropped.push(w))!;
    expect({ ...kept.levels }).toEqual({ ok: good });
    expect(dropped).toHaveLength(Object.keys(bad).length);
  });

  it('star cost: no hint keeps the stars, a hint caps a win at 2, a shown solution at 1', () => {
    expect(starCap({ hints: 0, solutionShown: false })).toBe(3);
    expect(starCap({ hints: 1, solutionShown: false })).toBe(2);
    expect(starCap({ hints: 7, solutionShown: true })).toBe(1);
    let p = withHint(plantankProgress.defaults(), 'pt-05');
    expect(levelRecord(p, 'pt-05').hints).toBe(1);
    p = withWin(p, 'pt-05', 3, 3);
    expect(levelRecord(p, 'pt-05')).toMatchObject({ solved: true, stars: 2, hints: 1 });
    p = withWin(withSolutionShown(p, 'pt-06'), 'pt-06', 3, 3);
    expect(levelRecord(p, 'pt-06').stars).toBe(1);
  });

  it('stars won before the first hint are kept', () => {
    let p = withWin(plantankProgress.defaults(), 'pt-07', 4, 3);
    p = withWin(withHint(p, 'pt-07'), 'pt-07', 4, 3);
    expect(levelRecord(p, 'pt-07')).toMatchObject({ stars: 3, hints: 1 });
  });

  it('property: the stars of a win never exceed the cap of the help taken before it, nor drop below earlier ones', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constant('hint' as const), fc.constant('solution' as const), fc.integer({ min: 1, max: 3 })), { maxLength: 12 }), (events) => {
        let p = plantankProgress.defaults();
        let most = 0;
        for (const e of events) {
          if (e === 'hint') p = withHint(p, 'x');
          else if (e === 'solution') p = withSolutionShown(p, 'x');
          else {
            const cap = starCap(levelRecord(p, 'x'));
            p = withWin(p, 'x', 5, e);
            most = Math.max(most, Math.min(e, cap));
          }
          expect(levelRecord(p, 'x').stars).toBe(most);
        }
      }),
    );
  });

  it('hints are counted up to a bound, and merge as the larger count of two tabs', () => {
    let p = plantankProgress.defaults();
    for (let i = 0; i < 3; i++) p = withHint(p, 'pt-08');
    const other = withSolutionShown(withHint(plantankProgress.defaults(), 'pt-08'), 'pt-08');
    const merged = plantankProgress.merge!(other, p, true);
    expect(levelRecord(merged, 'pt-08')).toMatchObject({ hints: 3, solutionShown: true });
  });

  it('breakpoints are saved sorted and unique, and an unchanged set writes nothing', () => {
    const p = withBreakpoints(plantankProgress.defaults(), 'pt-09', ['1:2', '0:3', '1:2', 'junk']);
    expect(levelRecord(p, 'pt-09').breakpoints).toEqual(['0:3', '1:2']);
    expect(withBreakpoints(p, 'pt-09', ['1:2', '0:3'])).toBe(p);
  });
});
