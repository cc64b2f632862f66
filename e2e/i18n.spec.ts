import { expect, test, type Page } from '@playwright/test';
import { generateLevel, listGroups } from '../src/logic/popstar/index.ts';
import { applyAction, newGame } from '../src/logic/tetris/index.ts';
import { expectNoAxeViolations, nextFrames, screenshot, settleAnimations, watchErrors } from './helpers';
import { LANGUAGES, spills as spillsIn, switchLanguageFromAnotherTab, words, type Locale } from './i18nKit';
import { auditLayout } from './layoutAudit';

const spills = (page: Page) => spillsIn(page, { controls: 'a, button, select', boxes: 'article, section, dialog, [data-testid$="overlay"]' });

/** Every screen converted, what shows it is there (its heading, in the language). */
const SCREENS = [
  { name: 'home', hash: '/#/', heading: (l: Locale) => words(l, 'shell', 'home.tagline'), level: 0 },
  { name: 'settings', hash: '/#/settings', heading: (l: Locale) => words(l, 'shell', 'settings.title'), level: 1 },
  { name: 'not-found', hash: '/#/no/such/place', heading: (l: Locale) => words(l, 'shell', 'notFound.title'), level: 1 },
  { name: 'tetris-play', hash: '/#/tetris/play/marathon/1/seed/7', heading: (l: Locale) => words(l, 'tetris', 'tetris.title', { mode: words(l, 'tetris', 'tetris.mode.marathon') }), level: 1 },
  { name: 'tetris-levels', hash: '/#/tetris/levels', heading: (l: Locale) => words(l, 'tetris', 'tetris.levels.title'), level: 1 },
  // The level's intro card with its Play button comes with the board: the screen is whole once it shows.
  { name: 'popstar-play', hash: '/#/popstar/seed/7', heading: (l: Locale) => words(l, 'popstar', 'popstar.title'), level: 1, button: (l: Locale) => words(l, 'popstar', 'popstar.banner.play') },
  { name: 'popstar-levels', hash: '/#/popstar/levels', heading: (l: Locale) => words(l, 'popstar', 'popstar.lv.title'), level: 1 },
];

/** Waits until a screen shows its heading (and its button, when it names one). */
async function screenShown(page: Page, s: (typeof SCREENS)[number], locale: Locale) {
  const heading = s.level === 0 ? page.getByText(s.heading(locale)) : page.getByRole('heading', { level: 1, name: s.heading(locale) });
  await expect(heading).toBeVisible();
  const button = (s as { button?: (l: Locale) => string }).button;
  if (button) await expect(page.getByRole('button', { name: button(locale), exact: true })).toBeVisible();
}

const SIZES = [
  { width: 390, height: 844, touch: true },
  { width: 1280, height: 800, touch: false },
];

for (const { locale, browser } of LANGUAGES) {
  test.describe(`${locale} (a first visit from a ${browser} browser)`, () => {
    test.use({ locale: browser });
    // One test a screen: an axe pass takes seconds on a busy machine.
    for (const s of SCREENS) {
      test(`${s.name}: lang, axe, no text overflowing, screenshots`, async ({ page }) => {
        const errors = watchErrors(page);
        const problems: string[] = [];
        for (const size of SIZES) {
          await page.setViewportSize(size);
          await page.goto(s.hash);
          await screenShown(page, s, locale);
          expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
          expect(await page.title()).not.toBe('');
          await settleAnimations(page);
          await screenshot(page, `${locale}-${s.name}-${size.width}`);
          problems.push(...(await auditLayout(page, { minTarget: size.touch ? 44 : 24 })).map((p) => `${size.width}: ${p}`));
          problems.push(...(await spills(page)).map((p) => `${size.width}: ${p}`));
          await expectNoAxeViolations(page);
        }
        expect(problems).toEqual([]);
        expect(errors).toEqual([]);
      });
    }
  });
}

test.describe('first visit', () => {
  test.use({ locale: 'vi-VN' });
  test('a Vietnamese browser gets Vietnamese, and the choice is kept after picking another', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText(words('vi', 'shell', 'home.tagline'))).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await expect(page).toHaveTitle(words('vi', 'shell', 'app.title'));
    // The home page's picker, by its purpose, each language in its own name.
    const picker = page.getByRole('combobox', { name: words('vi', 'shell', 'app.language') });
    await expect(picker.getByRole('option')).toHaveText(['English', '简体中文', 'Português (Brasil)', 'Tiếng Việt']);
    await picker.selectOption('zh-Hans');
    await expect(page.getByRole('heading', { level: 2, name: '俄罗斯方块' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: '消灭星星' })).toBeVisible();
  });
});

