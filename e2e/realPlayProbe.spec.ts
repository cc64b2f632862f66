import { expect, test } from '@playwright/test';
import { probeScript, startRecording, stopRecording, whenPlayable } from '../bench/lib/realPlayProbe';
import { scenariosNamed } from '../bench/lib/realPlayScenarios';

// The benchmark's real-play recorder (bench/lib/realPlayProbe.ts) on the page it measures.
test.describe('the real-play probe', () => {
  test.use({ viewport: { width: 1280, height: 800 }, hasTouch: true });

  test("times a tap on the win dialog's link from the press to the next level's first frame", async ({ page }) => {
    const scenario = scenariosNamed('plantank')[0]!;
    await page.addInitScript(probeScript(scenario.probe));
    await page.goto('/#/plantank/play/pt-01');
    await whenPlayable(page);
    const playStart = await startRecording(page);
    const forward = page.getByRole('button', { name: 'Forward', exact: true });
    await forward.tap();
    await expect(forward).toHaveAttribute('aria-pressed', 'true');
    for (const k of [0, 1]) {
      await page.locator(`[data-slot="0:${k}"]`).tap();
      await expect(page.locator(`[data-slot="0:${k}"]`)).toHaveAttribute('aria-label', `F1 slot ${k + 1}: forward`);
    }
    await page.getByRole('button', { name: 'Go', exact: true }).tap();
    const next = page.getByRole('dialog').getByRole('link', { name: /Next level: Sixty Degrees/ });
    await expect(next).toBeVisible();
    const pressedAt = await page.evaluate(() => performance.now());
    await next.tap();
    await expect(page.getByRole('heading', { name: /Sixty Degrees/ })).toBeVisible();
    // The press is answered by the next level's board and program arriving, in the frame after.
    await expect
      .poll(async () => (await page.evaluate(() => (window as unknown as { __realPlay: { answered: [number, number, string][] } }).__realPlay.answered)).filter(([t]) => t + playStart >= pressedAt))
      .toHaveLength(1);
    const data = await stopRecording(page);
    const [, ms, what] = data.answered.find(([t]) => t + playStart >= pressedAt)!;
    expect(what).toBe('touch');
    expect(ms).toBeGreaterThan(0);
    expect(data.unanswered).toBe(0);
  });
});
