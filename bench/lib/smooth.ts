import { openProbe, taskDuration } from './browserProbe';
import { percentile, round } from './stats';

export interface SmoothResult {
  frames: number;
  over16ms: number; // share of frames over 16.7 ms, %
  p50: number;
  p95: number;
  p99: number;
  workPerFrame: number; // main-thread task time per frame, ms
  longTasks: number;
}

/**
 * Plays a game's demo route (it plays itself at its most demanding) for `seconds` with the CPU
 * throttled 4x through the DevTools protocol, recording every animation frame.
 */
export async function measureSmoothness(url: string, seconds = 20, throttle = 4): Promise<SmoothResult> {
  const probe = await openProbe();
  try {
    const { page, cdp } = probe;
    await page.goto(url, { waitUntil: 'networkidle' });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    await page.waitForTimeout(1500); // warm up: chunks parsed, first level dealt
    await page.evaluate(() => {
      const b = (window as unknown as { __bench: { recording: boolean; frames: number[]; longTasks: number[] } }).__bench;
      b.frames.length = 0;
      b.longTasks.length = 0;
      b.recording = true;
    });
    const work0 = await taskDuration(cdp);
    await page.waitForTimeout(seconds * 1000);
    const work1 = await taskDuration(cdp);
    const { frames, longTasks } = await page.evaluate(() => {
      const b = (window as unknown as { __bench: { recording: boolean; frames: number[]; longTasks: number[] } }).__bench;
      b.recording = false;
      return { frames: [...b.frames], longTasks: [...b.longTasks] };
    });
    const deltas = frames.slice(1).map((t, i) => t - frames[i]!);
    return {
      frames: deltas.length,
      over16ms: round((100 * deltas.filter((d) => d > 16.7 + 0.5).length) / Math.max(1, deltas.length), 2),
      p50: round(percentile(deltas, 50)),
      p95: round(percentile(deltas, 95)),
      p99: round(percentile(deltas, 99)),
      workPerFrame: round(((work1 - work0) * 1000) / Math.max(1, deltas.length), 2),
      longTasks: longTasks.length,
    };
  } finally {
    await probe.close();
  }
}
