/**
 * `npx tsx bench/smooth-one.ts <game> [seconds] [--no-build]`: the smoothness measure of one game's
 * demo, for trying a fix without the whole suite (same method as `npm run bench`). BENCH_RUNS=n
 * repeats it, BENCH_DIST=<dir> measures another build.
 */
import { resolve } from 'node:path';
import { build, serve } from './lib/serve';
import { measureSmoothness } from './lib/smooth';

const ROOT = resolve(import.meta.dirname, '..');
const game = process.argv[2] ?? 'popstar';
const seconds = Number(process.argv[3] ?? 20);
const dist = resolve(ROOT, process.env.BENCH_DIST ?? 'dist');
const runs = Number(process.env.BENCH_RUNS ?? 1);
if (!process.argv.includes('--no-build')) build(ROOT, dist);
const server = await serve(ROOT, dist, Number(process.env.BENCH_PORT ?? 5306));
try {
  for (let i = 0; i < runs; i++) console.log(game, JSON.stringify(await measureSmoothness(`${server.url}#/${game}/demo`, seconds)));
} finally {
  server.stop();
}
