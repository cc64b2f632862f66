import { expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';

/** Every route of the shell (hash routes). */
export const ROUTES = [
  { hash: '#/', heading: /Brickworks/ },
  { hash: '#/settings', heading: /Settings/ },
  { hash: '#/tetris', heading: /^Tetris( Marathon)?$/ },
  { hash: '#/tetris/levels', heading: /Tetris modes/ },
  { hash: '#/popstar', heading: /^PopStar$/ },
  { hash: '#/popstar/levels', heading: /PopStar levels/ },
  { hash: '#/plantank', heading: /^Plan Tank$/ },
  { hash: '#/plantank/levels', heading: /Plan Tank levels/ },
];

/**
 * Collects console errors and page errors for the whole test, and Lingui's warning for a message
 * looked up before its words were loaded (the player would read its id; each costs a console call).
 */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || (m.type() === 'warning' && m.text().startsWith('Uncompiled message detected'))) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** Press Tab until the focused element has this accessible name (keyboard-only navigation). */
export async function tabTo(page: Page, name: string | RegExp, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const label = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el ? (el.getAttribute('aria-label') ?? el.textContent ?? '').trim() : '';
    });
    if (typeof name === 'string' ? label === name : name.test(label)) return;
  }
  throw new Error(`could not reach "${String(name)}" with Tab`);
}

/** Waits for two frames: whatever the page drew a frame after a change (the next queue, a HUD) is drawn. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** Waits until every finite CSS animation and transition on the page has finished, and none has
 * started in the two frames after (a fade-in caught half-way would read as low contrast; a card
 * scaling in, as a control too small). */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const running = () => document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
    const twoFrames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    for (let round = 0; round < 20; round++) {
      const now = running();
      if (now.length === 0) {
        await twoFrames();
        if (running().length === 0) return;
      } else {
        await Promise.all(now.map((a) => a.finished.catch(() => undefined)));
      }
    }
  });
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary).toEqual([]);
}

export const SHOTS = 'reports/screenshots';
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}
