/**
 * Share links: a level id and a program, and for a custom level the level itself,
 * as one URL-safe string: `1~<level id>~<program>[~<level code>]`. The program is RoboZZle's
 * solution string with `|` written as `-` (all its other characters are URL-safe already); the id is
 * percent-encoded, with `~` escaped too so that `~` only ever separates fields.
 */
import { LevelFormatError } from './grid.ts';
import { checkRecord, checkString, PlantankInputError, show } from './inputError.ts';
import { decodeLevel, encodeLevel, MAX_LEVEL_CODE_LENGTH } from './levelCodec.ts';
import { formatProgram, parseProgram, ProgramParseError } from './programText.ts';
import type { Level, Program } from './types.ts';
import { checkLevel, checkProgram } from './validate.ts';

export interface ShareData {
  levelId: string;
  program: Program;
  /** Only for levels outside the campaign. */
  level?: Level;
}

/**
 * What is wrong with a share link, for words in any language (the message keeps its English, for
 * logs). `badLevel`, `badProgram` and `levelTooLarge` carry the level code's or the program's own
 * error as `cause`; `wouldBeTooLong` and `levelTooLarge` are encodeShare's, the others decodeShare's.
 */
export type ShareLinkProblem =
  | { code: 'notText'; values: { got: string } }
  | { code: 'tooLong' | 'wouldBeTooLong'; values: { length: number; max: number } }
  | { code: 'notPlanTank' | 'badLevelId' | 'emptyLevelId' | 'badLevel' | 'badProgram' | 'levelTooLarge'; values: Record<string, never> }
  | { code: 'unknownVersion'; values: { version: string } }
  | { code: 'wrongParts'; values: { parts: number } }
  | { code: 'levelMismatch'; values: { embedded: string; levelId: string } };

export type ShareLinkProblemCode = ShareLinkProblem['code'];

/** Every code, for the screens' tests: each must have words in every language. */
export const SHARE_LINK_PROBLEM_CODES = [
  'notText',
  'tooLong',
  'wouldBeTooLong',
  'levelTooLarge',
  'notPlanTank',
  'badLevelId',
  'emptyLevelId',
  'badLevel',
  'badProgram',
  'unknownVersion',
  'wrongParts',
  'levelMismatch',
] as const satisfies readonly ShareLinkProblemCode[];

function englishReason({ code, values }: ShareLinkProblem, cause: unknown): string {
  const v = values as Partial<Record<string, string | number>>;
  const because = cause instanceof Error ? cause.message : String(cause);
  switch (code) {
    case 'notText': return `expected the link as text, got ${v.got}`;
    case 'tooLong': return `the link is ${v.length} characters long; a Plan Tank link is at most ${v.max}`;
    case 'wouldBeTooLong': return `the link would be ${v.length} characters long; a Plan Tank link is at most ${v.max}`;
    case 'levelTooLarge': return because;
    case 'notPlanTank': return 'this is not a Plan Tank link';
    case 'unknownVersion': return `unknown link version "${v.version}"`;
    case 'wrongParts': return `expected 3 or 4 parts separated by "~", found ${v.parts}`;
    case 'badLevelId': return 'the level id is not validly percent-encoded';
    case 'emptyLevelId': return 'the level id is empty';
    case 'badLevel': return because;
    case 'levelMismatch': return `the embedded level is "${v.embedded}", not "${v.levelId}"`;
    case 'badProgram': return `program: ${because}`;
  }
}

export class ShareLinkError extends PlantankInputError {
  readonly code: ShareLinkProblemCode;
  readonly values: ShareLinkProblem['values'];
  /** `field`: encodeShare's refusals name its argument (`data...`) and do not start `share link: `. */
  constructor(problem: ShareLinkProblem, options: { cause?: unknown; field?: string } = {}) {
    super(options.field ?? 'link', `${options.field ? '' : 'share link: '}${englishReason(problem, options.cause)}`);
    this.name = 'ShareLinkError';
    this.code = problem.code;
    this.values = problem.values;
    if (options.cause !== undefined) this.cause = options.cause;
  }
}

const VERSION = '1';

/**
 * Longest link decodeShare reads: the longest level code with room for the version, an id of a
 * few hundred characters (percent-encoding triples them) and a program. Longer text is refused at once.
 */
export const MAX_SHARE_LINK_LENGTH = MAX_LEVEL_CODE_LENGTH + 4_096;

