/**
 * Share links (issue 5 "Share"): a level id and a program, and for a custom level the level itself,
 * as one URL-safe string: `1~<level id>~<program>[~<level code>]`. The program is RoboZZle's
 * solution string with `|` written as `-` (all its other characters are URL-safe already); the id is
 * percent-encoded, with `~` escaped too so that `~` only ever separates fields.
 */
import { decodeLevel, encodeLevel } from './levelCodec.ts';
import { formatProgram, parseProgram, ProgramParseError } from './programText.ts';
import type { Level, Program } from './types.ts';

export interface ShareData {
  levelId: string;
  program: Program;
  /** Only for levels outside the campaign. */
  level?: Level;
}

export class ShareLinkError extends Error {
  constructor(message: string) {
    super(`share link: ${message}`);
    this.name = 'ShareLinkError';
  }
}

const VERSION = '1';

/** A program given as text is parsed first (ProgramParseError if it is not one), so links are always canonical. */
export function encodeShare(data: { levelId: string; program: Program | string; level?: Level }): string {
  const id = encodeURIComponent(data.levelId).replace(/~/g, '%7E');
  const parsed = typeof data.program === 'string' ? parseProgram(data.program, data.level) : data.program;
  const program = formatProgram(parsed).replace(/\|/g, '-');
  const parts = [VERSION, id, program];
  if (data.level) parts.push(encodeLevel(data.level));
  return parts.join('~');
}

/**
 * Throws ShareLinkError saying what is wrong. With an embedded level the program is checked against
 * it; otherwise the caller checks it against its own level (parseProgram(formatProgram(p), level)).
 */
export function decodeShare(text: string): ShareData {
  const parts = text.trim().split('~');
  if (parts[0] !== VERSION) throw new ShareLinkError(parts.length < 3 ? 'this is not a Plan Tank link' : `unknown link version "${parts[0]}"`);
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
