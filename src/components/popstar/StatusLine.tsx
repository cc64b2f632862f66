import type { GameStatus } from '../../machines/gameStatus';
import type { PopstarStage } from '../../machines/popstarStage';
import { formatScore, selectionText } from './usePopstarFeedback';

/** The line over the board: what the selection is worth, or what is happening. Fixed height. */
export function StatusLine({ status, stage, demo }: { status: GameStatus; stage: PopstarStage; demo: boolean }) {
  const { selection, phase, lastPop, bonus } = stage;
  let aside = '';
  let main: string;
  if (status === 'OVER' || status === 'STOP') main = status === 'OVER' ? 'Run over' : 'Run ended';
  else if (demo) main = `Demo · the solver's proof of level ${stage.level}`;
  else if (status === 'READY') main = stage.moves.length > 0 ? 'Your run continues: tap the board' : 'Tap the board to start';
  else if (selection) {
    main = selectionText(selection.cells.length, selection.points);
    aside = selection.hinted ? 'hint · tap to pop' : 'tap again to pop';
  } else if (phase === 'intro') main = `Level ${stage.level} · target ${formatScore(stage.target)}`;
  else if (phase === 'popping' && lastPop) main = `+${formatScore(lastPop.points)}${lastPop.praise ? ` · ${lastPop.praise}` : ''}`;
  else if (phase === 'bonus') main = `No more moves · bonus ${formatScore(bonus?.value ?? 0)}`;
  else if (phase === 'cleared') main = `Level ${stage.level} cleared!`;
  else if (phase === 'failed') main = 'Target missed';
  else main = 'Tap a group of 2 or more stars';
  return (
    <p className="ps-status-line num flex h-8 flex-wrap content-center items-baseline justify-center gap-x-2 overflow-hidden text-center text-base font-semibold text-ink-100 sm:text-lg lg:h-14" data-testid="popstar-status">
      <span>{main}</span>
      {aside && <span className="text-sm font-normal text-ink-300">{aside}</span>}
    </p>
  );
}
