/** What a hint says, in words: the same sentence on screen and in the live region. */
import { t, type MessageId } from '../../../i18n';
import type { Instruction } from '../../../logic/plantank/index.ts';
import type { HintAnswer, HintErrorCode, HintSlot } from '../../../workers/plantankHint';
import { num, slotDescription, slotName as nameOfSlot } from '../words';

/**
 * The words of an answer and of the solution's confirm (plantank-hint.json): fetched when a hint is
 * asked for, an answer shown once they are there. The search's own words (the ring, Cancel) come
 * with the screen.
 */
export const HINT_AREAS = ['plantank-hint'] as const;

export function slotName(at: HintSlot): string {
  return nameOfSlot(at);
}

export function instructionWords(instruction: Instruction): string {
  return slotDescription({ cond: instruction.condition, action: instruction.action });
}

function seconds(ms: number): string {
  const s = ms / 1000;
  return t('plantank.hint.seconds', { count: s, seconds: num(Number.isInteger(s) ? s : Number(s.toFixed(1))) });
}

/** Each error's words (the answer's English `message` is for logs): a code without words does not type-check. */
export const HINT_ERROR_WORDS: Readonly<Record<HintErrorCode, MessageId>> = {
  badRequest: 'plantank.hint.error.badRequest',
  failed: 'plantank.hint.error.failed',
  crashed: 'plantank.hint.error.crashed',
  timeout: 'plantank.hint.error.timeout',
};

/** The hint's sentence for an answer, with the budget it had. */
export function hintSentence(answer: HintAnswer, budgetMs: number): string {
  switch (answer.kind) {
    case 'wins':
      return t('plantank.hint.wins');
    case 'place':
      return t('plantank.hint.place', { what: instructionWords(answer.instruction), slot: slotName(answer.at) });
    case 'change': {
      const why = answer.proven ? t('plantank.hint.changeProven') : t('plantank.hint.changeNotFound', { time: seconds(budgetMs) });
      const keep = answer.kept === 0 ? t('plantank.hint.rethink') : t('plantank.hint.keep', { count: answer.kept });
      const what = answer.instruction
        ? t('plantank.hint.changeTo', { slot: slotName(answer.at), what: instructionWords(answer.instruction) })
        : t('plantank.hint.clearSlot', { slot: slotName(answer.at) });
      return t('plantank.hint.changeSentence', { why, keep, what });
    }
    case 'none':
      return answer.complete ? t('plantank.hint.impossible') : t('plantank.hint.notFound', { time: seconds(budgetMs) });
    case 'cancelled':
      return t('plantank.hint.cancelled');
    case 'error':
      return t(HINT_ERROR_WORDS[answer.code]);
  }
}
