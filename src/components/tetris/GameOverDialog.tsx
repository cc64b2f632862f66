import type { GameResult, TetrisState } from '../../logic/tetris/index.ts';
import { Button, ButtonLink } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { formatScore, formatTime } from './highScores';
import { ScoreTable } from './ScoreTable';
import type { GameEnd } from './useTetrisSession';

const MODE_NAMES = { marathon: 'Marathon', sprint: 'Sprint', ultra: 'Ultra' } as const;

function titleOf(end: GameEnd): string {
  if (end.kind === 'stopped') return 'Game ended';
  const result: GameResult | null = end.game.result;
  if (result === 'goal') return `${MODE_NAMES[end.game.mode]} complete!`;
  if (result === 'timeUp') return "Time's up!";
  return 'Game over';
}

/** Why the game ended, and why it was not recorded if it was not: losses explain themselves. */
function reasonsOf(end: GameEnd): string[] {
  const { game } = end;
  const reasons: string[] = [];
  if (end.kind === 'over' && game.result === 'blockOut') reasons.push('Topped out: the next piece had no room to appear.');
  if (end.kind === 'over' && game.result === 'lockOut') reasons.push('Locked out: a piece landed entirely above the field.');
  if (end.counted) return reasons;
  if (game.mode === 'sprint') reasons.push(`Finish all ${game.lineGoal ?? 40} lines to set a time.`);
  else if (end.kind === 'over' && game.score === 0) reasons.push('No points, so nothing to record.');
  else if (game.mode === 'ultra') reasons.push(`Play the full ${Math.round((game.timeLimitMs ?? 120_000) / 60_000)} minutes to set a score.`);
  else reasons.push('A game you end yourself is not recorded.');
  return reasons;
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0 rounded-lg bg-ink-850 px-1 py-1.5 text-center">
      <div className="text-[0.65rem] font-bold tracking-wider text-ink-300 uppercase" data-stat-label>
        {label}
      </div>
      <div className="num text-lg font-bold text-ink-100">{value}</div>
    </div>
  );
}

interface Figure {
  label: string;
  value: string;
}

function hero(game: TetrisState, counted: boolean): Figure {
  if (game.mode === 'sprint' && counted) return { label: 'Time', value: formatTime(game.elapsedMs) };
  return { label: 'Score', value: formatScore(game.score) };
}

/** The four figures under the big one, never the big one again. */
function statsOf(game: TetrisState, main: Figure): Figure[] {
  const all: Record<string, Figure> = {
    Score: { label: 'Score', value: formatScore(game.score) },
    Lines: { label: 'Lines', value: String(game.lines) },
    Level: { label: 'Level', value: String(game.level) },
    Pieces: { label: 'Pieces', value: String(game.locks) },
    Time: { label: 'Time', value: formatTime(game.elapsedMs, false) },
  };
  const order = game.mode === 'sprint' ? ['Score', 'Lines', 'Pieces', 'Time', 'Level'] : ['Lines', 'Level', 'Pieces', 'Time'];
  return order.filter((label) => label !== main.label).slice(0, 4).map((label) => all[label]!);
}

/** `retryHint`: say that R plays again (a keyboard at hand). */
export function GameOverDialog({ end, onPlayAgain, retryHint = false }: { end: GameEnd | null; onPlayAgain: () => void; retryHint?: boolean }) {
  const open = end !== null;
  return (
    <Dialog open={open} title={end ? titleOf(end) : ''} className="t-over max-h-[92dvh] overflow-y-auto">
      {end && <GameOverBody end={end} onPlayAgain={onPlayAgain} retryHint={retryHint} />}
    </Dialog>
  );
}

function GameOverBody({ end, onPlayAgain, retryHint }: { end: GameEnd; onPlayAgain: () => void; retryHint: boolean }) {
  const { game, counted, rank, previousBest } = end;
  const main = hero(game, counted);
  const reasons = reasonsOf(end);
  const sprint = game.mode === 'sprint';
  const bestText = previousBest ? (sprint ? formatTime(previousBest.timeMs) : formatScore(previousBest.score)) : null;
  return (
    <div className="t-over-body" data-testid="game-over">
      <div className="flex flex-col gap-3">
        {reasons.map((r) => (
          <p key={r} className="text-sm text-ink-200">
            {r}
          </p>
        ))}
        <div className="text-center">
          <div className="text-xs font-bold tracking-widest text-ink-300 uppercase" data-stat-label>
            {main.label}
          </div>
          <div className="num font-display text-5xl font-extrabold text-ink-100" data-testid="final-score">
            {main.value}
          </div>
          {rank === 0 ? (
            <p className="mt-1 inline-block rounded-full bg-accent-500 px-3 py-0.5 text-sm font-extrabold tracking-wide text-ink-950 uppercase">New best!</p>
          ) : (
            bestText && (
              <p className="mt-1 text-sm text-ink-200">
                Best: <span className="num font-bold text-ink-100">{bestText}</span>
                {rank > 0 && ` · #${rank + 1} in your top 10`}
              </p>
            )
          )}
        </div>
        <div className="grid grid-cols-4 gap-1.5">
          {statsOf(game, main).map((f) => (
            <Stat key={f.label} label={f.label} value={f.value} />
          ))}
        </div>
        {/* Play again comes first (the dialog focuses it), shown at the right. */}
        <div className="mt-1 grid grid-cols-2 gap-2">
          <Button tone="primary" onClick={onPlayAgain} autoFocus className="order-2 px-2">
            Play again
          </Button>
          <ButtonLink href="/tetris/levels" className="order-1 px-2">
            Modes &amp; scores
          </ButtonLink>
        </div>
        {retryHint && <p className="-mt-1 text-center text-xs text-ink-300">R plays again</p>}
      </div>
      {end.list.length > 0 && (
        <div className="t-over-table">
          <h3 className="mb-1 text-sm font-bold text-ink-200">{MODE_NAMES[game.mode]} top 10</h3>
          <ScoreTable mode={game.mode} list={end.list} highlight={rank} caption={`${MODE_NAMES[game.mode]} top 10`} />
        </div>
      )}
    </div>
  );
}
