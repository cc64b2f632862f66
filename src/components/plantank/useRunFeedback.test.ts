import { describe, expect, it } from 'vitest';
import { campaignLevel, createRun, stepRun, type Level, type RunState } from '../../logic/plantank/index.ts';
import { runSound } from './useRunFeedback';

const PAINTER = campaignLevel('pt-20') as Level; // paints blue

function steps(program: string, level: Level = PAINTER): RunState[] {
  const out = [createRun(level, program)];
  while (out[out.length - 1]!.outcome === null && out.length < 50) out.push(stepRun(out[out.length - 1]!));
  return out;
}

describe('run sounds', () => {
  it('a sound per step kind; calls and skips are silent', () => {
    const [s0, s1, s2, s3] = steps('_F_R_b_1|');
    expect(runSound(s0!, s1!, false)).toBe('forward');
    expect(runSound(s1!, s2!, false)).toBe('turn');
    expect(runSound(s2!, s3!, false)).toBe('paint');
    const [, , , c3, c4] = steps('_F_R_b_1|');
    expect(c4!.event).toBe('call');
    expect(runSound(c3!, c4!, false)).toBeNull();
  });

  it('the end of a run: win, fall or another loss; an instant run plays only that', () => {
    const first = campaignLevel('pt-01') as Level;
    const won = steps('_F_F|', first);
    expect(runSound(won[1]!, won[2]!, true)).toBe('win');
    expect(runSound(won[0]!, won[1]!, true)).toBeNull();
    const fell = steps('_L_F|', first);
    expect(runSound(fell[1]!, fell[2]!, false)).toBe('fall');
    const ended = steps('_F|', first);
    expect(runSound(ended[0]!, ended[1]!, false)).toBe('lose');
  });

  it('taking a star that does not end the run twinkles', () => {
    const road = campaignLevel('pt-05') as Level; // stars at cols 3, 7, 10, 11
    const run = steps('_F_1|', road);
    const taking = run.findIndex((s, i) => i > 0 && s.starsTaken > run[i - 1]!.starsTaken);
    expect(runSound(run[taking - 1]!, run[taking]!, false)).toBe('star');
  });
});
