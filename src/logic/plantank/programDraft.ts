/**
 * The program as the editor holds it: RoboZZle's slots, where a slot's colour and its command are
 * set separately (the colour is the slot's background), so a slot may have a colour and no command
 * yet. Such a slot, like an empty one, runs as an empty slot (docs/plantank-rules.md, "Program").
 *
 * The draft text keeps every slot in place, gaps and colours included, so the program a player
 * left comes back exactly (RoboZZle's solution string closes gaps up): each slot is two
 * characters, condition `_` `r` `g` `b` then action `F` `L` `R` `1`-`5` `r` `g` `b` or `.` for
 * none, and each function ends with `|`. Example: `_F_.r.|_R|||` (F1: forward, an empty slot, a red
 * slot without a command; F2: turn right). The text is read by programText.ts's reader, as the
 * solution string is, and its problems are ProgramParseErrors.
 */
import { readSlots, slotCode, slotCount } from './programText.ts';
import { FUNCTION_COUNT, type Action, type Color, type Level, type Program, type Slot } from './types.ts';

export interface DraftSlot {
  cond: Color | null;
  action: Action | null;
}
/** F1..F5 (always five), each with its level's slot count. */
export type Draft = readonly (readonly DraftSlot[])[];

export const EMPTY_SLOT: DraftSlot = { cond: null, action: null };

export function emptyDraft(level: Level): Draft {
  return Array.from({ length: FUNCTION_COUNT }, (_, f) => Array.from({ length: slotCount(level, f) }, () => EMPTY_SLOT));
}

/** What the interpreter runs: slots without a command are empty. */
export function draftToProgram(draft: Draft): Program {
  return { functions: draft.map((fn) => fn.map((s): Slot => (s.action ? { condition: s.cond, action: s.action } : null))) };
}

/** A program shaped by parseProgram(text, level) (slot counts of the level) as a draft. */
export function programToDraft(program: Program, level: Level): Draft {
  return draftOf(level, program.functions);
}

/** The level's draft with the slots given put in place; the rest stay empty. */
function draftOf(level: Level, functions: readonly (readonly ({ condition: Color | null; action: Action | null } | null)[])[]): Draft {
  return emptyDraft(level).map((fn, f) =>
    fn.map((empty, k) => {
      const slot = functions[f]?.[k];
      return slot ? { cond: slot.condition, action: slot.action } : empty;
    }),
  );
}

export function sameAction(a: Action | null, b: Action | null): boolean {
  if (a === null || b === null) return a === b;
  if (a.kind !== b.kind) return false;
  if (a.kind === 'call' && b.kind === 'call') return a.fn === b.fn;
  if (a.kind === 'paint' && b.kind === 'paint') return a.color === b.color;
  return true;
}

export function sameSlot(a: DraftSlot, b: DraftSlot): boolean {
  return a.cond === b.cond && sameAction(a.action, b.action);
}

export function sameDraft(a: Draft, b: Draft): boolean {
  return a.length === b.length && a.every((fn, f) => fn.length === b[f]?.length && fn.every((s, k) => sameSlot(s, b[f]?.[k] as DraftSlot)));
}

export function formatDraft(draft: Draft): string {
  return draft.map((fn) => fn.map((s) => slotCode(s.cond, s.action)).join('') + '|').join('');
}

/** Reads a draft text for a level; a function shorter than the level's is padded with empty slots. */
export function parseDraft(text: string, level: Level): Draft {
  return draftOf(level, readSlots(text, level, 'draft'));
}

/** Whether no slot holds a command or a colour condition: "Clear all" would change nothing. */
export function isEmptyDraft(draft: Draft): boolean {
  return draft.every((fn) => fn.every((s) => s.action === null && s.cond === null));
}

/** Non-empty slots (slots with a command): what par counts. */
export function draftInstructionCount(draft: Draft): number {
  let n = 0;
  for (const fn of draft) for (const s of fn) if (s.action) n++;
  return n;
}
