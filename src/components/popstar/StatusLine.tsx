import { memo } from 'react';
import type { GameStatus } from '../../machines/gameStatus';
import type { PopstarStage } from '../../machines/popstarStage';
import { formatScore, selectionText } from './usePopstarFeedback';

/** Why a tap on a lone star pops nothing. */
export const LONE_TAP_TEXT = 'Pop groups of 2 or more';

/** What the line over the board says: what the selection is worth, or what is happening. */
export function statusLineText(status: GameStatus, stage: PopstarStage, demo: boolean): { main: string; aside: string } {
  const { selection, phase, lastPop, bonus } = stage;
  if (status === 'OVER' || status === 'STOP') return { main: status === 'OVER' ? 'Run over' : 'Run ended', aside: '' };
  if (demo) return { main: `Demo · the solver's proof of level ${stage.level}`, aside: '' };
  if (status === 'READY') return { main: stage.moves.length > 0 ? 'Your run continues: tap the board' : 'Tap the board to start', aside: '' };
  if (selection) return { main: selectionText(selection.cells.length, selection.points), aside: selection.hinted ? 'hint · tap to pop' : 'tap again to pop' };
  if (phase === 'playing' && stage.loneTap) return { main: LONE_TAP_TEXT, aside: 'that star is alone' };
  let main: string;
  if (phase === 'intro') main = `Level ${stage.level} · target ${formatScore(stage.target)}`;
  else if (phase === 'popping' && lastPop) main = `+${formatScore(lastPop.points)}${lastPop.praise ? ` · ${lastPop.praise}` : ''}`;
  else if (phase === 'bonus') main = `No more moves · bonus ${formatScore(bonus?.value ?? 0)}`;
  else if (phase === 'cleared') main = `Level ${stage.level} cleared!`;
  else if (phase === 'failed') main = 'Target missed';
  else main = 'Tap a group of 2 or more stars';
  return { main, aside: '' };
}

/** The line over the board (statusLineText), fixed height; memoised on its two strings. */
export const StatusLine = memo(function StatusLine({ main, aside }: { main: string; aside: string }) {
  return (
    <p className="ps-status-line num flex h-8 flex-wrap content-center items-baseline justify-center gap-x-2 overflow-hidden text-center text-base font-semibold text-ink-100 sm:text-lg lg:h-14" data-testid="popstar-status">
      <span>{main}</span>
      {aside && <span className="text-sm font-normal text-ink-300">{aside}</span>}
    </p>
  );
});
