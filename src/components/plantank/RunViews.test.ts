import { describe, expect, it } from 'vitest';
import { MAX_SPEED, MIN_SPEED, stepTimeMs } from '../../machines/plantankStage';
import { glideMs, sideRefreshMs } from './RunViews';

describe('sideRefreshMs', () => {
  it('limits the side panels to ten refreshes a second only while a fast run runs', () => {
    for (let speed = MIN_SPEED; speed <= MAX_SPEED; speed++) {
      expect(sideRefreshMs('RUNNING', speed)).toBe(stepTimeMs(speed) < 1000 / 30 ? 100 : null);
      for (const status of ['READY', 'PAUSE', 'STOP', 'OVER'] as const) expect(sideRefreshMs(status, speed)).toBeNull();
    }
    expect(sideRefreshMs('RUNNING', MAX_SPEED)).toBe(100);
    expect(sideRefreshMs('RUNNING', 8)).toBe(100);
    expect(sideRefreshMs('RUNNING', 7)).toBeNull();
  });

  it('never limits a speed whose glide can be seen', () => {
    for (let speed = MIN_SPEED; speed < MAX_SPEED; speed++) if (glideMs(speed) > 0) expect(sideRefreshMs('RUNNING', speed)).toBeNull();
  });
});
