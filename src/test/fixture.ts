/**
 * Fixtures that live beside the repository, not in it (some are under licences the project does
 * not take in). A test that needs one asks for it here: when the file is absent, its tests are
 * skipped, and a warning no one can miss names the file and the tests it turns off.
 */
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The shared fixtures folder, a sibling of the project's root (this file is at <root>/src/test/). */
export const FIXTURES_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../shared/fixtures');

/**
 * Put in the titles of the tests a fixture turns on, so a report of skipped tests tells which were
 * skipped for a missing fixture (scripts/test.sh counts them by this text).
 */
export const NEEDS_FIXTURE = 'needs fixture ';

export interface Fixture {
  /** Absolute path of the file. */
  readonly path: string;
  readonly present: boolean;
  /** "(needs fixture <relative path>)", for the titles of the tests that read it. */
  readonly tag: string;
}

/** The banner printed when a fixture is absent: the missing file, and what is not being tested. */
export function missingFixtureWarning(path: string, disables: string): string {
  const bar = '!'.repeat(78);
  return [
    bar,
    `!!! MISSING TEST FIXTURE: ${path}`,
    `!!! SKIPPED, NOT PASSED: ${disables}`,
    '!!! Put the fixtures folder beside the project to run these tests.',
    bar,
  ].join('\n');
}

/**
 * The fixture at `relative` under the fixtures folder (`root`, for tests of this helper). When it is
 * absent, warns once on stderr naming it and `disables`, the tests that will not run.
 */
export function sharedFixture(relative: string, disables: string, root: string = FIXTURES_ROOT): Fixture {
  const path = resolve(root, relative);
  const present = existsSync(path);
  if (!present) console.warn(missingFixtureWarning(path, disables));
  return { path, present, tag: `(${NEEDS_FIXTURE}${relative})` };
}
