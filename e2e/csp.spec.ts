import { expect, test } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import { OUT_DIR } from '../playwright.config';

test('the built site has a strict CSP, no inline script, and no CSP violations', async ({ page }) => {
  const html = readFileSync(`${OUT_DIR}/index.html`, 'utf8');
  expect(html).toMatch(/http-equiv="Content-Security-Policy"/);
  expect(html).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
  // Every script tag has a src: no inline code.
  const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)];
  for (const s of scripts) expect(s[0]).toMatch(/\ssrc=/);
  expect(readdirSync(OUT_DIR)).toEqual(expect.arrayContaining(['sw.js', 'manifest.webmanifest', 'robots.txt', 'favicon.svg', 'icon-192.png', 'icon-512.png']));

  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/.test(m.text())) violations.push(m.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`Refused to (CSP) ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  for (const hash of ['#/', '#/settings', '#/tetris', '#/popstar', '#/plantank', '#/plantank/levels']) {
    await page.goto(`/${hash}`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  expect(violations).toEqual([]);
});
