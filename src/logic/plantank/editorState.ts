/**
 * The program editor's UI state (what a player expects restored on undo): the draft program with its undo and redo stacks, the
 * selected slot (the keyboard cursor, a roving tabindex), the palette tool armed for tapping and
 * the breakpoints (slots a run pauses before; not edits of the program, so not undone).
 * A pure reducer, so every edit is a small serialisable command and undo comes for free. It lives
 * outside the run machine: the screen sends the machine a RESET with the new program after an edit.
 */
import type { Action, Color, Level } from './types.ts';
import { EMPTY_SLOT, emptyDraft, sameAction, sameDraft, sameSlot, type Draft, type DraftSlot } from './programDraft.ts';

export interface SlotRef {
  fn: number;
  slot: number;
}

/** A palette item: a command, a colour condition (null = any colour), or the eraser. */
export type Tool = { kind: 'action'; action: Action } | { kind: 'condition'; cond: Color | null } | { kind: 'erase' };

export interface EditorState {
  draft: Draft;
  past: readonly Draft[];
  future: readonly Draft[];
  cursor: SlotRef;
  tool: Tool | null;
  /** Edits the player made (undo and redo count): the screen saves only once this is above 0. */
  revision: number;
  /** Slots with a breakpoint, as `fn:slot` keys (breakpointKey), sorted. */
  breakpoints: readonly string[];
}

export function breakpointKey(at: SlotRef): string {
  return `${at.fn}:${at.slot}`;
}

/** The slot a breakpoint key names; null for text breakpointKey does not write (a damaged save). */
export function parseBreakpointKey(key: string): SlotRef | null {
  const m = /^(\d{1,3}):(\d{1,3})$/.exec(key);
  if (!m) return null;
  const at = { fn: Number(m[1]), slot: Number(m[2]) };
  return breakpointKey(at) === key ? at : null;
}

export type CursorMove = 'left' | 'right' | 'up' | 'down' | 'home' | 'end';

export type EditorCommand =
  /** Arms a palette tool (null puts it down: Escape). Arming the armed tool again keeps it armed. */
  | { type: 'arm'; tool: Tool | null }
  | { type: 'select'; at: SlotRef }
  /** A slot tapped: the armed tool goes into it; with no tool it is selected. */
  | { type: 'tap'; at: SlotRef }
  /** A tool put into a slot (default: the cursor's); `advance` moves the cursor on (typing). */
  | { type: 'apply'; tool: Tool; at?: SlotRef; advance?: boolean }
  | { type: 'clear'; at?: SlotRef }
  /** One slot set as a whole (a hint placed), as one undoable edit; the cursor goes there. */
  | { type: 'set'; at: SlotRef; slot: DraftSlot }
  /** A breakpoint toggled on a slot (default: the cursor's). */
  | { type: 'breakpoint'; at?: SlotRef }
  /** A slot dragged onto another: the two swap. */
  | { type: 'move'; from: SlotRef; to: SlotRef }
  | { type: 'cursor'; move: CursorMove }
  /** The whole program replaced (a shared program, "clear all"), as one undoable edit. */
  | { type: 'replace'; draft: Draft }
  | { type: 'undo' }
  | { type: 'redo' };

/** Edits kept for undo: plenty for a program of at most 50 slots. */
export const UNDO_LIMIT = 200;

export function createEditor(level: Level, draft: Draft = emptyDraft(level), breakpoints: readonly string[] = []): EditorState {
  return { draft, past: [], future: [], cursor: { fn: 0, slot: 0 }, tool: null, revision: 0, breakpoints: breakpointsFor(draft, breakpoints) };
}

/** The breakpoints that name a slot of the draft, sorted and each once (a save may hold others). */
export function breakpointsFor(draft: Draft, keys: readonly string[]): string[] {
  const valid = keys.filter((k) => {
    const at = parseBreakpointKey(k);
    return at !== null && exists(draft, at);
  });
  return [...new Set(valid)].sort();
}

export function toolKey(tool: Tool): string {
  switch (tool.kind) {
    case 'erase': return 'erase';
    case 'condition': return `cond:${tool.cond ?? 'any'}`;
    case 'action': {
      const a = tool.action;
      return `action:${a.kind}${a.kind === 'call' ? a.fn + 1 : a.kind === 'paint' ? a.color : ''}`;
    }
  }
}

function exists(draft: Draft, at: SlotRef): boolean {
  return at.slot >= 0 && at.slot < (draft[at.fn]?.length ?? 0);
}

function slotAt(draft: Draft, at: SlotRef): DraftSlot {
  return draft[at.fn]?.[at.slot] ?? EMPTY_SLOT;
}

function withSlot(draft: Draft, at: SlotRef, slot: DraftSlot): Draft {
  return draft.map((fn, f) => (f === at.fn ? fn.map((s, k) => (k === at.slot ? slot : s)) : fn));
}

