/**
 * The play screen's hint: asks the worker (plantankHintClient.ts) for a solution that keeps the
 * player's slots, follows its progress, and keeps the answer while the program it answers stays
 * as it was. An answer that shows a slot counts as a hint for the level (the progress store, for
 * campaign levels; this screen only, for others); "Show a solution" asks the same way and hands
 * the whole program over. Every event is announced in the polite live region.
 */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Level } from '../../../logic/plantank/index.ts';
import { HINT_BUDGET_MS, type HintAnswer, type HintProgress } from '../../../workers/plantankHint';
import { createWorkerHintClient, type HintClient, type HintJob } from '../../../workers/plantankHintClient';
import { announce } from '../../ui/announce';
import { draftToProgram, type Draft } from '../../../logic/plantank/programDraft';
import { t } from '../../../i18n';
import { preloadAreas, withAreas } from '../../../i18n/useArea';
import { HINT_AREAS, hintSentence } from './hintText';

export type HintPurpose = 'hint' | 'solution';

export type HintState =
  | { status: 'idle' }
  | { status: 'searching'; purpose: HintPurpose }
  | { status: 'answered'; purpose: HintPurpose; answer: HintAnswer; draft: Draft };

export interface UseHintOptions {
  level: Level;
  draft: Draft;
  /** A hint shown (an answer with a slot): count it. */
  onHint: () => void;
  /** "Show a solution" found one: put it in the editor. */
  onSolution: (solution: string) => void;
  budgetMs?: number;
  /** The client to use (tests); default the real worker's, made on the first hint. */
  client?: HintClient | null;
}

/**
 * The search's progress, outside React state: it changes ten times a second, and only the ring
 * shows it (useHintProgress), so the screen around it does not render for it.
 */
export interface ProgressFeed {
  get: () => HintProgress | null;
  subscribe: (listener: () => void) => () => void;
}

function createFeed(): ProgressFeed & { set: (p: HintProgress | null) => void } {
  let value: HintProgress | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set: (p) => {
      value = p;
      listeners.forEach((l) => l());
    },
  };
}

/** The progress of the search under way (null before its first report). */
export function useHintProgress(feed: ProgressFeed): HintProgress | null {
  return useSyncExternalStore(feed.subscribe, feed.get, feed.get);
}

export interface HintControls {
  state: HintState;
  progress: ProgressFeed;
  ask: (purpose?: HintPurpose) => void;
  cancel: () => void;
  dismiss: () => void;
  /** False where Web Workers do not exist: the button says hints are unavailable. */
  available: boolean;
}

export function useHint({ level, draft, onHint, onSolution, budgetMs = HINT_BUDGET_MS, client }: UseHintOptions): HintControls {
  const [state, setState] = useState<HintState>({ status: 'idle' });
  const clientRef = useRef<HintClient | null | undefined>(client);
  const job = useRef<HintJob | null>(null);
  const [feed] = useState(createFeed);
  const latest = useRef({ level, draft, onHint, onSolution, budgetMs });
  useEffect(() => {
    latest.current = { level, draft, onHint, onSolution, budgetMs };
  });
  useEffect(
    () => () => {
      job.current?.cancel();
      // A client the screen made is the screen's to end.
      if (!client) clientRef.current?.dispose();
    },
    [client],
  );

  const ask = useCallback((purpose: HintPurpose = 'hint') => {
    if (clientRef.current === undefined) clientRef.current = createWorkerHintClient();
    const c = clientRef.current;
    if (!c) {
      announce(t('plantank.hint.noWorkers'));
      return;
    }
    const { level: lv, draft: asked, budgetMs: budget } = latest.current;
    job.current?.cancel();
    feed.set(null);
    // The answer's words come while the helper searches; an answer waits for them (below).
    preloadAreas(HINT_AREAS);
    setState({ status: 'searching', purpose });
    announce(purpose === 'solution' ? t('plantank.hint.lookingSolution') : t('plantank.hint.lookingHint'));
    const current = c.ask({ level: lv, program: draftToProgram(asked), timeMs: budget }, (progress) => {
      if (job.current === current) feed.set(progress);
    });
    job.current = current;
    const settle = (answer: HintAnswer) => {
      if (job.current !== current) return;
      job.current = null;
      const shows = answer.kind === 'place' || answer.kind === 'change';
      if (purpose === 'hint' && latest.current.draft !== asked) {
        // The program changed during the search: the answer is about another program.
        setState({ status: 'idle' });
        announce(t('plantank.hint.changed'));
        return;
      }
      setState({ status: 'answered', purpose, answer, draft: asked });
      if (purpose === 'solution' && shows) {
        latest.current.onSolution(answer.solution);
        announce(t('plantank.hint.solutionPlaced'));
        return;
      }
      if (shows) latest.current.onHint();
      if (answer.kind === 'error') console.warn('hint:', answer.message);
      announce(hintSentence(answer, budget));
    };
    void current.answer.then((answer) => withAreas(HINT_AREAS, () => settle(answer)));
  }, [feed]);

  const cancel = useCallback(() => {
    if (!job.current) return;
    job.current.cancel();
    job.current = null;
    setState({ status: 'idle' });
    withAreas(HINT_AREAS, () => announce(t('plantank.hint.cancelled')));
  }, []);

  const dismiss = useCallback(() => setState((s) => (s.status === 'answered' ? { status: 'idle' } : s)), []);

  // An answer is about the program it was asked for: an edit puts it away.
  const shown: HintState = state.status === 'answered' && state.draft !== draft && state.purpose === 'hint' ? { status: 'idle' } : state;

  return { state: shown, progress: feed, ask, cancel, dismiss, available: typeof Worker !== 'undefined' || client != null };
}
