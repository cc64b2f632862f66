import { useId, useRef, useState } from 'react';
import type { Proof } from '../../../logic/plantank/designer.ts';
import { Button } from '../../ui/Button';
import { currentLocale } from '../../../i18n';
import { useT, type Translate } from '../../../i18n/useT';
import { formatNumber } from '../../ui/formatNumber';
import { PlayIcon, ShareIcon } from '../icons';
import { PAR_SEARCH_MS, type SolveStatus } from './useSolveWorker';

export interface ProofPanelProps {
  /** The proof, when it holds for the level as it is now. */
  proof: Proof | null;
  /** Why test play is off (problems on the board), in words, or null. */
  testBlocker: string | null;
  /** Why Share and Save are off, in words, or null. */
  shareBlocker: string | null;
  par: number | null;
  solve: SolveStatus;
  /** The solver's status is about this level. */
  solveIsCurrent: boolean;
  link: string | null;
  saved: 'new' | 'changed' | 'same';
  withSolution: boolean;
  onWithSolution: (on: boolean) => void;
  onTest: () => void;
  onSearch: () => void;
  onCancelSearch: () => void;
  onShare: () => void;
  onSave: () => void;
}

const tenths = new Map<string, Intl.NumberFormat>();
/** A duration in seconds to a tenth, with the language's decimal mark ("2.5 s", "2,5 s"). */
function seconds(t: Translate, ms: number): string {
  const locale = currentLocale();
  let format = tenths.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    tenths.set(locale, format);
  }
  return t('designer.seconds', { seconds: format.format(ms / 1000) });
}

const FAILED = { noWorker: 'designer.solver.noWorker', noStart: 'designer.solver.noStart', crashed: 'designer.solver.crashed', error: 'designer.solver.error' } as const;

function ParLine({ proof, par, solve, current, onSearch, onCancel }: { proof: Proof; par: number | null; solve: SolveStatus; current: boolean; onSearch: () => void; onCancel: () => void }) {
  const t = useT();
  if (solve.kind === 'searching' && current) {
    return (
      <div className="flex items-center gap-3" role="status">
        <span className="dz-spinner" aria-hidden="true" />
        <p className="flex-1 text-sm text-ink-200">
          <span className="num">
            {t('designer.par.searching', { tried: formatNumber(solve.programsTried), elapsed: seconds(t, solve.elapsedMs), budget: seconds(t, PAR_SEARCH_MS) })}
          </span>
        </p>
        <Button tone="ghost" onClick={onCancel}>
          {t('designer.par.cancel')}
        </Button>
      </div>
    );
  }
  const shown = String(par);
  let text = t('designer.par.unsearched', { par: par ?? proof.instructions });
  let again = true;
  if (solve.kind === 'done' && current) {
    const r = solve.result;
    if (r.program && r.complete) {
      text = r.instructions < proof.instructions ? t('designer.par.shorter', { par: r.instructions, mine: proof.instructions }) : t('designer.par.optimal', { par: shown });
      again = false;
    } else if (r.program) {
      text = t('designer.par.partial', { par: shown, time: seconds(t, r.elapsedMs) });
    } else {
      text = t('designer.par.none', { par: shown, time: seconds(t, PAR_SEARCH_MS) });
    }
  } else if (solve.kind === 'cancelled') {
    text = t('designer.par.cancelled', { par: shown });
  } else if (solve.kind === 'failed') {
    text = t(FAILED[solve.reason]);
  }
  return (
    <div className="flex items-center gap-2" role="status">
      <p className="flex-1 text-sm text-ink-200" data-testid="par-line">
        {text}
      </p>
      {again && solve.kind !== 'searching' && (
        <Button tone="ghost" className="px-3" onClick={onSearch}>
          {t('designer.par.find')}
        </Button>
      )}
    </div>
  );
}

/**
 * Proof before sharing (RoboZZle's rule): test play, the proof and its par, then Share (a link) and
 * Save (My levels), which stay off, with the reason in words, until the level is proved.
 */
