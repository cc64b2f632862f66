import { describe, expect, it } from 'vitest';
import { simulatedBlocking } from './lighthouse';

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
