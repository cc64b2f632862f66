import { expect, test } from '@playwright/test';
import { nextFrames } from './helpers';

// What a Layout event of a Chromium trace tells: where the layout started (its roots).
interface TraceEvent {
  name: string;
  ph: string;
  args?: { endData?: { layoutRoots?: { nodeName: string }[] } };
}

/**
 * A lock changes the previews, the score and the board. Each of those sits inside the play layout,
 * a relayout boundary: a lock must lay out that box, not the whole page from the document down
 * (a page-wide layout of the play screen costs tens of milliseconds on a phone).
 */
for (const [name, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]] as const) {
  test.describe(name, () => {
    test.use({ viewport });
    test('a piece lock or a hold lays out the play area, never the whole page', async ({ page, browser }) => {
      await page.goto('/#/tetris/play/marathon/1/seed/11');
      // Started by its button: this test is about layout, not how a game starts (tetris-ready-keys.spec.ts covers keys).
      await page.getByTestId('ready-overlay').getByRole('button', { name: 'Start' }).click();
      await expect(page.getByTestId('ready-overlay')).toBeHidden();
      const score = page.getByTestId('t-score');
      const board = page.locator('[data-active]').first();
      // The first piece is in play before the trace starts.
      await expect(board).not.toHaveAttribute('data-active', '');

      await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
      for (let i = 0; i < 5; i++) {
        const before = await score.textContent();
        // A hold too: the hold box fills, then swaps.
        if (i === 1 || i === 3) {
          const active = await board.getAttribute('data-active');
          await page.keyboard.press('KeyC');
          await expect(board).not.toHaveAttribute('data-active', active ?? '');
        }
        await page.keyboard.press(i % 2 ? 'ArrowLeft' : 'ArrowRight');
        await page.keyboard.press('Space');
        await expect(score).not.toHaveText(before ?? '');
      }
      // Two frames after the last lock, so its layout is in the trace.
      await nextFrames(page);
      const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };

      const layouts = trace.traceEvents.filter((e) => e.name === 'Layout' && e.args?.endData?.layoutRoots);
      const roots = layouts.flatMap((e) => e.args!.endData!.layoutRoots!.map((r) => r.nodeName));
      expect(layouts.length, 'the locks were laid out while traced').toBeGreaterThan(0);
      expect(roots.filter((r) => r === '#document'), `layout roots: ${roots.join(', ')}`).toEqual([]);
    });
  });
}

// What a layout invalidation of a Chromium trace tells: the box and why it must be laid out again.
interface InvalidationEvent {
  name: string;
  args?: { data?: { nodeName?: string; reason?: string } };
}

/**
 * Starting, pausing and resuming put a panel over the play area and take it away, and show the
 * header's pause button. Neither may lay the board out again: a box added to or removed from the
 * stage or the header made Chromium restyle every row of the board in the first frame of play
 * (tens of milliseconds on a phone, a dropped frame as the game starts).
 */
for (const [name, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]] as const) {
  test.describe(name, () => {
    test.use({ viewport });
    test('starting, pausing and resuming never restyle the board', async ({ page, browser }) => {
      await page.goto('/#/tetris/play/marathon/1/seed/11');
      await expect(page.getByTestId('ready-overlay')).toBeVisible();
      const rows = await page.locator('.t-row').count();
      expect(rows, 'the board is drawn in rows').toBeGreaterThan(0);
      // The pause button waits in the header, hidden: no one can see, reach or press it before the game.
      await expect(page.getByRole('button', { name: 'Pause' })).toHaveCount(0);
      const header = page.locator('header');
      const shownIcons = () => header.locator('svg path').evaluateAll((paths) => paths.filter((p) => getComputedStyle(p).visibility !== 'hidden').length);
      // The back link's arrow is text: no icon is drawn in the header before the game.
      expect(await shownIcons()).toBe(0);

      await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline.invalidationTracking'] });
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('ready-overlay')).toBeHidden();
      await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
      expect(await shownIcons(), 'the pause icon alone').toBe(1);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('pause-overlay')).toBeVisible();
      expect(await shownIcons(), 'the resume icon alone').toBe(1);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('pause-overlay')).toBeHidden();
      await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
      await nextFrames(page);
      const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: InvalidationEvent[] };

      const invalidations = trace.traceEvents.filter((e) => e.name === 'LayoutInvalidationTracking').map((e) => e.args?.data ?? {});
      expect(invalidations.length, 'the panels were traced coming and going').toBeGreaterThan(0);
      const boardRows = invalidations.filter((d) => d.nodeName?.startsWith("DIV class='t-row"));
      expect(boardRows.map((d) => `${d.nodeName} <${d.reason}>`)).toEqual([]);
    });
  });
}
