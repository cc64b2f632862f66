import { expect, test } from '@playwright/test';

/**
 * A deep link to a game preloads the game's chunk alongside the shell's (scripts/routePreload.ts):
 * each file is fetched once, and every preload is used (Chromium warns of an unused one or one
 * fetched a second time for a different mode).
 */
for (const [hash, chunk, heading, css] of [
  ['#/popstar', 'PopstarRoutes-', /^PopStar$/, true],
  ['#/tetris/levels', 'TetrisRoutes-', /Tetris modes/, true],
  ['#/plantank', 'PlantankRoutes-', /^Plan Tank$/, true],
  ['#/settings', 'SettingsScreen-', /^Settings$/, false],
] as const) {
  test(`${hash}: the screen's chunk${css ? ' and CSS are' : ' is'} preloaded, fetched once and used`, async ({ page }) => {
    const fetched: string[] = [];
    const warnings: string[] = [];
    // The stylesheet's link goes in after the page's first frame. The app's own code, were it to run
    // before that, would link the stylesheet itself and the preload would rightly be skipped: the
    // main chunk is held until the last file the script adds (the stylesheet, else the code) is asked for.
    const last = css ? '.css' : '.js';
    let asked = false;
    let release = () => {};
    const lastAsked = new Promise<void>((resolve) => (release = resolve));
    page.on('request', (r) => {
      const name = new URL(r.url()).pathname.split('/').pop() ?? '';
      fetched.push(name);
      if (name.startsWith(chunk) && name.endsWith(last)) {
        asked = true;
        release();
      }
    });
    await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
      await lastAsked;
      await route.continue();
    });
    page.on('console', (m) => {
      if (/preload/i.test(m.text())) warnings.push(m.text());
    });
    await page.goto(`/${hash}`, { waitUntil: 'commit' });
    await expect.poll(() => asked, { message: `the preload script asked for the screen's ${last}` }).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    const preloads = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"], link[rel="preload"]')].map((l) => `${l.rel} ${l.getAttribute('as') ?? ''} ${new URL(l.href).pathname.split('/').pop()}`),
    );
    const js = expect.stringMatching(new RegExp(`^modulepreload  ${chunk}.*\\.js$`));
    const style = expect.stringMatching(new RegExp(`^preload style ${chunk}.*\\.css$`));
    expect(preloads.filter((p) => p.includes(chunk))).toEqual(css ? [js, style] : [js]);
    const mine = fetched.filter((f) => f.startsWith(chunk));
    expect(mine).toHaveLength(css ? 2 : 1);
    expect(new Set(fetched).size).toBe(fetched.length);
    // Chromium reports a preload not used within a few seconds of the load.
    await page.waitForTimeout(3500);
    expect(warnings).toEqual([]);
  });
}

test('the home page preloads no game', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Brickworks/);
  expect(await page.locator('link[rel="modulepreload"], link[rel="preload"]').count()).toBe(0);
  expect(fetched.filter((f) => /Routes-|SettingsScreen-/.test(f))).toEqual([]);
});
