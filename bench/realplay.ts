/**
 * `npm run bench -- realplay <scenario|all> [seconds] [--visit first|second|both] [--trace] [--runs n]
 *  [--throttle n] [--no-build] [--dist folder] [--inputs] [--no-floor]`: the games played as players play them (bench/lib/realPlay.ts), on
 * the production build served on port 5311. Prints a line a run, each run's long tasks (with what
 * they were when traced; the raw traces go to reports/), and the median of each scenario and visit,
 * its input to paint by kind beside the floor a bare page reads with the same inputs (inputFloor.ts).
 * Scenarios: tetris-1, tetris-10 (or tetris for both), popstar, plantank, all. Default: 20 s, both
 * visits, one run.
 */
import { resolve } from 'node:path';
import { floorLine, measureFloors } from './lib/inputFloor';
import { longTaskLines, measureRealPlay, runLine, type RealPlayRun, type Visit } from './lib/realPlay';
import { summarise, summaryLines } from './lib/realPlayReport';
import { scenariosNamed } from './lib/realPlayScenarios';
import { build, serve } from './lib/serve';
import { lateFrameList, slowestInputs, type InputFloors } from './lib/realPlaySummary';

const ROOT = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const arg = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const valued = new Set(['--visit', '--runs', '--throttle', '--dist']);
const positional = args.filter((a, i) => !a.startsWith('--') && !valued.has(args[i - 1] ?? ''));
const scenarios = scenariosNamed(positional[0] ?? 'all');
const seconds = Number(positional[1] ?? 20);
const visitArg = arg('visit') ?? 'both';
if (!['first', 'second', 'both'].includes(visitArg)) throw new Error(`--visit: first, second or both, not "${visitArg}"`);
const visits: Visit[] = visitArg === 'both' ? ['first', 'second'] : [visitArg as Visit];
const runs = Math.max(1, Number(arg('runs') ?? 1));
const throttle = Number(arg('throttle') ?? 4);
const trace = args.includes('--trace');
// --inputs: each run's slowest inputs, to see which kind of input the tail is made of.
const inputs = args.includes('--inputs');
// --no-floor: skip the bare page's input floor (inputFloor.ts), measured first on each device played.
const floorWanted = !args.includes('--no-floor');

// --dist <folder>: play a build made elsewhere (another commit's, for a bisect) instead of building.
const given = arg('dist');
const dist = resolve(ROOT, given ?? 'dist-realplay');
// Hidden maps: the files the page downloads are byte for byte those of a plain build.
if (!given && !args.includes('--no-build')) build(ROOT, dist, ['--sourcemap', 'hidden']);
const server = await serve(ROOT, dist, 5311);
const all: RealPlayRun[] = [];
let floors: InputFloors | undefined;
try {
  if (floorWanted) {
    try {
      floors = await measureFloors(scenarios, { throttle });
      console.log(floorLine(floors, throttle));
    } catch (e) {
      // Without its floor the run still plays: the floor only stands beside its figures.
      console.log(`input floor: error: ${(e as Error).message.split('\n')[0]}`);
    }
  }
  for (let i = 0; i < runs; i++) {
    for (const scenario of scenarios) {
      for (const visit of visits) {
        try {
          const r = await measureRealPlay(server.url, scenario, { visit, seconds, throttle, trace, sourceMaps: dist });
          all.push(r);
          console.log(runLine(r));
          console.log(`    played: ${Object.entries(r.play).map(([k, v]) => `${k} ${v}`).join(', ')}${visit === 'second' ? `; page controlled by the worker: ${r.controlled}` : ''}`);
          if (r.bytes.files.length) console.log(`    downloaded before playable: ${r.bytes.files.join(' ')}`);
          for (const line of longTaskLines(r)) console.log(line);
          if (inputs) console.log(`    slowest inputs (at s: ms what): ${slowestInputs(r.answers, 8)}`);
          if (inputs) console.log(`    late frames (at s: gap, the input before it): ${lateFrameList(r.lateFrames, r.answers) || 'none'}`);
          if (inputs && r.unansweredInputs.length > 0) console.log(`    unanswered (at s: what): ${r.unansweredInputs.map(([t, what]) => `${(t / 1000).toFixed(1)}: ${what}`).join(', ')}`);
        } catch (e) {
          console.log(`${scenario.name.padEnd(10)} ${visit.padEnd(6)} error: ${(e as Error).message.split('\n')[0]}`);
        }
      }
    }
  }
} finally {
  server.stop();
}
console.log('');
for (const line of summaryLines(summarise(all, floors))) console.log(line);
process.exit(0);