test.describe('the language picker', () => {
  test.use({ locale: 'en-US' });
  // Sized by every name, the page's first layout would load a Chinese font for English readers.
  test('is as wide as the language it shows, not the widest name', async ({ page }) => {
    await page.goto('/');
    // Its name follows the language: the home page has one picker.
    const picker = page.getByRole('combobox');
    await expect(picker).toHaveAccessibleName('Language');
    const english = (await picker.boundingBox())!.width;
    await picker.selectOption('pt-BR');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    const portuguese = (await picker.boundingBox())!.width;
    expect(portuguese).toBeGreaterThan(english + 20);
    await screenshot(page, 'home-picker-pt-BR');
  });
});

/** What `read` gives once two reads in a row agree (the board has stopped moving). */
async function settled<T>(read: () => Promise<T>): Promise<T> {
  let last = JSON.stringify(await read());
  await expect
    .poll(async () => {
      const now = JSON.stringify(await read());
      const same = now === last;
      last = now;
      return same;
    })
    .toBe(true);
  return JSON.parse(last) as T;
}

test.describe('a switch of language mid-game', () => {
  test.use({ locale: 'en-US' });

  test('Tetris: the paused game keeps its board, score and pieces, and plays on', async ({ page, context }) => {
    await page.goto('/#/tetris/play/marathon/1/seed/7');
    await expect(page.getByTestId('ready-overlay')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('ready-overlay')).toBeHidden();
    for (const key of ['ArrowLeft', 'Space', 'ArrowRight', 'ArrowRight', 'Space', 'KeyC', 'Space']) await page.keyboard.press(key);
    // The same moves in the game's logic: four pieces dealt after the first, whatever gravity did meanwhile.
    const played = (['left', 'hardDrop', 'right', 'right', 'hardDrop', 'hold', 'hardDrop'] as const).reduce(applyAction, newGame({ seed: 7 }));
    await expect.poll(async () => Number((await page.getByTestId('t-score').textContent())?.replace(/\D/g, ''))).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('pause-overlay')).toBeVisible();
    // The next queue moves up a frame after a lock.
    await nextFrames(page);
    const snapshot = () =>
      page.evaluate(() => ({
        board: Array.from(document.querySelectorAll('.t-board [class]'), (e) => e.className).join('|'),
        score: document.querySelector('[data-testid=t-score]')?.textContent,
        lines: document.querySelector('[data-testid=t-lines]')?.textContent,
        queue: document.querySelector('[data-queue]')?.getAttribute('data-queue'),
      }));
    const before = await snapshot();
    expect(before.queue).toBe(played.queue.join(''));

    await switchLanguageFromAnotherTab(context, 'vi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await expect(page.getByTestId('pause-overlay')).toContainText(words('vi', 'tetris', 'tetris.paused'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words('vi', 'tetris', 'tetris.title', { mode: 'Marathon' }));
    expect(await snapshot()).toEqual(before);

    // And the game goes on from there.
    await page.getByRole('button', { name: words('vi', 'tetris', 'tetris.resume') }).first().click();
    await expect(page.getByTestId('pause-overlay')).toBeHidden();
    await page.keyboard.press('Space');
    await expect.poll(async () => (await snapshot()).board).not.toBe(before.board);
    await screenshot(page, 'vi-tetris-after-switch-1280');
  });

  test('PopStar: the level in play keeps its bricks and score', async ({ page, context }) => {
    const seed = 7;
    await page.goto(`/#/popstar/seed/${seed}`);
    await page.getByRole('button', { name: 'Play' }).click();
    const board = page.getByTestId('popstar-board');
    await expect(board).toHaveAttribute('data-phase', 'playing');
    // Pop the biggest group of the level's first board.
    const group = [...listGroups(generateLevel(1, seed).board)].sort((x, y) => y.cells.length - x.cells.length)[0]!.cells;
    const [r, c] = group[0]!;
    const cell = page.locator(`[role="gridcell"][data-row="${r}"][data-col="${c}"]`);
    await cell.click();
    await expect(cell).toHaveAttribute('aria-selected', 'true');
    await cell.click();
    await expect(page.getByTestId('hud-score')).not.toHaveText('0');
    await expect(board).toHaveAttribute('data-phase', 'playing');
    const snapshot = () =>
      page.evaluate(() => ({
        bricks: Array.from(document.querySelectorAll('.ps-bricks .ps-slot'), (e) => `${e.firstElementChild?.className}@${(e as HTMLElement).style.cssText}`).join('|'),
        score: document.querySelector('[data-testid=hud-score]')?.textContent,
        level: document.querySelector('[data-testid=hud-level]')?.textContent,
      }));
    // The pop has played out: the bricks have fallen and the HUD shows the points.
    await expect(page.getByTestId('hud-score')).toHaveText((5 * group.length ** 2).toLocaleString('en'));
    // ...and its bursts are over (their slots leave the layer when they end).
    await expect(page.locator('.ps-bricks .ps-slot.is-burst')).toHaveCount(0);
    const before = await settled(snapshot);

    await switchLanguageFromAnotherTab(context, 'zh-Hans');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('消灭星星');
    await expect(page.getByRole('grid')).toHaveAttribute('aria-label', words('zh-Hans', 'popstar', 'popstar.board', { width: 10, height: 10 }));
    expect(await snapshot()).toEqual(before);
    await expect(board).toHaveAttribute('data-phase', 'playing');
    await screenshot(page, 'zh-Hans-popstar-after-switch-1280');
  });
});

