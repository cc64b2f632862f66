import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { CHROME_FLAGS, CHROMIUM } from './serve';

/**
 * Gzip bytes (zlib level 9) of the JS and CSS a real Chromium loads: the home page, then each game's
 * own chunks (what navigating from home to the game adds).
 */
export interface SizeResult {
  homeJs: number;
  homeCss: number;
  games: Record<string, { js: number; css: number; files: string[] }>;
}

export async function measureSize(baseUrl: string, games: string[]): Promise<SizeResult> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const loaded = new Map<string, { type: string; gz: number }>();
  page.on('response', async (res) => {
    const type = res.request().resourceType();
    const url = res.url();
    if (!url.startsWith(baseUrl) || !(type === 'script' || type === 'stylesheet' || /\.(js|css)$/.test(url))) return;
    try {
      const body = await res.body();
      loaded.set(url, { type: /\.css$/.test(url) ? 'css' : 'js', gz: gzipSync(body, { level: 9 }).length });
    } catch {
      /* redirected or aborted */
    }
  });
  await page.goto(baseUrl, { waitUntil: 'networkidle' });
  const sum = (urls: string[], type: string) => urls.filter((u) => loaded.get(u)?.type === type).reduce((a, u) => a + loaded.get(u)!.gz, 0);
  const home = [...loaded.keys()];
  const result: SizeResult = { homeJs: sum(home, 'js'), homeCss: sum(home, 'css'), games: {} };
  for (const game of games) {
    const before = new Set(loaded.keys());
    await page.goto(`${baseUrl}#/${game}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    const added = [...loaded.keys()].filter((u) => !before.has(u));
    result.games[game] = { js: sum(added, 'js'), css: sum(added, 'css'), files: added.map((u) => u.slice(baseUrl.length)) };
    // Back home so the next game's chunks count from the same start.
    await page.goto(baseUrl, { waitUntil: 'networkidle' });
  }
  await browser.close();
  return result;
}
