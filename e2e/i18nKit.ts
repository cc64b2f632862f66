import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type BrowserContext, type Page } from '@playwright/test';

/** Each language, and the browser language a first visit with it sends (Accept-Language, navigator.languages). */
export const LANGUAGES = [
  { locale: 'en', browser: 'en-US' },
  { locale: 'zh-Hans', browser: 'zh-CN' },
  { locale: 'pt-BR', browser: 'pt-BR' },
  { locale: 'vi', browser: 'vi-VN' },
] as const;
export type Locale = (typeof LANGUAGES)[number]['locale'];

/** An area's messages with those of its parts loaded on demand (`plantank` takes in `plantank-win.json`...). */
export function catalog(locale: Locale, area: string): Record<string, string> {
  const dir = resolve(`src/i18n/locales/${locale}`);
  const files = readdirSync(dir).filter((name) => name === `${area}.json` || name.startsWith(`${area}-`));
  return Object.assign({}, ...files.map((name) => JSON.parse(readFileSync(resolve(dir, name), 'utf8')) as Record<string, string>)) as Record<string, string>;
}

/** A message with its {placeholders} filled in (or left as written when no value is given). */
export const words = (locale: Locale, area: string, id: string, values: Record<string, string | number> = {}) =>
  catalog(locale, area)[id]!.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));

/**
 * Controls wider than the box they sit in (a longer word pushes a button out of its card, panel or
 * dialog): `controls` and `boxes` are selectors; elements inside `hidden` are not looked at.
 */
export async function spills(page: Page, where: { controls: string; boxes: string; hidden?: string }): Promise<string[]> {
  return page.evaluate(({ controls, boxes, hidden }) =>
    Array.from(document.querySelectorAll<HTMLElement>(controls))
      .filter((el) => el.getClientRects().length > 0 && !el.closest(hidden))
      .flatMap((el) => {
        const box = el.closest(boxes);
        if (!box || box === el) return [];
        const a = el.getBoundingClientRect();
        const b = box.getBoundingClientRect();
        const name = (el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 30);
        const where = `${box.tagName.toLowerCase()}${typeof box.className === 'string' && box.className ? `.${box.className.split(' ')[0]}` : ''}`;
        return a.left < b.left - 1 || a.right > b.right + 1 ? [`"${name}" spills out of its ${where} (${Math.round(a.left)}-${Math.round(a.right)} in ${Math.round(b.left)}-${Math.round(b.right)})`] : [];
      }),
  { hidden: '[aria-hidden="true"]', ...where });
}

/** Picks a language in Settings in another tab of the same browser: the game's tab follows it live. */
export async function switchLanguageFromAnotherTab(context: BrowserContext, locale: Locale): Promise<void> {
  const other = await context.newPage();
  await other.goto('/#/settings');
  await other.getByRole('combobox').first().selectOption(locale);
  await expect(other.locator('html')).toHaveAttribute('lang', locale);
  await other.close();
}
