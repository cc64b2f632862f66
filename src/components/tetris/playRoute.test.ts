import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePlayPath, playHref, PlayRouteError, type PlaySpec } from './playRoute';

describe('play route', () => {
  it('reads each mode', () => {
    expect(parsePlayPath('marathon/7')).toEqual({ mode: 'marathon', startLevel: 7, endless: false, seed: null });
    expect(parsePlayPath('marathon/15/endless')).toEqual({ mode: 'marathon', startLevel: 15, endless: true, seed: null });
    expect(parsePlayPath('marathon/1/seed/42')).toEqual({ mode: 'marathon', startLevel: 1, endless: false, seed: 42 });
    expect(parsePlayPath('sprint')).toEqual({ mode: 'sprint', startLevel: 1, endless: false, seed: null });
    expect(parsePlayPath('ultra/seed/0')).toEqual({ mode: 'ultra', startLevel: 1, endless: false, seed: 0 });
  });

  it('rejects bad routes with a message that says what is wrong', () => {
    expect(() => parsePlayPath('zen')).toThrow('Tetris has no mode called “zen”: the modes are Marathon, Sprint and Ultra.');
    expect(() => parsePlayPath('marathon')).toThrow('A Marathon link needs a start level, from 1 to 15.');
    expect(() => parsePlayPath('marathon/16')).toThrow('Marathon starts at a level from 1 to 15, and this link asks for “16”.');
    expect(() => parsePlayPath('marathon/0')).toThrow(/Marathon starts at a level from 1 to 15/);
    expect(() => parsePlayPath('marathon/2.5')).toThrow(/Marathon starts at a level from 1 to 15/);
    expect(() => parsePlayPath('sprint/seed')).toThrow('This link asks for a seeded game but gives no seed number.');
    expect(() => parsePlayPath('sprint/seed/-1')).toThrow('A game\'s seed is a whole number from 0 to 4,294,967,295, and this link has “-1”.');
    expect(() => parsePlayPath('ultra/endless')).toThrow('This link has “endless” after Ultra, which Tetris does not understand.');
    expect(() => parsePlayPath('sprint/3')).toThrow(PlayRouteError);
  });

  it('parse(print(spec)) is spec', () => {
    const spec = fc.oneof(
      fc.record({
        mode: fc.constant('marathon' as const),
        startLevel: fc.integer({ min: 1, max: 15 }),
        endless: fc.boolean(),
        seed: fc.option(fc.integer({ min: 0, max: 0xffffffff }), { nil: null }),
      }),
      fc.record({
        mode: fc.constantFrom('sprint' as const, 'ultra' as const),
        startLevel: fc.constant(1),
        endless: fc.constant(false),
        seed: fc.option(fc.integer({ min: 0, max: 0xffffffff }), { nil: null }),
      }),
    );
    fc.assert(
      fc.property(spec, (s: PlaySpec) => {
        expect(parsePlayPath(playHref(s).replace('/tetris/play/', ''))).toEqual(s);
      }),
    );
  });
});
