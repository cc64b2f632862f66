import type { AnyActorRef } from 'xstate';
import { formatCountdown, formatScore, formatTime } from './highScores';
import type { TetrisStage } from '../../machines/tetrisStage';
import { useStageNextFrame } from './useStage';
import { useT } from '../../i18n/useT';

function Stat({ label, short, value, hero = false, testId }: { label: string; short?: string; value: string; hero?: boolean; testId: string }) {
  return (
    <div className="t-stat" data-hero={hero}>
      {short ? (
        // The short form where the row is narrow (tetrisPanels.css); a reader still hears the full one.
        <span className="t-stat-label">
          <span className="t-long">{label}</span>
          <span className="t-short" aria-hidden="true">
            {short}
          </span>
        </span>
      ) : (
        <span className="t-stat-label">{label}</span>
      )}
      <span className="t-stat-value num" data-testid={testId}>
        {value}
      </span>
    </div>
  );
}

/** The clock: Sprint counts up in hundredths, Ultra counts down, Marathon shows minutes and seconds. */
function clockOf(game: TetrisStage['game']): string {
  if (game.timeLimitMs !== null) return formatCountdown(game.timeLimitMs - game.elapsedMs);
  return formatTime(game.elapsedMs, game.mode === 'sprint');
}

/** What the HUD shows, in one view (one subscription, one render a change). */
interface HudView {
  readonly mode: TetrisStage['game']['mode'];
  readonly score: number;
  readonly level: number;
  readonly lines: number;
  readonly goal: number | null;
  readonly clock: string;
}

function hudView({ game }: TetrisStage): HudView {
  return { mode: game.mode, score: game.score, level: game.level, lines: game.lines, goal: game.lineGoal, clock: clockOf(game) };
}

function sameHud(a: HudView, b: HudView): boolean {
  return a.mode === b.mode && a.score === b.score && a.level === b.level && a.lines === b.lines && a.goal === b.goal && a.clock === b.clock;
}

/**
 * Score, level, lines, time, drawn a frame after they change (useStageNextFrame): a clear's flash
 * comes first, the numbers the frame after. Each mode puts its goal first: Sprint its
 * time and the lines left, Ultra its countdown and score, Marathon its score.
 */
export function Hud({ actor }: { actor: AnyActorRef }) {
  const t = useT();
  const { mode, score: points, level, lines, goal, clock } = useStageNextFrame(actor, hudView, sameHud);
  const score = formatScore(points);
  const linesText = goal !== null && mode === 'sprint' ? `${Math.max(0, goal - lines)}` : String(lines);
  if (mode === 'sprint') {
    return (
      <div className="t-hud" data-mode={mode}>
        <Stat label={t('tetris.hud.time')} value={clock} hero testId="t-time" />
        <Stat label={t('tetris.hud.linesLeft')} short={t('tetris.hud.left')} value={linesText} testId="t-lines" />
        <Stat label={t('tetris.hud.score')} value={score} testId="t-score" />
        <Stat label={t('tetris.hud.level')} value={String(level)} testId="t-level" />
      </div>
    );
  }
  if (mode === 'ultra') {
    return (
      <div className="t-hud" data-mode={mode}>
        <Stat label={t('tetris.hud.timeLeft')} short={t('tetris.hud.time')} value={clock} hero testId="t-time" />
        <Stat label={t('tetris.hud.score')} value={score} testId="t-score" />
        <Stat label={t('tetris.hud.lines')} value={linesText} testId="t-lines" />
        <Stat label={t('tetris.hud.level')} value={String(level)} testId="t-level" />
      </div>
    );
  }
  return (
    <div className="t-hud" data-mode={mode}>
      <Stat label={t('tetris.hud.score')} value={score} hero testId="t-score" />
      <Stat label={t('tetris.hud.level')} value={String(level)} testId="t-level" />
      <Stat label={t('tetris.hud.lines')} value={goal === null ? linesText : `${linesText}/${goal}`} testId="t-lines" />
      <Stat label={t('tetris.hud.time')} value={clock} testId="t-time" />
    </div>
  );
}
