/**
 * `npm run bench -- late <game> [seconds] <dist> [<dist>...]`: which kinds of frame of a demo are
 * late, with no trace running. Like `npm run bench` it plays the demo under the 4x CPU throttle and
 * records every frame (requestAnimationFrame), and like `npm run bench -- frames` it sorts the frames
 * by what changed in the page (a MutationObserver: the changed elements' first class and attribute,
 * or childList/text); a trace slows every frame, so this counts what a player would see, where
 * the frames tool explains it. Per build: its runs' late frames (over 16.7 + 0.5 ms, as `npm run
 * bench` counts them), then, over all its runs, each kind's late frames out of its frames and their
 * median length. Builds take turns, ROUNDS times (default 2): on this machine, whose speed swings
 * from one minute to the next, read a change by the kinds it touches, over several rounds. With
 * two builds or more it ends with each build's late share round by round against the first's, and
 * an exact sign-flip test of the rounds' differences: one PopStar build read 1.6 to 5.5 % late in
 * rounds minutes apart, so a difference needs six rounds or more to mean anything (p is never under
 * 2 / 2^rounds). TOP=n kinds (default 10). MAX_STEAL and TRIES: see below. BEFORE=1 adds the
 * late frames in which nothing changed, by the last change in the three frames before them.
 * THROTTLE=n slows the CPU n times instead of 4: on a host as calm as the one of 2026-12-05 every
 * game was under 1 % late at 4x, and a higher rate shows which kinds of frame a slower host (the
 * ones before it read 2-6 %) makes late first.
 */
import { resolve } from 'node:path';
import { sampleDemo } from './lib/browserProbe';
import { readCpuTicks, stealShare } from './lib/cpuSteal';
import { calmRuns } from './lib/smooth';
import { mean, pairedSignFlipP } from './lib/stats';

const ROOT = resolve(import.meta.dirname, '..');
const [game = 'popstar', secs = '20', ...dists] = process.argv.slice(2);
if (dists.length === 0) throw new Error('usage: npm run bench -- late <game> <seconds> <dist> [<dist>...]');
const rounds = Number(process.env.ROUNDS ?? 2);
const top = Number(process.env.TOP ?? 10);
const throttle = Number(process.env.THROTTLE ?? 4);
if (!(throttle >= 1)) throw new Error(`THROTTLE must be a number >= 1, not ${process.env.THROTTLE}`);
// A sample with more of the CPU stolen by the host than MAX_STEAL % (default 5) is taken again, up
// to TRIES samples (default 3), and the calmest kept (see calmRuns).
const maxSteal = Number(process.env.MAX_STEAL ?? 5);
const tries = Number(process.env.TRIES ?? 3);
const LATE_MS = 16.7 + 0.5;
// BEFORE=1: the late frames with nothing changed, by the last change within the 3 frames before
// them (their frames back): which change's wake they are in, or none.
const before = process.env.BEFORE === '1';
const wakes = new Map<string, Map<string, number>>();

/**
 * Each frame's length and what changed in the page for it to show (sorted tags, '' for nothing). A
 * change made in an animation frame callback (a game loop) shows in that frame; one made in a task
 * after the frame (a timer, an input) shows in the next: a task posted from the frame's callback
 * runs once the frame is drawn, and marks the line between the two.
 */
const RECORDER = `(() => {
  const frames = (window.__lateFrames = []);
  const name = (n) => n.nodeType === 1 ? (n.getAttribute('class') || n.tagName.toLowerCase()).split(' ')[0]
    : n.nodeType === 3 ? 'text:' + ((n.parentElement && n.parentElement.getAttribute('class')) || '').split(' ')[0] : '?';
  let current = new Set();
  let next = new Set();
  let inFrame = false;
  const after = new MessageChannel();
  after.port1.onmessage = () => { inFrame = false; };
  new MutationObserver((records) => {
    const tags = inFrame ? current : next;
    for (const r of records) tags.add(r.type === 'attributes' ? name(r.target) + '@' + r.attributeName : r.type === 'childList' ? name(r.target) + '+-' : name(r.target));
  }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  let prev = null;
  const frame = (t) => {
    // The frame before this one ended now: its length, and what changed for it.
    if (prev !== null) {
      // The falling Tetris piece moves by animations, not its style; a style change is noise here.
      current.delete('t-shape@style');
      frames.push([t - prev, [...current].sort().join(' ')]);
    }
    prev = t;
    current = next;
    next = new Set();
    inFrame = true;
    after.port2.postMessage(0);
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})()`;

