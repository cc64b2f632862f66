/** What a hint says, in words: the same sentence on screen and in the live region. */
import type { Instruction } from '../../../logic/plantank/index.ts';
import type { HintAnswer, HintSlot } from '../../../workers/plantankHint';
import { slotDescription } from '../ProgramEditor';

export function slotName(at: HintSlot): string {
  return `F${at.fn + 1}, slot ${at.slot + 1}`;
}

export function instructionWords(instruction: Instruction): string {
  return slotDescription({ cond: instruction.condition, action: instruction.action });
}

function seconds(ms: number): string {
  const s = ms / 1000;
  return `${Number.isInteger(s) ? s : s.toFixed(1)} ${s === 1 ? 'second' : 'seconds'}`;
}

/** The hint's sentence for an answer, with the budget it had. */
export function hintSentence(answer: HintAnswer, budgetMs: number): string {
  switch (answer.kind) {
    case 'wins':
      return 'Your program already wins: press Go.';
    case 'place':
      return `Hint: put “${instructionWords(answer.instruction)}” in ${slotName(answer.at)}.`;
    case 'change': {
      const why = answer.proven ? 'No solution keeps every instruction you placed.' : `No solution keeping every instruction you placed turned up in ${seconds(budgetMs)}.`;
      const keep = answer.kept === 0 ? 'Rethink it from the start:' : `Your first ${answer.kept} ${answer.kept === 1 ? 'instruction can' : 'instructions can'} stay;`;
      const what = answer.instruction ? `change ${slotName(answer.at)} to “${instructionWords(answer.instruction)}”.` : `clear ${slotName(answer.at)}.`;
      return `${why} ${keep} ${what}`;
    }
    case 'none':
      return answer.complete
        ? 'No program can solve this level with these slots.'
        : `No solution found in ${seconds(budgetMs)}. This one is hard for the helper too: try a different start, or ask again.`;
    case 'cancelled':
      return 'Hint cancelled.';
    case 'error':
      return `The hint could not be found: ${answer.message}.`;
  }
}
