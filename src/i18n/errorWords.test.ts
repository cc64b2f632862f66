/**
 * Errors that reach the screen as codes (a share link's, the hint helper's, a save's): each code has
 * words in every language, filled in (no `{placeholder}` left, no id), and no English inside the
 * other languages' sentences.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ShareProblem, SHARE_PROBLEM_CODES, openShare } from '../components/plantank/openLevel';
import { HINT_ERROR_WORDS, hintSentence } from '../components/plantank/hint/hintText';
import { PROGRAM_PROBLEM_WORDS, programProblemMessage } from '../components/plantank/programProblemWords';
import { SHARE_PROBLEM_WORDS, shareProblemText } from '../components/plantank/shareWords';
import { campaignLevel, decodeShare, encodeShare, MAX_SHARE_LINK_LENGTH, parseProgram, ProgramParseError, SHARE_LINK_PROBLEM_CODES, ShareLinkError, type Level } from '../logic/plantank/index.ts';
import { noticeText } from '../stores/notices';
import { HINT_ERROR_CODES } from '../workers/plantankHint';
import { activateLocale, i18n, loadArea, LOCALES } from './index';

const first = campaignLevel('pt-01')!;
const board = (id: string, side: number): Level => ({
  ...first,
  id,
  title: 'Wide',
  colors: Array.from({ length: side }, () => 'R'.repeat(side)),
  items: Array.from({ length: side }, (_, r) => (r === 0 ? `.*${'.'.repeat(side - 2)}` : '.'.repeat(side))),
  start: { row: 0, col: 0, dir: 0 },
});

function caught(run: () => unknown): ShareLinkError | ShareProblem {
  try {
    run();
  } catch (error) {
    if (error instanceof ShareLinkError || error instanceof ShareProblem) return error;
    throw error;
  }
  throw new Error('no error');
}

/** One real error of each code, made by the code that makes it. */
const SHARE_ERRORS = [
  caught(() => decodeShare(42 as unknown as string)),
  caught(() => decodeShare('1~'.padEnd(MAX_SHARE_LINK_LENGTH + 1, 'a'))),
  caught(() => encodeShare({ levelId: '€'.repeat(2000), program: '_F|||||', level: board('€'.repeat(2000), 3) })),
  caught(() => encodeShare({ levelId: 'big', program: '_F|||||', level: board('big', 100) })),
  caught(() => decodeShare('hello')),
  caught(() => decodeShare('1~%E0%A4%A~_F-----')),
  caught(() => decodeShare('1~~_F-----')),
  caught(() => decodeShare('1~a~_F-----~@@')),
  caught(() => decodeShare('1~a~_X-----')),
  caught(() => decodeShare('2~a~_F-----')),
  caught(() => decodeShare('1~a~b~c~d')),
  caught(() => decodeShare(`1~other~_F-----~${encodeShare({ levelId: 'mine', program: '_F|||||', level: board('mine', 3) }).split('~')[3]}`)),
  caught(() => openShare(encodeShare({ levelId: 'wide', program: '_F|||||', level: board('wide', 17) }))),
  caught(() => openShare('1~pt-99~_F-----')),
  caught(() => openShare('1~pt-01~_F_F_F_F_F_F-----')),
];

function parseError(text: string, level?: Level): ProgramParseError {
  try {
    parseProgram(text, level);
  } catch (error) {
    if (error instanceof ProgramParseError) return error;
    throw error;
  }
  throw new Error(`"${text}" parsed`);
}

/** One real program text error of each code (a saved program's, a link's program's). */
const PARSE_ERRORS = [
  parseError('x'.repeat(1001)),
  parseError(''),
  parseError('xF|||||'),
  parseError('_F_'),
  parseError('_X|||||'),
  parseError('_F'),
  parseError('_F|||||x'),
  parseError('_F|_F||||', first),
  parseError(`${'_F'.repeat(11)}|||||`),
  parseError('_F_F_F_F_F_F_F|||||', first),
  parseError('_r|||||', first),
];

