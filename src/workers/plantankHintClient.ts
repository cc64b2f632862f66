/**
 * The page's side of the Plan Tank hint worker (plantankHint.worker.ts): one search at a time,
 * progress passed on as it comes, cancel by ending the worker (the search is synchronous and
 * reads no messages while it runs; the next hint starts a fresh one). A worker that fails, or is
 * silent well past its budget, ends the job with an answer in words rather than a hang.
 */
import { HINT_BUDGET_MS, type HintAnswer, type HintMessage, type HintProgress, type HintRequest } from './plantankHint';

/** The part of a Worker the client uses (a fake one in tests). */
export interface WorkerLike {
  postMessage: (message: HintRequest) => void;
  terminate: () => void;
  onmessage: ((event: MessageEvent<HintMessage>) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

/** Time past the budget after which a silent worker is taken as lost. */
export const WATCHDOG_GRACE_MS = 5_000;

export interface HintJob {
  answer: Promise<HintAnswer>;
  cancel: () => void;
}

export interface HintClient {
  /** Starts a search (cancelling one under way). */
  ask: (request: Omit<HintRequest, 'id'>, onProgress?: (p: HintProgress) => void) => HintJob;
  /** Ends the worker and any search (the screen goes away). */
  dispose: () => void;
}

export function createHintClient(makeWorker: () => WorkerLike): HintClient {
  let worker: WorkerLike | null = null;
  let nextId = 1;
  let current: { id: number; settle: (a: HintAnswer) => void; onProgress?: (p: HintProgress) => void } | null = null;

  const endWorker = () => {
    worker?.terminate();
    worker = null;
  };
  const finish = (id: number, answer: HintAnswer, killWorker: boolean) => {
    if (current?.id !== id) return;
    const job = current;
    current = null;
    if (killWorker) endWorker();
    job.settle(answer);
  };

  const ensureWorker = (): WorkerLike => {
    if (worker) return worker;
    const w = makeWorker();
    w.onmessage = (event) => {
      const m = event.data;
      if (!current || m.id !== current.id) return;
      if (m.type === 'progress') current.onProgress?.(m.progress);
      else finish(m.id, m.answer, false);
    };
    w.onerror = () => {
      if (current) finish(current.id, { kind: 'error', code: 'crashed', message: 'the hint helper stopped working' }, true);
      else endWorker();
    };
    worker = w;
    return w;
  };

  return {
    ask(request, onProgress) {
      if (current) finish(current.id, { kind: 'cancelled' }, true);
      const id = nextId++;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const answer = new Promise<HintAnswer>((resolve) => {
        current = {
          id,
          settle: (a) => {
            clearTimeout(timer);
            resolve(a);
          },
          ...(onProgress ? { onProgress } : {}),
        };
      });
      try {
        ensureWorker().postMessage({ ...request, id });
        const lost = () => finish(id, { kind: 'error', code: 'timeout', message: 'the hint helper did not answer in time' }, true);
        timer = setTimeout(lost, (request.timeMs ?? HINT_BUDGET_MS) + WATCHDOG_GRACE_MS);
      } catch (error) {
        finish(id, { kind: 'error', code: 'failed', message: error instanceof Error ? error.message : String(error) }, true);
      }
      return { answer, cancel: () => finish(id, { kind: 'cancelled' }, true) };
    },
    dispose() {
      if (current) finish(current.id, { kind: 'cancelled' }, true);
      endWorker();
    },
  };
}

/** The client over the real worker; null where workers do not exist. */
export function createWorkerHintClient(): HintClient | null {
  if (typeof Worker === 'undefined') return null;
  return createHintClient(() => new Worker(new URL('./plantankHint.worker.ts', import.meta.url), { type: 'module' }) as unknown as WorkerLike);
}
