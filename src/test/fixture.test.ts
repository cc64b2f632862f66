// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { FIXTURES_ROOT, NEEDS_FIXTURE, sharedFixture } from './fixture.ts';

describe('sharedFixture', () => {
  const root = mkdtempSync(join(tmpdir(), 'fixture-test-'));
  writeFileSync(join(root, 'here.txt'), 'x');
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('finds a present fixture quietly and tags the tests that need it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fixture = sharedFixture('here.txt', 'the here tests', root);
    expect(fixture).toEqual({ path: join(root, 'here.txt'), present: true, tag: `(${NEEDS_FIXTURE}here.txt)` });
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns once, loudly, naming the missing file and the tests it turns off', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fixture = sharedFixture('games/gone.json', 'the gone-game solver tests', root);
    expect(fixture.present).toBe(false);
    expect(fixture.tag).toBe('(needs fixture games/gone.json)');
    expect(warn).toHaveBeenCalledTimes(1);
    const text = String(warn.mock.calls[0]?.[0]);
    expect(text).toContain('MISSING TEST FIXTURE');
    expect(text).toContain(join(root, 'games/gone.json'));
    expect(text).toContain('SKIPPED, NOT PASSED: the gone-game solver tests');
  });

  it('looks beside the project root by default', () => {
    // Vitest runs from the project root.
    expect(FIXTURES_ROOT).toBe(resolve(process.cwd(), '../shared/fixtures'));
  });
});
