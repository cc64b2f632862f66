import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, screenshot, settleAnimations, watchErrors } from './helpers';
import { LANGUAGES, spills as spillsIn, words as wordsIn, type Locale } from './i18nKit';
import { auditLayout } from './layoutAudit';

const words = (locale: Locale, id: string, values?: Record<string, string | number>) => wordsIn(locale, 'designer', id, values);
const spills = (page: Page) => spillsIn(page, { controls: 'a, button, select, input, textarea', boxes: 'section, dialog, [role="toolbar"]' });

const SIZES = [
  { width: 390, height: 844, touch: true },
  { width: 844, height: 390, touch: true },
  { width: 1280, height: 800, touch: false },
];

for (const { locale, browser } of LANGUAGES) {
  test.describe(`designer in ${locale} (a ${browser} browser)`, () => {
    test.use({ locale: browser });

    test('lang, axe, no text overflowing, screenshots', async ({ page }) => {
      const errors = watchErrors(page);
      const problems: string[] = [];
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await page.goto('/#/plantank/design');
        await expect(page.getByRole('heading', { level: 1, name: words(locale, 'designer.title') })).toBeVisible();
        await expect(page.getByRole('toolbar', { name: words(locale, 'designer.tools') })).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
        await expect(page).toHaveTitle(new RegExp(words(locale, 'designer.title')));
        await settleAnimations(page);
        await screenshot(page, `${locale}-designer-${size.width}`);
        problems.push(...(await auditLayout(page, { minTarget: size.touch ? 44 : 24 })).map((p) => `${size.width}: ${p}`));
        problems.push(...(await spills(page)).map((p) => `${size.width}: ${p}`));
        await expectNoAxeViolations(page);
      }
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
}

test.describe('a bad RoboZZle paste, on a phone', () => {
  test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });
  for (const { locale, browser } of LANGUAGES) {
    test.describe(locale, () => {
      test.use({ locale: browser });
      test('says what is wrong in the language, and the design stays', async ({ page }) => {
        await page.goto('/#/plantank/design');
        const open = page.getByRole('button', { name: words(locale, 'designer.paste.open') });
        const title = page.getByRole('textbox', { name: words(locale, 'designer.level.title') });
        const before = await title.inputValue();
        // Nothing pasted yet.
        await open.tap();
        await expect(page.getByRole('alert')).toHaveText(words(locale, 'designer.paste.empty'));
        // A record without its colours: the logic names the field, the message is in the language.
        const box = page.getByRole('textbox', { name: words(locale, 'designer.paste.help') });
        await box.fill('{"Items": ["*."], "RobotRow": 0, "RobotCol": 1, "RobotDir": 0, "SubLengths": [5]}');
        await open.tap();
        await expect(page.getByRole('alert')).toHaveText(words(locale, 'designer.paste.rz.missing', { field: 'Colors' }));
        await expect(box).toHaveAttribute('aria-invalid', 'true');
        await expect(title).toHaveValue(before);
        await screenshot(page, `${locale}-designer-paste-error-390`);
      });
    });
  }
});

test.describe('test play on a phone, in the longest languages', () => {
  test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });
  for (const { locale, browser } of LANGUAGES.filter((l) => l.locale === 'vi' || l.locale === 'pt-BR')) {
    test.describe(locale, () => {
      test.use({ locale: browser });
      test('the test-play bar says what to do and its button fits, then leads back', async ({ page }) => {
        await page.goto('/#/plantank/design');
        await page.getByRole('button', { name: words(locale, 'designer.proof.test'), exact: true }).tap();
        const bar = page.locator('.dz-test-bar');
        await expect(bar.getByRole('status')).toHaveText(`${words(locale, 'designer.test.play')} ${words(locale, 'designer.test.playHelp')}`);
        const back = bar.getByRole('button', { name: words(locale, 'designer.test.back') });
        const [b, inner] = [await back.boundingBox(), await bar.boundingBox()];
        expect(b!.x + b!.width).toBeLessThanOrEqual(inner!.x + inner!.width);
        expect(b!.height).toBeGreaterThanOrEqual(44);
        await screenshot(page, `${locale}-designer-testplay-390`);
        await back.tap();
        await expect(page.getByRole('heading', { level: 1, name: words(locale, 'designer.title') })).toBeVisible();
      });
    });
  }
});
