import { t as translate, type MessageId } from '../../../i18n';
import type { DesignProblem } from '../../../logic/plantank/designer.ts';
import type { NoticeMessage } from '../../../stores/notices';

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

/** Why encodeShare refused (its English): the one case a player meets, a link too long, in words. */
export function shareProblem(error: unknown): string | NoticeMessage {
  const message = error instanceof Error ? error.message : String(error);
  const m = /the link would be (\d+) characters long; a Plan Tank link is at most (\d+)/.exec(message);
  return m ? { id: 'designer.notice.linkTooLong', values: { length: m[1]!, max: m[2]! } } : message;
}
