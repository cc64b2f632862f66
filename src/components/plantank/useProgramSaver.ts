import { useCallback, useEffect, useRef } from 'react';
import { withProgram } from '../../stores/games/plantankProgress';
import { useProgress } from '../../stores/progress';
import type { EditorState } from '../../logic/plantank/editorState';
import { formatDraft } from '../../logic/plantank/programDraft';

/** Quiet time after the last edit before it is written (a burst of taps is one write). */
export const SAVE_DEBOUNCE_MS = 400;

/**
 * Keeps the program last written for each level: saved after every edit, debounced, and flushed at once when the screen goes away or the
 * page is hidden. Nothing is written before the player's first edit, so opening a shared program
 * does not replace the saved one unless the player works on it. `levelId` null saves nothing.
 * Returns the flush, for the page-hide handler.
 */
export function useProgramSaver(levelId: string | null, editor: EditorState): () => void {
  const pending = useRef<string | null>(null);
  const flush = useCallback(() => {
    const text = pending.current;
    pending.current = null;
    if (text === null || levelId === null) return;
    useProgress.getState().setGame('plantank', (p) => withProgram(p, levelId, text));
  }, [levelId]);

  useEffect(() => {
    if (levelId === null || editor.revision === 0) return;
    pending.current = formatDraft(editor.draft);
    const timer = setTimeout(flush, SAVE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [levelId, editor.draft, editor.revision, flush]);

  useEffect(() => flush, [flush]);
  return flush;
}
