/**
 * `npm run bench -- latency <scenario> <dist> [<dist>...]`: `npm run bench`'s key-to-paint measure
 * alone (a scenario: `tetris move`, `popstar select` or `plantank step`; 40 presses that change the
 * board, unthrottled), for builds taking turns `ROUNDS` times (default 4). Each round prints every
 * build's p50 and p95; with two builds or more it ends with each build's p95 against the first's,
 * round by round, and an exact sign-flip test of the differences (as the late tool does).
 */
import { basename, resolve } from 'node:path';
import { latencyScenarios, measureLatency } from './lib/latency';
import { serve } from './lib/serve';
import { mean, pairedSignFlipP } from './lib/stats';

const ROOT = resolve(import.meta.dirname, '..');
const [name = 'plantank step', ...dists] = process.argv.slice(2);
if (dists.length === 0) throw new Error('usage: npm run bench -- latency <scenario> <dist> [<dist>...]');
const rounds = Number(process.env.ROUNDS ?? 4);
const p95s = new Map<string, number[]>(dists.map((d) => [d, []]));
// The scenario's name is checked before any build is served (the URL does not change the names).
const names = (await latencyScenarios('')).map((s) => s.name);
if (!names.includes(name)) throw new Error(`no latency scenario "${name}": one of ${names.map((n) => `'${n}'`).join(', ')}`);

for (let round = 0; round < rounds; round++) {
  for (const dist of dists) {
    const server = await serve(ROOT, resolve(dist), 5323);
    try {
      const scenario = (await latencyScenarios(server.url)).find((s) => s.name === name)!;
      const r = await measureLatency(scenario);
      p95s.get(dist)!.push(r.p95);
      console.log(`round ${round + 1}, ${basename(dist)}: p50 ${r.p50}, p95 ${r.p95} ms, ${r.nextFrame} % in the next frame (${r.samples} presses)`);
    } finally {
      server.stop();
    }
  }
}

const [first, ...others] = dists;
console.log(`\n${name}: p95 by round (ms), mean`);
console.log(`  ${basename(first!).padEnd(16)} ${p95s.get(first!)!.join(' / ')}   mean ${mean(p95s.get(first!)!).toFixed(1)}`);
for (const d of others) {
  const diffs = p95s.get(d)!.map((v, i) => v - p95s.get(first!)![i]!);
  console.log(`  ${basename(d).padEnd(16)} ${p95s.get(d)!.join(' / ')}   mean ${mean(p95s.get(d)!).toFixed(1)}; ${mean(diffs) >= 0 ? '+' : ''}${mean(diffs).toFixed(2)} ms a round, p = ${pairedSignFlipP(diffs).toFixed(3)}`);
}
