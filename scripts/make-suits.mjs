// Draws PopStar's suits (src/components/popstar/suits.svg) into src/components/popstar/suits.png, which
// the bricks show (popstarSuits.css). A bitmap, not the SVG itself: the browser records an SVG image's
// whole document again for every element it paints, so 100 bricks with an SVG suit cost a fresh load
// of the play screen ~40 ms more paint than with this PNG, unthrottled (docs/performance-log.md).
// Chromium draws the SVG (CHROMIUM_PATH, default /usr/bin/chromium, as the tests); the PNG is a palette of the two colours'
// alpha levels, a quarter of the bytes of RGBA. Run: node scripts/make-suits.mjs (output committed).
/* global Image, document -- the drawing runs in the page (page.evaluate) */
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chunk, pngFile } from './pngFile.mjs';

const CELL = 96; // px a suit, ~0.59 of a brick: sharp for bricks up to ~54 CSS px at 3x (a phone's are ~37), ~80 at 2x
const svg = readFileSync(new URL('../src/components/popstar/suits.svg', import.meta.url), 'utf8');
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const rgba = await (await browser.newPage()).evaluate(async ({ svg, cell }) => {
  const img = new Image();
  img.src = `data:image/svg+xml,${encodeURIComponent(svg)}`;
  await img.decode();
  const canvas = Object.assign(document.createElement('canvas'), { width: cell * 5, height: cell });
  const g = canvas.getContext('2d');
  g.drawImage(img, 0, 0, canvas.width, canvas.height);
  return [...g.getImageData(0, 0, canvas.width, canvas.height).data];
}, { svg, cell: CELL });
await browser.close();

// Palette: 0 transparent, then each colour's alpha levels in steps of 2 (its own cell's colour: the
// 4th suit is amber, the rest white).
const WHITE = [255, 255, 255];
const AMBER = [0x6e, 0x46, 0x00];
const palette = [[0, 0, 0, 0]];
const index = new Map();
const entry = (rgb, alpha) => {
  const a = Math.min(255, Math.max(2, Math.round(alpha / 2) * 2));
  const key = `${rgb.join()},${a}`;
  if (!index.has(key)) {
    index.set(key, palette.length);
    palette.push([...rgb, a]);
  }
  return index.get(key);
};
const width = CELL * 5;
const raw = Buffer.alloc(CELL * (width + 1));
for (let y = 0; y < CELL; y++) {
  for (let x = 0; x < width; x++) {
    const alpha = rgba[(y * width + x) * 4 + 3];
    raw[y * (width + 1) + 1 + x] = alpha < 1 ? 0 : entry(Math.floor(x / CELL) === 3 ? AMBER : WHITE, alpha);
  }
}
if (palette.length > 256) throw new Error(`${palette.length} colours: too many for a palette`);
const file = pngFile(width, CELL, 3, raw, [
  chunk('PLTE', Buffer.from(palette.flatMap(([r, g, b]) => [r, g, b]))),
  chunk('tRNS', Buffer.from(palette.map(([, , , a]) => a))),
]);
writeFileSync(new URL('../src/components/popstar/suits.png', import.meta.url), file);
console.log(`suits.png: ${width}x${CELL}, ${palette.length} colours, ${file.length} bytes`);