/**
 * A program given as text is parsed first (ProgramParseError if it is not one), so links are always
 * canonical. Refuses (PlantankInputError) what decodeShare would: an empty id, an embedded level
 * with another id, a program the embedded level cannot hold, a link over MAX_SHARE_LINK_LENGTH.
 */
export function encodeShare(data: { levelId: string; program: Program | string; level?: Level }): string {
  checkRecord(data, 'data');
  const levelId = checkString(data.levelId, 'data.levelId');
  if (levelId === '') throw new PlantankInputError('data.levelId', 'data.levelId is empty');
  const { level } = data;
  if (level !== undefined) {
    checkLevel(level, 'data.level');
    if (level.id !== levelId) throw new PlantankInputError('data.level.id', `data.level.id is ${show(level.id)}, not the link's data.levelId ${show(levelId)}`);
  }
  let id: string;
  try {
    id = encodeURIComponent(levelId).replace(/~/g, '%7E');
  } catch {
    // A lone surrogate has no UTF-8 form, so no link can carry it.
    throw new PlantankInputError('data.levelId', 'data.levelId is not well-formed text (it holds a lone surrogate)');
  }
  let parsed: Program;
  if (typeof data.program === 'string') {
    parsed = parseProgram(data.program, level);
  } else {
    parsed = checkProgram(data.program, 'data.program');
    // The embedded level is checked against the program on decoding: check it here too.
    if (level) parseProgram(formatProgram(parsed), level);
  }
  const program = formatProgram(parsed).replace(/\|/g, '-');
  const parts = [VERSION, id, program];
  if (level) {
    try {
      parts.push(encodeLevel(level));
    } catch (error) {
      // The level was checked above: what encodeLevel still refuses is a level too large for a link.
      if (error instanceof LevelFormatError) throw new ShareLinkError({ code: 'levelTooLarge', values: {} }, { cause: error, field: 'data.level' });
      throw error;
    }
  }
  const link = parts.join('~');
  if (link.length > MAX_SHARE_LINK_LENGTH) {
    throw new ShareLinkError({ code: 'wouldBeTooLong', values: { length: link.length, max: MAX_SHARE_LINK_LENGTH } }, { field: 'data' });
  }
  return link;
}

/**
 * Throws ShareLinkError saying what is wrong (`code` and `values`, and in English). With an embedded level the program is checked against
 * it; otherwise the caller checks it against its own level (parseProgram(formatProgram(p), level)).
 */
export function decodeShare(text: string): ShareData {
  if (typeof text !== 'string') throw new ShareLinkError({ code: 'notText', values: { got: show(text) } });
  if (text.length > MAX_SHARE_LINK_LENGTH) {
    throw new ShareLinkError({ code: 'tooLong', values: { length: text.length, max: MAX_SHARE_LINK_LENGTH } });
  }
  const parts = text.trim().split('~');
  if (parts[0] !== VERSION) {
    throw new ShareLinkError(parts.length < 3 ? { code: 'notPlanTank', values: {} } : { code: 'unknownVersion', values: { version: (parts[0] ?? '').slice(0, 20) } });
  }
  if (parts.length < 3 || parts.length > 4) throw new ShareLinkError({ code: 'wrongParts', values: { parts: parts.length } });
  const [, rawId, rawProgram, levelCode] = parts as [string, string, string, string | undefined];
  let levelId: string;
  try {
    levelId = decodeURIComponent(rawId);
  } catch {
    throw new ShareLinkError({ code: 'badLevelId', values: {} });
  }
  if (levelId === '') throw new ShareLinkError({ code: 'emptyLevelId', values: {} });
  let level: Level | undefined;
  if (levelCode !== undefined) {
    try {
      level = decodeLevel(levelCode);
    } catch (error) {
      throw new ShareLinkError({ code: 'badLevel', values: {} }, { cause: error });
    }
    if (level.id !== levelId) throw new ShareLinkError({ code: 'levelMismatch', values: { embedded: level.id, levelId } });
  }
  let program: Program;
  try {
    program = parseProgram(rawProgram.replace(/-/g, '|'), level);
  } catch (error) {
    if (error instanceof ProgramParseError) throw new ShareLinkError({ code: 'badProgram', values: {} }, { cause: error });
    throw error;
  }
  return level ? { levelId, program, level } : { levelId, program };
}
