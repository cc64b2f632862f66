/**
 * A campaign level's breakpoints outside the run: they come back with its saved program, are saved
 * with it once the player changes them, and every toggle is said aloud (the red dot is not seen by
 * everyone). How a run takes them: usePlayRun.
 */
import { useEffect, useRef } from 'react';
import { t } from '../../i18n';
import { breakpointsFor, parseBreakpointKey, type EditorState } from '../../logic/plantank/editorState';
import { levelRecord, withBreakpoints } from '../../stores/games/plantankProgress';
import { useProgress } from '../../stores/progress';
import { announce } from '../ui/announce';
import { slotName } from './hint/hintText';

/** The editor to start with, with the level's saved breakpoints when it brings none of its own. */
export function withSavedBreakpoints(editor: EditorState, progressId: string | null): EditorState {
  if (!progressId || editor.breakpoints.length > 0) return editor;
  const saved = levelRecord(useProgress.getState().plantank, progressId).breakpoints;
  return saved.length > 0 ? { ...editor, breakpoints: breakpointsFor(editor.draft, saved) } : editor;
}

/** Saves (progressId not null) and announces (`say`) each change of the breakpoints. */
export function useBreakpoints(breakpoints: readonly string[], progressId: string | null, say: boolean): void {
  const savedBreakpoints = useRef(breakpoints);
  useEffect(() => {
    if (!progressId || savedBreakpoints.current === breakpoints) return;
    savedBreakpoints.current = breakpoints;
    useProgress.getState().setGame('plantank', (p) => withBreakpoints(p, progressId, breakpoints));
  }, [progressId, breakpoints]);

  const lastBreakpoints = useRef(breakpoints);
  useEffect(() => {
    const before = lastBreakpoints.current;
    lastBreakpoints.current = breakpoints;
    if (before === breakpoints || !say) return;
    const added = breakpoints.find((k) => !before.includes(k));
    const key = added ?? before.find((k) => !breakpoints.includes(k));
    const at = key === undefined ? null : parseBreakpointKey(key);
    if (!at) return;
    announce(t(added ? 'plantank.play.breakpointSet' : 'plantank.play.breakpointRemoved', { slot: slotName(at) }));
  }, [breakpoints, say]);
}