export function ProofPanel(props: ProofPanelProps) {
  const { proof, testBlocker, shareBlocker, par, solve, solveIsCurrent, link, saved, withSolution } = props;
  const id = useId();
  const t = useT();
  const linkRef = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<{ link: string; ok: boolean } | null>(null);
  const copyLink = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setCopy({ link, ok: true });
    } catch {
      // No clipboard (permission, an old browser): the link stays selected for the player to copy.
      setCopy({ link, ok: false });
      linkRef.current?.focus();
      linkRef.current?.select();
    }
  };
  const copied = copy && copy.link === link ? copy : null;
  return (
    <section className="pt-panel flex flex-col gap-3 p-3" aria-labelledby={`${id}-h`}>
      <div className="flex items-baseline justify-between gap-2">
        <h2 id={`${id}-h`} className="font-display text-base font-bold text-ink-100">
          {t('designer.proof')}
        </h2>
        <p className={`text-sm font-semibold ${proof ? 'text-success-500' : 'text-ink-300'}`} data-testid="proof-state">
          {proof ? t('designer.proof.proved', { count: proof.instructions }) : t('designer.proof.notYet')}
        </p>
      </div>
      <Button tone={proof ? 'secondary' : 'primary'} onClick={props.onTest} disabled={testBlocker !== null} aria-describedby={testBlocker ? `${id}-tb` : undefined}>
        <PlayIcon className="h-5 w-5" /> {t(proof ? 'designer.proof.testAgain' : 'designer.proof.test')}
      </Button>
      {testBlocker && (
        <p id={`${id}-tb`} className="-mt-1 text-sm text-ink-300">
          {testBlocker}
        </p>
      )}
      {proof && <ParLine proof={proof} par={par} solve={solve} current={solveIsCurrent} onSearch={props.onSearch} onCancel={props.onCancelSearch} />}
      <label className="flex min-h-11 items-center gap-2 text-sm text-ink-200">
        <input type="checkbox" className="h-5 w-5 accent-accent-500" checked={withSolution} onChange={(e) => props.onWithSolution(e.target.checked)} />
        {t('designer.proof.withSolution')}
      </label>
      <div className="grid grid-cols-2 gap-2">
        <Button tone="primary" onClick={props.onShare} disabled={shareBlocker !== null} aria-describedby={shareBlocker ? `${id}-sb` : undefined}>
          <ShareIcon /> {t('designer.proof.share')}
        </Button>
        <Button tone="secondary" className="px-2" onClick={props.onSave} disabled={shareBlocker !== null || saved === 'same'} aria-describedby={shareBlocker ? `${id}-sb` : undefined}>
          {t(saved === 'same' ? 'designer.proof.saved' : saved === 'changed' ? 'designer.proof.saveChanges' : 'designer.proof.save')}
        </Button>
      </div>
      {shareBlocker && (
        <p id={`${id}-sb`} className="-mt-1 text-sm text-ink-300" data-testid="share-blocker">
          {shareBlocker}
        </p>
      )}
      {link && (
        <div className="flex flex-col gap-2 rounded-xl bg-ink-850 p-2">
          <label className="dz-label" htmlFor={`${id}-link`}>
            {t('designer.proof.link')}
          </label>
          <div className="flex gap-2">
            <input id={`${id}-link`} ref={linkRef} readOnly value={link} className="dz-field min-w-0 flex-1 text-xs" onFocus={(e) => e.currentTarget.select()} />
            <Button tone="secondary" className="px-3" onClick={() => void copyLink()}>
              {t('designer.proof.copy')}
            </Button>
          </div>
          <p className="text-sm text-ink-300" role="status">
            {copied?.ok === true && t('designer.proof.copied')}
            {copied?.ok === false && t('designer.proof.copyFailed')}
          </p>
        </div>
      )}
    </section>
  );
}
