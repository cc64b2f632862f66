import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/** What one call did: returned, threw (and whether the error is the module's own type), or never answered. */
export type BoundedOutcome =
  | { kind: 'returned'; type: string; ms: number }
  | { kind: 'threw'; name: string; message: string; typed: boolean; ms: number }
  | { kind: 'hung'; ms: number }
  | { kind: 'crashed'; message: string; ms: number };

const WORKER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'boundedWorker.mjs');

/**
 * Calls a module's exports in a worker thread with a time bound per call: a call that hangs (or
 * exhausts the worker's memory) is reported instead of freezing the test run, and a fresh worker
 * takes the next call. Arguments must survive structured clone (JSON-like values, NaN, Infinity).
 */
export class BoundedModule {
  private worker: Worker | null = null;
  private ready: Promise<Worker> | null = null;
  private nextId = 1;

  constructor(
    /** Path of the module, relative to src/ (e.g. 'logic/popstar/index.ts'). */
    private readonly modulePath: string,
    /** The name of the module's exported error class: a thrown instance counts as `typed`. */
    private readonly errorClass: string,
    /** Far above any valid call's time, so only a call that would not end reaches it. */
    private readonly boundMs = 5_000,
  ) {}

  private start(): Promise<Worker> {
    if (this.ready) return this.ready;
    const srcDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
    const worker = new Worker(WORKER, {
      workerData: { modulePath: path.join(srcDir, this.modulePath), errorClass: this.errorClass },
      resourceLimits: { maxOldGenerationSizeMb: 512 },
    });
    this.worker = worker;
    this.ready = new Promise((resolve, reject) => {
      const onMessage = (m: { ready?: boolean }) => {
        if (!m.ready) return;
        worker.off('message', onMessage);
        worker.off('error', reject);
        resolve(worker);
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
    });
    return this.ready;
  }

  private async restart(): Promise<void> {
    const w = this.worker;
    this.worker = null;
    this.ready = null;
    await w?.terminate();
  }

  async call(fn: string, args: unknown[]): Promise<BoundedOutcome> {
    const worker = await this.start();
    const id = this.nextId++;
    const started = performance.now();
    const outcome = await new Promise<BoundedOutcome>((resolve) => {
      const done = (o: BoundedOutcome) => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        resolve(o);
      };
      const onMessage = (m: BoundedOutcome & { id: number }) => {
        if (m.id === id) done(m);
      };
      const onError = (err: Error) => done({ kind: 'crashed', message: err.message, ms: performance.now() - started });
      const onExit = (code: number) => done({ kind: 'crashed', message: `worker exited (${code})`, ms: performance.now() - started });
      const timer = setTimeout(() => done({ kind: 'hung', ms: performance.now() - started }), this.boundMs);
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      worker.postMessage({ id, fn, args });
    });
    if (outcome.kind === 'hung' || outcome.kind === 'crashed') await this.restart();
    return outcome;
  }

  close(): Promise<void> {
    return this.restart();
  }
}

/** A call ended well: it returned, or threw the module's own error with a message. */
export function answered(o: BoundedOutcome): boolean {
  return o.kind === 'returned' || (o.kind === 'threw' && o.typed && o.message.length > 0);
}

/** One line for a failure message. */
export function describeOutcome(fn: string, args: unknown[], o: BoundedOutcome): string {
  const shown = args.map((a) => {
    try {
      const s = JSON.stringify(a, (_k, v: unknown) => (typeof v === 'number' && !Number.isFinite(v) ? String(v) : v));
      return s === undefined ? String(a) : s.length > 200 ? `${s.slice(0, 200)}…` : s;
    } catch {
      return String(a);
    }
  });
  const what =
    o.kind === 'returned' ? `returned ${o.type}` :
    o.kind === 'threw' ? `threw ${o.typed ? '' : 'untyped '}${o.name}: ${o.message}` :
    o.kind === 'hung' ? `did not return within ${Math.round(o.ms)} ms` : `crashed the worker: ${o.message}`;
  return `${fn}(${shown.join(', ')}) ${what}`;
}
