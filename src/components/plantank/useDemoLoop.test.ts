import { describe, expect, it } from 'vitest';
import { runProgram } from '../../logic/plantank/index.ts';
import { DEMO_LEVEL_IDS, demoParams, RUNS_PER_LEVEL } from './useDemoLoop';

describe('the Plan Tank demo', () => {
  it('runs each level RUNS_PER_LEVEL times with the very same params, then moves on, round and round', () => {
    const first = demoParams(0);
    for (let i = 1; i < RUNS_PER_LEVEL; i++) expect(demoParams(i)).toBe(first);
    const second = demoParams(RUNS_PER_LEVEL);
    expect(second).not.toBe(first);
    expect(second.level.id).toBe(DEMO_LEVEL_IDS[1]);
    expect(demoParams(RUNS_PER_LEVEL * DEMO_LEVEL_IDS.length)).toBe(first);
  });

  it('plays solutions that win, and long ones', () => {
    for (let i = 0; i < DEMO_LEVEL_IDS.length; i++) {
      const { level, program } = demoParams(i * RUNS_PER_LEVEL);
      const result = runProgram(level, program);
      expect(result.outcome).toBe('won');
      expect(result.steps).toBeGreaterThanOrEqual(30);
    }
  });
});
