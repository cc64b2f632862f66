import { Button } from '../ui/Button';
import { RedoIcon, UndoIcon } from './icons';

export interface UndoRedoButtonsProps {
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  /** Each button's name and tooltip, in the words of the screen's own catalog. */
  words: { undo: string; undoTitle: string; redo: string; redoTitle: string };
  /** The keys that redo on this screen, as aria-keyshortcuts names them. */
  redoKeys: string;
  /** Both buttons' padding: the row they sit in decides how tight they get on a narrow phone. */
  className: string;
}

/** Undo and Redo as a pair of icon buttons, for the program editor and the level designer. */
export function UndoRedoButtons({ canUndo, canRedo, onUndo, onRedo, words, redoKeys, className }: UndoRedoButtonsProps) {
  return (
    <>
      <Button tone="ghost" className={className} onClick={onUndo} disabled={!canUndo} aria-label={words.undo} aria-keyshortcuts="Control+Z" title={words.undoTitle}>
        <UndoIcon />
      </Button>
      <Button tone="ghost" className={className} onClick={onRedo} disabled={!canRedo} aria-label={words.redo} aria-keyshortcuts={redoKeys} title={words.redoTitle}>
        <RedoIcon />
      </Button>
    </>
  );
}
