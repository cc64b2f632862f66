import { describe, expect, it } from 'vitest';
import { campaignLevel, formatProgram, type Level } from './index.ts';
import { breakpointKey, breakpointsFor, createEditor, editorReducer, parseBreakpointKey, UNDO_LIMIT, type EditorCommand, type EditorState, type Tool } from './editorState.ts';
import { draftToProgram, emptyDraft, formatDraft, parseDraft } from './programDraft.ts';

const LEVEL = campaignLevel('pt-11') as Level; // F1 2, F2 3, F3 2 slots

const FORWARD: Tool = { kind: 'action', action: { kind: 'forward' } };
const RIGHT: Tool = { kind: 'action', action: { kind: 'right' } };
const CALL2: Tool = { kind: 'action', action: { kind: 'call', fn: 1 } };
const RED: Tool = { kind: 'condition', cond: 'R' };
const ANY: Tool = { kind: 'condition', cond: null };

function fold(commands: EditorCommand[], start: EditorState = createEditor(LEVEL)): EditorState {
  return commands.reduce(editorReducer, start);
}

const text = (s: EditorState) => formatDraft(s.draft);

describe('program editor reducer', () => {
  it('tap a command then slots: the tool stays armed for several slots', () => {
    const s = fold([
      { type: 'arm', tool: FORWARD },
      { type: 'tap', at: { fn: 0, slot: 0 } },
      { type: 'tap', at: { fn: 1, slot: 2 } },
    ]);
    expect(text(s)).toBe('_F_.|_._._F|_._.|||');
    expect(s.cursor).toEqual({ fn: 1, slot: 2 });
    expect(s.tool).toEqual(FORWARD);
    expect(s.revision).toBe(2);
  });

  it('a tap with no tool armed selects the slot; arming the armed tool keeps it armed; Escape puts it down', () => {
    const start = createEditor(LEVEL);
    const s = fold([{ type: 'tap', at: { fn: 2, slot: 1 } }], start);
    expect(s.cursor).toEqual({ fn: 2, slot: 1 });
    expect(s.draft).toBe(start.draft);
    expect(s.revision).toBe(0);
    expect(fold([{ type: 'arm', tool: RED }, { type: 'arm', tool: { kind: 'condition', cond: 'R' } }]).tool).toEqual(RED);
    expect(fold([{ type: 'arm', tool: RED }, { type: 'arm', tool: null }]).tool).toBeNull();
    expect(fold([{ type: 'arm', tool: RED }, { type: 'arm', tool: ANY }]).tool).toEqual(ANY);
  });

  it('chip, slot, chip, slot: both placements land (Sixty Degrees: F, R, F, F)', () => {
    const moves: EditorCommand[] = [];
    [FORWARD, RIGHT, FORWARD, FORWARD].forEach((tool, slot) => moves.push({ type: 'arm', tool }, { type: 'tap', at: { fn: 0, slot } }));
    const s = fold(moves, createEditor(campaignLevel('pt-02') as Level));
    expect(text(s)).toMatch(/^_F_R_F_F/);
  });

  it('sets the colour and the command of a slot separately, in either order', () => {
    const a = fold([{ type: 'apply', tool: RED }, { type: 'apply', tool: RIGHT }]);
    const b = fold([{ type: 'apply', tool: RIGHT }, { type: 'apply', tool: RED }]);
    expect(text(a)).toBe('rR_.|_._._.|_._.|||');
    expect(text(b)).toBe(text(a));
    expect(text(fold([{ type: 'apply', tool: ANY }], a))).toBe('_R_.|_._._.|_._.|||');
  });

  it('typing a command moves the cursor on within its function, and stops at its end', () => {
    const s = fold([
      { type: 'apply', tool: CALL2, advance: true },
      { type: 'apply', tool: FORWARD, advance: true },
      { type: 'apply', tool: RIGHT, advance: true },
    ]);
    expect(text(s)).toBe('_2_R|_._._.|_._.|||');
    expect(s.cursor).toEqual({ fn: 0, slot: 1 });
  });

  it('clears a slot and the eraser tool empties one', () => {
    const filled = fold([{ type: 'apply', tool: RED }, { type: 'apply', tool: FORWARD }]);
    expect(text(fold([{ type: 'clear' }], filled))).toBe(formatDraft(emptyDraft(LEVEL)));
    expect(text(fold([{ type: 'arm', tool: { kind: 'erase' } }, { type: 'tap', at: { fn: 0, slot: 0 } }], filled))).toBe(formatDraft(emptyDraft(LEVEL)));
  });

  it('an edit that changes nothing is not an edit (no undo entry)', () => {
    const once = fold([{ type: 'apply', tool: FORWARD }]);
    const twice = fold([{ type: 'apply', tool: FORWARD }], once);
    expect(twice).toBe(once);
    expect(fold([{ type: 'clear', at: { fn: 2, slot: 1 } }]).past).toHaveLength(0);
  });

  it('undo and redo walk the edits; a new edit drops the redo stack', () => {
    const s = fold([
      { type: 'apply', tool: FORWARD },
      { type: 'apply', tool: RIGHT, at: { fn: 0, slot: 1 } },
      { type: 'undo' },
    ]);
    expect(text(s)).toBe('_F_.|_._._.|_._.|||');
    expect(s.future).toHaveLength(1);
    const redone = fold([{ type: 'redo' }], s);
    expect(text(redone)).toBe('_F_R|_._._.|_._.|||');
    const undoneTwice = fold([{ type: 'undo' }, { type: 'undo' }, { type: 'undo' }], redone);
    expect(text(undoneTwice)).toBe(formatDraft(emptyDraft(LEVEL)));
    const branched = fold([{ type: 'apply', tool: CALL2 }], s);
    expect(branched.future).toHaveLength(0);
    expect(fold([{ type: 'redo' }], branched)).toBe(branched);
    // Undo and redo are the player's edits too: they are saved.
    expect(redone.revision).toBe(s.revision + 1);
  });

  it('keeps at most UNDO_LIMIT edits', () => {
    const commands: EditorCommand[] = [];
    for (let i = 0; i < UNDO_LIMIT + 20; i++) commands.push({ type: 'apply', tool: i % 2 ? FORWARD : RIGHT });
    expect(fold(commands).past).toHaveLength(UNDO_LIMIT);
  });

  it('dragging a slot onto another swaps them', () => {
    const s = fold([{ type: 'apply', tool: FORWARD }, { type: 'move', from: { fn: 0, slot: 0 }, to: { fn: 2, slot: 1 } }]);
    expect(text(s)).toBe('_._.|_._._.|_._F|||');
    expect(s.cursor).toEqual({ fn: 2, slot: 1 });
  });

  it('moves the cursor on a grid of rows of different lengths, skipping absent functions', () => {
    const at = (commands: EditorCommand[], start = createEditor(LEVEL)) => fold(commands, start).cursor;
    expect(at([{ type: 'cursor', move: 'left' }])).toEqual({ fn: 0, slot: 0 });
    expect(at([{ type: 'cursor', move: 'end' }])).toEqual({ fn: 0, slot: 1 });
    expect(at([{ type: 'cursor', move: 'down' }, { type: 'cursor', move: 'end' }, { type: 'cursor', move: 'down' }])).toEqual({ fn: 2, slot: 1 });
    expect(at([{ type: 'cursor', move: 'down' }, { type: 'cursor', move: 'down' }, { type: 'cursor', move: 'down' }])).toEqual({ fn: 2, slot: 0 });
    expect(at([{ type: 'cursor', move: 'up' }])).toEqual({ fn: 0, slot: 0 });
    expect(at([{ type: 'cursor', move: 'right' }, { type: 'cursor', move: 'right' }])).toEqual({ fn: 0, slot: 1 });
    expect(at([{ type: 'select', at: { fn: 3, slot: 0 } }])).toEqual({ fn: 0, slot: 0 });
  });

  it('replaces the whole program as one undoable edit, only with the level shape', () => {
    const shared = parseDraft('_2_1|_3_3_R|_F_F|||', LEVEL);
    const s = fold([{ type: 'replace', draft: shared }]);
    expect(formatProgram(draftToProgram(s.draft))).toBe('_2_1|_3_3_R|_F_F|||');
    expect(text(fold([{ type: 'undo' }], s))).toBe(formatDraft(emptyDraft(LEVEL)));
    const wrongShape = fold([{ type: 'replace', draft: emptyDraft(campaignLevel('pt-01') as Level) }]);
    expect(wrongShape).toEqual(createEditor(LEVEL));
  });

  it('a hint placed is one undoable edit of one whole slot, and the cursor goes there', () => {
    const s = fold([{ type: 'set', at: { fn: 1, slot: 1 }, slot: { cond: 'R', action: { kind: 'forward' } } }]);
    expect(text(s)).toBe('_._.|_.rF_.|_._.|||');
    expect(s.cursor).toEqual({ fn: 1, slot: 1 });
    expect(text(editorReducer(s, { type: 'undo' }))).toBe('_._.|_._._.|_._.|||');
    expect(fold([{ type: 'set', at: { fn: 4, slot: 0 }, slot: { cond: null, action: { kind: 'forward' } } }])).toEqual(createEditor(LEVEL));
  });

  it('breakpoints toggle on a slot (the cursor\'s by default), are not edits, and only name slots that exist', () => {
    let s = fold([{ type: 'breakpoint', at: { fn: 1, slot: 2 } }, { type: 'breakpoint' }]);
    expect(s.breakpoints).toEqual(['0:0', '1:2']);
    expect(s.revision).toBe(0);
    expect(s.past).toEqual([]);
    s = editorReducer(s, { type: 'breakpoint', at: { fn: 1, slot: 2 } });
    expect(s.breakpoints).toEqual(['0:0']);
    expect(editorReducer(s, { type: 'breakpoint', at: { fn: 3, slot: 0 } })).toBe(s);
    // Undo leaves them alone.
    s = fold([{ type: 'apply', tool: FORWARD }, { type: 'undo' }], s);
    expect(s.breakpoints).toEqual(['0:0']);
    expect(createEditor(LEVEL, undefined, ['2:1', '0:0', '2:1', '4:0', '0:9', 'x']).breakpoints).toEqual(['0:0', '2:1']);
  });
});

describe('breakpoint keys', () => {
  it('parseBreakpointKey reads what breakpointKey writes, and nothing else', () => {
    for (const at of [{ fn: 0, slot: 0 }, { fn: 4, slot: 9 }, { fn: 1, slot: 12 }]) expect(parseBreakpointKey(breakpointKey(at))).toEqual(at);
    for (const key of ['', '1', '1:', ':1', '1:2:3', '01:2', '1:02', 'a:b', '-1:0', '1.5:0', ' 1:0', '1:0 ']) expect(parseBreakpointKey(key), key).toBeNull();
  });

  it('keeps the keys that name a slot of the draft', () => {
    const level = campaignLevel('pt-01') as Level;
    expect(breakpointsFor(emptyDraft(level), ['0:2', '0:3', '1:0', '0:0', '0:0', 'x', '00:1'])).toEqual(['0:0', '0:2']);
  });
});
