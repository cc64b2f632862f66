import type { Actor } from 'xstate';
import type { GameStatus } from '../../machines/gameStatus';
import type { PopstarMachine } from '../../machines/popstarMachine';
import type { PopstarStage } from '../../machines/popstarStage';
import { useProgress } from '../../stores/progress';
import { levelRecordAt } from '../../stores/games/popstarProgress';
import { richText } from '../../i18n/rich';
import { useT } from '../../i18n/useT';
import { Button, ButtonLink } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { newRun, runParams } from './newRun';
import { formatScore } from './usePopstarFeedback';

/** The pause dialog and the end-of-run dialog (final score, best, new best, play again). */
export function RunDialogs({
  actor,
  status,
  stage,
  autoPaused,
  best,
}: {
  actor: Actor<PopstarMachine>;
  status: GameStatus;
  stage: PopstarStage;
  autoPaused: boolean;
  best: number;
}) {
  const t = useT();
  const levelRecord = useProgress((s) => levelRecordAt(s.popstar, stage.level));
  const ended = status === 'OVER' || status === 'STOP';
  const newBest = ended && stage.score > stage.bestAtStart && stage.score > 0;
  const playAgain = () => actor.send({ type: 'START', params: runParams(newRun(1, 0, Math.max(best, stage.score))) });
  const retry = () =>
    actor.send({ type: 'START', params: runParams(newRun(stage.level, levelRecord?.startScore ?? stage.startScore, Math.max(best, stage.score))) });

  return (
    <>
      <Dialog open={status === 'PAUSE'} title={t('popstar.pause.title')} onClose={() => actor.send({ type: 'RESUME' })} passKeys={['pause']}>
        <p className="mb-4 text-ink-200">
          {autoPaused ? t('popstar.pause.away') : t('popstar.pause.take')}{' '}
          {richText(t, 'popstar.pause.where', { score: <span className="num font-semibold text-ink-100">{formatScore(stage.score)}</span> }, { level: stage.level })}
        </p>
        <div className="flex flex-col gap-2">
          <Button tone="primary" autoFocus onClick={() => actor.send({ type: 'RESUME' })}>
            {t('popstar.pause.resume')}
          </Button>
          <Button tone="danger" onClick={() => actor.send({ type: 'STOP' })}>
            {t('popstar.pause.end')}
          </Button>
          <ButtonLink href="/popstar/levels" tone="ghost">
            {t('popstar.levels')}
          </ButtonLink>
        </div>
      </Dialog>
      <Dialog open={ended} title={status === 'OVER' ? t('popstar.over.title') : t('popstar.over.ended')} className="ps-over-dialog dialog-beside">
        <div className="ps-over-body dialog-beside-body">
          <p className="text-ink-200">
            {status === 'OVER'
              ? t('popstar.over.why', { level: stage.level, score: formatScore(stage.score), target: formatScore(stage.target) })
              : t('popstar.over.youEnded', { level: stage.level })}
          </p>
          <dl className="my-4 grid grid-cols-2 gap-2 text-center">
            <div className="rounded-xl bg-ink-800 p-3">
              <dt className="text-xs tracking-[0.14em] text-ink-300 uppercase">{t('popstar.over.final')}</dt>
              <dd className="num font-display text-3xl font-extrabold text-accent-300" data-testid="popstar-final">
                {formatScore(stage.score)}
              </dd>
            </div>
            <div className="rounded-xl bg-ink-800 p-3">
              <dt className="text-xs tracking-[0.14em] text-ink-300 uppercase">{t('popstar.over.best')}</dt>
              <dd className="num font-display text-3xl font-extrabold text-ink-100">{formatScore(Math.max(best, stage.score))}</dd>
            </div>
          </dl>
          {newBest && <p className="mb-3 text-center text-lg font-bold text-success-500">{t('popstar.over.newBest')}</p>}
          <div className="dialog-beside-actions flex flex-col gap-2">
            <Button tone="primary" autoFocus onClick={playAgain}>
              {t('popstar.over.playAgain')}
            </Button>
            {stage.level > 1 && (
              <Button onClick={retry}>
                {t('popstar.over.retry', { level: stage.level, score: formatScore(levelRecord?.startScore ?? stage.startScore) })}
              </Button>
            )}
            <ButtonLink href="/popstar/levels" tone="ghost">
              {t('popstar.levels')}
            </ButtonLink>
          </div>
        </div>
      </Dialog>
    </>
  );
}
