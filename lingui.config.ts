import { formatter } from '@lingui/format-json';
import { defineConfig } from '@lingui/conf';

/**
 * Catalogs: ICU MessageFormat in JSON, one file per language and area (src/i18n/locales/<locale>/<area>.json),
 * compiled at build time by the Lingui Vite plugin (`?lingui` imports). Ids are explicit: no macros, no extraction.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'zh-Hans', 'pt-BR', 'vi'],
  fallbackLocales: { default: 'en' },
  format: formatter({ style: 'minimal' }),
  catalogs: ['shell', 'tetris', 'popstar', 'plantank', 'designer'].map((area) => ({
    path: `<rootDir>/src/i18n/locales/{locale}/${area}`,
    include: [],
  })),
});
