import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, screenshot, settleAnimations, tabTo, watchErrors } from './helpers';

const slot = (page: Page, fn: number, k: number) => page.locator(`[data-slot="${fn - 1}:${k - 1}"]`);
const status = (page: Page) => page.getByTestId('run-status');
const hintCard = (page: Page) => page.getByTestId('hint-card');
const winDialog = (page: Page) => page.getByRole('dialog');

/** Holds a finger on an element until `done` holds, then lifts it (a long press, without a timer in the test). */
async function longPress(page: Page, target: Locator, done: () => Promise<void>) {
  const box = (await target.boundingBox())!;
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2, id: 1 };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await done();
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test.describe('Plan Tank tools: keyboard on a desktop', () => {
  test('H for a hint, place it, finish the program by keys, a breakpoint with ".", Go pauses there, Step, Go on, win with the hint counted', async ({ page }) => {
    const errors = watchErrors(page);
    // Sixty Degrees: F1 of 5 slots; `_F_R_F_F` is its par solution.
    await page.goto('/#/plantank/play/pt-02');
    await expect(page.getByRole('heading', { name: /Sixty Degrees/ })).toBeVisible();

    await page.keyboard.press('h');
    await expect(hintCard(page)).toContainText('Hint: put “forward” in F1, slot 1.');
    await expect(slot(page, 1, 1)).toHaveAttribute('data-hint', 'true');
    await expect(slot(page, 1, 1)).toHaveAttribute('aria-label', /Hint: put forward here/);
    // The answer has the focus: Enter places it, and the slot placed takes the focus.
    await expect(page.getByRole('button', { name: /^Place it/ })).toBeFocused();
    await screenshot(page, 'plantank-tools-hint-1280');
    await page.keyboard.press('Enter');
    await expect(slot(page, 1, 1)).toHaveAttribute('aria-label', 'F1 slot 1: forward');
    await expect(slot(page, 1, 1)).toBeFocused();
    await expect(hintCard(page)).toHaveCount(0);
    await expect(page.getByTestId('hint-count')).toContainText('1 hint used · 2 stars at most');

    // The rest of the solution by RoboZZle's keys: right, forward, forward.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('e');
    await page.keyboard.press('w');
    await page.keyboard.press('w');
    await expect(page.getByTestId('instruction-count')).toContainText('4 instructions');

    // A breakpoint on F1 slot 3 (the second forward).
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(slot(page, 1, 3)).toBeFocused();
    await page.keyboard.press('.');
    await expect(slot(page, 1, 3)).toHaveAttribute('data-breakpoint', 'true');
    await expect(slot(page, 1, 3)).toHaveAttribute('aria-label', 'F1 slot 3: forward, breakpoint');

    // Go: the run stops just before slot 3, after two steps.
    await page.keyboard.press('x');
    await expect(status(page)).toHaveAttribute('data-status', 'PAUSE');
    await expect(status(page)).toContainText('Breakpoint: paused before F1, slot 3.');
    await expect(page.getByTestId('step-count')).toHaveText('2');
    await expect(slot(page, 1, 3)).toHaveAttribute('aria-current', 'step');
    await screenshot(page, 'plantank-tools-breakpoint-1280');

    // Step runs the slot with the breakpoint; Go on (by Tab and Enter) wins.
    await page.keyboard.press('s');
    await expect(page.getByTestId('step-count')).toHaveText('3');
    await expect(status(page)).toHaveAttribute('data-status', 'PAUSE');
    await tabTo(page, 'Go on');
    await page.keyboard.press('Enter');
    await expect(winDialog(page)).toBeVisible();
    await expect(page.getByTestId('win-hints')).toContainText('1 hint used on this level · 2 of 3 stars kept');
    await expect(winDialog(page).getByRole('img', { name: '2 of 3 stars' })).toBeVisible();
    await settleAnimations(page);
    await screenshot(page, 'plantank-tools-win-1280');
    await expectNoAxeViolations(page);

    // Kept over a reload: the hint count and the breakpoint with the program.
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(slot(page, 1, 3)).toHaveAttribute('data-breakpoint', 'true');
    await expect(page.getByTestId('hint-count')).toContainText('1 hint used');
    expect(errors).toEqual([]);
  });

  test('F runs to the end at once and shows the outcome; the keyboard help lists the new keys', async ({ page }) => {
    await page.goto('/#/plantank/play/pt-02');
    await expect(page.getByRole('heading', { name: /Sixty Degrees/ })).toBeVisible();
    await page.keyboard.press('h');
    await page.getByRole('button', { name: /^Place it/ }).click();
    await page.keyboard.press('f');
    await expect(status(page)).toHaveAttribute('data-status', 'OVER');
    await expect(status(page)).toContainText(/ended|fell|left/i);
    await page.getByText('Keyboard', { exact: true }).click();
    const help = page.locator('.pt-keyboard-help');
    const keys = [['F', 'run to the end at once'], ['.', 'breakpoint on the selected slot'], ['H', 'hint (Esc cancels)']] as const;
    for (const [key, what] of keys) {
      await expect(help.locator('dt', { hasText: new RegExp(`^\\${key}$`) })).toBeVisible();
      await expect(help.getByText(what)).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Run to the end' })).toHaveAttribute('aria-keyshortcuts', 'F');
  });
});

test.describe('Plan Tank tools: touch on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('tap Hint, Place it, a second hint, long-press a slot for a breakpoint, Go pauses there, Step wins', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/#/plantank/play/pt-01');
    await expect(page.getByRole('heading', { name: /First Drive/ })).toBeVisible();

    await page.getByRole('button', { name: 'Hint', exact: true }).tap();
    await expect(hintCard(page)).toContainText('F1, slot 1');
    await screenshot(page, 'plantank-tools-hint-390');
    await page.getByRole('button', { name: /^Place it/ }).tap();
    await expect(slot(page, 1, 1)).toHaveAttribute('aria-label', 'F1 slot 1: forward');

    await page.getByRole('button', { name: 'Hint', exact: true }).tap();
    await expect(hintCard(page)).toContainText('F1, slot 2');
    await page.getByRole('button', { name: /^Place it/ }).tap();
    await expect(slot(page, 1, 2)).toHaveAttribute('aria-label', 'F1 slot 2: forward');
    await expect(page.getByTestId('hint-count')).toContainText('2 hints used');

    // A long press on slot 2 sets its breakpoint (and does nothing else to the slot).
    await longPress(page, slot(page, 1, 2), () => expect(slot(page, 1, 2)).toHaveAttribute('data-breakpoint', 'true'));
    await expect(slot(page, 1, 2)).toHaveAttribute('aria-label', 'F1 slot 2: forward, breakpoint');
    await screenshot(page, 'plantank-tools-breakpoint-390');

    await page.getByRole('button', { name: 'Go', exact: true }).tap();
    await expect(status(page)).toContainText('Breakpoint: paused before F1, slot 2.');
    await expect(page.getByTestId('step-count')).toHaveText('1');
    await page.getByRole('button', { name: /Step/ }).tap();
    await expect(winDialog(page)).toBeVisible();
    await expect(page.getByTestId('win-hints')).toContainText('2 hints used on this level');
    await settleAnimations(page);
    await screenshot(page, 'plantank-tools-win-390');

    // Another long press takes the breakpoint away again.
    await winDialog(page).getByRole('button', { name: 'Replay' }).tap();
    await longPress(page, slot(page, 1, 2), async () => {
      await expect(slot(page, 1, 2)).not.toHaveAttribute('data-breakpoint', 'true');
    });
    expect(errors).toEqual([]);
  });

  test('844 x 390: the hint and the run controls fit a phone on its side', async ({ page }) => {
    await page.setViewportSize({ width: 844, height: 390 });
    await page.goto('/#/plantank/play/pt-02');
    await page.getByRole('button', { name: 'Hint', exact: true }).tap();
    await expect(hintCard(page)).toBeVisible();
    await hintCard(page).scrollIntoViewIfNeeded();
    await screenshot(page, 'plantank-tools-hint-844');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
