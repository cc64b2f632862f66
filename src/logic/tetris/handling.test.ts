import { describe, expect, it } from 'vitest';
import { createHandling, press, release, releaseAll, tick, type HandlingState } from './handling.ts';
import { applyAction, fromDiagram, type Action } from './index.ts';

const cfg = { dasMs: 170, arrMs: 33, softDrop: { factor: 20 } } as const;

/** Ticks `ms` in `step` slices, collecting every action. */
function hold(h: HandlingState, ms: number, step = 1, env = {}): { h: HandlingState; actions: Action[] } {
  const actions: Action[] = [];
  for (let t = 0; t < ms; t += step) {
    const out = tick(h, step, env);
    h = out.handling;
    actions.push(...out.actions);
  }
  return { h, actions };
}

describe('handling: DAS and ARR', () => {
  it('one shift on press, the first repeat after DAS, then one every ARR', () => {
    const p = press(createHandling(cfg), 'left', 0);
    expect(p.actions).toEqual(['left']);
    expect(tick(p.handling, 169).actions).toEqual([]);
    const at170 = tick(tick(p.handling, 169).handling, 1);
    expect(at170.actions).toEqual(['left']);
    expect(tick(at170.handling, 32).actions).toEqual([]);
    expect(tick(at170.handling, 33).actions).toEqual(['left']);
    // Repeats fall due at 170, 203, 236, 269, 302: four of them in 300 ms of 15 ms frames.
    expect(hold(p.handling, 300, 15).actions).toEqual(Array(4).fill('left'));
  });

  it('a long tick gives every repeat that fell due in it', () => {
    const p = press(createHandling(cfg), 'right', 0);
    // Due at 170, 203, 236, 269: four within 280 ms.
    expect(tick(p.handling, 280).actions).toEqual(['right', 'right', 'right', 'right']);
  });

  it('a huge tick gives at most maxRepeat shifts and no backlog afterwards', () => {
    const p = press(createHandling(cfg), 'left', 0);
    const long = tick(p.handling, 10_000, { maxRepeat: 5 });
    expect(long.actions).toHaveLength(5);
    expect(tick(long.handling, 33, { maxRepeat: 5 }).actions).toEqual(['left']);
  });

  it('ARR 0 sends the piece to the wall as soon as DAS is charged', () => {
    const p = press(createHandling({ ...cfg, arrMs: 0 }), 'left', 0);
    expect(tick(p.handling, 100, { maxRepeat: 12 }).actions).toEqual([]);
    expect(tick(p.handling, 170, { maxRepeat: 12 }).actions).toEqual(Array(12).fill('left'));
  });

  it('releasing stops the repeats', () => {
    const p = press(createHandling(cfg), 'left', 0);
    const released = release(tick(p.handling, 100).handling, 'left', 100);
    expect(tick(released, 500).actions).toEqual([]);
  });

  it('key repeat from the OS (a second press while held) is ignored and does not restart DAS', () => {
    const p = press(createHandling(cfg), 'left', 0);
    const again = press(tick(p.handling, 100).handling, 'left', 100);
    expect(again.actions).toEqual([]);
    expect(tick(again.handling, 70).actions).toEqual(['left']);
  });

  it('times are game time: a press stamped later than the clock starts its DAS then', () => {
    const p = press(createHandling(cfg), 'right', 50);
    expect(tick(p.handling, 219).actions).toEqual([]);
    expect(tick(p.handling, 220).actions).toEqual(['right']);
  });
});

describe('handling: last pressed wins', () => {
  it('pressing the other direction takes over at once and charges its own DAS', () => {
    let h = press(createHandling(cfg), 'left', 0).handling;
    h = tick(h, 300).handling; // left is auto-shifting
    const r = press(h, 'right', 300);
    expect(r.actions).toEqual(['right']);
    expect(tick(r.handling, 169).actions).toEqual([]);
    expect(tick(r.handling, 170).actions).toEqual(['right']);
  });

  it('releasing it resumes the direction still held, after a fresh DAS', () => {
    let h = press(createHandling(cfg), 'left', 0).handling;
    h = press(tick(h, 300).handling, 'right', 300).handling;
    h = release(tick(h, 50).handling, 'right', 350);
    expect(tick(h, 169).actions).toEqual([]);
    expect(tick(h, 170).actions).toEqual(['left']);
  });

  it('releasing the older direction changes nothing', () => {
    let h = press(createHandling(cfg), 'left', 0).handling;
    h = press(h, 'right', 10).handling;
    h = release(h, 'left', 20);
    expect(tick(h, 180).actions).toEqual(['right']);
  });
});

