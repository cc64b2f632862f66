import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, screenshot, settleAnimations, watchErrors } from './helpers';
import { LANGUAGES, spills as spillsIn, switchLanguageFromAnotherTab, words as wordsIn, type Locale } from './i18nKit';
import { auditLayout } from './layoutAudit';

const words = (locale: Locale, id: string, values?: Record<string, string | number>) => wordsIn(locale, 'plantank', id, values);
// A command chip's name is drawn inside its (aria-hidden) chip and must fit it too.
const spills = (page: Page) => spillsIn(page, { controls: 'a, button, select, .pt-chip-name', boxes: 'section, dialog, .pt-panel, .pt-chip', hidden: '[aria-hidden="true"]:not(.pt-chip-name)' });

/** The screens, and the heading that shows each is there, in the language. */
const SCREENS = [
  { name: 'levels', hash: '/#/plantank/levels', heading: (l: Locale) => words(l, 'plantank.levels.title') },
  // A level with colour conditions: the palette's every group and the chapter line show.
  { name: 'play', hash: '/#/plantank/play/pt-14', heading: (l: Locale) => words(l, 'plantank.level.pt-14.title') },
];

const SIZES = [
  { width: 390, height: 844, touch: true },
  { width: 1280, height: 800, touch: false },
];

for (const { locale, browser } of LANGUAGES) {
  test.describe(`Plan Tank in ${locale}`, () => {
    test.use({ locale: browser });
    for (const s of SCREENS) {
      test(`${s.name}: lang, axe, no text overflowing, screenshots`, async ({ page }) => {
        const errors = watchErrors(page);
        const problems: string[] = [];
        for (const size of SIZES) {
          await page.setViewportSize(size);
          await page.goto(s.hash);
          await expect(page.getByRole('heading', { name: s.heading(locale) })).toBeVisible();
          expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
          await expect(page).toHaveTitle(new RegExp(words(locale, s.name === 'levels' ? 'plantank.levels.title' : 'plantank.name')));
          await settleAnimations(page);
          await screenshot(page, `${locale}-plantank-${s.name}-${size.width}`);
          problems.push(...(await auditLayout(page, { minTarget: size.touch ? 44 : 24 })).map((p) => `${size.width}: ${p}`));
          problems.push(...(await spills(page)).map((p) => `${size.width}: ${p}`));
          await expectNoAxeViolations(page);
          if (s.name === 'play') {
            // Paused after a step, the run buttons carry their longest names (Go on, Reset enabled).
            // F1: forward, call F1 (a run that goes on), typed by keyboard.
            await page.locator('[data-slot="0:0"]').focus();
            for (const key of ['w', '1']) await page.keyboard.press(key);
            await page.getByRole('button', { name: words(locale, 'plantank.run.step'), exact: true }).click();
            await expect(page.getByTestId('run-status')).toHaveAttribute('data-status', 'PAUSE');
            await screenshot(page, `${locale}-plantank-paused-${size.width}`);
            problems.push(...(await spills(page)).map((p) => `${size.width} paused: ${p}`));
            const wrapped = await page.evaluate(() =>
              Array.from(document.querySelectorAll<HTMLElement>('.pt-panel button'))
                .filter((b) => b.getClientRects().length > 0 && b.getBoundingClientRect().height > 60)
                .map((b) => `"${b.textContent?.trim()}" wraps (${Math.round(b.getBoundingClientRect().height)} px high)`),
            );
            problems.push(...wrapped.map((p) => `${size.width} paused: ${p}`));
          }
        }
        expect(problems).toEqual([]);
        expect(errors).toEqual([]);
      });
    }
  });
}

test.describe('Plan Tank on a phone held sideways', () => {
  test.use({ locale: 'vi-VN', viewport: { width: 844, height: 390 }, hasTouch: true });
  test('vi at 844x390: the play screen keeps every control inside its panel', async ({ page }) => {
    await page.goto('/#/plantank/play/pt-14');
    await expect(page.getByRole('heading', { name: words('vi', 'plantank.level.pt-14.title') })).toBeVisible();
    await settleAnimations(page);
    await screenshot(page, 'vi-plantank-play-844');
    expect(await spills(page)).toEqual([]);
  });
});

