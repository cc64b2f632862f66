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

/** Losses explain themselves (DESIGN.md "Feedback"). */
function reasonOf(end: GameEnd): string | null {
  const { game } = end;
  if (end.kind === 'stopped') return null;
  if (game.result === 'blockOut') return 'Topped out: the next piece had no room to appear.';
  if (game.result === 'lockOut') return 'Locked out: a piece landed entirely above the field.';
  if (!end.counted && game.mode === 'sprint') return `Finish all ${game.lineGoal ?? 40} lines to set a time.`;
  return null;
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-ink-850 px-2 py-1.5 text-center">
      <div className="text-[0.65rem] font-bold tracking-widest text-ink-300 uppercase">{label}</div>
      <div className="num text-lg font-bold text-ink-100">{value}</div>
    </div>
  );
}

function hero(game: TetrisState, counted: boolean): { label: string; value: string } {
  if (game.mode === 'sprint' && counted) return { label: 'Time', value: formatTime(game.elapsedMs) };
  return { label: 'Score', value: formatScore(game.score) };
}

export function GameOverDialog({ end, onPlayAgain }: { end: GameEnd | null; onPlayAgain: () => void }) {
  const open = end !== null;
  return (
    <Dialog open={open} title={end ? titleOf(end) : ''} className="max-h-[92dvh] overflow-y-auto">
      {end && <GameOverBody end={end} onPlayAgain={onPlayAgain} />}
    </Dialog>
  );
}

function GameOverBody({ end, onPlayAgain }: { end: GameEnd; onPlayAgain: () => void }) {
  const { game, counted, rank, previousBest } = end;
  const main = hero(game, counted);
  const reason = reasonOf(end);
  const sprint = game.mode === 'sprint';
  const bestText = previousBest ? (sprint ? formatTime(previousBest.timeMs) : formatScore(previousBest.score)) : null;
  return (
    <div className="flex flex-col gap-3" data-testid="game-over">
      {reason && <p className="text-sm text-ink-200">{reason}</p>}
      <div className="text-center">
        <div className="text-xs font-bold tracking-widest text-ink-300 uppercase">{main.label}</div>
        <div className="num font-display text-5xl font-extrabold text-ink-100" data-testid="final-score">
          {main.value}
        </div>
        {rank === 0 ? (
          <p className="mt-1 inline-block rounded-full bg-accent-500 px-3 py-0.5 text-sm font-extrabold tracking-wide text-ink-950 uppercase">New best!</p>
        ) : (
          bestText && <p className="mt-1 text-sm text-ink-200">Best: <span className="num font-bold text-ink-100">{bestText}</span>{rank > 0 && ` · #${rank + 1} in your top 10`}</p>
        )}
      </div>
      <div className="grid grid-cols-4 gap-1.5">
        <Stat label={sprint ? 'Score' : 'Lines'} value={sprint ? formatScore(game.score) : String(game.lines)} />
        <Stat label={sprint ? 'Lines' : 'Level'} value={sprint ? String(game.lines) : String(game.level)} />
        <Stat label="Pieces" value={String(game.locks)} />
        <Stat label="Time" value={formatTime(game.elapsedMs, false)} />
      </div>
      {end.list.length > 0 && (
        <div>
          <h3 className="mb-1 text-sm font-bold text-ink-200">{MODE_NAMES[game.mode]} top 10</h3>
          <ScoreTable mode={game.mode} list={end.list} highlight={rank} caption={`${MODE_NAMES[game.mode]} top 10`} />
        </div>
      )}
      {/* Play again comes first (the dialog focuses it), shown at the right. */}
      <div className="mt-1 grid grid-cols-2 gap-2">
        <Button tone="primary" onClick={onPlayAgain} autoFocus className="order-2 px-2">
          Play again
        </Button>
        <ButtonLink href="/tetris/levels" className="order-1 px-2">
          Modes &amp; scores
        </ButtonLink>
      </div>
    </div>
  );
}
