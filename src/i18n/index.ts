/**
 * The app's one Lingui instance and its catalogs. Messages have explicit ids (no macros): a
 * `MessageId` is a key of the English catalogs, so a wrong id is a type error. Catalogs are ICU
 * MessageFormat in JSON, compiled at build time by the Lingui Vite plugin, one file per language
 * and area, each loaded lazily: the shell's before the first render, a game's with its route.
 */
import { i18n, type Messages } from '@lingui/core';
import type popstarEn from './locales/en/popstar.json';
import type plantankEn from './locales/en/plantank.json';
import type designerEn from './locales/en/designer.json';
import type shellEn from './locales/en/shell.json';
import type tetrisEn from './locales/en/tetris.json';
import { isLocale, type Locale } from './locales';

export { i18n };
export * from './locales';

export const AREAS = ['shell', 'tetris', 'popstar', 'plantank', 'designer'] as const;
export type Area = (typeof AREAS)[number];
export type MessageId = keyof typeof shellEn | keyof typeof tetrisEn | keyof typeof popstarEn | keyof typeof plantankEn | keyof typeof designerEn;
export type MessageValues = Record<string, string | number>;

const catalogs = import.meta.glob<Messages>('./locales/*/*.json', { query: '?lingui', import: 'messages' });

/** The areas the app has asked for so far: a language switch loads each of them in the new language. */
const wanted = new Set<Area>(['shell']);
const loaded = new Set<string>();
let target: Locale | null = null;

async function loadOne(locale: Locale, area: Area): Promise<void> {
  const key = `${locale}/${area}`;
  if (loaded.has(key)) return;
  const load = catalogs[`./locales/${key}.json`];
  if (!load) throw new Error(`No catalog for ${key}`);
  i18n.load(locale, await load());
  loaded.add(key);
}

/** Loads an area's words in the active (or the arriving) language; a game's route awaits it with its code. */
export async function loadArea(area: Area): Promise<void> {
  wanted.add(area);
  const locale = target ?? (isLocale(i18n.locale) ? i18n.locale : 'en');
  await loadOne(locale, area);
}

/** Switches the whole app to `locale` once every area in use has its words; `<html lang>` follows. */
export async function activateLocale(locale: Locale): Promise<void> {
  target = locale;
  await Promise.all([...wanted].map((a) => loadOne(locale, a)));
  // A later switch won the race: it activates its own language.
  if (target !== locale) return;
  target = null;
  if (i18n.locale !== locale) i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** The active language (English before any is active). */
export function currentLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : 'en';
}

/** A message in the active language, for code outside React (notices, announcements from subscriptions). */
export function t(id: MessageId, values?: MessageValues): string {
  return i18n._(id, values);
}
