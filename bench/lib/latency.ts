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

/** The measured presses of each game (npm run bench, bench:latency), on the site served at `base`. */
export async function latencyScenarios(base: string): Promise<LatencyScenario[]> {
  const plantank = await import('../../src/logic/plantank/index.ts');
  // The campaign level whose reference solution runs longest: every Step press changes the board.
  const longest = [...plantank.CAMPAIGN].sort(
    (a, b) => plantank.runProgram(b, b.solution ?? '').steps - plantank.runProgram(a, a.solution ?? '').steps,
  )[0]!;
  const share = plantank.encodeShare({ levelId: longest.id, program: longest.solution ?? '' });
  return [
    {
      name: 'tetris move',
      url: `${base}#/tetris`,
      setup: async (page) => {
        await page.keyboard.press('Enter');
        await page.waitForTimeout(600);
      },
      keys: ['ArrowLeft', 'ArrowRight'],
    },
    {
      name: 'popstar select',
      url: `${base}#/popstar`,
      setup: async (page) => {
        await page.locator('[role=gridcell]').first().waitFor();
        await page.locator('[role=gridcell][tabindex="0"]').first().focus();
        // The first Enter starts the level (skips the intro); then Enter selects and Escape clears.
        await page.keyboard.press('Enter');
        await page.waitForTimeout(1500);
        // Walk the cursor (from the bottom-left cell) to a brick that has a same-colour neighbour.
        // (A string, not a function: tsx would wrap a named inner function in a helper the page lacks.)
        const target = (await page.evaluate(`(() => {
          const label = (r, c) => document.querySelector('[role=gridcell][data-row="' + r + '"][data-col="' + c + '"]')?.getAttribute('aria-label');
          for (let r = 9; r >= 0; r--)
            for (let c = 0; c < 9; c++) if (label(r, c) !== 'empty' && label(r, c) === label(r, c + 1)) return [r, c];
          return [9, 0];
        })()`)) as [number, number];
        await page.locator('[role=gridcell][tabindex="0"]').first().focus();
        for (let i = 0; i < 9 - target[0]!; i++) await page.keyboard.press('ArrowUp');
        for (let i = 0; i < target[1]!; i++) await page.keyboard.press('ArrowRight');
      },
      keys: ['Enter', 'Escape'],
    },
    {
      name: 'plantank step',
      url: `${base}#/plantank/share/${share}`,
      setup: async (page) => {
        await page.waitForTimeout(800);
      },
      keys: ['KeyS'],
    },
  ];
}
