import { t as translate, type MessageId } from '../../../i18n';
import type { DesignProblem } from '../../../logic/plantank/designer.ts';

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
