import { formatter } from '@lingui/format-json';
import { defineConfig } from '@lingui/conf';
import { readdirSync } from 'node:fs';

/**
 * Catalogs: ICU MessageFormat in JSON, one file per language and area (src/i18n/locales/<locale>/<area>.json),
 * compiled at build time by the Lingui Vite plugin (`?lingui` imports). Ids are explicit: no macros, no extraction.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'zh-Hans', 'pt-BR', 'vi'],
  fallbackLocales: { default: 'en' },
  format: formatter({ style: 'minimal' }),
  // Every area English has (src/i18n/index.ts lists them for the app; catalogs.test.ts checks the two agree).
  catalogs: readdirSync(new URL('./src/i18n/locales/en/', import.meta.url))
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .map((area) => ({ path: `<rootDir>/src/i18n/locales/{locale}/${area}`, include: [] })),
});
