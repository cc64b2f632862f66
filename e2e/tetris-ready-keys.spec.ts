import { expect, test } from '@playwright/test';

/**
 * The ready panel says "Press Enter": Enter must work from the moment that panel is on screen. The
 * page presses Enter from a MutationObserver, in the same task that put the panel in the document,
 * before any later task (where React runs passive effects) could attach a listener.
 */
test('Enter pressed the instant the ready panel appears starts the game', async ({ page }) => {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('[data-testid="ready-overlay"]')) return;
      observer.disconnect();
      const init = { key: 'Enter', code: 'Enter', bubbles: true, cancelable: true };
      document.body.dispatchEvent(new KeyboardEvent('keydown', init));
      document.body.dispatchEvent(new KeyboardEvent('keyup', init));
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  await page.goto('/#/tetris/play/marathon/1/seed/11');
  await expect(page.getByTestId('ready-overlay')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
});
