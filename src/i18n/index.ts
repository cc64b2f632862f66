/**
 * The app's one Lingui instance and its catalogs. Messages have explicit ids (no macros): a
 * `MessageId` is a key of the English catalogs, so a wrong id is a type error. Catalogs are ICU
 * MessageFormat in JSON, compiled at build time by the Lingui Vite plugin, one file per language
 * and area, each loaded lazily: the shell's before the first render, a game's with its route, and
 * the parts of a screen that are not shown at first (a dialog, a help panel) when they are about to be.
 */
import { i18n, type Messages } from '@lingui/core';
import { isLocale, manifestFile, type Locale } from './locales';

export { i18n };
export * from './locales';

/** Each area's English catalog: its keys are the area's message ids. */
interface Catalogs {
  shell: typeof import('./locales/en/shell.json');
  tetris: typeof import('./locales/en/tetris.json');
  popstar: typeof import('./locales/en/popstar.json');
  /** What a Plan Tank level shows when it opens: the board, the program, the palette, a run. */
  plantank: typeof import('./locales/en/plantank.json');
  /** Plan Tank's hint answers and its "Show a solution" confirm: loaded when a hint is asked for. */
  'plantank-hint': typeof import('./locales/en/plantank-hint.json');
  /** The win dialog: loaded when a run starts. */
  'plantank-win': typeof import('./locales/en/plantank-win.json');
  /** The keyboard help's body: loaded when the folded help is about to open. */
  'plantank-keys': typeof import('./locales/en/plantank-keys.json');
  /** The levels screen. */
  'plantank-levels': typeof import('./locales/en/plantank-levels.json');
  /** A level not found, a broken share link, a saved program that does not read. */
  'plantank-errors': typeof import('./locales/en/plantank-errors.json');
  /** The campaign's level titles and descriptions, a chapter each: a level opens with its own chapter's. */
  'plantank-chapter-driving': typeof import('./locales/en/plantank-chapter-driving.json');
  'plantank-chapter-loops': typeof import('./locales/en/plantank-chapter-loops.json');
  'plantank-chapter-functions': typeof import('./locales/en/plantank-chapter-functions.json');
  'plantank-chapter-colours': typeof import('./locales/en/plantank-chapter-colours.json');
  'plantank-chapter-memory': typeof import('./locales/en/plantank-chapter-memory.json');
  'plantank-chapter-puzzles': typeof import('./locales/en/plantank-chapter-puzzles.json');
  designer: typeof import('./locales/en/designer.json');
}

export type Area = keyof Catalogs;
export const AREAS = [
  'shell',
  'tetris',
  'popstar',
  'plantank',
  'plantank-hint',
  'plantank-win',
  'plantank-keys',
  'plantank-levels',
  'plantank-errors',
  'plantank-chapter-driving',
  'plantank-chapter-loops',
  'plantank-chapter-functions',
  'plantank-chapter-colours',
  'plantank-chapter-memory',
  'plantank-chapter-puzzles',
  'designer',
] as const satisfies readonly Area[];
export type MessageId = { [A in Area]: Exclude<keyof Catalogs[A], 'default'> & string }[Area];
export type MessageValues = Record<string, string | number>;

type Loaders = Record<string, () => Promise<Messages>>;
// Plan Tank's parts are left to Plan Tank's code (plantankAreas.ts): their loaders, one for each
// language and part, would weigh on the home page.
const catalogs: Loaders = import.meta.glob<Messages>(['./locales/*/*.json', '!./locales/*/plantank-*.json'], { query: '?lingui', import: 'messages' });

/** Loaders of more areas, given by the code that uses them (keyed `./locales/<locale>/<area>.json`). */
export function addCatalogs(more: Loaders): void {
  Object.assign(catalogs, more);
}

/** Whether an area can be loaded in a language (its code has given its loader). */
export function canLoad(locale: Locale, area: Area): boolean {
  return `./locales/${locale}/${area}.json` in catalogs;
}

/** The areas the app has asked for so far: a language switch loads each of them in the new language. */
const wanted = new Set<Area>(['shell']);
const loaded = new Set<string>();
/** Loads under way, one promise each (React's `use` needs the same promise at each render). */
const loading = new Map<string, Promise<void>>();
let target: Locale | null = null;

