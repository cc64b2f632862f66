import { useEffect, useRef, useState, type CSSProperties } from 'react';
import type { HintAnswer } from '../../../workers/plantankHint';
import { preloadAreas, withAreas } from '../../../i18n/useArea';
import { useT } from '../../../i18n/useT';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { ActionIcon } from '../icons';
import { HINT_AREAS, hintSentence, instructionWords, slotName } from './hintText';
import { useHintProgress, useHintState, type HintControls, type HintPurpose, type ProgressFeed } from './useHint';

/** Hints before "Show a solution" is offered. */
export const HINTS_BEFORE_SOLUTION = 3;

export interface HintPanelProps {
  hint: HintControls;
  budgetMs: number;
  /** Hints shown on this level so far. */
  hintsUsed: number;
  /** The most stars a win can still earn here (campaign levels), after the help taken. */
  starCap?: number;
  /** Puts the answer's instruction in its slot (or clears the slot). */
  onPlace: (answer: Extract<HintAnswer, { kind: 'place' | 'change' }>) => void;
  disabled?: boolean;
}

const BulbIcon = () => (
  <svg className="h-5 w-5" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d="M9 18h6M10 21h4" />
    <path d="M12 3a6 6 0 0 0-3.6 10.8c.7.5 1.1 1.3 1.1 2.2h5c0-.9.4-1.7 1.1-2.2A6 6 0 0 0 12 3Z" fill="currentColor" fillOpacity={0.18} />
  </svg>
);

/**
 * The Hint button, its progress ring while the worker searches (with Cancel), the answer, and
 * "Show a solution" once HINTS_BEFORE_SOLUTION hints were shown, behind a confirm.
 */
export function HintPanel({ hint, budgetMs, hintsUsed, starCap, onPlace, disabled = false }: HintPanelProps) {
  const state = useHintState(hint);
  const t = useT();
  const [confirm, setConfirm] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const searching = state.status === 'searching';
  const answer = state.status === 'answered' && state.purpose === 'hint' ? state.answer : null;

  // The control that replaces the one pressed takes the focus (Hint -> Cancel -> the answer), unless
  // the player has gone elsewhere meanwhile (the program grid, a field).
  const focusKey = searching ? 'searching' : answer ? `answer:${answer.kind}` : 'idle';
  // Only on a change: a screen that opens leaves the focus where it is.
  const focusedFor = useRef(focusKey);
  useEffect(() => {
    if (focusedFor.current === focusKey) return;
    focusedFor.current = focusKey;
    const root = panel.current;
    const active = document.activeElement;
    if (!root || !(active === document.body || active === null || root.contains(active))) return;
    root.querySelector<HTMLElement>('[data-hint-focus]')?.focus();
  }, [focusKey]);

  const canShowSolution = hintsUsed >= HINTS_BEFORE_SOLUTION;
  // "Show a solution" opens a confirm in the hint's words: fetched as the button appears.
  useEffect(() => {
    if (canShowSolution) preloadAreas(HINT_AREAS);
  }, [canShowSolution]);

  return (
    <div ref={panel} className="flex flex-col gap-2" data-testid="hint-panel">
      <div className="flex min-h-11 flex-wrap items-center gap-2">
        {searching ? (
          <>
            <HintRing feed={hint.progress} budgetMs={budgetMs} purpose={state.purpose} />
            <Button tone="secondary" className="ml-auto px-3" onClick={hint.cancel} aria-keyshortcuts="Escape" title={t('plantank.hint.cancelTitle')} data-hint-focus>
              {t('plantank.hint.cancel')}
            </Button>
          </>
        ) : (
          <>
            <Button tone="secondary" className="px-3" onClick={() => hint.ask('hint')} disabled={disabled || !hint.available} aria-keyshortcuts="H" title={t('plantank.hint.buttonTitle')} data-hint-focus={answer ? undefined : true}>
              <BulbIcon /> {t('plantank.hint.button')}
            </Button>
            {hintsUsed > 0 && (
              <span className="num text-sm text-ink-300" data-testid="hint-count">
                {t('plantank.hint.used', { count: hintsUsed })}
                {starCap !== undefined && starCap < 3 && ` · ${t('plantank.hint.cap', { count: starCap })}`}
              </span>
            )}
            {canShowSolution && (
              <Button tone="ghost" className="ml-auto px-3" onClick={() => withAreas(HINT_AREAS, () => setConfirm(true))} disabled={disabled}>
                {t('plantank.hint.showSolution')}
              </Button>
            )}
          </>
        )}
      </div>
      {answer && <HintCard answer={answer} budgetMs={budgetMs} onPlace={onPlace} onDismiss={hint.dismiss} />}
      <Dialog open={confirm} title={confirm ? t('plantank.hint.confirmTitle') : ''} onClose={() => setConfirm(false)}>
        {/* The confirm's words are the hint area's, loaded as it opens (withAreas): not read before. */}
        {confirm && (
          <>
            <p className="mb-4 text-sm text-ink-200">{t('plantank.hint.confirmBody')}</p>
            <div className="grid grid-cols-2 gap-2">
              <Button onClick={() => setConfirm(false)}>{t('plantank.hint.keepTrying')}</Button>
              <Button
                tone="primary"
                onClick={() => {
                  setConfirm(false);
                  hint.ask('solution');
                }}
              >
                {t('plantank.hint.showIt')}
              </Button>
            </div>
          </>
        )}
      </Dialog>
    </div>
  );
}