describe('handling: soft drop and single keys', () => {
  it('soft drop: a row on press, then one every gravity / factor ms', () => {
    const p = press(createHandling(cfg), 'softDrop', 0, { msPerRow: 1000 });
    expect(p.actions).toEqual(['softDrop']);
    // 1000 / 20 = 50 ms a row.
    expect(tick(p.handling, 49, { msPerRow: 1000 }).actions).toEqual([]);
    expect(tick(p.handling, 150, { msPerRow: 1000 }).actions).toEqual(['softDrop', 'softDrop', 'softDrop']);
    // At a faster gravity the same factor is faster: 64 / 20 = 3.2 ms.
    expect(tick(p.handling, 16, { msPerRow: 64 }).actions).toHaveLength(5);
  });

  it('soft drop by a fixed interval, and instant', () => {
    const fixed = press(createHandling({ ...cfg, softDrop: { intervalMs: 30 } }), 'softDrop', 0);
    expect(tick(fixed.handling, 90).actions).toHaveLength(3);
    const instant = press(createHandling({ ...cfg, softDrop: 'instant' }), 'softDrop', 0, { maxRepeat: 40 });
    expect(instant.actions).toHaveLength(40);
    expect(release(instant.handling, 'softDrop', 5).softDropAt).toBeNull();
  });

  it('rotations, hard drop and hold fire once per press', () => {
    let h = createHandling(cfg);
    for (const key of ['rotateCW', 'rotateCCW', 'hardDrop', 'hold'] as const) {
      const p = press(h, key, 0);
      expect(p.actions).toEqual([key]);
      expect(tick(p.handling, 1000).actions).toEqual([]);
      expect(press(p.handling, key, 10).actions).toEqual([]);
      h = release(p.handling, key, 20);
      expect(press(h, key, 30).actions).toEqual([key]);
    }
  });

  it('releaseAll stops everything', () => {
    let h = press(createHandling(cfg), 'left', 0).handling;
    h = press(h, 'softDrop', 0).handling;
    expect(tick(releaseAll(h), 1000).actions).toEqual([]);
  });

  it('rejects a bad config', () => {
    expect(() => createHandling({ ...cfg, dasMs: -1 })).toThrow(/dasMs/);
    expect(() => createHandling({ ...cfg, softDrop: { factor: 0 } })).toThrow(/softDrop/);
  });
});

describe('handling with the engine: DAS carries through a lock only while held', () => {
  const start = () => fromDiagram([], { type: 'O', rotation: '0' }, { seed: 2 });

  it('held right through a hard drop: the next piece shifts at ARR rate, without waiting for DAS', () => {
    let game = start();
    let h = press(createHandling(cfg), 'right', 0).handling;
    game = applyAction(game, 'right');
    h = tick(h, 200).handling; // charged
    const drop = press(h, 'hardDrop', 200);
    game = drop.actions.reduce(applyAction, game);
    expect(game.locks).toBe(1);
    const x0 = game.active?.x ?? NaN;
    const next = tick(drop.handling, 33);
    expect(next.actions).toEqual(['right']);
    expect(next.actions.reduce(applyAction, game).active?.x).toBe(x0 + 1);
  });

  it('released before the lock: the next piece waits for a fresh press and a full DAS', () => {
    let h = press(createHandling(cfg), 'right', 0).handling;
    h = release(tick(h, 200).handling, 'right', 200);
    h = press(h, 'hardDrop', 200).handling;
    const again = press(h, 'right', 210);
    expect(again.actions).toEqual(['right']);
    expect(tick(again.handling, 169).actions).toEqual([]);
  });
});
