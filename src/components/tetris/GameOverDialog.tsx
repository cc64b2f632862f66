import type { GameResult, TetrisState } from '../../logic/tetris/index.ts';
import type { MessageId } from '../../i18n';
import { richText } from '../../i18n/rich';
import { useT, type Translate } from '../../i18n/useT';
import { Button, ButtonLink } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { formatScore, formatTime } from './highScores';
import { ScoreTable } from './ScoreTable';
import type { GameEnd } from './useTetrisSession';

function titleOf(t: Translate, end: GameEnd): string {
  if (end.kind === 'stopped') return t('tetris.over.ended');
  const result: GameResult | null = end.game.result;
  if (result === 'goal') return t('tetris.over.complete', { mode: t(`tetris.mode.${end.game.mode}`) });
  if (result === 'timeUp') return t('tetris.over.timeUp');
  return t('tetris.over.gameOver');
}

/** Why the game ended, and why it was not recorded if it was not: losses explain themselves. */
function reasonsOf(t: Translate, end: GameEnd): string[] {
  const { game } = end;
  const reasons: string[] = [];
  if (end.kind === 'over' && game.result === 'blockOut') reasons.push(t('tetris.over.blockOut'));
  if (end.kind === 'over' && game.result === 'lockOut') reasons.push(t('tetris.over.lockOut'));
  if (end.counted) return reasons;
  if (game.mode === 'sprint') reasons.push(t('tetris.over.finishSprint', { lines: game.lineGoal ?? 40 }));
  else if (end.kind === 'over' && game.score === 0) reasons.push(t('tetris.over.noPoints'));
  else if (game.mode === 'ultra') reasons.push(t('tetris.over.fullUltra', { minutes: Math.round((game.timeLimitMs ?? 120_000) / 60_000) }));
  else reasons.push(t('tetris.over.selfEnded'));
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
  label: MessageId;
  value: string;
}

function hero(game: TetrisState, counted: boolean): Figure {
  if (game.mode === 'sprint' && counted) return { label: 'tetris.hud.time', value: formatTime(game.elapsedMs) };
  return { label: 'tetris.hud.score', value: formatScore(game.score) };
}

type FigureName = 'score' | 'lines' | 'level' | 'pieces' | 'time';

/** The four figures under the big one, never the big one again. */
function statsOf(game: TetrisState, main: Figure): Figure[] {
  const all: Record<FigureName, Figure> = {
    score: { label: 'tetris.hud.score', value: formatScore(game.score) },
    lines: { label: 'tetris.hud.lines', value: formatScore(game.lines) },
    level: { label: 'tetris.hud.level', value: String(game.level) },
    pieces: { label: 'tetris.hud.pieces', value: formatScore(game.locks) },
    time: { label: 'tetris.hud.time', value: formatTime(game.elapsedMs, false) },
  };
  const order: FigureName[] = game.mode === 'sprint' ? ['score', 'lines', 'pieces', 'time', 'level'] : ['lines', 'level', 'pieces', 'time'];
  return order.map((name) => all[name]).filter((f) => f.label !== main.label).slice(0, 4);
}

/** `retryHint`: say that R plays again (a keyboard at hand). */
export function GameOverDialog({ end, onPlayAgain, retryHint = false }: { end: GameEnd | null; onPlayAgain: () => void; retryHint?: boolean }) {
  const t = useT();
  const open = end !== null;
  return (
    <Dialog open={open} title={end ? titleOf(t, end) : ''} className="t-over max-h-[92dvh] overflow-y-auto">
      {end && <GameOverBody end={end} onPlayAgain={onPlayAgain} retryHint={retryHint} />}
    </Dialog>
  );
}

function GameOverBody({ end, onPlayAgain, retryHint }: { end: GameEnd; onPlayAgain: () => void; retryHint: boolean }) {
  const t = useT();
  const { game, counted, rank, previousBest } = end;
  const main = hero(game, counted);
  const reasons = reasonsOf(t, end);
  const modeName = t(`tetris.mode.${game.mode}`);
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
            {t(main.label)}
          </div>
          <div className="num font-display text-5xl font-extrabold text-ink-100" data-testid="final-score">
            {main.value}
          </div>
          {rank === 0 ? (
            <p className="mt-1 inline-block rounded-full bg-accent-500 px-3 py-0.5 text-sm font-extrabold tracking-wide text-ink-950 uppercase">{t('tetris.over.newBest')}</p>
          ) : (
            bestText && (
              <p className="mt-1 text-sm text-ink-200">
                {richText(t, 'tetris.over.best', { value: <span className="num font-bold text-ink-100">{bestText}</span> })}
                {rank > 0 && ` · ${t('tetris.over.rank', { rank: rank + 1 })}`}
              </p>
            )
          )}
        </div>
        <div className="grid grid-cols-4 gap-1.5">
          {statsOf(game, main).map((f) => (
            <Stat key={f.label} label={t(f.label)} value={f.value} />
          ))}
        </div>
        {/* Play again comes first (the dialog focuses it), shown at the right. */}
        <div className="mt-1 grid grid-cols-2 gap-2">
          <Button tone="primary" onClick={onPlayAgain} autoFocus className="order-2 px-2">
            {t('tetris.over.playAgain')}
          </Button>
          <ButtonLink href="/tetris/levels" className="order-1 px-2">
            {t('tetris.modesScores')}
          </ButtonLink>
        </div>
        {retryHint && <p className="-mt-1 text-center text-xs text-ink-300">{t('tetris.over.retryKey')}</p>}
      </div>
      {end.list.length > 0 && (
        <div className="t-over-table">
          <h3 className="mb-1 text-sm font-bold text-ink-200">{t('tetris.levels.modeTop10', { mode: modeName })}</h3>
          <ScoreTable mode={game.mode} list={end.list} highlight={rank} caption={t('tetris.levels.modeTop10', { mode: modeName })} />
        </div>
      )}
    </div>
  );
}