describe('error codes in words', () => {
  afterEach(() => i18n.activate('en'));

  it('has an error of every share link code to check', () => {
    expect(SHARE_ERRORS.map((e) => e.code).sort()).toEqual([...SHARE_LINK_PROBLEM_CODES, ...SHARE_PROBLEM_CODES].sort());
    expect(Object.keys(SHARE_PROBLEM_WORDS).sort()).toEqual([...SHARE_LINK_PROBLEM_CODES, ...SHARE_PROBLEM_CODES].sort());
    expect(Object.keys(HINT_ERROR_WORDS).sort()).toEqual([...HINT_ERROR_CODES].sort());
    expect(PARSE_ERRORS.map((e) => e.code).sort()).toEqual(Object.keys(PROGRAM_PROBLEM_WORDS).sort());
  });

  /** Every error above in the active language, by what it is. */
  function sayAll(): Map<string, string> {
    const said = new Map<string, string>();
    for (const error of SHARE_ERRORS) said.set(`share ${error.code}`, shareProblemText(error));
    for (const code of HINT_ERROR_CODES) said.set(`hint ${code}`, hintSentence({ kind: 'error', code, message: 'an English detail' }, 1000));
    for (const id of ['store.why.notJson', 'store.why.notSave', 'store.why.noVersion', 'store.why.unknownVersion', 'store.why.noUpdate'] as const) {
      said.set(id, noticeText({ id: 'store.unreadable', values: { what: { id: 'store.label.progress' }, why: { id, values: { version: '99', from: 3 } } } }));
    }
    for (const error of PARSE_ERRORS) said.set(`program ${error.code}`, noticeText(programProblemMessage(error)));
    said.set('program damaged', noticeText(programProblemMessage(new Error('an English detail'))));
    return said;
  }

  for (const locale of LOCALES) {
    it(`says every share link problem, hint error and save problem in ${locale}, filled in`, async () => {
      for (const area of ['plantank', 'plantank-errors', 'plantank-hint', 'plantank-chapter-driving', 'shell'] as const) await loadArea(area);
      // English said in this test too, so a test run alone or in any order has it to compare with.
      await activateLocale('en');
      const english = sayAll();
      await activateLocale(locale);
      const said = sayAll();
      expect([...said.keys()]).toEqual([...english.keys()]);
      for (const [what, text] of said) {
        expect(text, `${locale} ${what}`).not.toMatch(/[{}]|plantank\.|store\.|English detail/);
        expect(text.trim(), `${locale} ${what}`).not.toBe('');
        // Another language's words, not English's (a level's or a link's own text aside).
        if (locale !== 'en') expect(text, `${locale} ${what}`).not.toBe(english.get(what));
      }
      // A campaign level's title in the language, in a program that does not fit it.
      const misfit = SHARE_ERRORS.find((e) => e.code === 'programMisfit')!;
      expect(shareProblemText(misfit)).toContain(i18n._('plantank.level.pt-01.title'));
      // With what does not fit, in the language: the program text error's own words.
      expect(shareProblemText(misfit)).toContain(noticeText(programProblemMessage((misfit as ShareProblem).cause)));
      // So does a link's program that does not read.
      const damaged = SHARE_ERRORS.find((e) => e.code === 'badProgram')!;
      expect(shareProblemText(damaged)).toContain(noticeText(programProblemMessage(damaged.cause)));
      expect(noticeText(programProblemMessage(damaged.cause))).not.toBe(noticeText(programProblemMessage(null)));
      // A character from the text is quoted as it is; a colour is named in the language.
      expect(said.get('program unknownCondition')).toContain('“x”');
      // One that does not print (a C1 control, a zero-width space) by its code point, as the logic says it.
      expect(noticeText(programProblemMessage(parseError('_F\u0085|')))).toContain('U+0085');
      expect(noticeText(programProblemMessage(parseError('_\u200b|')))).toContain('U+200B');
      expect(said.get('program paintNotAllowed')).toContain(i18n._('plantank.color.R'));
    });
  }
});