test.describe('narrow phones', () => {
  test.use({ viewport: { width: 320, height: 568 }, hasTouch: true });
  for (const { locale, browser } of LANGUAGES.filter((l) => l.locale === 'vi' || l.locale === 'zh-Hans' || l.locale === 'pt-BR')) {
    test.describe(locale, () => {
      test.use({ locale: browser });
      test(`${locale} at 320 px: home, settings and both games' screens fit`, async ({ page }) => {
        const problems: string[] = [];
        for (const s of SCREENS.filter((x) => x.name !== 'not-found')) {
          await page.goto(s.hash);
          await screenShown(page, s, locale);
          await settleAnimations(page);
          await screenshot(page, `${locale}-${s.name}-320`);
          problems.push(...(await auditLayout(page, { minTarget: 44 })).map((p) => `${s.name}: ${p}`));
          problems.push(...(await spills(page)).map((p) => `${s.name}: ${p}`));
        }
        expect(problems).toEqual([]);
      });
    });
  }
});

test.describe('the page around the app', () => {
  test.use({ locale: 'zh-CN' });

  test('the description and the manifest an install reads follow the language, live', async ({ page, context }) => {
    const description = () => page.locator('meta[name="description"]').getAttribute('content');
    // What Chromium itself takes as the page's manifest (what an install would offer).
    const cdp = await context.newCDPSession(page);
    const manifest = async () => {
      const { url, data, errors } = (await cdp.send('Page.getAppManifest')) as { url: string; data?: string; errors: unknown[] };
      return { file: url.replace(/^.*\//, ''), errors, ...(JSON.parse(data ?? '{}') as { name?: string; description?: string; lang?: string; id?: string }) };
    };
    await page.goto('/#/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
    expect(await description()).toBe(words('zh-Hans', 'shell', 'app.description'));
    expect(await manifest()).toEqual({ file: 'manifest-zh-Hans.webmanifest', errors: [], name: 'Brickworks', short_name: 'Brickworks', description: words('zh-Hans', 'shell', 'app.description'), lang: 'zh-Hans', id: './', ...PLAIN });

    // This tab follows another's switch once the words are loaded: read until it has.
    await switchLanguageFromAnotherTab(context, 'pt-BR');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect.poll(description).toBe(words('pt-BR', 'shell', 'app.description'));
    await expect.poll(manifest).toMatchObject({ file: 'manifest-pt-BR.webmanifest', errors: [], name: 'Brickworks', description: words('pt-BR', 'shell', 'app.description'), lang: 'pt-BR' });

    await switchLanguageFromAnotherTab(context, 'en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect.poll(description).toBe(words('en', 'shell', 'app.description'));
    await expect.poll(manifest).toMatchObject({ file: 'manifest.webmanifest', errors: [], name: 'Brickworks', description: words('en', 'shell', 'app.description'), lang: 'en' });
  });
});

/** The manifest's members that are the same in every language. */
const PLAIN = {
  theme_color: '#12152e',
  background_color: '#0b0d1f',
  display: 'standalone',
  start_url: './',
  scope: './',
  icons: expect.any(Array),
};
