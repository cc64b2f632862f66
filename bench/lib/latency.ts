import type { Page } from '@playwright/test';
import { openProbe } from './browserProbe';
import { percentile, round } from './stats';

export interface LatencyScenario {
  name: string;
  url: string;
  /** Gets the screen ready for the measured key (start a game, focus the grid, ...). */
  setup: (page: Page) => Promise<void>;
  /** The keys to press in turn (KeyboardEvent.code names for Playwright). */
  keys: string[];
}

export interface LatencyResult {
  samples: number;
  p50: number;
  p95: number;
  /** Share of presses (%) painted in the first frame after the key (its vsync within 16.7 ms of it). */
  nextFrame: number;
}

/** A frame's vsync within one 60 Hz interval of the key (and a little slack for timer rounding). */
const VSYNC_MS = 1000 / 60 + 0.5;

/**
 * Key press to the changed board being painted: p50 and p95 over `count` presses that change it,
 * and the share painted in the first frame after the key. The milliseconds include the wait for
 * that frame, which is anywhere from 0 to 16.7 ms after the key (a key comes at any point of a
 * frame): a press handled at once still measures up to a vsync interval.
 */
export async function measureLatency(s: LatencyScenario, count = 40): Promise<LatencyResult> {
  const probe = await openProbe();
  try {
    const { page } = probe;
    await page.goto(s.url, { waitUntil: 'networkidle' });
    await s.setup(page);
    await page.evaluate((keys) => {
      (window as unknown as { __bench: { latencyKeys: string[]; latency: number[] } }).__bench.latencyKeys = keys;
      (window as unknown as { __bench: { latency: number[] } }).__bench.latency.length = 0;
      (window as unknown as { __bench: { latencyFrames: number[] } }).__bench.latencyFrames.length = 0;
    }, s.keys);
    // Until `count` presses have changed the board (a Plan Tank step into a call changes only the
    // program panel: it is not a sample), and at most three times as many presses.
    const sampled = () => page.evaluate(() => (window as unknown as { __bench: { latency: number[] } }).__bench.latency.length);
    for (let i = 0; i < count * 3 && (await sampled()) < count; i++) {
      await page.keyboard.press(s.keys[i % s.keys.length]!);
      await page.waitForTimeout(120);
    }
    const samples = await page.evaluate(() => [...(window as unknown as { __bench: { latency: number[] } }).__bench.latency]);
    const frames = await page.evaluate(() => [...(window as unknown as { __bench: { latencyFrames: number[] } }).__bench.latencyFrames]);
    const next = frames.filter((d) => d <= VSYNC_MS).length;
    return {
      samples: samples.length,
      p50: round(percentile(samples, 50)),
      p95: round(percentile(samples, 95)),
      nextFrame: Math.round((1000 * next) / Math.max(1, frames.length)) / 10,
    };
  } finally {
    await probe.close();
  }
}
