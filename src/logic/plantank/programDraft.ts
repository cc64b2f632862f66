/**
 * The program as the editor holds it: RoboZZle's slots, where a slot's colour and its command are
 * set separately (the colour is the slot's background), so a slot may have a colour and no command
 * yet. Such a slot, like an empty one, runs as an empty slot (docs/plantank-rules.md, "Program").
 *
 * The draft text keeps every slot in place, gaps and colours included, so the program a player
 * left comes back exactly (RoboZZle's solution string closes gaps up): each slot is two
 * characters, condition `_` `r` `g` `b` then action `F` `L` `R` `1`-`5` `r` `g` `b` or `.` for
 * none, and each function ends with `|`. Example: `_F_.r.|_R|||` (F1: forward, an empty slot, a red
 * slot without a command; F2: turn right).
 */
import { actionOfChar, CONDITION_OF_CHAR, formatInstruction, PAINT_BIT } from './programText.ts';
import { FUNCTION_COUNT, type Action, type Color, type Level, type Program, type Slot } from './types.ts';

export interface DraftSlot {
  cond: Color | null;
  action: Action | null;
}
/** F1..F5 (always five), each with its level's slot count. */
export type Draft = readonly (readonly DraftSlot[])[];

export const EMPTY_SLOT: DraftSlot = { cond: null, action: null };

export class DraftParseError extends Error {
  readonly position: number;
  constructor(position: number, reason: string) {
    super(`${reason} (at character ${position + 1} of the saved program)`);
    this.name = 'DraftParseError';
    this.position = position;
  }
}

export function slotCount(level: Level, fn: number): number {
  return Math.max(0, level.subLengths[fn] ?? 0);
}

export function emptyDraft(level: Level): Draft {
  return Array.from({ length: FUNCTION_COUNT }, (_, f) => Array.from({ length: slotCount(level, f) }, () => EMPTY_SLOT));
}

/** What the interpreter runs: slots without a command are empty. */
export function draftToProgram(draft: Draft): Program {
  return { functions: draft.map((fn) => fn.map((s): Slot => (s.action ? { condition: s.cond, action: s.action } : null))) };
}

/** A program shaped by parseProgram(text, level) (slot counts of the level) as a draft. */
export function programToDraft(program: Program, level: Level): Draft {
  return emptyDraft(level).map((fn, f) =>
    fn.map((empty, k) => {
      const slot = program.functions[f]?.[k];
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
  return draft
    .map((fn) =>
      fn.map((s) => (s.action ? formatInstruction({ condition: s.cond, action: s.action }) : `${s.cond ? s.cond.toLowerCase() : '_'}.`)).join('') + '|',
    )
    .join('');
}

/** Reads a draft text for a level; a function shorter than the level's is padded with empty slots. */
export function parseDraft(text: string, level: Level): Draft {
  const functions: DraftSlot[][] = [[]];
  let i = 0;
  while (i < text.length) {
    const ch = text[i] as string;
    const current = functions[functions.length - 1] as DraftSlot[];
    if (ch === '|') {
      if (current.length > slotCount(level, functions.length - 1)) {
        throw new DraftParseError(i, `F${functions.length} has ${current.length} slots but this level gives it ${slotCount(level, functions.length - 1)}`);
      }
      if (functions.length === FUNCTION_COUNT) {
        if (i + 1 < text.length) throw new DraftParseError(i + 1, `text after the end of F${FUNCTION_COUNT}`);
        return pad(functions, level);
      }
      functions.push([]);
      i++;
      continue;
    }
    const cond = CONDITION_OF_CHAR[ch];
    if (cond === undefined) throw new DraftParseError(i, `expected a condition (_ r g b) or '|', got '${ch}'`);
    // A draft slot may have no command yet: '.'.
    const actionCh = text[i + 1] ?? '';
    const action = actionCh === '.' ? null : actionOfChar(actionCh);
    if (action === undefined) throw new DraftParseError(i + 1, `expected a command (F L R 1-${FUNCTION_COUNT} r g b) or '.'`);
    if (action?.kind === 'call' && slotCount(level, action.fn) === 0) throw new DraftParseError(i + 1, `F${action.fn + 1} does not exist in this level`);
    if (action?.kind === 'paint' && (level.allowedCommands & PAINT_BIT[action.color]) === 0) {
      throw new DraftParseError(i + 1, 'this level does not allow that paint');
    }
    current.push({ cond, action });
    i += 2;
  }
  throw new DraftParseError(text.length, `expected ${FUNCTION_COUNT} functions each ended by '|', found ${functions.length - 1}`);
}

function pad(functions: DraftSlot[][], level: Level): Draft {
  return emptyDraft(level).map((empty, f) => [...(functions[f] ?? []), ...empty.slice(functions[f]?.length ?? 0)]);
}

/** Non-empty slots (slots with a command): what par counts. */
export function draftInstructionCount(draft: Draft): number {
  let n = 0;
  for (const fn of draft) for (const s of fn) if (s.action) n++;
  return n;
}
