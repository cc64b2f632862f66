import { chromium } from '@playwright/test';
import { CHROME_FLAGS, CHROMIUM, serve } from './lib/serve';
const dist = process.argv[2]!;
const s = await serve(process.cwd(), dist, 5380);
const b = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
const V: [string, string][] = [['base', ''], ['no-previews', `for (const e of document.querySelectorAll('[aria-hidden=true].grid, .relative.flex.aspect-\\\\[8\\\\/6\\\\]')) e.style.display='none'`], ['no-tetris', `document.querySelector('.preview-tetris').style.display='none'`]];
for (let round = 0; round < 3; round++) for (const [name, js] of V) {
  const ctx = await b.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, serviceWorkers: 'block' });
  const p = await ctx.newPage();
  await p.goto(s.url + '/#/');
  await p.waitForSelector('a[href="#/tetris"]');
  await p.waitForTimeout(1500);
  const hidden = await p.evaluate(`(() => { ${js}; return [...document.querySelectorAll('*')].filter(e => e.style.display === 'none').length })()`);
  const cdp = await ctx.newCDPSession(p);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const r = await p.evaluate(`(() => {
    const main = document.querySelector('main') || document.body;
    const times = [];
    for (let k = 0; k < 9; k++) {
      main.style.display = 'none'; document.body.offsetHeight;
      const t0 = performance.now(); main.style.display = ''; document.body.offsetHeight; times.push(performance.now() - t0);
    }
    times.sort((a,b)=>a-b);
    return { els: document.querySelectorAll('*').length, med: times[4].toFixed(1), all: times.map(t => t.toFixed(0)).join(' ') };
  })()`);
  console.log(name.padEnd(12), hidden, JSON.stringify(r));
  await ctx.close();
}
await b.close(); s.stop();
