/**
 * A campaign level's breakpoints outside the run: they come back with its saved program, are saved
 * with it once the player changes them, and every toggle is said aloud (the red dot is not seen by
 * everyone). How a run takes them: usePlayRun.
 */
import { useRef } from 'react';
import { t } from '../../i18n';
import { breakpointsFor, parseBreakpointKey, type EditorState } from '../../logic/plantank/editorState';
import { levelRecord, withBreakpoints } from '../../stores/games/plantankProgress';
import { useProgress } from '../../stores/progress';
import { announce } from '../ui/announce';
import { selectBreakpoints, useEditorEffect, type EditorStore } from './editorStore';
import { slotName } from './hint/hintText';

/** The editor to start with, with the level's saved breakpoints when it brings none of its own. */
export function withSavedBreakpoints(editor: EditorState, progressId: string | null): EditorState {
  if (!progressId || editor.breakpoints.length > 0) return editor;
  const saved = levelRecord(useProgress.getState().plantank, progressId).breakpoints;
  return saved.length > 0 ? { ...editor, breakpoints: breakpointsFor(editor.draft, saved) } : editor;
}

/** Saves (progressId not null) and announces (`say`) each change of the editor's breakpoints. */
export function useBreakpoints(editor: EditorStore, progressId: string | null, say: boolean): void {
  const last = useRef(editor.get().breakpoints);
  useEditorEffect(editor, selectBreakpoints, (breakpoints) => {
    const before = last.current;
    last.current = breakpoints;
    if (before === breakpoints) return;
    if (progressId) useProgress.getState().setGame('plantank', (p) => withBreakpoints(p, progressId, breakpoints));
    if (!say) return;
    const added = breakpoints.find((k) => !before.includes(k));
    const key = added ?? before.find((k) => !breakpoints.includes(k));
    const at = key === undefined ? null : parseBreakpointKey(key);
    if (!at) return;
    announce(t(added ? 'plantank.play.breakpointSet' : 'plantank.play.breakpointRemoved', { slot: slotName(at) }));
  });
}
