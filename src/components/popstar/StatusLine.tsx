import { memo } from 'react';
import { useWhenIdle } from '../board/useWhenIdle';
import type { GameStatus } from '../../machines/gameStatus';
import type { PopstarStage } from '../../machines/popstarStage';
import { t } from '../../i18n';
import { formatScore, praiseText, selectionText } from './usePopstarFeedback';

/** Why a tap on a lone star pops nothing (in the active language). */
export const loneTapText = () => t('popstar.lone');

/**
 * What the line over the board says: what the selection is worth, or what is happening. Worded in
 * the active language: the screen calls it on each render, so a language switch rewords it.
 */
export function statusLineText(status: GameStatus, stage: PopstarStage, demo: boolean): { main: string; aside: string } {
  const { selection, phase, lastPop, bonus } = stage;
  if (status === 'OVER' || status === 'STOP') return { main: status === 'OVER' ? t('popstar.status.over') : t('popstar.status.ended'), aside: '' };
  if (demo) return { main: t('popstar.status.demo', { level: stage.level }), aside: '' };
  if (status === 'READY') return { main: stage.moves.length > 0 ? t('popstar.status.continues') : t('popstar.status.tapToStart'), aside: '' };
  if (selection) return { main: selectionText(selection.cells.length, selection.points), aside: selection.hinted ? t('popstar.status.hintAside') : t('popstar.status.tapAgain') };
  if (phase === 'playing' && stage.loneTap) return { main: loneTapText(), aside: t('popstar.status.loneAside') };
  let main: string;
  if (phase === 'intro') main = t('popstar.status.intro', { level: stage.level, target: formatScore(stage.target) });
  else if (phase === 'popping' && lastPop) main = `+${formatScore(lastPop.points)}${lastPop.praise ? ` · ${praiseText(lastPop.praise)}` : ''}`;
  else if (phase === 'bonus') main = t('popstar.status.noMoves', { bonus: formatScore(bonus?.value ?? 0) });
  else if (phase === 'cleared') main = t('popstar.status.cleared', { level: stage.level });
  else if (phase === 'failed') main = t('popstar.status.missed');
  else main = t('popstar.status.tapGroup');
  return { main, aside: '' };
}

/**
 * The line over the board (statusLineText), fixed height; memoised on its two strings, so its props
 * are a new object only when they change. It follows the board once the browser is idle
 * (useWhenIdle): a select's or a pop's frame then lifts or bursts the bricks alone, and the words,
 * laid out again with the page, come in the frame after.
 */
export const StatusLine = memo(function StatusLine(props: { main: string; aside: string }) {
  const { main, aside } = useWhenIdle(props);
  return (
    <p className="ps-status-line num flex h-8 flex-wrap content-center items-baseline justify-center gap-x-2 overflow-hidden text-center text-base font-semibold text-ink-100 sm:text-lg lg:h-14" data-testid="popstar-status">
      <span>{main}</span>
      {aside && <span className="text-sm font-normal text-ink-300">{aside}</span>}
    </p>
  );
});
