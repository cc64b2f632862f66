import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CHROME_FLAGS, CHROMIUM } from './serve';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
}

/** Lighthouse 12.2.3, mobile preset (its default), in headless Debian Chromium. */
export function runLighthouse(root: string, url: string): LighthouseScores {
  const dir = mkdtempSync(join(tmpdir(), 'lh-'));
  const out = join(dir, 'report.json');
  try {
    execFileSync(
      resolve(root, 'node_modules/.bin/lighthouse'),
      [url, '--quiet', '--output=json', `--output-path=${out}`, '--only-categories=performance,accessibility,best-practices,seo', `--chrome-flags=--headless=new ${CHROME_FLAGS.join(' ')} --user-data-dir=${join(dir, 'profile')}`],
      { env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: ['ignore', 'ignore', 'pipe'], timeout: 180_000 },
    );
    const report = JSON.parse(readFileSync(out, 'utf8')) as { categories: Record<string, { score: number | null }> };
    const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
    return { performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices'), seo: score('seo') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
