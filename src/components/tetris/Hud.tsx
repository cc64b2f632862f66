import type { AnyActorRef } from 'xstate';
import { formatCountdown, formatScore, formatTime } from './highScores';
import type { TetrisStage } from '../../machines/tetrisStage';
import { useStageNextFrame } from './useStage';

function Stat({ label, short, value, hero = false, testId }: { label: string; short?: string; value: string; hero?: boolean; testId: string }) {
  return (
    <div className="t-stat" data-hero={hero}>
      {short ? (
        // The short form where the row is narrow (tetris.css); a reader still hears the full one.
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

/** What the HUD shows, as one string (one subscription, one render a change): mode, score, level, lines, goal, clock. */
function hudView({ game }: TetrisStage): string {
  return [game.mode, game.score, game.level, game.lines, game.lineGoal ?? '', clockOf(game)].join('|');
}

/**
 * Score, level, lines, time, drawn a frame after they change (useStageNextFrame): a clear's flash
 * comes first, the numbers the frame after. Each mode puts its goal first (spec "Modes"): Sprint its
 * time and the lines left, Ultra its countdown and score, Marathon its score.
 */
export function Hud({ actor }: { actor: AnyActorRef }) {
  const [mode, scoreValue, levelValue, linesValue, goalValue, clock] = useStageNextFrame(actor, hudView).split('|') as [string, string, string, string, string, string];
  const score = formatScore(Number(scoreValue));
  const level = Number(levelValue);
  const lines = Number(linesValue);
  const goal = goalValue === '' ? null : Number(goalValue);
  const linesText = goal !== null && mode === 'sprint' ? `${Math.max(0, goal - lines)}` : String(lines);
  if (mode === 'sprint') {
    return (
      <div className="t-hud" data-mode={mode}>
        <Stat label="Time" value={clock} hero testId="t-time" />
        <Stat label="Lines left" short="Left" value={linesText} testId="t-lines" />
        <Stat label="Score" value={score} testId="t-score" />
        <Stat label="Level" value={String(level)} testId="t-level" />
      </div>
    );
  }
  if (mode === 'ultra') {
    return (
      <div className="t-hud" data-mode={mode}>
        <Stat label="Time left" short="Time" value={clock} hero testId="t-time" />
        <Stat label="Score" value={score} testId="t-score" />
        <Stat label="Lines" value={linesText} testId="t-lines" />
        <Stat label="Level" value={String(level)} testId="t-level" />
      </div>
    );
  }
  return (
    <div className="t-hud" data-mode={mode}>
      <Stat label="Score" value={score} hero testId="t-score" />
      <Stat label="Level" value={String(level)} testId="t-level" />
      <Stat label="Lines" value={goal === null ? linesText : `${linesText}/${goal}`} testId="t-lines" />
      <Stat label="Time" value={clock} testId="t-time" />
    </div>
  );
}
