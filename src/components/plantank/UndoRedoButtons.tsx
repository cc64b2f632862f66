import { Button } from '../ui/Button';
import { ariaKeyShortcuts, HISTORY_KEYS } from './historyKeys';
import { RedoIcon, UndoIcon } from './icons';

export interface UndoRedoButtonsProps {
  /** The screen's undo history: Undo wants a past to go back to, Redo a future. */
  history: { past: readonly unknown[]; future: readonly unknown[] };
  dispatch: (action: { type: 'undo' } | { type: 'redo' }) => void;
  /** Each button's name and tooltip, in the words of the screen's own catalog. */
  words: { undo: string; undoTitle: string; redo: string; redoTitle: string };
  /** Both buttons' padding: the row they sit in decides how tight they get on a narrow phone. */
  className: string;
}

const UNDO_KEYS = ariaKeyShortcuts(HISTORY_KEYS.undo);
const REDO_KEYS = ariaKeyShortcuts(HISTORY_KEYS.redo);

/** Undo and Redo as a pair of icon buttons, for the program editor and the level designer. */
export function UndoRedoButtons({ history, dispatch, words, className }: UndoRedoButtonsProps) {
  return (
    <>
      <Button tone="ghost" className={className} onClick={() => dispatch({ type: 'undo' })} disabled={history.past.length === 0} aria-label={words.undo} aria-keyshortcuts={UNDO_KEYS} title={words.undoTitle}>
        <UndoIcon />
      </Button>
      <Button tone="ghost" className={className} onClick={() => dispatch({ type: 'redo' })} disabled={history.future.length === 0} aria-label={words.redo} aria-keyshortcuts={REDO_KEYS} title={words.redoTitle}>
        <RedoIcon />
      </Button>
    </>
  );
}