/** What a tool makes of a slot. */
export function toolOnSlot(tool: Tool, slot: DraftSlot): DraftSlot {
  switch (tool.kind) {
    case 'erase': return EMPTY_SLOT;
    case 'condition': return { ...slot, cond: tool.cond };
    case 'action': return sameAction(slot.action, tool.action) ? slot : { ...slot, action: tool.action };
  }
}

/** A new draft as one undoable edit; an edit that changes nothing leaves the state as it is. */
function commit(state: EditorState, draft: Draft, cursor: SlotRef = state.cursor): EditorState {
  if (draft === state.draft || sameDraft(draft, state.draft)) {
    return cursor === state.cursor ? state : { ...state, cursor };
  }
  return {
    ...state,
    draft,
    past: [...state.past, state.draft].slice(-UNDO_LIMIT),
    future: [],
    cursor,
    revision: state.revision + 1,
  };
}

function rows(draft: Draft): number[] {
  return draft.flatMap((fn, f) => (fn.length > 0 ? [f] : []));
}

export function moveCursor(draft: Draft, at: SlotRef, move: CursorMove): SlotRef {
  const length = draft[at.fn]?.length ?? 0;
  switch (move) {
    case 'left': return { fn: at.fn, slot: Math.max(0, at.slot - 1) };
    case 'right': return { fn: at.fn, slot: Math.min(length - 1, at.slot + 1) };
    case 'home': return { fn: at.fn, slot: 0 };
    case 'end': return { fn: at.fn, slot: length - 1 };
    case 'up':
    case 'down': {
      const fns = rows(draft);
      const i = fns.indexOf(at.fn);
      const next = fns[move === 'up' ? i - 1 : i + 1];
      if (next === undefined) return at;
      return { fn: next, slot: Math.min(at.slot, (draft[next]?.length ?? 1) - 1) };
    }
  }
}

export function editorReducer(state: EditorState, command: EditorCommand): EditorState {
  switch (command.type) {
    case 'arm':
      // A second tap on the armed chip must not put it down: "chip, slot, chip, slot" would lose the second placement.
      return state.tool !== null && command.tool !== null && toolKey(state.tool) === toolKey(command.tool) ? state : { ...state, tool: command.tool };
    case 'select': {
      const same = command.at.fn === state.cursor.fn && command.at.slot === state.cursor.slot;
      return exists(state.draft, command.at) && !same ? { ...state, cursor: command.at } : state;
    }
    case 'tap': {
      if (!exists(state.draft, command.at)) return state;
      if (!state.tool) return { ...state, cursor: command.at };
      return commit(state, withSlot(state.draft, command.at, toolOnSlot(state.tool, slotAt(state.draft, command.at))), command.at);
    }
    case 'apply': {
      const at = command.at ?? state.cursor;
      if (!exists(state.draft, at)) return state;
      const draft = withSlot(state.draft, at, toolOnSlot(command.tool, slotAt(state.draft, at)));
      return commit(state, draft, command.advance ? moveCursor(draft, at, 'right') : at);
    }
    case 'clear': {
      const at = command.at ?? state.cursor;
      if (!exists(state.draft, at)) return state;
      return commit(state, withSlot(state.draft, at, EMPTY_SLOT), at);
    }
    case 'set': {
      if (!exists(state.draft, command.at)) return state;
      return commit(state, withSlot(state.draft, command.at, command.slot), command.at);
    }
    case 'breakpoint': {
      const at = command.at ?? state.cursor;
      if (!exists(state.draft, at)) return state;
      const key = breakpointKey(at);
      const has = state.breakpoints.includes(key);
      return { ...state, breakpoints: has ? state.breakpoints.filter((k) => k !== key) : [...state.breakpoints, key].sort() };
    }
    case 'move': {
      const { from, to } = command;
      if (!exists(state.draft, from) || !exists(state.draft, to)) return state;
      const a = slotAt(state.draft, from);
      const b = slotAt(state.draft, to);
      if (sameSlot(a, b)) return { ...state, cursor: to };
      return commit(state, withSlot(withSlot(state.draft, from, b), to, a), to);
    }
    case 'cursor':
      return { ...state, cursor: moveCursor(state.draft, state.cursor, command.move) };
    case 'replace': {
      const shaped = command.draft.length === state.draft.length && command.draft.every((fn, f) => fn.length === state.draft[f]?.length);
      return shaped ? commit(state, command.draft) : state;
    }
    case 'undo': {
      const previous = state.past[state.past.length - 1];
      if (!previous) return state;
      return { ...state, draft: previous, past: state.past.slice(0, -1), future: [state.draft, ...state.future], revision: state.revision + 1 };
    }
    case 'redo': {
      const next = state.future[0];
      if (!next) return state;
      return { ...state, draft: next, past: [...state.past, state.draft], future: state.future.slice(1), revision: state.revision + 1 };
    }
  }
}
