/**
 * The play screen's hint: asks the worker (plantankHintClient.ts) for a solution that keeps the
 * player's slots, follows its progress, and keeps the answer while the program it answers stays
 * as it was. An answer that shows a slot counts as a hint for the level (the progress store, for
 * campaign levels; this screen only, for others); "Show a solution" asks the same way and hands
 * the whole program over. Every event is announced in the polite live region.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { Level } from '../../../logic/plantank/index.ts';
import { HINT_BUDGET_MS, type HintAnswer, type HintProgress } from '../../../workers/plantankHint';
import { createWorkerHintClient, type HintClient, type HintJob } from '../../../workers/plantankHintClient';
import { announce } from '../../ui/announce';
import { valueSource, type Source } from '../../board/source';
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
  /** The program in the editor now, and its changes. */
  drafts: Source<Draft>;
  /** A hint shown (an answer with a slot): count it. */
  onHint: () => void;
  /** "Show a solution" found one: put it in the editor. */
  onSolution: (solution: string) => void;
  budgetMs?: number;
  /** The client to use (tests); default the real worker's, made on the first hint. */
  client?: HintClient | null;
}

/**
 * The search's progress, kept outside React state for the ring that shows it (ten times a second),
 * so the play screen around it does not render for it. The hint's state is kept so too.
 */
export type ProgressFeed = Source<HintProgress | null>;

/**
 * The hint's state as shown: an answer is about the program it was asked for, so while the program
 * differs (an edit, until an undo brings it back) the state shows as idle.
 */
export function createHintState(draft: Draft): Source<HintState> & { set: (state: HintState) => void; setDraft: (draft: Draft) => void; dismiss: () => void } {
  let raw: HintState = IDLE;
  let current = draft;
  const shown = () => (raw.status === 'answered' && raw.purpose === 'hint' && raw.draft !== current ? IDLE : raw);
  const source = valueSource(shown());
  const change = (apply: () => void) => {
    apply();
    source.set(shown());
  };
  return {
    get: source.get,
    subscribe: source.subscribe,
    set: (state) => change(() => (raw = state)),
    setDraft: (next) => change(() => (current = next)),
    // An answer put away, even one hidden by an edit, that an undo would otherwise bring back.
    dismiss: () =>
      change(() => {
        if (raw.status === 'answered') raw = IDLE;
      }),
  };
}

/** The progress of the search under way (null before its first report). */
export function useHintProgress(feed: ProgressFeed): HintProgress | null {
  return useSyncExternalStore(feed.subscribe, feed.get, feed.get);
}

/** The hint's state, for a component that shows it. */
export function useHintState(hint: HintControls): HintState {
  return useSyncExternalStore(hint.state.subscribe, hint.state.get, hint.state.get);
}

export interface HintControls {
  /** Read it with useHintState to show it; `state.get()` in an event handler. */
  state: Source<HintState>;
  progress: ProgressFeed;
  ask: (purpose?: HintPurpose) => void;
  cancel: () => void;
  dismiss: () => void;
  /** False where Web Workers do not exist: the button says hints are unavailable. */
  available: boolean;
}

export function useHint({ level, drafts, onHint, onSolution, budgetMs = HINT_BUDGET_MS, client }: UseHintOptions): HintControls {
  const [state] = useState(() => createHintState(drafts.get()));
  const clientRef = useRef<HintClient | null | undefined>(client);
  const job = useRef<HintJob | null>(null);
  const [feed] = useState(() => valueSource<HintProgress | null>(null));
  const latest = useRef({ level, onHint, onSolution, budgetMs });
  useEffect(() => {
    latest.current = { level, onHint, onSolution, budgetMs };
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
    const { level: lv, budgetMs: budget } = latest.current;
    const asked = drafts.get();
    job.current?.cancel();
    feed.set(null);
    // The answer's words come while the helper searches; an answer waits for them (below).
    preloadAreas(HINT_AREAS);
    state.set({ status: 'searching', purpose });
    announce(purpose === 'solution' ? t('plantank.hint.lookingSolution') : t('plantank.hint.lookingHint'));
    const current = c.ask({ level: lv, program: draftToProgram(asked), timeMs: budget }, (progress) => {
      if (job.current === current) feed.set(progress);
    });
    job.current = current;
    const settle = (answer: HintAnswer) => {
      if (job.current !== current) return;
      job.current = null;
      const shows = answer.kind === 'place' || answer.kind === 'change';
      if (purpose === 'hint' && drafts.get() !== asked) {
        // The program changed during the search: the answer is about another program.
        state.set(IDLE);
        announce(t('plantank.hint.changed'));
        return;
      }
      state.set({ status: 'answered', purpose, answer, draft: asked });
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
  }, [feed, state, drafts]);

  const cancel = useCallback(() => {
    if (!job.current) return;
    job.current.cancel();
    job.current = null;
    state.set(IDLE);
    withAreas(HINT_AREAS, () => announce(t('plantank.hint.cancelled')));
  }, [state]);

  const dismiss = useCallback(() => state.dismiss(), [state]);

  // In the edit's own call, so the answer and its mark go with the program they were about.
  useLayoutEffect(() => {
    state.setDraft(drafts.get());
    return drafts.subscribe(() => state.setDraft(drafts.get()));
  }, [state, drafts]);

  const available = typeof Worker !== 'undefined' || client != null;
  return useMemo(() => ({ state, progress: feed, ask, cancel, dismiss, available }), [state, feed, ask, cancel, dismiss, available]);
}

const IDLE: HintState = { status: 'idle' };
