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
}

/** Key press to the changed board being painted: p50 and p95 over `count` presses that change it. */
export async function measureLatency(s: LatencyScenario, count = 40): Promise<LatencyResult> {
  const probe = await openProbe();
  try {
    const { page } = probe;
    await page.goto(s.url, { waitUntil: 'networkidle' });
    await s.setup(page);
    await page.evaluate((keys) => {
      (window as unknown as { __bench: { latencyKeys: string[]; latency: number[] } }).__bench.latencyKeys = keys;
      (window as unknown as { __bench: { latency: number[] } }).__bench.latency.length = 0;
    }, s.keys);
    // Until `count` presses have changed the board (a Plan Tank step into a call changes only the
    // program panel: it is not a sample), and at most three times as many presses.
    const sampled = () => page.evaluate(() => (window as unknown as { __bench: { latency: number[] } }).__bench.latency.length);
    for (let i = 0; i < count * 3 && (await sampled()) < count; i++) {
      await page.keyboard.press(s.keys[i % s.keys.length]!);
      await page.waitForTimeout(120);
    }
    const samples = await page.evaluate(() => [...(window as unknown as { __bench: { latency: number[] } }).__bench.latency]);
    return { samples: samples.length, p50: round(percentile(samples, 50)), p95: round(percentile(samples, 95)) };
  } finally {
    await probe.close();
  }
}
