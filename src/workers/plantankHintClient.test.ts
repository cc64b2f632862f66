import { afterEach, describe, expect, it, vi } from 'vitest';
import { campaignLevel, parseProgram, type Level } from '../logic/plantank/index.ts';
import type { HintMessage, HintProgress, HintRequest } from './plantankHint';
import { createHintClient, WATCHDOG_GRACE_MS, type WorkerLike } from './plantankHintClient';

const LEVEL = campaignLevel('pt-01') as Level;
const REQUEST = { level: LEVEL, program: parseProgram('|||||', LEVEL), timeMs: 1000 };

/** A worker the test answers for: it records what was posted and whether it was ended. */
class FakeWorker implements WorkerLike {
  posted: HintRequest[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<HintMessage>) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  postMessage(message: HintRequest) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  reply(message: HintMessage) {
    this.onmessage?.({ data: message } as MessageEvent<HintMessage>);
  }
}

function setup() {
  const workers: FakeWorker[] = [];
  const client = createHintClient(() => {
    const w = new FakeWorker();
    workers.push(w);
    return w;
  });
  return { client, workers };
}

const progress = (elapsedMs: number): HintProgress => ({ elapsedMs, budgetMs: 1000, programsTried: elapsedMs * 10, phase: 'keep' });

afterEach(() => vi.useRealTimers());

describe('the hint worker protocol', () => {
  it('posts the request with an id, passes progress on, and resolves with the result', async () => {
    const { client, workers } = setup();
    const seen: HintProgress[] = [];
    const job = client.ask(REQUEST, (p) => seen.push(p));
    const w = workers[0] as FakeWorker;
    const id = w.posted[0]?.id as number;
    expect(w.posted[0]).toMatchObject({ ...REQUEST, id });
    w.reply({ id, type: 'progress', progress: progress(100) });
    w.reply({ id, type: 'progress', progress: progress(200) });
    w.reply({ id, type: 'result', answer: { kind: 'wins' } });
    await expect(job.answer).resolves.toEqual({ kind: 'wins' });
    expect(seen.map((p) => p.elapsedMs)).toEqual([100, 200]);
    // The worker stays for the next hint.
    expect(w.terminated).toBe(false);
    client.ask(REQUEST);
    expect(workers).toHaveLength(1);
  });

  it('cancel ends the worker at once (the search reads no messages) and answers "cancelled"; the next hint starts a fresh worker', async () => {
    const { client, workers } = setup();
    const job = client.ask(REQUEST);
    job.cancel();
    await expect(job.answer).resolves.toEqual({ kind: 'cancelled' });
    expect(workers[0]?.terminated).toBe(true);
    client.ask(REQUEST);
    expect(workers).toHaveLength(2);
  });

  it('messages of an older search are ignored', async () => {
    const { client, workers } = setup();
    const first = client.ask(REQUEST);
    const seen: HintProgress[] = [];
    const second = client.ask(REQUEST, (p) => seen.push(p));
    await expect(first.answer).resolves.toEqual({ kind: 'cancelled' });
    const w = workers[1] as FakeWorker;
    const oldId = (workers[0] as FakeWorker).posted[0]?.id as number;
    const id = w.posted[0]?.id as number;
    w.reply({ id: oldId, type: 'progress', progress: progress(50) });
    w.reply({ id: oldId, type: 'result', answer: { kind: 'none', complete: false } });
    w.reply({ id, type: 'result', answer: { kind: 'none', complete: true } });
    await expect(second.answer).resolves.toEqual({ kind: 'none', complete: true });
    expect(seen).toEqual([]);
  });

  it('a worker that fails ends the search with an error in words', async () => {
    const { client, workers } = setup();
    const job = client.ask(REQUEST);
    workers[0]?.onerror?.(new Event('error'));
    await expect(job.answer).resolves.toEqual({ kind: 'error', code: 'crashed', message: 'the hint helper stopped working' });
    expect(workers[0]?.terminated).toBe(true);
  });

  it('a worker silent well past its budget is ended, never left hanging', async () => {
    vi.useFakeTimers();
    const { client, workers } = setup();
    const job = client.ask(REQUEST);
    vi.advanceTimersByTime(REQUEST.timeMs + WATCHDOG_GRACE_MS);
    await expect(job.answer).resolves.toMatchObject({ kind: 'error', code: 'timeout' });
    expect(workers[0]?.terminated).toBe(true);
  });

  it('dispose cancels the search under way and ends the worker', async () => {
    const { client, workers } = setup();
    const job = client.ask(REQUEST);
    client.dispose();
    await expect(job.answer).resolves.toEqual({ kind: 'cancelled' });
    expect(workers[0]?.terminated).toBe(true);
  });
});
