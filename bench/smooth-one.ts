/**
 * `npx tsx bench/smooth-one.ts <game> [seconds] [--no-build]`: the smoothness measure of one game's
 * demo, for trying a fix without the whole suite (same method as `npm run bench`).
 */
import { resolve } from 'node:path';
import { build, serve } from './lib/serve';
import { measureSmoothness } from './lib/smooth';

const ROOT = resolve(import.meta.dirname, '..');
const game = process.argv[2] ?? 'popstar';
const seconds = Number(process.argv[3] ?? 20);
if (!process.argv.includes('--no-build')) build(ROOT, resolve(ROOT, 'dist'));
const server = await serve(ROOT, resolve(ROOT, 'dist'), 5306);
try {
  console.log(game, await measureSmoothness(`${server.url}#/${game}/demo`, seconds));
} finally {
  server.stop();
}
