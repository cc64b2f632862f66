import { useCallback, useEffect, useRef, useState } from 'react';
import type { Level, SolveResult } from '../../../logic/plantank/index.ts';
import type { SolveMessage, SolveRequest } from '../../../workers/plantankSolve';

export type SolveStatus =
  | { kind: 'idle' }
  | { kind: 'searching'; programsTried: number; elapsedMs: number; levelKey: string }
  | { kind: 'done'; result: SolveResult; levelKey: string }
  | { kind: 'cancelled' }
  /** Why the search did not run (`error`: the solver refused the level; its English goes to the console). */
  | { kind: 'failed'; reason: 'noWorker' | 'noStart' | 'crashed' | 'error' };

/** The search budget: the solver returns by then, whatever the level (16 x 12 of stars too). */
export const PAR_SEARCH_MS = 8_000;

/**
 * The solver in a Web Worker (src/workers/plantankSolve.worker.ts): the page only posts the level
 * and reads progress, so it never freezes. Cancel ends the worker (the search is synchronous in it,
 * so a message could not stop it), and a new one starts with the next search.
 */
export function useSolveWorker(): { status: SolveStatus; search: (level: Level, levelKey: string) => void; cancel: () => void } {
  const [status, setStatus] = useState<SolveStatus>({ kind: 'idle' });
  const worker = useRef<Worker | null>(null);
  const nextId = useRef(1);
  const current = useRef(0);

  const stop = useCallback(() => {
    worker.current?.terminate();
    worker.current = null;
    current.current = 0;
  }, []);
  useEffect(() => stop, [stop]);

  const search = useCallback(
    (level: Level, levelKey: string) => {
      stop();
      if (typeof Worker === 'undefined') {
        setStatus({ kind: 'failed', reason: 'noWorker' });
        return;
      }
      let w: Worker;
      try {
        w = new Worker(new URL('../../../workers/plantankSolve.worker.ts', import.meta.url), { type: 'module' });
      } catch {
        setStatus({ kind: 'failed', reason: 'noStart' });
        return;
      }
      const id = nextId.current++;
      current.current = id;
      w.onmessage = (e: MessageEvent<SolveMessage>) => {
        const m = e.data;
        if (m.id !== current.current) return;
        if (m.type === 'progress') setStatus({ kind: 'searching', programsTried: m.programsTried, elapsedMs: m.elapsedMs, levelKey });
        else {
          stop();
          // The solver's reason is English (for the console); the screen says it could not read the level.
          if (m.type === 'error') console.warn('solver:', m.message);
          setStatus(m.type === 'done' ? { kind: 'done', result: m.result, levelKey } : { kind: 'failed', reason: 'error' });
        }
      };
      w.onerror = (e) => {
        e.preventDefault?.();
        if (current.current !== id) return;
        stop();
        setStatus({ kind: 'failed', reason: 'crashed' });
      };
      worker.current = w;
      setStatus({ kind: 'searching', programsTried: 0, elapsedMs: 0, levelKey });
      const request: SolveRequest = { id, level, timeMs: PAR_SEARCH_MS };
      w.postMessage(request);
    },
    [stop],
  );

  const cancel = useCallback(() => {
    if (current.current === 0) return;
    stop();
    setStatus({ kind: 'cancelled' });
  }, [stop]);

  return { status, search, cancel };
}
