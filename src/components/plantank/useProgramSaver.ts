import { useCallback, useEffect, useRef } from 'react';
import { withProgram } from '../../stores/games/plantankProgress';
import { useProgress } from '../../stores/progress';
import { formatDraft, type Draft } from '../../logic/plantank/programDraft';
import { selectDraft, useEditorEffect, type EditorStore } from './editorStore';

/** Quiet time after the last edit before it is written (a burst of taps is one write). */
export const SAVE_DEBOUNCE_MS = 400;

/**
 * Keeps the program last written for each level: saved after every edit, debounced, and flushed at once when the screen goes away or the
 * page is hidden. Nothing is written before the player's first edit, so opening a shared program
 * does not replace the saved one unless the player works on it. `levelId` null saves nothing.
 * Returns the flush, for the page-hide handler.
 */
export function useProgramSaver(levelId: string | null, editor: EditorStore): () => void {
  // The draft to write, written out as text when it is saved (not in the edit's own call).
  const pending = useRef<Draft | null>(null);
  const flush = useCallback(() => {
    const draft = pending.current;
    pending.current = null;
    if (draft === null || levelId === null) return;
    const text = formatDraft(draft);
    useProgress.getState().setGame('plantank', (p) => withProgram(p, levelId, text));
  }, [levelId]);

  useEditorEffect(editor, selectDraft, (draft) => {
    if (levelId === null || editor.get().revision === 0) return;
    pending.current = draft;
    const timer = setTimeout(flush, SAVE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  });

  useEffect(() => flush, [flush]);
  return flush;
}
