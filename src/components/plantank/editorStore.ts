/**
 * The play screen's program editor, kept outside React state: the parts that show it (the program,
 * its count, undo and redo, the palette's armed chip, the coach) each subscribe to what they show,
 * and the run, the hint, the saver and the breakpoints follow it by subscription. So an edit
 * renders the program panel, not the screen around it.
 */
import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { editorReducer, type EditorCommand, type EditorState } from '../../logic/plantank/editorState';
import type { Program } from '../../logic/plantank/index.ts';
import { draftToProgram, type Draft } from '../../logic/plantank/programDraft';
import { valueSource, type Source } from '../board/source';

export interface EditorStore extends Source<EditorState> {
  dispatch: (command: EditorCommand) => void;
}

export function createEditorStore(initial: EditorState): EditorStore {
  const state = valueSource(initial);
  return { get: state.get, subscribe: state.subscribe, dispatch: (command) => state.set(editorReducer(state.get(), command)) };
}

/**
 * A part of the editor, for a component that shows it: it renders when that part changes. `select`
 * returns a field of the state, a number or a string, or `programOf`'s program (new objects made
 * in it would never compare equal).
 */
export function useEditor<T>(store: EditorStore, select: (state: EditorState) => T): T {
  const get = () => select(store.get());
  return useSyncExternalStore(store.subscribe, get, get);
}

const programs = new WeakMap<Draft, Program>();

/** The program a draft stands for: the same object for the same draft. */
export function programOf(draft: Draft): Program {
  let program = programs.get(draft);
  if (!program) {
    program = draftToProgram(draft);
    programs.set(draft, program);
  }
  return program;
}

/**
 * Runs `effect` with a part of the editor (a module-level `select`) at mount and again each time
 * that part changes, in the edit's own call, without a render; the cleanup it returns runs before
 * the next and at unmount, as an effect on that value would.
 */
export function useEditorEffect<T>(store: EditorStore, select: (state: EditorState) => T, effect: (value: T) => void | (() => void)): void {
  const latest = useRef(effect);
  useLayoutEffect(() => {
    latest.current = effect;
  });
  useEffect(() => {
    let value = select(store.get());
    let cleanup = latest.current(value);
    const unsubscribe = store.subscribe(() => {
      const next = select(store.get());
      if (Object.is(next, value)) return;
      value = next;
      if (cleanup) cleanup();
      cleanup = latest.current(next);
    });
    return () => {
      unsubscribe();
      if (cleanup) cleanup();
    };
  }, [store, select]);
}

/** No breakpoints: the demo's, whatever the editor holds. */
export const NO_BREAKPOINTS: readonly string[] = [];

export const selectDraft = (s: EditorState) => s.draft;
export const selectBreakpoints = (s: EditorState) => s.breakpoints;
export const selectTool = (s: EditorState) => s.tool;
