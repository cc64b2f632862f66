import { createActor, fromCallback } from 'xstate';
import { describe, expect, it } from 'vitest';
import { statusOf } from './gameStatus';
import { createDemoStage, createTetrisDemoMachine, DEMO_DROP_AFTER_MS, DEMO_LEVEL, tickDemo, type DemoStage } from './tetrisDemo';

function run(stage: DemoStage, ms: number, step = 16): DemoStage {
  let s = stage;
  for (let t = 0; t < ms; t += step) s = tickDemo(s, step);
  return s;
}

describe('Tetris demo', () => {
  it('the bot places pieces by itself, one every DEMO_DROP_AFTER_MS or so, and clears lines', () => {
    const s = run(createDemoStage({ seed: 1 }), 20_000);
    expect(s.game.locks + s.games * 10).toBeGreaterThan(20_000 / (DEMO_DROP_AFTER_MS + 250));
    expect(s.game.lines + s.games).toBeGreaterThan(0);
  });

  it('stays at level 15 gravity however many lines it clears', () => {
    const s = run(createDemoStage({ seed: 2 }), 30_000);
    expect(s.game.level).toBe(DEMO_LEVEL);
  });

  it('a top out starts the next game with the next seed', () => {
    const stage = createDemoStage({ seed: 4 });
    const over: DemoStage = { ...stage, game: { ...stage.game, status: 'over', result: 'blockOut', active: null } };
    const next = tickDemo(over, 16);
    expect(next.games).toBe(1);
    expect(next.game.status).toBe('playing');
    expect(next.game.queue).toEqual(createDemoStage({ seed: 5 }).game.queue);
  });

  it('runs in the status machine, which never ends it and ignores input', () => {
    const fakeLoop = fromCallback(() => () => undefined);
    const actor = createActor(createTetrisDemoMachine({ frameLoop: fakeLoop }), { input: { params: { seed: 1 } } }).start();
    actor.send({ type: 'START' });
    const before = actor.getSnapshot().context.stage;
    actor.send({ type: 'INPUT', input: { type: 'action', action: 'hardDrop' } });
    expect(actor.getSnapshot().context.stage).toBe(before);
    for (let i = 0; i < 2000; i++) actor.send({ type: 'TICK', ms: 16 });
    expect(statusOf(actor.getSnapshot())).toBe('RUNNING');
    expect(actor.getSnapshot().context.stage.game.locks).toBeGreaterThan(0);
  });
});
