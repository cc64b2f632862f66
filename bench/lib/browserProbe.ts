import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';
import { CHROME_FLAGS, CHROMIUM, serve } from './serve';

/** Recorders injected before any page script: rAF timestamps, long tasks, key-to-paint latency. */
const PROBE = `
(() => {
  const b = (window.__bench = { recording: false, frames: [], longTasks: [], latency: [], latencyFrames: [], pendingKey: null });
  const frame = (t) => { if (b.recording) b.frames.push(t); requestAnimationFrame(frame); };
  requestAnimationFrame(frame);
  try {
    new PerformanceObserver((list) => {
      if (b.recording) for (const e of list.getEntries()) b.longTasks.push(e.duration);
    }).observe({ type: 'longtask' });
  } catch {}
  // Input latency: from the key event's timestamp to the frame that paints the first DOM change the
  // key caused inside [data-bench=board] (the rAF callback of that frame runs right before its paint).
  // And which frame that is: the rAF's own timestamp is the frame's vsync time, so the change is in
  // the first frame after the key when that time is less than a vsync interval after it.
  document.addEventListener('keydown', (e) => { if (b.latencyKeys && b.latencyKeys.includes(e.code)) b.pendingKey = e.timeStamp; }, true);
  const observe = () => {
    const target = document.querySelector('[data-bench=board]');
    if (!target) return setTimeout(observe, 100);
    new MutationObserver(() => {
      const t0 = b.pendingKey;
      if (t0 === null) return;
      b.pendingKey = null;
      requestAnimationFrame((vsync) => {
        b.latency.push(performance.now() - t0);
        b.latencyFrames.push(vsync - t0);
      });
    }).observe(target, { subtree: true, childList: true, attributes: true, characterData: true });
  };
  document.addEventListener('DOMContentLoaded', observe);
})();
`;

export interface Probe {
  browser: Browser;
  page: Page;
  cdp: CDPSession;
  close: () => Promise<void>;
}

export async function openProbe(viewport = { width: 1280, height: 800 }): Promise<Probe> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
  await context.addInitScript(PROBE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  return { browser, page, cdp, close: () => browser.close() };
}

export async function taskDuration(cdp: CDPSession): Promise<number> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
  return metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;
}

/**
 * A game's self-playing demo in a fresh browser, with the CPU throttled 4x through CDP and a second
 * of warm-up: where the trace tool and the profile tool record (no probe injected: they record themselves).
 */
export async function openThrottledDemo(serverUrl: string, game: string, throttle = 4): Promise<Probe> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(`${serverUrl}#/${game}/demo`, { waitUntil: 'networkidle' });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    await page.waitForTimeout(1000);
    return { browser, page, cdp, close: () => browser.close() };
  } catch (e) {
    await browser.close();
    throw e;
  }
}

/**
 * Serves the build in `dist`, plays its game's demo under the 4x CPU throttle (1.5 s of warm-up),
 * runs `script` in the page, lets the demo play `seconds` more and returns what the script kept in
 * `window[key]`: where the late tool samples frames with no trace running.
 * `throttle`: another CPU slowdown (the late tool's THROTTLE, a slower host's stand-in).
 */
export async function sampleDemo<T>(root: string, dist: string, port: number, game: string, seconds: number, script: string, key: string, throttle = 4): Promise<T> {
  const server = await serve(root, dist, port);
  const probe = await openProbe();
  try {
    const { page, cdp } = probe;
    await page.goto(`${server.url}#/${game}/demo`, { waitUntil: 'networkidle' });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    await page.waitForTimeout(1500);
    await page.evaluate(script);
    await page.waitForTimeout(seconds * 1000);
    return (await page.evaluate(`window[${JSON.stringify(key)}]`)) as T;
  } finally {
    await probe.close();
    server.stop();
  }
}