/**
 * 1234567 as "1,234,567" without Intl: the first Intl.NumberFormat a page builds costs tens of ms of
 * main thread, a dropped frame or four at the moment the search starts.
 */
export function groupDigits(n: number, separator = ','): string {
  return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** The ring and the time used: the only part of the screen that follows the search's progress. */
function HintRing({ feed, budgetMs, purpose }: { feed: ProgressFeed; budgetMs: number; purpose: HintPurpose }) {
  const progress = useHintProgress(feed);
  const t = useT();
  const elapsed = progress?.elapsedMs ?? 0;
  const fraction = Math.min(1, elapsed / Math.max(1, budgetMs));
  return (
    <>
      <span
        className="pt-hint-ring"
        role="progressbar"
        aria-label={purpose === 'solution' ? t('plantank.hint.ringSolution') : t('plantank.hint.ringHint')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(fraction * 100)}
        style={{ '--p': fraction } as CSSProperties}
        data-testid="hint-ring"
      />
      <span className="num text-sm text-ink-200">
        {t(purpose === 'solution' ? 'plantank.hint.solving' : 'plantank.hint.thinking', { seconds: (elapsed / 1000).toFixed(1).replace('.', t('plantank.number.decimal')) })}
        {progress && (
          <span className="text-ink-400">
            {' · '}
            {t('plantank.hint.programs', { count: progress.programsTried, programs: groupDigits(progress.programsTried, t('plantank.number.group')) })}
          </span>
        )}
      </span>
    </>
  );
}

function HintCard({ answer, budgetMs, onPlace, onDismiss }: { answer: HintAnswer; budgetMs: number; onPlace: HintPanelProps['onPlace']; onDismiss: () => void }) {
  const t = useT();
  const sentence = hintSentence(answer, budgetMs);
  if (answer.kind === 'cancelled') return null;
  const shows = answer.kind === 'place' || answer.kind === 'change' ? answer : null;
  const tone = answer.kind === 'place' || answer.kind === 'wins' ? '' : answer.kind === 'change' ? ' is-warning' : ' is-none';
  return (
    <section className={`pt-hint-card${tone} flex flex-col gap-2`} aria-label={t('plantank.hint.card')} data-testid="hint-card" data-kind={answer.kind}>
      <p className="flex items-start gap-2 text-sm text-ink-100">
        {shows?.instruction && (
          <span className={`pt-hint-instruction${shows.instruction.condition ? ` pt-cond-${shows.instruction.condition}` : ''}`} aria-hidden="true">
            <ActionIcon action={shows.instruction.action} />
          </span>
        )}
        <span className="min-w-0 flex-1 self-center">{sentence}</span>
      </p>
      <div className="flex gap-2">
        {shows && (
          <Button
            tone="primary"
            className="px-4"
            onClick={() => onPlace(shows)}
            data-hint-focus
            aria-label={
              shows.instruction ? t('plantank.hint.placeAria', { what: instructionWords(shows.instruction), slot: slotName(shows.at) }) : t('plantank.hint.clearAria', { slot: slotName(shows.at) })
            }
          >
            {shows.kind === 'place' ? t('plantank.hint.placeIt') : shows.instruction ? t('plantank.hint.makeChange') : t('plantank.hint.clearIt')}
          </Button>
        )}
        <Button tone="ghost" className="px-3" onClick={onDismiss} data-hint-focus={shows ? undefined : true}>
          {shows ? t('plantank.hint.notNow') : t('plantank.hint.ok')}
        </Button>
      </div>
    </section>
  );
}
