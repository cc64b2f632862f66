/**
 * `npm run bench:animations -- <game> [seconds] <dist> [<dist>...]`: how many animations run at
 * once in a game's demo (4x CPU throttle, like `npm run bench`), on average over its frames, and
 * which: CSS animations by name, transitions by property, Web Animations. While anything draws every
 * frame, Chromium restyles every running animation on the main thread every frame, composited ones
 * too (a minimal page under the throttle: +3 ms a frame for 30 of them, +10 ms for 90; finished ones
 * that hold their end cost nothing), so this count is an effect's cost, and unlike frame times the
 * machine's load does not move it. Each frame samples `document.getAnimations()`; the sampling
 * itself costs a little, the same for every build.
 */
import { resolve } from 'node:path';
import { sampleDemo } from './lib/browserProbe';

const ROOT = resolve(import.meta.dirname, '..');
const [game = 'popstar', secs = '15', ...dists] = process.argv.slice(2);
if (dists.length === 0) throw new Error('usage: npm run bench:animations -- <game> <seconds> <dist> [<dist>...]');

const CENSUS = `(() => {
  const c = (window.__census = { frames: 0, running: {}, held: 0 });
  const tick = () => {
    c.frames++;
    for (const a of document.getAnimations()) {
      const name = a.animationName || (a.transitionProperty ? 'transition:' + a.transitionProperty : 'web animation');
      if (a.playState === 'running' || a.pending) c.running[name] = (c.running[name] || 0) + 1;
      else c.held++;
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})()`;

interface Census { frames: number; running: Record<string, number>; held: number }

for (const dist of dists) {
  const c = await sampleDemo<Census>(ROOT, resolve(dist), 5322, game, Number(secs), CENSUS, '__census');
  const total = Object.values(c.running).reduce((a, b) => a + b, 0);
  const per = (n: number) => (n / Math.max(1, c.frames)).toFixed(2);
  console.log(`${dist}: ${c.frames} frames; running animations a frame ${per(total)}; finished ones holding their end ${per(c.held)}`);
  console.log(`  ${Object.entries(c.running).sort((a, b) => b[1] - a[1]).map(([name, n]) => `${name} ${per(n)}`).join(' | ')}`);
}
