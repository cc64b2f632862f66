/**
 * What is wrong with a share link, in the player's language: the format's codes (ShareLinkError)
 * and the opener's (ShareProblem) as catalog messages (plantank-errors.json), made at the screen
 * from the codes and values; the errors' English messages stay for logs.
 */
import type { MessageId } from '../../i18n';
import { ShareLinkError, type ShareLinkProblemCode } from '../../logic/plantank/index.ts';
import { noticeText, type NoticeMessage } from '../../stores/notices';
import { ShareProblem, type ShareProblemCode } from './openLevel';
import { programProblemMessage } from './programProblemWords';
import { isCampaignText, num } from './words';

/** The words' area: a screen loads it before it says a link's problem. */
export const SHARE_PROBLEM_AREAS = ['plantank-errors'] as const;

/** Each code's words: a new code without words does not type-check. */
export const SHARE_PROBLEM_WORDS: Readonly<Record<ShareLinkProblemCode | ShareProblemCode, MessageId>> = {
  notText: 'plantank.shareLink.notText',
  tooLong: 'plantank.shareLink.tooLong',
  wouldBeTooLong: 'plantank.shareLink.wouldBeTooLong',
  levelTooLarge: 'plantank.shareLink.levelTooLarge',
  notPlanTank: 'plantank.shareLink.notPlanTank',
  badLevelId: 'plantank.shareLink.badLevelId',
  emptyLevelId: 'plantank.shareLink.emptyLevelId',
  badLevel: 'plantank.shareLink.badLevel',
  badProgram: 'plantank.shareLink.badProgram',
  unknownVersion: 'plantank.shareLink.unknownVersion',
  wrongParts: 'plantank.shareLink.wrongParts',
  levelMismatch: 'plantank.shareLink.levelMismatch',
  tooLarge: 'plantank.shareLink.tooLarge',
  noLevel: 'plantank.shareLink.noLevel',
  programMisfit: 'plantank.shareLink.programMisfit',
};

/** Text from a link quoted back: short (a hostile link may hold a novel). */
const clip = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

/** The problem as a message: the reason in "This link cannot be opened: {reason}." */
export function shareProblemMessage(error: ShareLinkError | ShareProblem): NoticeMessage {
  const values: NonNullable<NoticeMessage['values']> = {};
  for (const [name, value] of Object.entries(error.values)) values[name] = typeof value === 'number' ? num(value) : clip(value);
  if (error instanceof ShareProblem && error.code === 'programMisfit' && error.level) {
    const { level } = error;
    // A campaign level's title in the player's language; another level's in its author's words.
    values.title = isCampaignText(level) ? { id: `plantank.level.${level.id}.title` as MessageId } : clip(level.title);
  }
  // A program that does not read or fit says why in the program's own words.
  if (error.code === 'programMisfit' || error.code === 'badProgram') values.detail = programProblemMessage(error.cause);
  return { id: SHARE_PROBLEM_WORDS[error.code], values };
}

/** The problem in the active language (its area loaded: SHARE_PROBLEM_AREAS). */
export function shareProblemText(error: ShareLinkError | ShareProblem): string {
  return noticeText(shareProblemMessage(error));
}

/** Whether an error is a share link's problem that has words. */
export function isShareProblem(error: unknown): error is ShareLinkError | ShareProblem {
  return error instanceof ShareLinkError || error instanceof ShareProblem;
}

/**
 * Why a link could not be made (encodeShare refused), in words: a level or a link too long for a
 * link. Anything else is a bug, said as such, its English in the console.
 */
export function shareProblem(error: unknown): NoticeMessage {
  if (isShareProblem(error)) return shareProblemMessage(error);
  console.warn('share:', error);
  return { id: 'plantank.shareLink.other' };
}
