import type { Config } from 'tailwindcss';

/** The colours as CSS custom properties (--color-ink-900: #12152e), as tailwind.config.js sets them on :root. */
export const colorVariables: Record<string, string>;

declare const config: Config;
export default config;