function loadOne(locale: Locale, area: Area): Promise<void> {
  const key = `${locale}/${area}`;
  if (loaded.has(key)) return Promise.resolve();
  let promise = loading.get(key);
  if (!promise) {
    const load = catalogs[`./locales/${key}.json`];
    if (!load) return Promise.reject(new Error(`No catalog for ${key}`));
    promise = load().then(
      (messages) => {
        i18n.load(locale, messages);
        loaded.add(key);
        loading.delete(key);
      },
      (error: unknown) => {
        // A failed download (offline without the service worker's copy) may be tried again.
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, promise);
  }
  return promise;
}

/** Loads an area's words in the active (or the arriving) language; a game's route awaits it with its code. */
export function loadArea(area: Area): Promise<void> {
  wanted.add(area);
  return loadOne(target ?? currentLocale(), area);
}

/** Whether an area's words are there in the language on screen (what a component renders in). */
export function hasArea(area: Area): boolean {
  return loaded.has(`${currentLocale()}/${area}`);
}

/**
 * The words of an area in the language on screen, for a component that is about to show them
 * (React's `use` suspends on it). Loads it in the arriving language too during a switch.
 */
export function areaOnScreen(area: Area): Promise<void> {
  wanted.add(area);
  if (target && target !== currentLocale()) void loadOne(target, area).catch(() => undefined);
  return loadOne(currentLocale(), area);
}

/**
 * Catalogs already at hand (the unit tests' English, all of it): known as loaded and as in use, so
 * a switch of language loads them too.
 */
export function provideCatalogs(locale: Locale, byArea: Partial<Record<Area, Messages>>): void {
  for (const [area, messages] of Object.entries(byArea) as [Area, Messages][]) {
    i18n.load(locale, messages);
    loaded.add(`${locale}/${area}`);
    wanted.add(area);
  }
}

/** Switches the whole app to `locale` once every area in use has its words; `<html lang>` follows. */
export async function activateLocale(locale: Locale): Promise<void> {
  target = locale;
  // An area asked for while the others load is waited for too. Only areas whose code has given
  // their loaders: the unit tests provide every English area, Plan Tank's parts included.
  const inUse = () => [...wanted].filter((a) => canLoad(locale, a) && !loaded.has(`${locale}/${a}`));
  for (let missing = inUse(); missing.length > 0; missing = inUse()) {
    await Promise.all(missing.map((a) => loadOne(locale, a)));
    // A later switch won the race: it activates its own language.
    if (target !== locale) return;
  }
  target = null;
  if (i18n.locale !== locale) i18n.activate(locale);
  if (typeof document !== 'undefined') showLanguage(locale);
}

/**
 * The page around the app in its language: `<html lang>`, the description (index.html's is
 * English, for a first paint and for crawlers) and the manifest an install reads.
 */
function showLanguage(locale: Locale): void {
  document.documentElement.lang = locale;
  document.querySelector('meta[name="description"]')?.setAttribute('content', t('app.description'));
  // Only where the build linked one (not the dev server): its language's, beside it.
  const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  const href = manifest?.getAttribute('href');
  if (manifest && href) manifest.setAttribute('href', href.replace(/manifest(-[\w-]+)?\.webmanifest$/, manifestFile(locale)));
}

/** The active language (English before any is active). */
export function currentLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : 'en';
}

/**
 * Messages made in the active language, by id and values. Lingui formats a message again on each
 * call (a plural builds its cache keys and a RegExp every time), and a screen's render asks for the
 * same ones on every change: a render reads them from here. Emptied when a language is activated
 * or a catalog loads (Lingui's change event).
 */
const formatted = new Map<string, string>();
const FORMATTED_MAX = 2000;
i18n.on('change', () => formatted.clear());

/** `i18n._(id, values)`, remembered until the language or its catalogs change. */
export function translate(id: MessageId, values?: MessageValues): string {
  const key = values === undefined ? id : `${id}\u0000${JSON.stringify(values)}`;
  let text = formatted.get(key);
  if (text === undefined) {
    text = i18n._(id, values);
    if (formatted.size >= FORMATTED_MAX) formatted.clear();
    formatted.set(key, text);
  }
  return text;
}

/** A message in the active language, for code outside React (notices, announcements from subscriptions). */
export function t(id: MessageId, values?: MessageValues): string {
  return translate(id, values);
}
