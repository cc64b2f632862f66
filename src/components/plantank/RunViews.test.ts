import { describe, expect, it } from 'vitest';
import type { PlantankSnapshot } from '../../machines/plantankMachine';
import { MAX_SPEED, MIN_SPEED, stepTimeMs } from '../../machines/plantankStage';
import { createRun, levelFromMap, stepRun } from '../../logic/plantank/index.ts';
import { SKIP_OFFER_STEPS } from './RunPanel';
import { glideMs, nextStarMark, offersSkip, runCellsSource, runTankSource, sideRefreshMs } from './RunViews';

describe('sideRefreshMs', () => {
  it('limits the side panels to ten refreshes a second only while a fast run runs', () => {
    for (let speed = MIN_SPEED; speed <= MAX_SPEED; speed++) {
      expect(sideRefreshMs('RUNNING', speed)).toBe(stepTimeMs(speed) < 1000 / 30 ? 100 : null);
      for (const status of ['READY', 'PAUSE', 'STOP', 'OVER'] as const) expect(sideRefreshMs(status, speed)).toBeNull();
    }
    expect(sideRefreshMs('RUNNING', MAX_SPEED)).toBe(100);
    expect(sideRefreshMs('RUNNING', 8)).toBe(100);
    expect(sideRefreshMs('RUNNING', 7)).toBeNull();
  });

  it('never limits a speed whose glide can be seen', () => {
    for (let speed = MIN_SPEED; speed < MAX_SPEED; speed++) if (glideMs(speed) > 0) expect(sideRefreshMs('RUNNING', speed)).toBeNull();
  });
});

describe('runTankSource', () => {
  type Run = { row: number; col: number; dir: number; steps: number };
  const store = (first: Run) => {
    let run = first;
    const listeners = new Set<() => void>();
    return {
      getSnapshot: () => ({ context: { stage: { run } } }) as unknown as PlantankSnapshot,
      subscribe: (l: () => void) => {
        listeners.add(l);
        return { unsubscribe: () => listeners.delete(l) };
      },
      step(next: Run) {
        run = next;
        listeners.forEach((l) => l());
      },
      listeners,
    };
  };

  it("is the run's tank pose, fresh until its first step, and tells only when it changes", () => {
    const s = store({ row: 2, col: 3, dir: 4, steps: 0 });
    const source = runTankSource(s as never);
    expect(source.get()).toEqual({ row: 2, col: 3, dir: 4, fresh: true });
    const heard: unknown[] = [];
    const stop = source.subscribe(() => heard.push(source.get()));
    s.step({ row: 2, col: 4, dir: 4, steps: 1 });
    s.step({ row: 2, col: 4, dir: 5, steps: 2 });
    // A slot that moves nothing (a call): nothing to hear.
    s.step({ row: 2, col: 4, dir: 5, steps: 2 });
    expect(heard).toEqual([
      { row: 2, col: 4, dir: 4, fresh: false },
      { row: 2, col: 4, dir: 5, fresh: false },
    ]);
    stop();
    expect(s.listeners.size).toBe(0);
  });

  it('gives the same pose while the tank stays, however many readers ask', () => {
    const s = store({ row: 0, col: 0, dir: 0, steps: 0 });
    const source = runTankSource(s as never);
    expect(source.get()).toBe(source.get());
    const before = source.get();
    s.step({ row: 0, col: 0, dir: 0, steps: 0 });
    expect(source.get()).toBe(before);
  });
});

describe('runCellsSource', () => {
  it("is the run's colours and items, kept while only the tank moves", () => {
    const colors = ['BRB', 'GGB'];
    const items = ['.*.', '#..'];
    let run = { colors, items, row: 0 };
    const store = { getSnapshot: () => ({ context: { stage: { run } } }) as unknown as PlantankSnapshot, subscribe: () => ({ unsubscribe: () => {} }) };
    const source = runCellsSource(store as never);
    const first = source.get();
    expect(first).toEqual({ colors, items });
    run = { ...run, row: 1 };
    expect(source.get()).toBe(first);
    run = { ...run, items: ['...', '#..'] };
    expect(source.get()).toEqual({ colors, items: ['...', '#..'] });
  });
});

describe('when a run is offered "Skip to the end"', () => {
  const level = levelFromMap({ id: 's', title: 's', map: ['bBbbbbB'], start: { row: 0, col: 0, dir: 0 }, subLengths: [3, 0, 0, 0, 0], allowedCommands: 0 });
  /** The marks and offers along a run, a slot at a time, from its start. */
  function along(program: string, slots: number) {
    let run = createRun(level, program);
    let mark = nextStarMark({ level, taken: -1, at: 0 }, run);
    const offers: boolean[] = [];
    for (let i = 0; i < slots && run.outcome === null; i++) {
      run = stepRun(run);
      offers.push(offersSkip('RUNNING', run, mark));
      mark = nextStarMark(mark, run);
    }
    return { run, mark, offers };
  }

  it(`after ${SKIP_OFFER_STEPS} steps without a star, counted from the last star`, () => {
    const spin = along('_L_1|||||', 2 * SKIP_OFFER_STEPS);
    expect(spin.offers.indexOf(true)).toBeGreaterThanOrEqual(SKIP_OFFER_STEPS);
    expect(spin.offers.at(-1)).toBe(true);
    // A star moves the mark on: the count starts again from it.
    const drive = along('_F_1|||||', 4);
    expect(drive.run.starsTaken).toBe(1);
    expect(drive.mark).toMatchObject({ taken: 1, at: 1 });
    expect(drive.offers).not.toContain(true);
  });

  it('never while editing or once the run has ended, and a new run starts a new count', () => {
    const spin = along('_L_1|||||', 2 * SKIP_OFFER_STEPS);
    expect(offersSkip('READY', spin.run, spin.mark)).toBe(false);
    expect(offersSkip('PAUSE', spin.run, spin.mark)).toBe(true);
    const fresh = createRun(level, '_L_1|||||');
    expect(nextStarMark(spin.mark, fresh)).toMatchObject({ taken: 0, at: 0 });
    expect(offersSkip('RUNNING', fresh, spin.mark)).toBe(false);
  });
});