test.describe('Plan Tank: a run and a win in another language', () => {
  test.use({ locale: 'zh-CN', viewport: { width: 390, height: 844 }, hasTouch: true });

  test('zh-Hans: the outcome line and the win dialog, by touch', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/#/plantank/play/pt-01');
    await expect(page.getByRole('heading', { name: words('zh-Hans', 'plantank.level.pt-01.title') })).toBeVisible();
    await page.getByRole('button', { name: words('zh-Hans', 'plantank.palette.forward'), exact: true }).tap();
    await page.locator('[data-slot="0:0"]').tap();
    await page.locator('[data-slot="0:1"]').tap();
    await expect(page.locator('[data-slot="0:1"]')).toHaveAttribute('aria-label', words('zh-Hans', 'plantank.program.slot', { fn: 1, slot: 2, what: words('zh-Hans', 'plantank.action.forward') }));
    await page.getByRole('button', { name: words('zh-Hans', 'plantank.run.finish') }).tap();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading')).toHaveText(words('zh-Hans', 'plantank.win.perfect'));
    await expect(page.getByTestId('run-status')).toContainText('用 2 步收集了全部星星');
    await settleAnimations(page);
    await screenshot(page, 'zh-Hans-plantank-win-390');
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
});

test.describe('Plan Tank: a switch of language mid-program', () => {
  test.use({ locale: 'en-US' });

  test('the program half written, its cursor, armed tool and breakpoint stay exactly as they were', async ({ page, context }) => {
    await page.goto('/#/plantank/play/pt-14');
    await expect(page.getByRole('heading', { name: 'Red Means Right' })).toBeVisible();
    // By keyboard: F1 slot 1 forward, slot 2 "on red: turn right", a breakpoint on slot 2; F1 is left half full.
    await page.locator('[data-slot="0:0"]').focus();
    for (const key of ['w', 'r', 'e']) await page.keyboard.press(key);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('.');
    await page.getByRole('button', { name: 'Turn left', exact: true }).click();
    await expect(page.locator('[data-slot="0:1"]')).toHaveAttribute('aria-label', 'F1 slot 2: on red: turn right, breakpoint');
    const snapshot = () =>
      page.evaluate(() => ({
        slots: Array.from(document.querySelectorAll<HTMLElement>('[data-slot]'), (e) => `${e.dataset.slot}|${e.className}|${e.tabIndex}|${e.innerHTML}`),
        armed: Array.from(document.querySelectorAll('[aria-pressed="true"]'), (e) => e.className),
        count: document.querySelector('[data-testid=instruction-count]')?.textContent?.replace(/\D+/g, ' ').trim(),
      }));
    const before = await snapshot();
    expect(before.armed).toHaveLength(1);

    await switchLanguageFromAnotherTab(context, 'vi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await expect(page.getByRole('heading', { name: words('vi', 'plantank.level.pt-14.title') })).toBeVisible();
    await expect(page.locator('[data-slot="0:1"]')).toHaveAttribute(
      'aria-label',
      words('vi', 'plantank.program.withBreakpoint', {
        label: words('vi', 'plantank.program.slot', { fn: 1, slot: 2, what: words('vi', 'plantank.slot.onColor', { color: words('vi', 'plantank.color.R'), action: words('vi', 'plantank.action.right') }) }),
      }),
    );
    expect(await snapshot()).toEqual(before);

    // And the program runs on from there, in Vietnamese: a step pauses it (held at the breakpoint or not).
    await page.getByRole('button', { name: words('vi', 'plantank.run.step'), exact: true }).click();
    await expect(page.getByTestId('run-status')).toHaveAttribute('data-status', 'PAUSE');
    await expect(page.getByTestId('run-status')).toContainText(/^(Tạm dừng|Điểm dừng): /);
    await screenshot(page, 'vi-plantank-after-switch-1280');
  });
});

test.describe('Plan Tank: the words that load on demand', () => {
  test.use({ locale: 'pt-BR' });

  test('a level link fetches only its screen’s words and its win’s; help, hint, win, next level and levels never show a message id', async ({ page }) => {
    const errors = watchErrors(page);
    // Every text and label the page ever shows, as it changes: a word not loaded yet would show as its id.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { idsSeen: string[] }).idsSeen = seen;
      const id = /\bplantank\.[\w-]+\.[\w.-]+/;
      const look = (node: Node) => {
        const texts = node instanceof Element ? [node.textContent ?? '', node.getAttribute('aria-label') ?? '', node.getAttribute('title') ?? ''] : [node.textContent ?? ''];
        for (const text of texts) if (id.test(text)) seen.push(text.slice(0, 120));
      };
      new MutationObserver((records) => {
        for (const r of records) {
          if (r.type === 'childList') r.addedNodes.forEach(look);
          else look(r.target);
        }
      }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['aria-label', 'title'] });
    });
    const fetched: string[] = [];
    page.on('request', (r) => {
      const area = /\/(plantank[\w-]*)-[\w-]{8}\.js$/.exec(r.url())?.[1];
      if (area) fetched.push(area);
    });

    await page.goto('/#/plantank/play/pt-01');
    await expect(page.getByRole('heading', { name: words('pt-BR', 'plantank.level.pt-01.title') })).toBeVisible();
    await expect(page.getByText(words('pt-BR', 'plantank.level.pt-01.description'))).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The win dialog's words come too, at the screen's first idle moment, so that Go does not fetch them.
    expect(fetched.sort()).toEqual(['plantank', 'plantank-chapter-driving', 'plantank-win']);

    // The keyboard help unfolds with its words.
    await page.getByText(words('pt-BR', 'plantank.keys.title'), { exact: true }).click();
    await expect(page.getByText(words('pt-BR', 'plantank.keys.intro'))).toBeVisible();

    // A win, on a level a link brings with its solution: the dialog, and the next level's title (the next chapter's words).
    await page.goto('/#/plantank/share/1~pt-04~_F_R_R_R_F_F_F_F-----');
    await expect(page.getByRole('heading', { name: words('pt-BR', 'plantank.level.pt-04.title') })).toBeVisible();
    await page.keyboard.press('f');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading')).toHaveText(words('pt-BR', 'plantank.win.perfect'));
    const next = words('pt-BR', 'plantank.win.next', { title: words('pt-BR', 'plantank.level.pt-05.title') });
    await dialog.getByRole('link', { name: next }).click();
    await expect(page.getByRole('heading', { name: words('pt-BR', 'plantank.level.pt-05.title') })).toBeVisible();
    await expect(page.getByText(words('pt-BR', 'plantank.level.pt-05.description'))).toBeVisible();

    // A hint: its answer shows in its words.
    await page.getByRole('button', { name: words('pt-BR', 'plantank.hint.button'), exact: true }).click();
    await expect(page.getByTestId('hint-card')).toContainText(words('pt-BR', 'plantank.hint.place').split('“')[0]!);

    // The levels screen, by the header's link.
    await page.getByRole('link', { name: words('pt-BR', 'plantank.levels.title') }).click();
    await expect(page.getByRole('heading', { name: words('pt-BR', 'plantank.levels.title') })).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(words('pt-BR', 'plantank.level.pt-32.title')) })).toBeVisible();

    expect(await page.evaluate(() => (window as unknown as { idsSeen: string[] }).idsSeen)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
