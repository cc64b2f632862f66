import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Base64UrlError, decodeBase64Url, encodeBase64Url } from './base64url.ts';
import { LevelFormatError } from './grid.ts';
import { decodeLevel, encodeLevel, levelFromData } from './levelCodec.ts';
import { formatLevelMap, levelFromMap, parseLevelMap } from './levelMap.ts';
import { formatProgram, parseProgram } from './programText.ts';
import { decodeShare, encodeShare, MAX_SHARE_LINK_LENGTH, ShareLinkError } from './shareLink.ts';

const level = levelFromMap({
  id: 'my level ~1', title: 'Crème brûlée', description: 'two stars', map: ['bRg', '#gB'],
  start: { row: 0, col: 0, dir: 0 }, subLengths: [3, 2, 0, 0, 0], allowedCommands: 1, solution: '_F_F|||||',
});

describe('level maps', () => {
  it('turn into colours and items and back', () => {
    expect(parseLevelMap(['bRg', '#gB'])).toEqual({ colors: ['BRG', 'RGB'], items: ['.*.', '#.*'] });
    expect(formatLevelMap(level)).toEqual(['bRg', '#gB']);
    expect(() => parseLevelMap(['bb', 'b'])).toThrow(/map row 1 has 1 cells, expected 2/);
    expect(() => parseLevelMap(['b.'])).toThrow(/map row 0 col 1: '.'/);
    expect(() => parseLevelMap([])).toThrow(LevelFormatError);
    fc.assert(fc.property(fc.array(fc.string({ maxLength: 6 }), { maxLength: 4 }), (map) => {
      try {
        parseLevelMap(map);
      } catch (error) {
        expect(error).toBeInstanceOf(LevelFormatError);
      }
    }));
  });
});

describe('base64url', () => {
  it('round-trips any text, URL-safe', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (text) => {
      const code = encodeBase64Url(text);
      expect(code).toMatch(/^[A-Za-z0-9_-]*$/);
      expect(decodeBase64Url(code)).toBe(text);
    }));
    expect(encodeBase64Url('hello')).toBe('aGVsbG8');
  });

  it('names the bad character', () => {
    expect(() => decodeBase64Url('ab+c')).toThrow(/character 3 \('\+'\)/);
    expect(() => decodeBase64Url('abcde')).toThrow(Base64UrlError);
    expect(() => decodeBase64Url('_w')).toThrow(/not UTF-8/);
  });
});

describe('level codec', () => {
  it('round-trips a level', () => {
    expect(decodeLevel(encodeLevel(level))).toEqual(level);
  });

  it('never throws anything but LevelFormatError on random text or random JSON', () => {
    fc.assert(fc.property(fc.oneof(fc.string({ maxLength: 80 }), fc.json().map(encodeBase64Url)), (text) => {
      try {
        decodeLevel(text);
      } catch (error) {
        expect(error).toBeInstanceOf(LevelFormatError);
      }
    }), { numRuns: 1000 });
    // Near misses: a real level with one field replaced by anything.
    const fields = ['id', 'title', 'grid', 'colors', 'items', 'start', 'subLengths', 'allowedCommands', 'description'];
    fc.assert(fc.property(fc.constantFrom(...fields), fc.jsonValue(), (field, value) => {
      try {
        levelFromData({ ...level, [field]: value });
      } catch (error) {
        expect(error).toBeInstanceOf(LevelFormatError);
      }
    }), { numRuns: 1000 });
  });

  it('rejects malformed or unplayable levels with a reason', () => {
    expect(() => decodeLevel('!!')).toThrow(/level code: character 1/);
    expect(() => decodeLevel(encodeBase64Url('{nope'))).toThrow(/not valid JSON/);
    expect(() => levelFromData([])).toThrow(/expected a JSON object/);
    expect(() => levelFromData({ ...level, grid: 'tri' })).toThrow(/grid must be "hex" or "square", got "tri"/);
    expect(() => levelFromData({ ...level, start: { row: 0, col: 'a', dir: 0 } })).toThrow(/start.col must be an integer/);
    expect(() => levelFromData({ ...level, colors: ['BRG', 5] })).toThrow(/colors\[1\] must be a string/);
    expect(() => levelFromData({ ...level, subLengths: [3, 'x'] })).toThrow(/subLengths.1 must be an integer/);
    expect(() => levelFromData({ ...level, items: ['*..', '#.*'] })).toThrow(/a star lies under the tank \(row 0, col 0\)/);
    // (0,0) has tiles neither east nor south-east of it.
    expect(() => levelFromData({ ...level, items: ['.#.', '#.*'] })).toThrow(/star at row 1, col 2 cannot be reached/);
  });
});

