import { chromium, type BrowserContext } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { IDLE_TIMEOUT_MS, REGISTER_DELAY_MS } from '../../src/components/ui/whenSettled';
import { COMPILE_HINT } from '../../scripts/compileHints';
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
  /** The words a first visit in each language downloads to open a Plan Tank level from a link (LEVEL_LINK). */
  levelWords?: Record<string, CatalogSize>;
}

/** gz: the catalogs' gzip bytes, besides the shell's that the home page loads too; areas: their names. */
export interface CatalogSize {
  gz: number;
  areas: string[];
}

/** A Plan Tank level opened from a link: the first game a player may open. */
export const LEVEL_LINK = '#/plantank/play/pt-01';

/** Each language and a browser language that gets it on a first visit (src/i18n/locales.ts: negotiateLocale). */
const BROWSER_LANGUAGES: Record<string, string> = { en: 'en-US', 'zh-Hans': 'zh-CN', 'pt-BR': 'pt-BR', vi: 'vi-VN' };

/**
 * A compiled catalog (Lingui's Vite plugin): `var e=JSON.parse(`{...}`);export{e as messages};`,
 * nothing else but the build's compile hint before it (scripts/compileHints.ts).
 */
const CATALOG = /^var (\w+)=JSON\.parse\(`[\s\S]*`\);export\{\1 as messages\};?\s*$/;
export const isCatalog = (code: string) => CATALOG.test(code.startsWith(COMPILE_HINT) ? code.slice(COMPILE_HINT.length) : code);

/** The catalogs a fresh page of `url` downloads, by area (the file's name without its hash), with their gzip bytes. */
async function catalogsLoaded(context: BrowserContext, url: string, shown: string): Promise<Map<string, number>> {
  const page = await context.newPage();
  const found = new Map<string, number>();
  const pending: Promise<void>[] = [];
  let responses = 0;
  page.on('response', (res) => {
    responses++;
    if (!/\.js$/.test(res.url())) return;
    pending.push(
      res.body().then(
        (body) => {
          if (!isCatalog(body.toString('utf8'))) return;
          const area = /([\w-]+)-[\w-]{8}\.js$/.exec(res.url())?.[1] ?? res.url();
          found.set(area, gzipSync(body, { level: 9 }).length);
        },
        () => undefined,
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // The screen is there; words fetched a moment after it (a part loaded later) count too.
  await page.waitForSelector(shown, { timeout: 30_000 });
  await quiet(() => responses, 0, 1500);
  await Promise.all(pending);
  await page.close();
  return found;
}

/**
 * Per language: the catalogs a first visit downloads to open `hash` (a fresh page, the language
 * the browser asks for), less those the home page downloads too (the shell's).
 */
export async function measureLevelWords(baseUrl: string, hash = LEVEL_LINK): Promise<Record<string, CatalogSize>> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  const out: Record<string, CatalogSize> = {};
  for (const [locale, tag] of Object.entries(BROWSER_LANGUAGES)) {
    const context = await browser.newContext({ serviceWorkers: 'block', locale: tag });
    const home = await catalogsLoaded(context, baseUrl, 'main h1, main h2, h1, h2');
    await context.close();
    const fresh = await browser.newContext({ serviceWorkers: 'block', locale: tag });
    // A program slot: the play screen is there.
    const level = await catalogsLoaded(fresh, `${baseUrl}${hash}`, '[data-slot]');
    await fresh.close();
    const areas = [...level.keys()].filter((a) => !home.has(a));
    out[locale] = { gz: areas.reduce((n, a) => n + level.get(a)!, 0), areas };
  }
  await browser.close();
  return out;
}

/**
 * Waits until `count` (responses so far) has grown past `from` and then not changed for `quietMs`:
 * a change of the hash is no navigation, so 'networkidle' does not wait for what it loads, and a
 * fixed pause missed whole games on a busy machine.
 */
async function quiet(count: () => number, from: number, quietMs: number, maxMs = 20_000): Promise<void> {
  const start = Date.now();
  let last = count();
  let since = Date.now();
  while (Date.now() - start < maxMs) {
    await new Promise((r) => setTimeout(r, 100));
    const now = count();
    if (now !== last) {
      last = now;
      since = Date.now();
    } else if (now > from && Date.now() - since >= quietMs) return;
  }
}

async function loadedAssets(context: BrowserContext, baseUrl: string, hashes: string[]): Promise<Map<string, { type: string; gz: number }>[]> {
  const page = await context.newPage();
  const loaded = new Map<string, { type: string; gz: number }>();
  const pending: Promise<void>[] = [];
  let responses = 0;
  page.on('response', (res) => {
    responses++;
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
    const before = responses;
    await page.goto(`${baseUrl}${hash}`, { waitUntil: 'networkidle' });
    // The first page also loads what the app defers: the service worker's registration code, at the
    // first idle moment REGISTER_DELAY_MS after the start (whenSettled). It counts in the home page's
    // JS, not in the next page's.
    if (i === 0) await page.waitForTimeout(REGISTER_DELAY_MS + IDLE_TIMEOUT_MS + 500);
    else await quiet(() => responses, before, 1000);
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
