import { t as translate, type MessageId } from '../../../i18n';
import type { DesignProblem } from '../../../logic/plantank/designer.ts';
import type { NoticeMessage } from '../../../stores/notices';
import { isShareProblem, shareProblemMessage } from '../shareWords';

const PROBLEM_TEXT: Record<DesignProblem['code'], MessageId> = {
  tankOnHole: 'designer.problem.tankOnHole',
  starUnderTank: 'designer.problem.starUnderTank',
  starUnreachable: 'designer.problem.starUnreachable',
  noStars: 'designer.problem.noStars',
  noTitle: 'designer.problem.noTitle',
  other: 'designer.problem.other',
};

/** A problem in the active language: rows and columns counted from 1; one without words of its own in English. */
export const problemText = (p: DesignProblem) => translate(PROBLEM_TEXT[p.code], { row: (p.at?.row ?? 0) + 1, col: (p.at?.col ?? 0) + 1, detail: p.text });

/**
 * Why encodeShare refused, in words (plantank-errors.json: load SHARE_PROBLEM_AREAS first): a level
 * or a link too long for a link; anything else is a bug, its English in the console.
 */
export function shareProblem(error: unknown): NoticeMessage {
  if (isShareProblem(error)) return shareProblemMessage(error);
  console.warn('share:', error);
  return { id: 'plantank.shareLink.other' };
}
