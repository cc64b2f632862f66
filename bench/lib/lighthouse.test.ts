import { describe, expect, it } from 'vitest';
import { medianRun, simulatedBlocking, type LighthouseScores } from './lighthouse';

describe('simulatedBlocking (Lantern: a long task counts its part between FCP and TTI, less 50 ms)', () => {
  const fcp = 1750;
  const tti = 2700;
  it('counts a task wholly in the window, less 50 ms', () => {
    expect(simulatedBlocking({ start: 2000, duration: 130 }, fcp, tti)).toBe(80);
  });
  it('counts only the part after FCP of a task that straddles it', () => {
    // 1566 + 458 = 2024: 274 ms after FCP.
    expect(simulatedBlocking({ start: 1566, duration: 458 }, fcp, tti)).toBe(224);
    expect(simulatedBlocking({ start: 1600, duration: 180 }, fcp, tti)).toBe(0);
  });
  it('counts nothing of a task before FCP or after TTI, and nothing of one under 50 ms', () => {
    expect(simulatedBlocking({ start: 600, duration: 400 }, fcp, tti)).toBe(0);
    expect(simulatedBlocking({ start: 2800, duration: 400 }, fcp, tti)).toBe(0);
    expect(simulatedBlocking({ start: 2000, duration: 49 }, fcp, tti)).toBe(0);
  });
  it('stops at TTI', () => {
    expect(simulatedBlocking({ start: 2600, duration: 300 }, fcp, tti)).toBe(50);
  });
});

describe('medianRun (a screen\'s reading over several Lighthouse runs)', () => {
  const run = (performance: number, accessibility = 100): LighthouseScores => ({ performance, accessibility, bestPractices: 100, seo: 100 });
  it('takes the median run by performance, all of its scores, and lists every run in order', () => {
    expect(medianRun([run(97), run(83, 90), run(95, 98)])).toEqual({ performance: 95, accessibility: 98, bestPractices: 100, seo: 100, runs: [97, 83, 95] });
  });
  it('takes the lower middle run of an even count, and a single run as it is', () => {
    expect(medianRun([run(99), run(90), run(96), run(80)]).performance).toBe(90);
    expect(medianRun([run(88)])).toEqual({ ...run(88), runs: [88] });
  });
  it('has no reading without a run', () => {
    expect(() => medianRun([])).toThrow('no Lighthouse runs');
  });
});
