/**
 * `npm run bench [-- options]` runs the full benchmark (run.ts); `npm run bench -- <tool> [args]` runs
 * one of the tools below instead, with its own arguments (each tool's header says them; bench/README.md
 * is the manual).
 */
import { fileURLToPath } from 'node:url';

const TOOLS: Record<string, { file: string; what: string }> = {
  realplay: { file: './realplay.ts', what: "each game's link played through real keys and taps" },
  trace: { file: './trace.ts', what: "a DevTools trace of a demo: long tasks and late frames by phase" },
  profile: { file: './profile-js.ts', what: "a demo's JavaScript profile" },
  taps: { file: './taps.ts', what: "where the main thread's time goes in real taps, by phase, for builds in turns" },
  'profile-at': { file: './profile-at.ts', what: 'the JavaScript of the frames in which one attribute changes' },
  ab: { file: './ab.ts', what: "two builds' demos played at once: main-thread CPU, B over A" },
  cpu: { file: './cpu.ts', what: 'late frames and CPU a frame of several builds, in turns' },
  frames: { file: './frames.ts', what: "a demo's frames sorted by what changed, with their cost" },
  late: { file: './late.ts', what: 'late frames by kind for builds in turns, with a sign-flip test' },
  latency: { file: './latency.ts', what: 'key to painted board for builds in turns' },
  threads: { file: './threads.ts', what: "how busy each of Chromium's threads is a frame" },
  lh: { file: './lh.ts', what: 'Lighthouse runs of a screen for builds in turns' },
  level: { file: './level.ts', what: 'a Plan Tank level change at 4x for builds in turns: the task that draws the new screen' },
  nav: { file: './nav.ts', what: 'long tasks of moving between screens on a phone at 4x, for builds in turns' },
  edits: { file: './edits.ts', what: "Plan Tank's slot edits by touch on a phone at 4x, for builds in turns: the lift's handler and its frame" },
  go: { file: './go.ts', what: "Plan Tank's Go by key at 4x on a first run, for builds in turns: its handler and its frame" },
  load: { file: './load.ts', what: 'blocking time and work after first paint of a fresh load' },
  slowlink: { file: './slowlink.ts', what: 'a link opened fresh on slow 4G at 4x: first paint, chunk asked, playable, for builds in turns' },
  alloc: { file: './alloc.ts', what: 'what a demo allocates, and its garbage collections' },
  smooth: { file: './smooth-one.ts', what: "the smoothness measure of one game's demo alone" },
  popstar: { file: './popstar.ts', what: "the PopStar solver's scores and certify times in Node" },
  plantank: { file: './plantank.ts', what: 'the Plan Tank interpreter over the RoboZZle fixtures in Node' },
  'plantank-hint': { file: './plantank-hint.ts', what: "the page's frames while the Plan Tank hint worker searches (a run animating)" },
  'plantank-solver': { file: './plantank-solver.ts', what: 'solveLevel on the RoboZZle fixture puzzles, 5 s each (also npm run bench:plantank-solver)' },
  'tetris-engine': { file: './tetris-engine.ts', what: 'the Tetris engine and bot in Node' },
};

const [first, ...rest] = process.argv.slice(2);
if (first === 'help' || first === '--help') {
  console.log('npm run bench [-- --only size,lighthouse,smooth,latency,realplay,engines ...]   the full benchmark');
  for (const [name, tool] of Object.entries(TOOLS)) console.log(`npm run bench -- ${name.padEnd(14)} ${tool.what}`);
} else if (first !== undefined && first in TOOLS) {
  // The tools read their arguments from process.argv, as when each was run on its own.
  const file = (TOOLS[first] as { file: string }).file;
  process.argv = [process.argv[0] as string, fileURLToPath(new URL(file, import.meta.url)), ...rest];
  await import(file);
} else {
  if (first !== undefined && !first.startsWith('--')) {
    console.error(`bench: no tool "${first}". npm run bench -- help lists them.`);
    process.exit(2);
  }
  await import('./run.ts');
}
