/**
 * `npm run bench -- ab <game> [seconds] <distA> <distB>`: which of two builds of the site (each a
 * `vite build --outDir <dist>`) costs the main thread less, judged on a noisy machine. Both play the
 * game's demo at the same time, in two browsers, so both meet the same load from the rest of the
 * machine; with no CPU throttle, so that the two fit on two cores. Each round prints each build's
 * main-thread CPU a frame (thread time of its tasks, from a trace) and B's over A's, and the same a
 * second of play (the fairer of the two for a demo whose work comes with time, not frames: PopStar's
 * pops, Plan Tank's steps, when a loaded machine drops frames); ROUNDS=n
 * (default 4), the builds swapping sides (ports, start order) every round. SELF=1 also prints the
 * trace events whose self time a frame differs most. Two runs of one build differ by up to 3 %; whole
 * runs one after the other (npm run bench -- cpu) differed by up to 2x on this machine.
 */
import { readFileSync, rmSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { openProbe } from './lib/browserProbe';
import { serve } from './lib/serve';
import { selfTimes, topLevelTasks, type TraceEvent } from './lib/trace';

const ROOT = resolve(import.meta.dirname, '..');
const [game = 'tetris', secs = '8', distA, distB] = process.argv.slice(2);
if (distA === undefined || distB === undefined) throw new Error('usage: npm run bench -- ab <game> <seconds> <distA> <distB>');
const rounds = Number(process.env.ROUNDS ?? 4);

interface Run { frames: number; cpu: number; perSecond: number; self: Map<string, number> }

/** Plays a build's demo for `secs` under a trace; the main thread's CPU a frame, in all and by event (self time). */
async function play(dist: string, port: number): Promise<Run> {
  const server = await serve(ROOT, resolve(dist), port);
  const probe = await openProbe();
  const path = `/tmp/bench-ab-${process.pid}-${port}.json`;
  try {
    const { page, browser } = probe;
    await page.goto(`${server.url}#/${game}/demo`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    await browser.startTracing(page, { path, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    await page.waitForTimeout(Number(secs) * 1000);
    await browser.stopTracing();
  } finally {
    await probe.close();
    server.stop();
  }
  const events = (JSON.parse(readFileSync(path, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  rmSync(path, { force: true });
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')!;
  const { on: onMain, self: selfOf } = selfTimes(events.filter((e) => e.pid === main.pid && e.tid === main.tid));
  // Frames: rAF callbacks, those of one frame (within 3 ms) counted once.
  let frames = 0;
  let last = -Infinity;
  for (const e of onMain) if (e.name === 'FireAnimationFrame' && e.ts - last > 3000) { frames++; last = e.ts; }
  frames = Math.max(1, frames);
  const self = new Map<string, number>();
  for (const [e, v] of selfOf) self.set(e.name, (self.get(e.name) ?? 0) + v / 1000 / frames);
  const cpu = topLevelTasks(onMain).reduce((sum, e) => sum + e.tdur!, 0);
  return { frames, cpu: cpu / 1000 / frames, perSecond: cpu / 1000 / Number(secs), self };
}

const ratios: number[] = [];
const perSecondRatios: number[] = [];
const selfA = new Map<string, number>();
const selfB = new Map<string, number>();
const add = (into: Map<string, number>, from: Map<string, number>) => { for (const [k, v] of from) into.set(k, (into.get(k) ?? 0) + v / rounds); };
const [nameA, nameB] = [basename(distA), basename(distB)];
console.log(`${game} demo, ${nameA} (A) and ${nameB} (B) at the same time, no throttle, ${rounds} x ${secs} s: main-thread CPU a frame`);
for (let r = 0; r < rounds; r++) {
  const swap = r % 2 === 1;
  const [x, y] = swap
    ? await Promise.all([play(distB, 5371), play(distA, 5370)]).then(([b, a]) => [a, b] as const)
    : await Promise.all([play(distA, 5370), play(distB, 5371)]);
  ratios.push(y.cpu / x.cpu);
  perSecondRatios.push(y.perSecond / x.perSecond);
  add(selfA, x.self);
  add(selfB, y.self);
  console.log(`  round ${r + 1}: A ${x.cpu.toFixed(3)} ms (${x.frames} frames)  B ${y.cpu.toFixed(3)} ms (${y.frames} frames)  B/A ${(y.cpu / x.cpu).toFixed(3)};  a second: A ${x.perSecond.toFixed(0)} ms, B ${y.perSecond.toFixed(0)} ms, B/A ${(y.perSecond / x.perSecond).toFixed(3)}`);
}
const summary = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return `median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(3)}, from ${sorted[0]!.toFixed(3)} to ${sorted[sorted.length - 1]!.toFixed(3)}`;
};
console.log(`B/A a frame: ${summary(ratios)}; a second: ${summary(perSecondRatios)}`);
if (process.env.SELF) {
  const names = new Set([...selfA.keys(), ...selfB.keys()]);
  const rows = [...names].map((n) => [n, selfA.get(n) ?? 0, selfB.get(n) ?? 0] as const).sort((p, q) => Math.abs(q[2] - q[1]) - Math.abs(p[2] - p[1]));
  console.log('Self time a frame (ms), largest differences, A -> B:');
  for (const [n, a, b] of rows.slice(0, 12)) console.log(`  ${n.padEnd(34)} ${a.toFixed(3)} -> ${b.toFixed(3)}`);
}
