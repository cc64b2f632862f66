import { useEffect, useRef } from 'react';
import { notify, type NoticeMessage } from '../stores/notices';
import { useProgress, type ProgressData } from '../stores/progress';

/**
 * Tells the player, once per screen, when another tab saves its own game in progress over the one
 * this screen plays: the game saved last is the one kept, so this tab's next save takes it back.
 */
export function useOtherTabSave<V>(select: (p: ProgressData) => V | null, playing: () => boolean, message: NoticeMessage): void {
  const latest = useRef({ select, playing, message });
  useEffect(() => {
    latest.current = { select, playing, message };
  });
  useEffect(() => {
    let told = false;
    return useProgress.sync.onExternalChange((before, after) => {
      const { select, playing, message } = latest.current;
      const theirs = select(after);
      if (told || theirs === null || JSON.stringify(theirs) === JSON.stringify(select(before)) || !playing()) return;
      told = true;
      // A warning: this tab's game is no longer the one saved, which the player needs to read.
      notify(message, 'warning');
    });
  }, []);
}
