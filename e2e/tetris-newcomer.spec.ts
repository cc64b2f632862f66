import { expect, test, type Page } from '@playwright/test';
import { screenshot, settleAnimations, watchErrors } from './helpers';

/** Newcomers: the gestures shown once on a touch screen, one-tap and one-key retries. */

const SPRINT = '/#/tetris/play/sprint/seed/42';
const board = (page: Page) => page.locator('[data-bench=board]');
const score = (page: Page) => page.getByTestId('t-score');

/** Hard-drops until the stack tops out (`drop`: a tap or a key). */
async function stackToGameOver(page: Page, drop: () => Promise<void>) {
  const over = page.getByTestId('game-over');
  for (let i = 0; i < 60 && !(await over.isVisible()); i++) await drop();
  await expect(over).toBeVisible();
}

test.describe('touch, first game', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the gestures show before the first game, once a device, and again from the pause panel', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(SPRINT);
    const help = page.getByTestId('gesture-help');
    await expect(help).toBeVisible();
    for (const gesture of ['Drag', 'Tap the left or right half', 'Flick down', 'Flick up']) await expect(help.getByText(gesture, { exact: true })).toBeVisible();
    await settleAnimations(page);
    await screenshot(page, 'tetris-newcomer-gestures-phone');

    // One tap: the help goes and the game starts.
    await help.getByRole('button', { name: 'Got it, play' }).tap();
    await expect(help).toBeHidden();
    await expect(board(page)).toHaveAttribute('data-active', /^I /);
    await expect(page.locator('html')).toHaveClass(/playing/);

    // Remembered on this device: the next game starts with the usual panel.
    await page.getByRole('button', { name: 'Pause' }).tap();
    await page.getByRole('button', { name: 'End game' }).tap();
    await expect(page.getByTestId('game-over')).toBeVisible();
    await page.goto('/#/tetris/play/marathon/3');
    await page.reload();
    await expect(page.getByTestId('ready-overlay')).toBeVisible();
    await expect(help).toBeHidden();
    await page.getByRole('button', { name: 'Start' }).tap();
    await page.getByRole('button', { name: 'Pause' }).tap();

    // From the pause panel: "How to play", and back to the pause panel.
    const pause = page.getByTestId('pause-overlay');
    await expect(pause).toBeVisible();
    await expect(pause).not.toContainText('Esc');
    await pause.getByRole('button', { name: 'How to play' }).tap();
    await expect(help).toBeVisible();
    await expect(pause).toBeHidden();
    await help.getByRole('button', { name: 'Back' }).tap();
    await expect(pause).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a device that saw the gestures says "Tap to start", never "Enter"; the buttons say what they do', async ({ page }) => {
    await page.goto(SPRINT);
    await page.getByRole('button', { name: 'Got it, play' }).tap();
    await page.goto('/#/tetris');
    await page.reload();
    await page.getByRole('button', { name: 'New game: Marathon from level 1' }).tap();
    await page.getByRole('button', { name: 'Pause' }).tap();
    await page.getByRole('button', { name: 'End game' }).tap();
    await page.goto('/#/tetris/play/sprint');
    await page.reload();
    const ready = page.getByTestId('ready-overlay');
    await expect(ready).toContainText('Tap to start');
    await expect(ready).not.toContainText('Enter');
    // Hold is no plain box: it carries its name.
    await expect(page.getByRole('button', { name: 'Hold', exact: true })).toContainText('Hold');
  });

  test('one tap restarts, from the pause panel and from the game-over panel', async ({ page }) => {
    await page.goto(SPRINT);
    await page.getByRole('button', { name: 'Got it, play' }).tap();
    const drop = page.getByRole('button', { name: 'Hard drop' });
    await drop.tap();
    await expect(score(page)).not.toHaveText('0');
    await page.getByRole('button', { name: 'Pause' }).tap();
    await page.getByRole('button', { name: 'Restart' }).tap();
    await expect(page.getByTestId('pause-overlay')).toBeHidden();
    await expect(score(page)).toHaveText('0');
    await expect(page.locator('html')).toHaveClass(/playing/);

    const at = (await drop.boundingBox())!;
    await stackToGameOver(page, () => page.touchscreen.tap(at.x + at.width / 2, at.y + at.height / 2));
    await page.getByRole('button', { name: 'Play again' }).tap();
    await expect(page.getByTestId('game-over')).toBeHidden();
    await expect(score(page)).toHaveText('0');
    await expect(page.locator('html')).toHaveClass(/playing/);
  });
});

test.describe('touch held sideways, first game', () => {
  test.use({ viewport: { width: 844, height: 390 }, hasTouch: true, isMobile: true });

  test('the gestures fit the screen', async ({ page }) => {
    await page.goto(SPRINT);
    const help = page.getByTestId('gesture-help');
    await expect(help).toBeVisible();
    await settleAnimations(page);
    const done = (await help.getByRole('button', { name: 'Got it, play' }).boundingBox())!;
    expect(done.y + done.height).toBeLessThanOrEqual(390);
    expect(done.height).toBeGreaterThanOrEqual(44);
    expect(await help.locator('.t-overlay-card').evaluate((el) => el.scrollHeight <= el.clientHeight)).toBe(true);
    await screenshot(page, 'tetris-newcomer-gestures-landscape');
  });
});

test.describe('keyboard', () => {
  test('no gesture help; R restarts from pause and plays again after the game', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(SPRINT);
    await expect(page.getByTestId('ready-overlay')).toContainText('Press Enter');
    await expect(page.getByTestId('gesture-help')).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('ready-overlay')).toBeHidden();
    await page.keyboard.press('Space');
    await expect(score(page)).not.toHaveText('0');

    // R while playing is not a game key: nothing happens.
    await page.keyboard.press('KeyR');
    await expect(score(page)).not.toHaveText('0');
    await page.keyboard.press('Escape');
    const pause = page.getByTestId('pause-overlay');
    await expect(pause).toContainText('R restarts');
    await page.keyboard.press('KeyR');
    await expect(pause).toBeHidden();
    await expect(score(page)).toHaveText('0');
    await expect(page.locator('html')).toHaveClass(/playing/);

    await stackToGameOver(page, () => page.keyboard.press('Space'));
    await expect(page.getByTestId('game-over')).toContainText('R plays again');
    await page.keyboard.press('KeyR');
    await expect(page.getByTestId('game-over')).toBeHidden();
    await expect(score(page)).toHaveText('0');
    await expect(page.locator('html')).toHaveClass(/playing/);
    expect(errors).toEqual([]);
  });

  test('R keeps the meaning the player gave it in Settings', async ({ page }) => {
    // Hard drop on R, saved before the app reads its settings.
    await page.addInitScript(() => {
      const keys = { left: ['ArrowLeft'], right: ['ArrowRight'], softDrop: ['ArrowDown'], hardDrop: ['KeyR'], rotateCW: ['ArrowUp'], rotateCCW: ['KeyZ'], hold: ['KeyC'], pause: ['Escape'] };
      localStorage.setItem('brickworks:settings', JSON.stringify({ state: { tetris: { das: 167, arr: 33, sdf: 20, ghost: true, keys } }, version: 1 }));
    });
    await page.goto(SPRINT);
    await expect(page.getByTestId('ready-overlay')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('ready-overlay')).toBeHidden();
    await page.keyboard.press('KeyR');
    await expect(score(page)).not.toHaveText('0');
    const before = await score(page).textContent();
    await page.keyboard.press('Escape');
    await page.keyboard.press('KeyR');
    await expect(page.getByTestId('pause-overlay')).toBeVisible();
    await expect(score(page)).toHaveText(before ?? '');
  });
});
