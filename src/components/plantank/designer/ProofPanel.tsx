import { useId, useRef, useState } from 'react';
import type { Proof } from '../../../logic/plantank/designer.ts';
import { Button } from '../../ui/Button';
import { formatNumber } from '../../ui/formatNumber';
import { PlayIcon, ShareIcon } from '../icons';
import { PAR_SEARCH_MS, type SolveStatus } from './useSolveWorker';

export interface ProofPanelProps {
  /** The proof, when it holds for the level as it is now. */
  proof: Proof | null;
  /** Why test play is off (problems on the board), or null. */
  testBlocker: string | null;
  /** Why Share and Save are off, or null. */
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

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function ParLine({ proof, par, solve, current, onSearch, onCancel }: { proof: Proof; par: number | null; solve: SolveStatus; current: boolean; onSearch: () => void; onCancel: () => void }) {
  if (solve.kind === 'searching' && current) {
    return (
      <div className="flex items-center gap-3" role="status">
        <span className="dz-spinner" aria-hidden="true" />
        <p className="flex-1 text-sm text-ink-200">
          Looking for the shortest solution… <span className="num">{formatNumber(solve.programsTried)}</span> programs tried, <span className="num">{seconds(solve.elapsedMs)}</span> of{' '}
          {seconds(PAR_SEARCH_MS)}
        </p>
        <Button tone="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    );
  }
  let text = `Par ${par ?? proof.instructions}: your own solution's length (the solver has not looked yet).`;
  let again = true;
  if (solve.kind === 'done' && current) {
    const r = solve.result;
    if (r.program && r.complete) {
      text = r.instructions < proof.instructions ? `Par ${r.instructions}: the solver found a shorter solution than your ${proof.instructions}.` : `Par ${par}: no program shorter than yours exists.`;
      again = false;
    } else if (r.program) {
      text = `Par ${par}: the shortest the solver found in ${seconds(r.elapsedMs)}; a shorter one may exist.`;
    } else {
      text = `Par ${par}: the solver found no solution within ${seconds(PAR_SEARCH_MS)}, so your own sets the par.`;
    }
  } else if (solve.kind === 'cancelled') {
    text = `Search cancelled: par ${par} is your own solution's length.`;
  } else if (solve.kind === 'failed') {
    text = solve.message;
  }
  return (
    <div className="flex items-center gap-2" role="status">
      <p className="flex-1 text-sm text-ink-200" data-testid="par-line">
        {text}
      </p>
      {again && solve.kind !== 'searching' && (
        <Button tone="ghost" className="px-3" onClick={onSearch}>
          Find par
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
          Prove and share
        </h2>
        <p className={`text-sm font-semibold ${proof ? 'text-success-500' : 'text-ink-300'}`} data-testid="proof-state">
          {proof ? `Proved in ${proof.instructions} ${proof.instructions === 1 ? 'instruction' : 'instructions'}` : 'Not proved yet'}
        </p>
      </div>
      <Button tone={proof ? 'secondary' : 'primary'} onClick={props.onTest} disabled={testBlocker !== null} aria-describedby={testBlocker ? `${id}-tb` : undefined}>
        <PlayIcon className="h-5 w-5" /> {proof ? 'Test play again' : 'Test play'}
      </Button>
      {testBlocker && (
        <p id={`${id}-tb`} className="-mt-1 text-sm text-ink-300">
          {testBlocker}
        </p>
      )}
      {proof && <ParLine proof={proof} par={par} solve={solve} current={solveIsCurrent} onSearch={props.onSearch} onCancel={props.onCancelSearch} />}
      <label className="flex items-center gap-2 text-sm text-ink-200">
        <input type="checkbox" className="h-5 w-5 accent-accent-500" checked={withSolution} onChange={(e) => props.onWithSolution(e.target.checked)} />
        Put my solution in the link (the player sees it in the editor)
      </label>
      <div className="grid grid-cols-2 gap-2">
        <Button tone="primary" onClick={props.onShare} disabled={shareBlocker !== null} aria-describedby={shareBlocker ? `${id}-sb` : undefined}>
          <ShareIcon /> Share
        </Button>
        <Button tone="secondary" className="px-2" onClick={props.onSave} disabled={shareBlocker !== null || saved === 'same'} aria-describedby={shareBlocker ? `${id}-sb` : undefined}>
          {saved === 'same' ? 'Saved' : saved === 'changed' ? 'Save changes' : 'Save to My levels'}
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
            Share link
          </label>
          <div className="flex gap-2">
            <input id={`${id}-link`} ref={linkRef} readOnly value={link} className="dz-field min-w-0 flex-1 text-xs" onFocus={(e) => e.currentTarget.select()} />
            <Button tone="secondary" className="px-3" onClick={() => void copyLink()}>
              Copy link
            </Button>
          </div>
          <p className="text-sm text-ink-300" role="status">
            {copied?.ok === true && 'Copied: anyone with the link can play your level.'}
            {copied?.ok === false && 'This browser did not let the page copy: the link is selected, copy it with Ctrl+C (or long-press on a phone).'}
          </p>
        </div>
      )}
    </section>
  );
}
