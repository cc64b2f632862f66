import { describe, expect, it } from 'vitest';
import { compileBoard } from './grid.ts';
import { isPrintableChar, quoteChar } from './inputError.ts';
import { parseLevelMap } from './levelMap.ts';
import { parseProgram } from './programText.ts';

const messageOf = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('no error');
};

describe('quoteChar', () => {
  it('quotes a character that prints, in any script', () => {
    for (const char of ['x', '#', 'é', '中', 'ệ', '😀', '€']) expect(quoteChar(char), char).toBe(`'${char}'`);
    expect(quoteChar('x', '“', '”')).toBe('“x”');
  });

  it('gives by its code point one that does not print: controls (C0, C1), spaces, zero-width and bidi marks, lone marks and surrogates', () => {
    const cases: [string, string][] = [
      ['\t', 'U+0009'],
      ['\n', 'U+000A'],
      [' ', 'U+0020'],
      ['\u007f', 'U+007F'],
      ['\u0085', 'U+0085'],
      ['\u00a0', 'U+00A0'],
      ['\u0301', 'U+0301'],
      ['\u200b', 'U+200B'],
      ['\u200e', 'U+200E'],
      ['\u2028', 'U+2028'],
      ['\ufeff', 'U+FEFF'],
      ['\ue000', 'U+E000'],
      ['\ud83d', 'U+D83D'],
      ['\u{e0041}', 'U+E0041'],
    ];
    for (const [char, shown] of cases) {
      expect(isPrintableChar(char), shown).toBe(false);
      expect(quoteChar(char, '“', '”'), shown).toBe(shown);
    }
  });

  it('is the one rule of the program, board and map readers', () => {
    const level = { id: 'x', title: 'x', grid: 'square' as const, colors: ['RR'], items: ['*.'], start: { row: 0, col: 1, dir: 0 }, subLengths: [1, 0, 0, 0, 0], allowedCommands: 0 };
    for (const [char, shown] of [['é', "'é'"], ['\u0085', 'U+0085'], [' ', 'U+0020']]) {
      expect(messageOf(() => parseProgram(`_F${char}|`)), shown).toContain(`got ${shown}`);
      expect(messageOf(() => compileBoard({ ...level, colors: [`R${char}`] })), shown).toContain(`${shown} is not R, G or B`);
      expect(messageOf(() => compileBoard({ ...level, items: [`*${char}`] })), shown).toContain(`${shown} is not '#'`);
      expect(messageOf(() => parseLevelMap([`r${char}`])), shown).toContain(`${shown} is not one of`);
    }
  });
});
