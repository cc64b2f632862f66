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
  expect(readdirSync(OUT_DIR)).toEqual(expect.arrayContaining(['sw.js', 'manifest.webmanifest', 'robots.txt', 'favicon-32.png', 'icon-192.png', 'icon-512.png']));

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

test('the site is served with the headers a meta tag cannot carry, and no other site can frame it', async ({ page, baseURL }) => {
  const response = await page.goto('/');
  const headers = response!.headers();
  expect(headers['content-security-policy']).toBe("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(readFileSync(`${OUT_DIR}/_headers`, 'utf8')).toMatch(/frame-ancestors 'none'/);

  // Another origin (localhost is not 127.0.0.1) tries to show the arcade in a frame.
  const refused: string[] = [];
  page.on('console', (m) => {
    if (/frame-ancestors/.test(m.text())) refused.push(m.text());
  });
  const other = baseURL!.replace('127.0.0.1', 'localhost');
  await page.goto(`${other}/robots.txt`);
  await page.setContent(`<iframe src="${baseURL}/#/" title="framed"></iframe>`);
  await expect.poll(() => refused.length).toBeGreaterThan(0);
  await expect(page.frameLocator('iframe').getByRole('heading', { name: /Brickworks/ })).toHaveCount(0);
});
