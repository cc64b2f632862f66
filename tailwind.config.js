import plugin from 'tailwindcss/plugin';

/**
 * Brickworks design tokens (see ../shared/DESIGN.md). One source of truth: the same object becomes
 * Tailwind utilities (bg-piece-t, text-accent, ...) and CSS custom properties (--color-piece-t, ...)
 * for the hand-written brick CSS in src/index.css.
 */
const colors = {
  ink: {
    950: '#0b0d1f',
    900: '#12152e',
    850: '#171b3a',
    800: '#1d2247',
    700: '#2a3163',
    600: '#3b4483',
    500: '#5560a8',
    400: '#8b93d1',
    300: '#b8bde6',
    200: '#dcdff5',
    100: '#f1f2fc',
  },
  accent: { 500: '#ffb020', 400: '#ffc44d', 300: '#ffd98a' },
  danger: { 500: '#ff5470' },
  success: { 500: '#3ddc97' },
  // Tetris Guideline piece colours.
  piece: {
    i: '#2fd3f0',
    o: '#f7d038',
    t: '#a95ce6',
    s: '#4fd65a',
    z: '#f0484e',
    j: '#3d6cf0',
    l: '#f58f2a',
    garbage: '#7c84a8',
  },
  // PopStar's five colours (each also carries a shape on the board).
  star: {
    r: '#f0465a',
    g: '#3fcf6b',
    b: '#3d8bf2',
    y: '#f5c632',
    p: '#b45cf0',
  },
  // Plan Tank tile colours.
  tile: { r: '#c7404f', g: '#35a35a', b: '#3b6fd0' },
};

function toVars(prefix, value) {
  if (typeof value === 'string') return { [prefix]: value };
  return Object.entries(value).reduce((acc, [k, v]) => ({ ...acc, ...toVars(`${prefix}-${k}`, v) }), {});
}

/** The colours as CSS custom properties (--color-ink-900: #12152e), set on :root below. */
export const colorVariables = toVars('--color', colors);

/** @type {import('tailwindcss').Config} */
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors,
      fontFamily: {
        display: ['"Trebuchet MS"', 'ui-rounded', 'system-ui', 'sans-serif'],
      },
      borderRadius: { brick: '0.2rem' },
    },
  },
  plugins: [
    plugin(({ addBase }) => {
      addBase({ ':root': colorVariables });
    }),
  ],
};
