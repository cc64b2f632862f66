import { chromium, type BrowserContext } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { IDLE_TIMEOUT_MS, REGISTER_DELAY_MS } from '../../src/components/ui/whenSettled';
import { CHROME_FLAGS, CHROMIUM } from './serve';

/**
 * Gzip bytes (zlib level 9) of the JS and CSS a real Chromium loads: the home page (with what it
 * loads once settled: the service worker's registration), then each game's own chunks (what
 * navigating from home to the game adds).
 */
export interface SizeResult {
  homeJs: number;
  homeCss: number;
  /** js/css: everything the game adds to the home page; ownJs: the game's own chunk (its Routes
   * chunk), without the game runtime (XState, shared game widgets) that the three games share. */
  games: Record<string, { js: number; css: number; ownJs: number; files: string[] }>;
}

async function loadedAssets(context: BrowserContext, baseUrl: string, hashes: string[]): Promise<Map<string, { type: string; gz: number }>[]> {
  const page = await context.newPage();
  const loaded = new Map<string, { type: string; gz: number }>();
  const pending: Promise<void>[] = [];
  page.on('response', (res) => {
    const type = res.request().resourceType();
    const url = res.url();
    if (!url.startsWith(baseUrl) || !(type === 'script' || type === 'stylesheet' || /\.(js|css)$/.test(url))) return;
    pending.push(
      res.body().then(
        (body) => void loaded.set(url, { type: /\.css$/.test(url) ? 'css' : 'js', gz: gzipSync(body, { level: 9 }).length }),
        () => undefined,
      ),
    );
  });
  const snapshots: Map<string, { type: string; gz: number }>[] = [];
  for (const [i, hash] of hashes.entries()) {
    await page.goto(`${baseUrl}${hash}`, { waitUntil: 'networkidle' });
    // The first page also loads what the app defers: the service worker's registration code, at the
    // first idle moment REGISTER_DELAY_MS after the start (whenSettled). It counts in the home page's
    // JS, not in the next page's.
    await page.waitForTimeout(i === 0 ? REGISTER_DELAY_MS + IDLE_TIMEOUT_MS + 500 : 300);
    await Promise.all(pending);
    snapshots.push(new Map(loaded));
  }
  await page.close();
  return snapshots;
}

export async function measureSize(baseUrl: string, games: string[]): Promise<SizeResult> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  const sum = (m: Map<string, { type: string; gz: number }>, urls: string[], type: string) =>
    urls.filter((u) => m.get(u)?.type === type).reduce((a, u) => a + m.get(u)!.gz, 0);
  const result: SizeResult = { homeJs: 0, homeCss: 0, games: {} };
  for (const game of games) {
    // A fresh context per game: home first, then the game; what the game adds is its own cost.
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const [home, withGame] = await loadedAssets(context, baseUrl, ['', `#/${game}`]);
    await context.close();
    const homeUrls = [...home!.keys()];
    result.homeJs = sum(home!, homeUrls, 'js');
    result.homeCss = sum(home!, homeUrls, 'css');
    const added = [...withGame!.keys()].filter((u) => !home!.has(u));
    const own = added.filter((u) => new RegExp(`/${game}routes-`, 'i').test(u));
    result.games[game] = {
      js: sum(withGame!, added, 'js'),
      css: sum(withGame!, added, 'css'),
      ownJs: sum(withGame!, own, 'js'),
      files: added.map((u) => u.slice(baseUrl.length)),
    };
  }
  await browser.close();
  return result;
}