describe('share links', () => {
  const program = parseProgram('_F_2rR|gL_1|||', level);

  it('round-trip a campaign level id and a program', () => {
    const link = encodeShare({ levelId: 'pt-07', program });
    expect(link).toBe('1~pt-07~_F_2rR-gL_1----');
    expect(encodeShare({ levelId: 'pt-07', program: '_F_2rR|gL_1|||' })).toBe(link);
    expect(() => encodeShare({ levelId: 'pt-07', program: '_Q|' })).toThrow(/expected an action/);
    const back = decodeShare(link);
    expect(back.levelId).toBe('pt-07');
    expect(formatProgram(back.program)).toBe(formatProgram(program));
    expect(back.level).toBeUndefined();
  });

  it('round-trip a custom level with its program, URL-safe', () => {
    const link = encodeShare({ levelId: level.id, program, level });
    expect(link).toMatch(/^[A-Za-z0-9_.~%-]+$/);
    const back = decodeShare(link);
    expect(back.level).toEqual(level);
    expect(back.levelId).toBe('my level ~1');
    expect(back.program).toEqual(program);
  });

  it('say clearly what is wrong with a malformed link', () => {
    expect(() => decodeShare('hello')).toThrow(/not a Plan Tank link/);
    expect(() => decodeShare('2~a~_F-----')).toThrow(/unknown link version "2"/);
    expect(() => decodeShare('1~a')).toThrow(ShareLinkError);
    expect(() => decodeShare('1~a~b~c~d')).toThrow(/found 5/);
    expect(() => decodeShare('1~%E0%A4%A~_F-----')).toThrow(/percent-encoded/);
    expect(() => decodeShare('1~~_F-----')).toThrow(/level id is empty/);
    expect(() => decodeShare('1~a~_X-----')).toThrow(/program: expected an action/);
    expect(() => decodeShare('1~a~_F-----~@@')).toThrow(/level code/);
    expect(() => decodeShare(`1~other~_F-----~${encodeLevel(level)}`)).toThrow(/embedded level is "my level ~1"/);
    expect(() => decodeShare(`1~${encodeURIComponent(level.id).replace(/~/g, '%7E')}~_b-----~${encodeLevel(level)}`)).toThrow(/painting blue is not allowed/);
  });

  it('give each problem a code and values for the screens, the English kept in the message, the cause kept', () => {
    const code = (text: unknown) => {
      try {
        decodeShare(text as string);
      } catch (error) {
        if (!(error instanceof ShareLinkError)) throw error;
        return { code: error.code, values: error.values, cause: error.cause };
      }
      return null;
    };
    expect(code(42)).toMatchObject({ code: 'notText', values: { got: '42' } });
    expect(code('1~'.padEnd(MAX_SHARE_LINK_LENGTH + 1, 'a'))).toEqual({ code: 'tooLong', values: { length: MAX_SHARE_LINK_LENGTH + 1, max: MAX_SHARE_LINK_LENGTH }, cause: undefined });
    expect(code('hello')).toMatchObject({ code: 'notPlanTank', values: {} });
    expect(code('2~a~_F-----')).toMatchObject({ code: 'unknownVersion', values: { version: '2' } });
    expect(code('1~a~b~c~d')).toMatchObject({ code: 'wrongParts', values: { parts: 5 } });
    expect(code('1~%E0%A4%A~_F-----')).toMatchObject({ code: 'badLevelId' });
    expect(code('1~~_F-----')).toMatchObject({ code: 'emptyLevelId' });
    expect(code('1~a~_X-----')).toMatchObject({ code: 'badProgram', cause: expect.objectContaining({ name: 'ProgramParseError', code: 'unknownCommand' }) });
    expect(code('1~a~_F-----~@@')).toMatchObject({ code: 'badLevel', cause: expect.any(LevelFormatError) });
    expect(code(`1~other~_F-----~${encodeLevel(level)}`)).toMatchObject({ code: 'levelMismatch', values: { embedded: 'my level ~1', levelId: 'other' } });
  });

  it('refuse to make a link too long, or with a level too large, with codes too', () => {
    const wide = (id: string, side: number) => ({ ...level, id, colors: Array.from({ length: side }, () => 'R'.repeat(side)), items: Array.from({ length: side }, (_, r) => (r === 0 ? `.*${'.'.repeat(side - 2)}` : '.'.repeat(side))), start: { row: 0, col: 0, dir: 0 } });
    const refusal = (data: Parameters<typeof encodeShare>[0]) => {
      try {
        encodeShare(data);
      } catch (error) {
        return error;
      }
      return null;
    };
    const big = wide('big', 100);
    expect(refusal({ levelId: big.id, program: '_F|||||', level: big })).toMatchObject({ name: 'ShareLinkError', code: 'levelTooLarge', field: 'data.level', cause: expect.any(LevelFormatError) });
    // An id of 2000 euro signs: 18000 characters percent-encoded, a level code under its own limit.
    const longId = wide('€'.repeat(2000), 3);
    expect(refusal({ levelId: longId.id, program: '_F|||||', level: longId })).toMatchObject({ code: 'wouldBeTooLong', field: 'data', message: expect.stringMatching(/^the link would be \d+ characters long/) });
  });

  it('never throw anything but ShareLinkError on random text', () => {
    const chars = fc.constantFrom(...'1~_FLR2rgb-%aA'.split(''));
    fc.assert(fc.property(fc.oneof(fc.string({ maxLength: 50 }), fc.array(chars, { maxLength: 40 }).map((a) => a.join(''))), (text) => {
      try {
        decodeShare(text);
      } catch (error) {
        expect(error).toBeInstanceOf(ShareLinkError);
      }
    }), { numRuns: 2000 });
  });
});
