import { memo, useId, useRef } from 'react';
import type { GameStatus } from '../../machines/gameStatus';
import type { RunState } from '../../logic/plantank/index.ts';
import type { SlotAt } from '../../machines/plantankView';
import { MAX_SPEED, MIN_SPEED } from '../../machines/plantankStage';
import { t, type MessageId } from '../../i18n';
import { useT } from '../../i18n/useT';
import { Button } from '../ui/Button';
import { PauseIcon, PlayIcon, ResetIcon, StarIcon, StepIcon } from './icons';
import { num, outcomeSentence } from './words';

export { outcomeSentence };

/** Steps without a new star after which a run looks hopeless: "Skip to the end" is offered. */
export const SKIP_OFFER_STEPS = 30;

function statusText(status: GameStatus, run: RunState, notice?: string, heldAt?: SlotAt | null): string {
  switch (status) {
    case 'READY': return notice ?? t('plantank.status.ready');
    case 'RUNNING': return t('plantank.status.running');
    case 'PAUSE':
      return heldAt ? t('plantank.status.breakpoint', { fn: heldAt.fn + 1, slot: heldAt.slot + 1 }) : t('plantank.status.paused');
    case 'STOP': return t('plantank.status.stopped', { count: run.steps, steps: num(run.steps) });
    case 'OVER': return outcomeSentence(run);
  }
}

const STACK_SHOWN = 6;
const STACK_SHOWN_NARROW = 3;

function stackSpoken(frames: RunState['stack']): string {
  if (frames.length === 0) return t('plantank.stack.empty');
  const names = frames.map((f) => `F${f.fn + 1}`);
  return frames.length <= STACK_SHOWN ? names.join(', ') : t('plantank.stack.deep', { count: frames.length, frames: num(frames.length), top: names.slice(-STACK_SHOWN).join(', ') });
}

export interface RunStatusProps {
  status: GameStatus;
  run: RunState;
  totalStars: number;
  /** A word for the player while editing (e.g. Go with an empty program), instead of the usual hint. */
  notice?: string;
  /** Offers "Skip to the end" when set (a long run with no star for a while). */
  onSkip?: () => void;
  /** The breakpoint a paused run is held at. */
  heldAt?: SlotAt | null;
}

/** The status line, step counter, stars and call stack under the board. */
export function RunStatus({ status, run, totalStars, notice, onSkip, heldAt = null }: RunStatusProps) {
  const tr = useT();
  const line = useRef<HTMLParagraphElement>(null);
  const ended = status === 'OVER';
  const noticed = status === 'READY' && notice !== undefined;
  const tone = ended ? (run.outcome === 'won' ? ' is-won' : ' is-lost') : noticed ? ' is-notice' : heldAt ? ' is-break' : '';
  // While editing the stack is only the run-to-be's first frame: not worth showing.
  const frames = status === 'READY' ? [] : run.stack;
  const hidden = Math.max(0, frames.length - STACK_SHOWN);
  return (
    <div className="flex w-full flex-col gap-2">
      <p ref={line} tabIndex={-1} className={`pt-status${tone} text-sm font-semibold sm:text-base`} data-testid="run-status" data-status={status} data-outcome={run.outcome ?? ''}>
        {ended && (
          <span aria-hidden="true" className={run.outcome === 'won' ? 'text-success-500' : 'text-danger-500'}>
            {run.outcome === 'won' ? '✔' : '✖'}
          </span>
        )}
        {noticed && (
          <span aria-hidden="true" className="text-accent-300">
            !
          </span>
        )}
        {heldAt && <span aria-hidden="true" className="pt-breakpoint-inline" />}
        <span className="min-w-0 flex-1">{statusText(status, run, notice, heldAt)}</span>
        {onSkip && (
          <Button
            tone="secondary"
            className="shrink-0 px-3 text-sm"
            onClick={() => {
              onSkip();
              // The button goes with the run it ends: the line keeps the focus and reads the outcome.
              line.current?.focus();
            }}
          >
            {tr('plantank.status.skip')}
          </Button>
        )}
      </p>
      {/* One line of fixed height with strict containment: the counters and the stack change every
          step, and lay out only this line (a relayout boundary), not the page. The plain div around
          it is needed: a flex item is never a relayout boundary. */}
      <div>
        <dl className="pt-run-stats grid grid-cols-[auto_auto_1fr] items-center gap-x-4 px-1 text-sm text-ink-300">
          <div className="flex items-baseline gap-1.5">
            <dt>{tr('plantank.stats.steps')}</dt>
            <dd className="num text-lg font-bold text-ink-100" data-testid="step-count">
              {run.steps}
            </dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt>
              <StarIcon className="h-4 w-4 text-accent-400" />
              <span className="sr-only">{tr('plantank.stats.stars')}</span>
            </dt>
            <dd className="num text-lg font-bold text-ink-100">
              {run.starsTaken}/{totalStars}
            </dd>
          </div>
          <div className="flex min-w-0 items-center justify-end gap-1.5">
            <dt>{tr('plantank.stats.stack')}</dt>
            <dd className="flex min-w-0 items-center gap-1" data-testid="call-stack" data-stack={frames.map((f) => `F${f.fn + 1}`).join(',')}>
              <span className="sr-only">{stackSpoken(frames)}</span>
              {/* A phone shows the top STACK_SHOWN_NARROW frames, a wider screen STACK_SHOWN (CSS):
                  the top of the stack, the frame running, is never cut off. The chips are always
                  there, the top one last; a step changes their text and hides the empty ones, and
                  makes or drops no element. */}
              <span className="pt-stack-more is-wide-only num text-xs text-ink-400" aria-hidden="true" hidden={hidden === 0}>
                +{hidden}
              </span>
              <span className="pt-stack-more is-narrow-only num text-xs text-ink-400" aria-hidden="true" hidden={frames.length <= STACK_SHOWN_NARROW}>
                +{Math.max(0, frames.length - STACK_SHOWN_NARROW)}
              </span>
              {Array.from({ length: STACK_SHOWN }, (_, j) => {
                const frame = frames[frames.length - STACK_SHOWN + j];
                const top = j === STACK_SHOWN - 1 && frame !== undefined;
                return (
                  <span
                    key={j}
                    className={`pt-stack-frame${top ? ' is-top' : ''}${j < STACK_SHOWN - STACK_SHOWN_NARROW ? ' is-wide-only' : ''}`}
                    hidden={frame === undefined}
                    aria-hidden="true"
                  >
                    {frame ? `F${frame.fn + 1}` : ''}
                  </span>
                );
              })}
            </dd>
          </div>
        </dl>
      </div>
    </div>
  );
}

