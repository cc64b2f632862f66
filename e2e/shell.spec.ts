import { expect, test } from '@playwright/test';
import { IDLE_TIMEOUT_MS, QUIET_MS, REGISTER_DELAY_MS } from '../src/components/ui/whenSettled';
import { expectNoAxeViolations, ROUTES, screenshot, settleAnimations, tabTo, watchErrors } from './helpers';

test('the home page shows the three games with Play and Levels', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Brickworks');
  for (const name of ['Tetris', 'PopStar', 'Plan Tank']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(page.getByRole('link', { name: `Play ${name}` })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Settings' })).toBeVisible();
});

test("each home card shows its game's preview at a size to see, on a desktop and on a phone", async ({ page }) => {
  // On a desktop the cards stack their preview over the text; the preview had collapsed to a sliver.
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/');
    for (const name of ['Tetris', 'PopStar', 'Plan Tank']) {
      const card = page.getByRole('article', { name });
      const preview = card.locator('a[aria-hidden=true] > div');
      const box = (await preview.boundingBox())!;
      const cardBox = (await card.boundingBox())!;
      expect(box.width, `${name} preview width at ${viewport.width}`).toBeGreaterThanOrEqual(100);
      expect(box.height, `${name} preview height at ${viewport.width}`).toBeGreaterThanOrEqual(80);
      expect(box.x).toBeGreaterThanOrEqual(cardBox.x);
      expect(box.x + box.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
    }
  }
});

test('back home from a game, the cards are drawn first and their previews fill in without moving anything', async ({ page }) => {
  // Every frame's preview bricks and the cards' boxes, from the tap that leaves the game on.
  await page.addInitScript(() => {
    const w = window as unknown as { __home: { frames: { bricks: number; cards: string }[]; shift: number; on: boolean } };
    w.__home = { frames: [], shift: 0, on: false };
    const frame = () => {
      if (w.__home.on && document.querySelector('article')) {
        const cards = [...document.querySelectorAll('article')].map((a) => JSON.stringify(a.getBoundingClientRect())).join();
        w.__home.frames.push({ bricks: document.querySelectorAll('article a[aria-hidden=true] > div > span').length, cards });
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number }[]) if (w.__home.on) w.__home.shift += e.value;
    }).observe({ type: 'layout-shift' });
  });
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/#/popstar/levels');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => {
      const home = (window as unknown as { __home: { frames: unknown[]; shift: number; on: boolean } }).__home;
      Object.assign(home, { frames: [], shift: 0, on: true });
    });
    await page.locator('header a[href="#/"]').first().click();
    await expect(page.locator('article a[aria-hidden=true] > div > span').first()).toBeAttached();
    const seen = await page.evaluate(async () => {
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      return (window as unknown as { __home: { frames: { bricks: number; cards: string }[]; shift: number } }).__home;
    });
    expect(seen.frames[0]!.bricks, 'the first frame of home draws no Tetris or PopStar brick').toBe(0);
    expect(seen.frames.at(-1)!.bricks).toBeGreaterThan(100);
    expect([...new Set(seen.frames.map((f) => f.cards))], 'the cards never move').toHaveLength(1);
    expect(seen.shift).toBe(0);
  }
});

test("the app's mark shows before any script has run, and the screen's loading mark takes its place unmoved", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  let releaseEntry = () => {};
  let releaseScreen = () => {};
  const entry = new Promise<void>((resolve) => (releaseEntry = resolve));
  const screenCode = new Promise<void>((resolve) => (releaseScreen = resolve));
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await entry;
    await route.continue();
  });
  await page.route(/\/assets\/TetrisRoutes-[^/]*\.js$/, async (route) => {
    await screenCode;
    await route.continue();
  });
  await page.goto('/#/tetris', { waitUntil: 'commit' });
  // The page's own markup, drawn with its stylesheet alone: centred, and silent for screen readers.
  const pageMark = page.locator('#root > .boot:not([role]) > svg.boot-mark');
  await expect(pageMark).toBeVisible();
  const before = (await pageMark.boundingBox())!;
  expect(Math.abs(before.x + before.width / 2 - 195)).toBeLessThanOrEqual(1);
  expect(Math.abs(before.y + before.height / 2 - 422)).toBeLessThanOrEqual(1);
  expect(before.width).toBeGreaterThanOrEqual(48);
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);

  // The app runs; the screen's code is still on its way: React's loading mark, same place, same size.
  releaseEntry();
  const loading = page.getByRole('status').filter({ hasText: 'Loading…' });
  await expect(loading.locator('svg.boot-mark')).toBeVisible();
  expect(await loading.locator('svg.boot-mark').boundingBox()).toEqual(before);
  await expect(page.locator('svg.boot-mark')).toHaveCount(1);

  releaseScreen();
  await expect(page.getByRole('heading', { level: 1 }).first()).toContainText('Tetris');
  await expect(page.locator('.boot')).toHaveCount(0);
});

