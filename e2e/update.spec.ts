import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { OUT_DIR } from '../playwright.config';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * The built site on a server of its own, whose service worker script can be swapped for a "new
 * version" (the same file with one more line: any byte changed is an update to the browser).
 */
async function siteServer(): Promise<{ url: string; release: () => void; close: () => Promise<void> }> {
  let version = 1;
  const server: Server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(OUT_DIR, path.endsWith('/') ? `${path}index.html` : path);
    try {
      let body: Buffer | string = readFileSync(file);
      if (path === '/sw.js' && version > 1) body = `${body.toString('utf8')}\n// version ${version}\n`;
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    release: () => void version++,
    // The page is still open when the test ends: its keep-alive connections (the worker's update
    // checks) would keep server.close() waiting for ever, so they are closed with it.
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

// A worker installs the whole site (every precached file) before it is active: late in a long run
// of tests that took over a minute once, so these tests have two.
test.describe.configure({ timeout: 120_000 });

/** A first visit: the worker registers once the first screen has settled, and becomes active. */
async function firstVisit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  // Polled, not awaited in the page: a worker that never activates fails here, saying how far it got.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const r = await navigator.serviceWorker.getRegistration();
          return r ? (r.active ? 'active' : r.installing ? 'installing' : r.waiting ? 'waiting' : 'registered') : 'none';
        }),
      { timeout: 60_000 },
    )
    .toBe('active');
}

test('a returning player is offered a new version, and Update loads it', async ({ page }) => {
  const site = await siteServer();
  try {
    // After the first visit, the worker controls the page.
    await firstVisit(page, site.url);
    await page.reload();
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    await expect(page.getByRole('complementary', { name: 'Update' })).toHaveCount(0);

    // A new version is published; the next visit finds it and offers it, never applying it by itself.
    site.release();
    await page.reload();
    const prompt = page.getByRole('complementary', { name: 'Update' });
    await expect(prompt).toContainText('A new version of Brickworks is ready.', { timeout: 20_000 });
    // Offered, not applied: the new worker waits while the old one still controls the page.
    const before = await page.evaluate(async () => ({
      controlled: !!navigator.serviceWorker.controller,
      waiting: !!(await navigator.serviceWorker.getRegistration())?.waiting,
    }));
    expect(before).toEqual({ controlled: true, waiting: true });

    // Update: the waiting worker takes over and the page reloads under it, without the prompt. A
    // reload is told by a mark set before the click being gone (a state, not an event that may
    // come before it is awaited); the ceiling is the worker's, as above.
    await page.evaluate(() => Object.assign(window, { beforeUpdate: true }));
    await prompt.getByRole('button', { name: 'Update' }).click();
    await expect
      .poll(() => page.evaluate(() => !('beforeUpdate' in window)).catch(() => false), { timeout: 60_000 })
      .toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Brickworks');
    await expect(prompt).toHaveCount(0);
    const waiting = await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting);
    expect(waiting).toBe(false);
  } finally {
    await site.close();
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the offer waits while the player is in a game, then shows at home where it covers nothing', async ({ page }) => {
    const site = await siteServer();
    try {
      await firstVisit(page, site.url);
      site.release();
      // The player comes back straight into a game: the new version is found, and waits.
      await page.goto(`${site.url}#/popstar`);
      await page.reload();
      await expect.poll(() => page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting), { timeout: 20_000 }).toBe(true);
      // (An offer shown on any screen shows well within this: workbox-window tells the page of a
      // waiting worker within a second.)
      await page.waitForTimeout(3000);
      await expect(page.getByRole('complementary', { name: 'Update' })).toHaveCount(0);

      // Back at the arcade, it is offered at the bottom, clear of the header and its Settings link.
      await page.getByRole('link', { name: 'Back to Arcade' }).tap();
      const prompt = page.getByRole('complementary', { name: 'Update' });
      await expect(prompt).toContainText('A new version of Brickworks is ready.');
      const box = (await prompt.boundingBox())!;
      const header = (await page.locator('main header').first().boundingBox())!;
      expect(box.y).toBeGreaterThan(header.y + header.height);
      expect(box.y + box.height).toBeLessThanOrEqual(844);
      // The page leaves room under its last line: scrolled to the end, the footer shows above the offer.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const footer = (await page.locator('main footer').boundingBox())!;
      expect(footer.y + footer.height).toBeLessThanOrEqual((await prompt.boundingBox())!.y);

      await prompt.getByRole('button', { name: 'Later' }).tap();
      await expect(prompt).toHaveCount(0);
    } finally {
      await site.close();
    }
  });
});