const SPEED_WORDS = ['slowest', 'verySlow', 'slow', 'slow', 'steady', 'steady', 'brisk', 'fast', 'fast', 'fastest', 'instant'];
const speedWord = (speed: number) => (SPEED_WORDS[speed] ? t(`plantank.speed.${SPEED_WORDS[speed]}` as MessageId) : '');

export interface RunControlsProps {
  status: GameStatus;
  speed: number;
  disabled?: boolean;
  onGo: () => void;
  onPause: () => void;
  onStep: () => void;
  onReset: () => void;
  onSpeed: (speed: number) => void;
  /** Runs to the end at once, past the breakpoints, and shows the outcome (F). */
  onFinish?: () => void;
}

const ToEndIcon = () => (
  <svg className="h-5 w-5" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M3.5 5.5v13L11 12Z M11.5 5.5v13L19 12Z" fill="currentColor" />
    <path d="M20.5 5.5v13" stroke="currentColor" strokeWidth={2.6} strokeLinecap="round" />
  </svg>
);

/** Go / Pause, Step, Reset and the speed slider. */
export const RunControls = memo(function RunControls({ status, speed, disabled = false, onGo, onPause, onStep, onReset, onSpeed, onFinish }: RunControlsProps) {
  const speedId = useId();
  const tr = useT();
  const running = status === 'RUNNING';
  const ended = status === 'OVER' || status === 'STOP';
  return (
    <div className="pt-panel flex flex-col gap-2">
      {/* On the narrowest phones each button takes its label's width and a share of the rest: fixed
          columns left Reset no room. Under 360 px Step and Reset show their icons only (their names
          stay for screen readers), so "Run to the end" fits beside them. A label never breaks inside
          (a two-word "Go on" on two lines): the columns take its whole width. */}
      <div className={`flex gap-2 min-[400px]:grid ${onFinish ? 'min-[400px]:grid-cols-[1.4fr_1fr_1fr_auto]' : 'min-[400px]:grid-cols-[1.4fr_1fr_1fr]'} [&>button]:flex-auto [&>button]:gap-1.5 [&>button]:px-3 [&>button]:whitespace-nowrap max-[399px]:[&>button]:gap-1.5 max-[399px]:[&>button]:px-2 max-[399px]:[&>button]:text-[0.9rem]`}>
        {running ? (
          <Button tone="primary" onClick={onPause} disabled={disabled}>
            <PauseIcon /> {tr('plantank.run.pause')}
          </Button>
        ) : (
          <Button tone="primary" onClick={onGo} disabled={disabled} aria-keyshortcuts={status === 'READY' ? 'X' : undefined} title={status === 'READY' ? tr('plantank.run.goTitle') : undefined}>
            <PlayIcon /> {ended ? tr('plantank.run.again') : status === 'PAUSE' ? tr('plantank.run.goOn') : tr('plantank.run.go')}
          </Button>
        )}
        <Button onClick={onStep} disabled={disabled || ended} aria-keyshortcuts="S" title={tr('plantank.run.stepTitle')}>
          <StepIcon /> <span className="max-[359px]:sr-only">{tr('plantank.run.step')}</span>
        </Button>
        {/* X is Go while editing and Reset once a run has begun (PlayScreen's 'run' key). */}
        <Button onClick={onReset} disabled={disabled || status === 'READY'} aria-keyshortcuts={status === 'READY' ? undefined : 'X'} title={tr('plantank.run.resetTitle')}>
          <ResetIcon /> <span className="max-[359px]:sr-only">{tr('plantank.run.reset')}</span>
        </Button>
        {onFinish && (
          <Button onClick={onFinish} disabled={disabled} className="min-w-11 shrink-0 px-3" aria-label={tr('plantank.run.finish')} aria-keyshortcuts="F" title={tr('plantank.run.finishTitle')}>
            <ToEndIcon />
          </Button>
        )}
      </div>
      <div className="flex items-center gap-3 px-1">
        <label htmlFor={speedId} className="text-sm font-semibold text-ink-300">
          {tr('plantank.run.speed')}
        </label>
        <input
          id={speedId}
          type="range"
          min={MIN_SPEED}
          max={MAX_SPEED}
          step={1}
          value={speed}
          disabled={disabled}
          aria-valuetext={tr('plantank.run.speedValue', { speed, max: MAX_SPEED, word: speedWord(speed) })}
          onChange={(e) => onSpeed(Number(e.target.value))}
          className="min-w-0 flex-1 accent-accent-500"
        />
        <span className="num min-w-16 shrink-0 text-right text-sm whitespace-nowrap text-ink-200" aria-hidden="true">
          {speedWord(speed)}
        </span>
      </div>
    </div>
  );
});
