// Draws the app icons (a T piece of bevelled bricks and a star) as PNGs with no image library:
// a tiny PNG encoder over node:zlib. Run: node scripts/make-icons.mjs (output committed in public/).
import { writeFileSync } from 'node:fs';
import { pngFile } from './pngFile.mjs';

/** `ss`: samples a side per pixel, averaged (a small icon's edges would be jagged with one). */
function png(size, pixel, ss = 1) {
  const raw = Buffer.alloc(size * (size * 4 + 1));
  const sample = (x, y) => {
    const sum = [0, 0, 0, 0];
    for (let i = 0; i < ss; i++)
      for (let j = 0; j < ss; j++) pixel((x + (i + 0.5) / ss) / size, (y + (j + 0.5) / ss) / size).forEach((c, k) => (sum[k] += c));
    return sum.map((c) => Math.round(c / (ss * ss)));
  };
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const [r, g, b, a] = ss === 1 ? pixel(x / size, y / size) : sample(x, y);
      const o = y * (size * 4 + 1) + 1 + x * 4;
      raw[o] = r; raw[o + 1] = g; raw[o + 2] = b; raw[o + 3] = a;
    }
  }
  return pngFile(size, size, 6, raw, [], -1);
}
const BG = [18, 21, 46, 255];
const PURPLE = [169, 92, 230];
const STAR = [255, 176, 32, 255];
const bricks = [[0.14, 0.52], [0.38, 0.52], [0.62, 0.52], [0.38, 0.28]];
function starInside(x, y) {
  // five-point star centred at (0.72, 0.2), radius 0.13
  const cx = 0.74, cy = 0.2, R = 0.14, r = 0.06;
  const a = Math.atan2(y - cy, x - cx) + Math.PI / 2;
  const d = Math.hypot(x - cx, y - cy);
  const k = ((a % (2 * Math.PI / 5)) + 2 * Math.PI / 5) % (2 * Math.PI / 5) / (2 * Math.PI / 5);
  const lim = r + (R - r) * Math.abs(1 - 2 * k);
  return d < lim;
}
function pixel(x, y) {
  if (starInside(x, y)) return STAR;
  for (const [bx, by] of bricks) {
    const s = 0.24, m = 0.012;
    if (x >= bx + m && x < bx + s - m && y >= by + m && y < by + s - m) {
      const u = (x - bx) / s, v = (y - by) / s;
      const edge = 0.12;
      let f = 1 + 0.25 * (1 - (u + v) / 2) - 0.15;
      if (u < edge || v < edge) f = 1.35;
      if (u > 1 - edge || v > 1 - edge) f = 0.65;
      return [...PURPLE.map((c) => Math.min(255, Math.round(c * f))), 255];
    }
  }
  return BG;
}
for (const [size, name] of [[192, 'icon-192.png'], [512, 'icon-512.png'], [180, 'apple-touch-icon.png']]) {
  writeFileSync(new URL(`../public/${name}`, import.meta.url), png(size, pixel));
}
// The tab icon: a PNG, not an SVG, whose document Chromium builds on the page's main thread (a long
// task of its own on a slow phone) every time it fetches it.
writeFileSync(new URL('../public/favicon-32.png', import.meta.url), png(32, pixel, 4));
console.log('icons written');
