/**
 * What is wrong with a program's text (a saved program, or one in a share link), in the player's
 * language: ProgramParseError's codes as catalog messages (plantank-errors.json).
 */
import type { MessageId } from '../../i18n';
import { ProgramParseError, type Color, type ProgramProblemCode } from '../../logic/plantank/index.ts';
import { quoteChar } from '../../logic/plantank/inputError.ts';
import type { NoticeMessage } from '../../stores/notices';
import { num } from './words';

/** Each code's words: a new code without words does not type-check. */
export const PROGRAM_PROBLEM_WORDS: Readonly<Record<ProgramProblemCode, MessageId>> = {
  tooLong: 'plantank.parse.tooLong',
  emptyText: 'plantank.parse.emptyText',
  unknownCondition: 'plantank.parse.unknownCondition',
  missingCommand: 'plantank.parse.missingCommand',
  unknownCommand: 'plantank.parse.unknownCommand',
  unclosedFunction: 'plantank.parse.unclosedFunction',
  textAfterEnd: 'plantank.parse.textAfterEnd',
  noSuchFunction: 'plantank.parse.noSuchFunction',
  functionTooLong: 'plantank.parse.functionTooLong',
  tooManySlots: 'plantank.parse.tooManySlots',
  paintNotAllowed: 'plantank.parse.paintNotAllowed',
};

/** The problem as a message; an error that is not a parse error is "damaged". */
export function programProblemMessage(error: unknown): NoticeMessage {
  if (!(error instanceof ProgramParseError)) return { id: 'plantank.parse.damaged' };
  const values: NonNullable<NoticeMessage['values']> = {};
  for (const [name, value] of Object.entries(error.values as Record<string, string | number>)) {
    // A character from the text: quoted, or by its code point where it does not print.
    if (name === 'char') values.char = quoteChar(String(value), '“', '”');
    else if (name === 'color') values.color = { id: `plantank.color.${value as Color}` as MessageId };
    else values[name] = typeof value === 'number' ? num(value) : String(value);
  }
  return { id: PROGRAM_PROBLEM_WORDS[error.code], values };
}
