/**
 * The app's mark (the icon's T of bricks and its star), shown while the page's code loads. The
 * same drawing is written into index.html (scripts/bootShell.ts), so the page paints it before
 * any script has run, and drawn by the app's loading fallback (BootMark.tsx), which takes its
 * place without a change on screen.
 */

const SIDE = 21.6;
const BEVEL = 2.6;
/** Top-left corners of the T's four bricks, in a 100 x 100 box (scripts/make-icons.mjs's layout). */
const BRICKS: readonly (readonly [number, number])[] = [
  [15.2, 53.2],
  [39.2, 53.2],
  [63.2, 53.2],
  [39.2, 29.2],
];
const INNER = SIDE - 2 * BEVEL;
const each = (draw: (x: number, y: number) => string) => BRICKS.map(([x, y]) => draw(x, y)).join('');
const n = (v: number) => String(Math.round(v * 10) / 10);

export const BOOT_MARK_VIEW_BOX = '0 0 100 100';

/** Faces, lit edges (top and left), shaded edges, the star: coloured by index.css from the theme. */
export const BOOT_MARK_PATHS: readonly { d: string; part: string }[] = [
  { d: each((x, y) => `M${n(x)} ${n(y)}h${SIDE}v${SIDE}h-${SIDE}Z`), part: 'boot-face' },
  { d: each((x, y) => `M${n(x)} ${n(y)}h${SIDE}l-${BEVEL} ${BEVEL}h-${n(INNER)}v${n(INNER)}l-${BEVEL} ${BEVEL}Z`), part: 'boot-lit' },
  { d: each((x, y) => `M${n(x + SIDE)} ${n(y + SIDE)}h-${SIDE}l${BEVEL} -${BEVEL}h${n(INNER)}v-${n(INNER)}l${BEVEL} -${BEVEL}Z`), part: 'boot-shade' },
  { d: 'M74 6L77.5 15.1L87.3 15.7L79.7 21.9L82.2 31.3L74 26L65.8 31.3L68.3 21.9L60.7 15.7L70.5 15.1Z', part: 'boot-star' },
];

/** The mark as index.html holds it: the same elements and attributes BootMark renders. */
export function bootMarkMarkup(): string {
  const paths = BOOT_MARK_PATHS.map((p) => `<path d="${p.d}" class="${p.part}"></path>`).join('');
  return `<svg viewBox="${BOOT_MARK_VIEW_BOX}" aria-hidden="true" class="boot-mark">${paths}</svg>`;
}
