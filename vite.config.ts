import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { compileHints } from './scripts/compileHints.ts';
import { colorsInline } from './scripts/inlineColors.ts';
import { colorVariables } from './tailwind.config.js';
import { bootShell } from './scripts/bootShell.ts';
import { routePreload } from './scripts/routePreload.ts';
import { LOCALES, manifestFile, type Locale } from './src/i18n/locales.ts';

/** The headers public/_headers gives every path; `vite preview` (npm start, the e2e tests) sends them too. */
function siteHeaders(): Record<string, string> {
  const text = readFileSync(new URL('./public/_headers', import.meta.url), 'utf8');
  const lines = text.split('\n').filter((line) => /^\s+[\w-]+:/.test(line));
  return Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).trim(), line.slice(line.indexOf(':') + 1).trim()]));
}

/** The app's description in a language: the shell catalog's, the one the page shows too. */
function appDescription(locale: Locale): string {
  const catalog = JSON.parse(readFileSync(new URL(`./src/i18n/locales/${locale}/shell.json`, import.meta.url), 'utf8')) as Record<string, string>;
  return catalog['app.description']!;
}

/** The web app manifest in a language. The name is the brand's in every language. */
function manifestIn(locale: Locale): Partial<ManifestOptions> {
  return {
    // One app whichever language's manifest installed it.
    id: './',
    name: 'Brickworks',
    short_name: 'Brickworks',
    description: appDescription(locale),
    lang: locale,
    theme_color: '#12152e',
    background_color: '#0b0d1f',
    display: 'standalone',
    start_url: './',
    scope: './',
    icons: [
      { src: 'icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/**
 * The other languages' manifests beside vite-plugin-pwa's English one (which it links from the
 * page); the app points the link at the active language's (src/i18n/index.ts).
 */
function localeManifests(): Plugin {
  return {
    name: 'brickworks:locale-manifests',
    apply: 'build',
    generateBundle() {
      for (const locale of LOCALES) {
        if (locale === 'en') continue;
        this.emitFile({ type: 'asset', fileName: manifestFile(locale), source: `${JSON.stringify(manifestIn(locale))}\n` });
      }
    },
  };
}

export default defineConfig({
  // Relative base + hash routes: the built dist/ works from any static host and any sub-path.
  base: './',
  plugins: [
    react(),
    // Compiles the catalogs (`src/i18n/locales/<locale>/<area>.json?lingui`, lingui.config.ts) at build time.
    lingui(),
    tailwindcss(),
    // Each language's web app manifest beside the English one, for an install in that language.
    localeManifests(),
    // The app's mark in index.html, painted before any script runs (scripts/bootShell.ts).
    bootShell(),
    // A deep link to a game or Settings fetches its chunk alongside the shell's (scripts/routePreload.ts).
    routePreload({
      tetris: 'src/components/tetris/TetrisRoutes.tsx',
      popstar: 'src/components/popstar/PopstarRoutes.tsx',
      plantank: 'src/components/plantank/PlantankRoutes.tsx',
      settings: 'src/components/settings/SettingsScreen.tsx',
    }),
    // Every chunk's functions compiled as it loads, not at a player's first input (scripts/compileHints.ts).
    compileHints(),
    // The theme's colours written where the stylesheets read them: a restyle resolves no variable for them.
    colorsInline(colorVariables),
    VitePWA({
      // Updates are offered by a prompt (UpdatePrompt.tsx), never applied mid-game by a reload.
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon-32.png', 'robots.txt', 'apple-touch-icon.png'],
      manifest: manifestIn('en'),
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,txt}'],
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  build: {
    target: 'es2022',
    // PopStar's suits (4.2 KB) ride in its CSS: a request of their own would show the first bricks
    // without them (popstarSuits.css). Other assets: Vite's own limit (4 KB).
    assetsInlineLimit: (file) => (file.endsWith('/popstar/suits.png') ? true : undefined),
  },
  worker: { format: 'es' },
  preview: { headers: siteHeaders() },
});