test('keyboard only: every route is reachable from home and back', async ({ page }) => {
  await page.goto('/');
  const links: [string, string][] = [
    ['Settings', '#/settings'],
    ['Play Tetris', '#/tetris'],
    ['Tetris modes & scores', '#/tetris/levels'],
    ['Play PopStar', '#/popstar'],
    ['PopStar levels', '#/popstar/levels'],
    ['Play Plan Tank', '#/plantank'],
    ['Plan Tank levels', '#/plantank/levels'],
  ];
  for (const [name, hash] of links) {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Brickworks');
    await tabTo(page, name);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${hash.replace(/[/#]/g, '\\$&')}$`));
    // The arcade stays on screen while the next screen renders.
    await expect(page.getByRole('heading', { level: 1, name: 'Brickworks' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // Focus moved to the new screen: the next Tab reaches its first control, the way back.
    await tabTo(page, 'Back to Arcade', 8);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/$/);
  }
});

test('a deep link survives a reload', async ({ page }) => {
  await page.goto('/#/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await page.goto('/#/popstar/levels');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toContainText('PopStar');
});

test('an unknown route says so, with a way back', async ({ page }) => {
  await page.goto('/#/no/such/place');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('the link may be mistyped or out of date');
  await page.getByRole('link', { name: 'Back to Arcade' }).click();
  await expect(page).toHaveURL(/#\/$/);
});

// One test a route: an axe pass takes seconds on a busy machine, and eight in one test outran its time.
for (const r of ROUTES) {
  test(`no console errors and no axe violations: ${r.hash}`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(`/${r.hash}`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(r.heading);
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
}

test('settings persist across a reload', async ({ page }) => {
  await page.goto('/#/settings');
  const sound = page.getByRole('switch', { name: 'Sound effects' });
  await expect(sound).toBeChecked();
  await sound.uncheck();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Sound effects' })).not.toBeChecked();
});

test('the service worker registers once the first screen has settled, not during it', async ({ page }) => {
  await page.goto('/#/popstar');
  await expect(page.locator('.ps-slot[data-dealt]')).toHaveCount(100);
  // The first screen is up and dealt: no worker yet (it would download the whole site meanwhile).
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) === undefined)).toBe(true);
  const t0 = Date.now();
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toMatch(/^http:\/\/[^/]+\/$/);
  expect(Date.now() - t0).toBeLessThan(10_000);
});

test('a falling piece keeps the service worker from installing; a pause lets it in', async ({ page }) => {
  const registered = () => page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) !== undefined);
  await page.goto('/#/tetris/play/marathon/1/seed/7');
  await expect(page.getByTestId('ready-overlay')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('ready-overlay')).toBeHidden();
  // Longer than the worker would wait on a calm page. At level 1 the first piece takes about 20 s
  // to land, so the game is in play all along (a slower machine only makes that longer).
  await page.waitForTimeout(REGISTER_DELAY_MS + QUIET_MS + IDLE_TIMEOUT_MS + 1000);
  await expect(page.getByTestId('pause-overlay')).toBeHidden();
  expect(await registered(), 'no worker during play').toBe(false);
  await page.keyboard.press('KeyP');
  await expect(page.getByTestId('pause-overlay')).toBeVisible();
  await expect.poll(registered, { timeout: 15_000 }).toBe(true);
});

test('a tab closed mid-game still installs the worker, so the next visit works offline', async ({ page, context }) => {
  await page.goto('/#/tetris/play/marathon/1/seed/7');
  await expect(page.getByTestId('ready-overlay')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('ready-overlay')).toBeHidden();
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) === undefined)).toBe(true);
  const installing = context.waitForEvent('serviceworker', { timeout: 30_000 });
  await page.close();
  expect((await installing).url()).toMatch(/\/sw\.js$/);
});

test("the page's first number formatter is built before the first screen, not in a game's first plural", async ({ page }) => {
  // Every Intl.NumberFormat the page builds, and whether the app had drawn anything yet.
  await page.addInitScript(() => {
    const built: boolean[] = [];
    (window as unknown as { __numberFormats: boolean[] }).__numberFormats = built;
    // The page's own mark is in the root before any script: the app's first render puts its <main> there.
    const note = () => built.push(document.querySelector('#root main') !== null);
    Intl.NumberFormat = new Proxy(Intl.NumberFormat, {
      construct: (target, args: ConstructorParameters<typeof Intl.NumberFormat>) => (note(), new target(...args)),
      apply: (target, _this, args: ConstructorParameters<typeof Intl.NumberFormat>) => (note(), target(...args)),
    });
  });
  await page.goto('/#/tetris/play/marathon/1/seed/7');
  await expect(page.getByTestId('ready-overlay')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('ready-overlay')).toBeHidden();
  // A line's worth of pieces: the HUD and the announcements write their numbers.
  for (let i = 0; i < 4; i++) await page.keyboard.press('Space');
  await expect(page.getByTestId('t-score')).not.toHaveText('0');
  const built = await page.evaluate(() => (window as unknown as { __numberFormats: boolean[] }).__numberFormats);
  expect(built.length, 'a formatter was built').toBeGreaterThan(0);
  expect(built[0], 'the first one before the app drew anything').toBe(false);
});

test('the site works offline after one visit', async ({ page, context }) => {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The page must be controlled by the worker before going offline.
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  const manifest = await page.evaluate(async () => (await fetch('./manifest.webmanifest')).json());
  expect(manifest.name).toBe('Brickworks');
  expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Brickworks');
  await page.getByRole('link', { name: 'Play PopStar' }).click();
  await expect(page.getByRole('heading', { level: 1 }).first()).toContainText('PopStar');
  await context.setOffline(false);
});

test.describe('screenshots', () => {
  test('desktop 1280x800', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const r of ROUTES) {
      await page.goto(`/${r.hash}`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(r.heading);
      await expect(page.getByText('Loading…')).toHaveCount(0);
      await settleAnimations(page);
      if (r.hash !== '#/') {
        // A screen's title sits in the middle of the page, whatever its header's sides hold.
        const title = (await page.getByRole('heading', { level: 1 }).first().boundingBox())!;
        expect(Math.abs(title.x + title.width / 2 - 640), `${r.hash}: the title's centre`).toBeLessThanOrEqual(2);
      }
      await screenshot(page, `desktop-${r.hash.replace(/[#/]+/g, '-').replace(/^-|-$/g, '') || 'home'}`);
    }
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test('390x844 with touch: screenshots of every route and tap navigation', async ({ page }) => {
    for (const r of ROUTES) {
      await page.goto(`/${r.hash}`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(r.heading);
      await expect(page.getByText('Loading…')).toHaveCount(0);
      await settleAnimations(page);
      await screenshot(page, `phone-${r.hash.replace(/[#/]+/g, '-').replace(/^-|-$/g, '') || 'home'}`);
    }
    // The reduce-motion choices each fit on one line at this width ("As system" had wrapped, left-aligned).
    await page.goto('/#/settings');
    for (const name of ['As system', 'On', 'Off']) {
      const choice = (await page.locator('label', { has: page.getByRole('radio', { name: new RegExp(`^${name}$`, 'i') }) }).boundingBox())!;
      expect(choice.height, `${name}: one line`).toBeLessThanOrEqual(44);
    }
    await page.goto('/');
    await page.getByRole('link', { name: 'Play Tetris' }).tap();
    await expect(page).toHaveURL(/#\/tetris$/);
    // Zoom is never disabled.
    const viewport = await page.locator('meta[name=viewport]').getAttribute('content');
    expect(viewport).not.toMatch(/user-scalable=no|maximum-scale=1(\D|$)/);
  });
});