const kinds = new Map<string, Map<string, { frames: number; late: number[] }>>();
// Each build's late share in each round, in %.
const shares = new Map<string, number[]>(dists.map((d) => [d, []]));
for (let round = 0; round < rounds; round++) {
  for (const dist of round % 2 === 0 ? dists : [...dists].reverse()) {
    const sample = async () => {
      const ticks0 = readCpuTicks();
      const frames = await sampleDemo<[number, string][]>(ROOT, resolve(dist), 5309, game, Number(secs), RECORDER, '__lateFrames', throttle);
      return { frames, steal: stealShare(ticks0, readCpuTicks()) };
    };
    const { kept, all } = await calmRuns(sample, 1, tries, maxSteal);
    const { frames, steal } = kept[0]!;
    // More than one sample: the steal was read (a sample with none counts as calm).
    if (all.length > 1) console.log(`  (host steal ${all.map((r) => `${r.steal!.toFixed(1)} %`).join(', ')}: kept the calmest)`);
    const late = frames.filter(([ms]) => ms > LATE_MS).length;
    shares.get(dist)!.push((100 * late) / frames.length);
    console.log(`round ${round + 1}, ${dist}: ${frames.length} frames, ${late} late (${((100 * late) / frames.length).toFixed(1)} %)${steal === null ? '' : `, host steal ${steal.toFixed(1)} %`}`);
    const byKind = kinds.get(dist) ?? new Map<string, { frames: number; late: number[] }>();
    kinds.set(dist, byKind);
    if (before) {
      const byWake = wakes.get(dist) ?? new Map<string, number>();
      wakes.set(dist, byWake);
      frames.forEach(([ms, tags], i) => {
        if (tags !== '' || ms <= LATE_MS) return;
        let back = 1;
        while (back <= 3 && i - back >= 0 && frames[i - back]![1] === '') back++;
        const wake = back <= 3 && i - back >= 0 ? `${back} back: ${frames[i - back]![1]}` : 'no change in the 3 frames before';
        byWake.set(wake, (byWake.get(wake) ?? 0) + 1);
      });
    }
    for (const [ms, tags] of frames) {
      const kind = byKind.get(tags) ?? { frames: 0, late: [] };
      kind.frames++;
      if (ms > LATE_MS) kind.late.push(ms);
      byKind.set(tags, kind);
    }
  }
}
for (const [dist, byKind] of kinds) {
  console.log(`\n${dist}: late / frames, the late ones' median ms, what changed`);
  for (const [tags, { frames, late }] of [...byKind].sort((a, b) => b[1].late.length - a[1].late.length).slice(0, top)) {
    const median = late.length ? [...late].sort((a, b) => a - b)[late.length >> 1]!.toFixed(1) : '';
    console.log(`  ${`${late.length}/${frames}`.padEnd(10)} ${median.padStart(6)}  ${tags || '(nothing)'}`);
  }
}
for (const [dist, byWake] of wakes) {
  console.log(`\n${dist}: late frames with nothing changed, by the last change in the 3 frames before them`);
  for (const [wake, n] of [...byWake].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${String(n).padStart(4)}  ${wake}`);
}
// Each build against the first, round by round (they took turns, so a round's pair met the same
// machine): the mean difference, and how often flipping the rounds' signs gives one as large.
if (dists.length > 1) {
  const base = shares.get(dists[0]!)!;
  console.log(`\nlate % by round, and each build against ${dists[0]} (paired by round; p: exact sign-flip test, never under ${(2 / 2 ** rounds).toFixed(3)} with ${rounds} rounds)`);
  console.log(`  ${dists[0]!.padEnd(18)} ${base.map((v) => v.toFixed(1)).join(' / ')}`);
  for (const dist of dists.slice(1)) {
    const own = shares.get(dist)!;
    const diffs = own.map((v, i) => v - base[i]!);
    const p = pairedSignFlipP(diffs);
    console.log(`  ${dist.padEnd(18)} ${own.map((v) => v.toFixed(1)).join(' / ')}   ${mean(diffs) >= 0 ? '+' : ''}${mean(diffs).toFixed(2)} points a round, p = ${p.toFixed(3)}`);
  }
}
