/**
 * The languages Brickworks speaks, and which one a first visit gets. Pure (no Lingui): the settings
 * store validates and defaults its field with it.
 */
export const LOCALES = ['en', 'zh-Hans', 'pt-BR', 'vi'] as const;
export type Locale = (typeof LOCALES)[number];

/** Each language in its own name, as a picker shows it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  'zh-Hans': '简体中文',
  'pt-BR': 'Português (Brasil)',
  vi: 'Tiếng Việt',
};

/**
 * The web app manifest of a language (built by vite.config.ts, beside vite-plugin-pwa's English
 * one): the page links the active language's, so an install offers the app in it.
 */
export function manifestFile(locale: Locale): string {
  return locale === 'en' ? 'manifest.webmanifest' : `manifest-${locale}.webmanifest`;
}

export function isLocale(v: unknown): v is Locale {
  return typeof v === 'string' && (LOCALES as readonly string[]).includes(v);
}

/** The first of the browser's languages Brickworks speaks (zh-TW reads Simplified better than English). */
export function negotiateLocale(languages: readonly string[] | undefined): Locale {
  for (const tag of languages ?? []) {
    const t = tag.toLowerCase();
    if (t === 'zh' || t.startsWith('zh-')) return 'zh-Hans';
    if (t === 'pt' || t.startsWith('pt-')) return 'pt-BR';
    if (t === 'vi' || t.startsWith('vi-')) return 'vi';
    if (t === 'en' || t.startsWith('en-')) return 'en';
  }
  return 'en';
}

/** The browser's languages in order (tests and non-browser runs: English). */
export function browserLocale(): Locale {
  if (typeof navigator === 'undefined') return 'en';
  return negotiateLocale(navigator.languages?.length ? navigator.languages : [navigator.language]);
}
