import { describe, expect, it } from 'vitest';
import { CAMPAIGN, CHAPTERS } from '../../logic/plantank/index.ts';
import type { PlantankProgress } from '../../stores/games/plantankProgress';
import { chapterLevels, firstUnsolvedLevel, levelAccess } from './levelAccess';

function progressWith(ids: string[]): PlantankProgress {
  return { levels: Object.fromEntries(ids.map((id) => [id, { solved: true, stars: 3, best: 1, program: '' }])) };
}

const first = (chapter: number) => chapterLevels(CHAPTERS[chapter]!.id)[0]!.id;

describe('campaign level access', () => {
  it('opens only the first level at the start', () => {
    const access = levelAccess({ levels: {} });
    expect(access.get(CAMPAIGN[0]!.id)).toBe('open');
    expect([...access.values()].filter((a) => a === 'open')).toHaveLength(1);
  });

  it('opens the next level when one is solved', () => {
    const access = levelAccess(progressWith([CAMPAIGN[0]!.id]));
    expect(access.get(CAMPAIGN[0]!.id)).toBe('solved');
    expect(access.get(CAMPAIGN[1]!.id)).toBe('open');
    expect(access.get(CAMPAIGN[2]!.id)).toBe('locked');
  });

  it('opens the next chapter once half of the previous chapter is solved', () => {
    const driving = chapterLevels(CHAPTERS[0]!.id).map((l) => l.id);
    const half = driving.slice(0, Math.ceil(driving.length / 2));
    expect(levelAccess(progressWith(half.slice(0, -1))).get(first(1))).toBe('locked');
    expect(levelAccess(progressWith(half)).get(first(1))).toBe('open');
    // The chapter after it stays locked until half of that one is solved too.
    expect(levelAccess(progressWith(half)).get(first(2))).toBe('locked');
  });

  it('a solved level is solved even if the ones before it are not', () => {
    const late = CAMPAIGN[20]!.id;
    expect(levelAccess(progressWith([late])).get(late)).toBe('solved');
  });

  it('#/plantank leads to the first open unsolved level', () => {
    expect(firstUnsolvedLevel({ levels: {} }).id).toBe(CAMPAIGN[0]!.id);
    expect(firstUnsolvedLevel(progressWith([CAMPAIGN[0]!.id, CAMPAIGN[1]!.id])).id).toBe(CAMPAIGN[2]!.id);
    expect(firstUnsolvedLevel(progressWith(CAMPAIGN.map((l) => l.id))).id).toBe(CAMPAIGN[0]!.id);
  });
});
