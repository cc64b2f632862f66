import { act, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createEditor, type EditorCommand, type EditorState, type Tool } from '../../logic/plantank/editorState';
import { campaignLevel, formatProgram, type Action, type CampaignLevel } from '../../logic/plantank/index.ts';
import { draftToProgram } from '../../logic/plantank/programDraft';
import { createEditorStore, programOf, selectDraft, selectTool, useEditor, useEditorEffect, type EditorStore } from './editorStore';

const LEVEL = campaignLevel('pt-03') as CampaignLevel;
const FORWARD: EditorCommand = { type: 'apply', tool: { kind: 'action', action: { kind: 'forward' } }, advance: true };
const selectCount = (s: EditorState) => s.draft.flat().filter((slot) => slot.action).length;

function Count({ store, seen }: { store: EditorStore; seen: number[] }) {
  const count = useEditor(store, selectCount);
  seen.push(count);
  return <p>{count}</p>;
}

function Follow({ store, effect }: { store: EditorStore; effect: (draft: EditorState['draft']) => void | (() => void) }) {
  useEditorEffect(store, selectDraft, effect);
  return null;
}

describe('the play screen editor store', () => {
  it('applies commands with the editor reducer and tells its listeners only of a change', () => {
    const store = createEditorStore(createEditor(LEVEL));
    const heard = vi.fn();
    const stop = store.subscribe(heard);
    // The cursor is on slot 0 already: the reducer returns the same state.
    store.dispatch({ type: 'select', at: { fn: 0, slot: 0 } });
    expect(heard).not.toHaveBeenCalled();
    store.dispatch(FORWARD);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(store.get().draft[0]?.[0]?.action).toEqual({ kind: 'forward' });
    expect(store.get().cursor).toEqual({ fn: 0, slot: 1 });
    stop();
    store.dispatch({ type: 'undo' });
    expect(heard).toHaveBeenCalledTimes(1);
    expect(store.get().draft[0]?.[0]?.action).toBeNull();
  });

  it('the program of a draft is the same object for the same draft, and the program it stands for', () => {
    const tool = fc.oneof(
      fc.constantFrom<Tool>({ kind: 'erase' }, { kind: 'condition', cond: 'R' }, { kind: 'condition', cond: null }),
      fc.constantFrom<Action>({ kind: 'forward' }, { kind: 'left' }, { kind: 'right' }, { kind: 'call', fn: 0 }).map((action): Tool => ({ kind: 'action', action })),
    );
    const slots = LEVEL.subLengths.flatMap((n, fn) => Array.from({ length: n }, (_, slot) => ({ fn, slot })));
    fc.assert(
      fc.property(fc.array(fc.tuple(tool, fc.constantFrom(...slots)), { maxLength: 12 }), (edits) => {
        const store = createEditorStore(createEditor(LEVEL));
        for (const [t, at] of edits) store.dispatch({ type: 'apply', tool: t, at });
        const { draft } = store.get();
        expect(programOf(draft)).toBe(programOf(draft));
        expect(formatProgram(programOf(draft))).toBe(formatProgram(draftToProgram(draft)));
        // Another draft of the same slots is another program object.
        const copy = draft.map((fn) => [...fn]);
        expect(programOf(copy)).not.toBe(programOf(draft));
      }),
    );
  });

  it('a component renders when what it selects changes, not at every edit', () => {
    const store = createEditorStore(createEditor(LEVEL));
    const seen: number[] = [];
    render(<Count store={store} seen={seen} />);
    const first = seen.length;
    act(() => store.dispatch({ type: 'arm', tool: { kind: 'erase' } }));
    act(() => store.dispatch({ type: 'cursor', move: 'right' }));
    expect(seen.length).toBe(first);
    act(() => store.dispatch(FORWARD));
    expect(screen.getByText('1')).toBeInTheDocument();
    expect(seen.length).toBe(first + 1);
  });

  it('an effect on a part of the editor runs at mount and at each change of that part, in the edit, and cleans up before the next and at unmount', () => {
    const store = createEditorStore(createEditor(LEVEL));
    const log: string[] = [];
    const effect = (draft: EditorState['draft']) => {
      const n = draft.flat().filter((s) => s.action).length;
      log.push(`run ${n}`);
      return () => log.push(`clean ${n}`);
    };
    const view = render(<Follow store={store} effect={effect} />);
    expect(log).toEqual(['run 0']);
    // A change of the tool is not a change of the draft.
    store.dispatch({ type: 'arm', tool: { kind: 'erase' } });
    expect(log).toEqual(['run 0']);
    // Outside act and before any render: the effect runs in the dispatch itself.
    store.dispatch(FORWARD);
    expect(log).toEqual(['run 0', 'clean 0', 'run 1']);
    view.unmount();
    expect(log).toEqual(['run 0', 'clean 0', 'run 1', 'clean 1']);
    store.dispatch(FORWARD);
    expect(log).toHaveLength(4);
  });

  it('the effect run is the latest one rendered, and StrictMode leaves one subscription', () => {
    const store = createEditorStore(createEditor(LEVEL));
    const calls: string[] = [];
    const view = render(
      <StrictMode>
        <Follow store={store} effect={() => void calls.push('a')} />
      </StrictMode>,
    );
    view.rerender(
      <StrictMode>
        <Follow store={store} effect={() => void calls.push('b')} />
      </StrictMode>,
    );
    calls.length = 0;
    store.dispatch(FORWARD);
    expect(calls).toEqual(['b']);
  });

  it('selects the tool as the same object until it changes', () => {
    const store = createEditorStore(createEditor(LEVEL));
    store.dispatch({ type: 'arm', tool: { kind: 'erase' } });
    const tool = selectTool(store.get());
    store.dispatch(FORWARD);
    expect(selectTool(store.get())).toBe(tool);
  });
});
