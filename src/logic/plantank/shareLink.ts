/**
 * Share links: a level id and a program, and for a custom level the level itself,
 * as one URL-safe string: `1~<level id>~<program>[~<level code>]`. The program is RoboZZle's
 * solution string with `|` written as `-` (all its other characters are URL-safe already); the id is
 * percent-encoded, with `~` escaped too so that `~` only ever separates fields.
 */
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

export class ShareLinkError extends PlantankInputError {
  constructor(message: string) {
    super('link', `share link: ${message}`);
    this.name = 'ShareLinkError';
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
  if (level) parts.push(encodeLevel(level));
  const link = parts.join('~');
  if (link.length > MAX_SHARE_LINK_LENGTH) {
    throw new PlantankInputError('data', `the link would be ${link.length} characters long; a Plan Tank link is at most ${MAX_SHARE_LINK_LENGTH}`);
  }
  return link;
}

/**
 * Throws ShareLinkError saying what is wrong. With an embedded level the program is checked against
 * it; otherwise the caller checks it against its own level (parseProgram(formatProgram(p), level)).
 */
export function decodeShare(text: string): ShareData {
  if (typeof text !== 'string') throw new ShareLinkError(`expected the link as text, got ${show(text)}`);
  if (text.length > MAX_SHARE_LINK_LENGTH) {
    throw new ShareLinkError(`the link is ${text.length} characters long; a Plan Tank link is at most ${MAX_SHARE_LINK_LENGTH}`);
  }
  const parts = text.trim().split('~');
  if (parts[0] !== VERSION) throw new ShareLinkError(parts.length < 3 ? 'this is not a Plan Tank link' : `unknown link version "${(parts[0] ?? '').slice(0, 20)}"`);
  if (parts.length < 3 || parts.length > 4) throw new ShareLinkError(`expected 3 or 4 parts separated by "~", found ${parts.length}`);
  const [, rawId, rawProgram, levelCode] = parts as [string, string, string, string | undefined];
  let levelId: string;
  try {
    levelId = decodeURIComponent(rawId);
  } catch {
    throw new ShareLinkError('the level id is not validly percent-encoded');
  }
  if (levelId === '') throw new ShareLinkError('the level id is empty');
  let level: Level | undefined;
  if (levelCode !== undefined) {
    try {
      level = decodeLevel(levelCode);
    } catch (error) {
      throw new ShareLinkError(error instanceof Error ? error.message : String(error));
    }
    if (level.id !== levelId) throw new ShareLinkError(`the embedded level is "${level.id}", not "${levelId}"`);
  }
  let program: Program;
  try {
    program = parseProgram(rawProgram.replace(/-/g, '|'), level);
  } catch (error) {
    if (error instanceof ProgramParseError) throw new ShareLinkError(`program: ${error.message}`);
    throw error;
  }
  return level ? { levelId, program, level } : { levelId, program };
}
