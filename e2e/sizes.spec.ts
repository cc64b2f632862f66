import { expect, test } from '@playwright/test';
import { auditLayout } from './layoutAudit';
import { ROUTES, screenshot, settleAnimations } from './helpers';

/** Phones both ways, small phones, tablets both ways, short laptops and a large desktop. */
const SIZES = [
  { width: 320, height: 568, touch: true },
  { width: 360, height: 640, touch: true },
  { width: 390, height: 844, touch: true },
  { width: 844, height: 390, touch: true },
  { width: 640, height: 360, touch: true },
  { width: 568, height: 320, touch: true },
  { width: 768, height: 1024, touch: true },
  { width: 1024, height: 768, touch: true },
  { width: 1280, height: 600, touch: false },
  { width: 1366, height: 768, touch: false },
  { width: 1920, height: 1080, touch: false },
];

const SCREENS = [
  ...ROUTES,
  { hash: '#/tetris/play/sprint', heading: /Tetris Sprint/ },
  { hash: '#/plantank/play/pt-05', heading: /Plan Tank/ },
  { hash: '#/plantank/design', heading: /Level designer/ },
  { hash: '#/nowhere', heading: /Page not found/ },
];

for (const size of SIZES) {
  test.describe(`${size.width}x${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height }, hasTouch: size.touch, isMobile: false });

    test('every screen fits: nothing cut off, covered, out of reach or too small to tap', async ({ page }) => {
      const problems: string[] = [];
      for (const screen of SCREENS) {
        await page.goto(`/${screen.hash}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(screen.heading);
        await settleAnimations(page);
        await screenshot(page, `size-${size.width}x${size.height}-${screen.hash.replace(/[#/]+/g, '-').replace(/^-|-$/g, '') || 'home'}`);
        const found = await auditLayout(page, { minTarget: size.touch ? 44 : 24 });
        problems.push(...found.map((p) => `${screen.hash}: ${p}`));
      }
      expect(problems).toEqual([]);
    });
  });
}
