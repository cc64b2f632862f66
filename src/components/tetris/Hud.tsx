import type { AnyActorRef } from 'xstate';
import { formatCountdown, formatScore, formatTime } from './highScores';
import { useStage } from './useStage';

function Stat({ label, value, hero = false, testId }: { label: string; value: string; hero?: boolean; testId: string }) {
  return (
    <div className="t-stat" data-hero={hero}>
      <span className="t-stat-label">{label}</span>
      <span className="t-stat-value num" data-testid={testId}>
        {value}
      </span>
    </div>
  );
}

/** The clock: Sprint counts up in hundredths, Ultra counts down, Marathon shows minutes and seconds. */
function useClock(actor: AnyActorRef): string {
  return useStage(actor, ({ game }) => {
    if (game.timeLimitMs !== null) return formatCountdown(game.timeLimitMs - game.elapsedMs);
    return formatTime(game.elapsedMs, game.mode === 'sprint');
  });
}

/**
 * Score, level, lines, time. Each mode puts its goal first (spec "Modes"): Sprint its time and the
 * lines left, Ultra its countdown and score, Marathon its score.
 */
export function Hud({ actor }: { actor: AnyActorRef }) {
  const mode = useStage(actor, (s) => s.game.mode);
  const score = formatScore(useStage(actor, (s) => s.game.score));
  const level = useStage(actor, (s) => s.game.level);
  const lines = useStage(actor, (s) => s.game.lines);
  const goal = useStage(actor, (s) => s.game.lineGoal);
  const clock = useClock(actor);
  const linesText = goal !== null && mode === 'sprint' ? `${Math.max(0, goal - lines)}` : String(lines);
  if (mode === 'sprint') {
    return (
      <div className="t-hud">
        <Stat label="Time" value={clock} hero testId="t-time" />
        <Stat label="Lines left" value={linesText} testId="t-lines" />
        <Stat label="Score" value={score} testId="t-score" />
        <Stat label="Level" value={String(level)} testId="t-level" />
      </div>
    );
  }
  if (mode === 'ultra') {
    return (
      <div className="t-hud">
        <Stat label="Time left" value={clock} hero testId="t-time" />
        <Stat label="Score" value={score} testId="t-score" />
        <Stat label="Lines" value={linesText} testId="t-lines" />
        <Stat label="Level" value={String(level)} testId="t-level" />
      </div>
    );
  }
  return (
    <div className="t-hud">
      <Stat label="Score" value={score} hero testId="t-score" />
      <Stat label="Level" value={String(level)} testId="t-level" />
      <Stat label="Lines" value={goal === null ? linesText : `${linesText}/${goal}`} testId="t-lines" />
      <Stat label="Time" value={clock} testId="t-time" />
    </div>
  );
}
