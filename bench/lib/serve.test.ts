import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { browserVersion } from './serve';

describe('browserVersion', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bw-browser-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads what the browser prints of itself, trimmed, ignoring its stderr', () => {
    const fake = join(dir, 'chromium');
    // Debian's wrapper script prints a shell warning on stderr before the version.
    writeFileSync(fake, '#!/bin/sh\necho "[: unexpected operator" >&2\necho "Chromium 156.0.8078.114 built on Debian"\n');
    chmodSync(fake, 0o755);
    expect(browserVersion(fake)).toBe('Chromium 156.0.8078.114 built on Debian');
  });

  it('says the browser is unknown, and why, when it cannot be run', () => {
    const missing = join(dir, 'no-such-browser');
    expect(browserVersion(missing)).toMatch(/^unknown \(.*no-such-browser: .+\)$/);
  });
});
