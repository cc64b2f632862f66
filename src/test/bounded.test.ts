// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { answered, BoundedModule } from './bounded';

describe('bounded calls', () => {
  const mod = new BoundedModule('test/boundedFixture.ts', 'FixtureError', 1_000);
  afterAll(() => mod.close());

  it('tells a return, a typed error, an untyped error and a hang apart, and goes on after a hang', async () => {
    expect(await mod.call('double', [2])).toMatchObject({ kind: 'returned', type: 'number' });
    expect(await mod.call('fail', [true])).toMatchObject({ kind: 'threw', typed: true, message: 'bad: typed' });
    expect(await mod.call('fail', [false])).toMatchObject({ kind: 'threw', typed: false, name: 'TypeError' });
    const hung = await mod.call('spin', []);
    expect(hung.kind).toBe('hung');
    expect(answered(hung)).toBe(false);
    expect(await mod.call('double', [NaN])).toMatchObject({ kind: 'returned', type: 'number' });
  });
});
