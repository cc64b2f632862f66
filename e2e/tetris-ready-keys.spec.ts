import { expect, test, type Page } from '@playwright/test';
import { newGame } from '../src/logic/tetris/index.ts';

/**
 * The ready panel says "Press Enter", and any game key starts the game too: both must work from the
 * moment that panel is on screen. The page presses the key from a MutationObserver, in the same task
 * that put the panel in the document, before any later task (where React runs passive effects) could
 * attach a listener.
 */
async function pressWhenReadyPanelAppears(page: Page, code: string, key: string) {
  await page.addInitScript(
    ([code, key]) => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector('[data-testid="ready-overlay"]')) return;
        observer.disconnect();
        const init = { key, code, bubbles: true, cancelable: true };
        document.body.dispatchEvent(new KeyboardEvent('keydown', init));
        document.body.dispatchEvent(new KeyboardEvent('keyup', init));
      });
      observer.observe(document, { childList: true, subtree: true });
    },
    [code, key],
  );
}

test('Enter pressed the instant the ready panel appears starts the game', async ({ page }) => {
  await pressWhenReadyPanelAppears(page, 'Enter', 'Enter');
  await page.goto('/#/tetris/play/marathon/1/seed/11');
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect(page.getByTestId('ready-overlay')).toBeHidden();
});

test('a game key pressed the instant the ready panel appears starts the game', async ({ page }) => {
  await pressWhenReadyPanelAppears(page, 'ArrowLeft', 'ArrowLeft');
  await page.goto('/#/tetris/play/marathon/1/seed/11');
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect(page.getByTestId('ready-overlay')).toBeHidden();
  // The key only started the game: the first piece is where it entered.
  const { active } = newGame({ seed: 11 });
  await expect(page.locator('[data-bench=board]')).toHaveAttribute('data-active', `${active!.type} ${active!.rotation} ${active!.x}`);
});
