/**
 * Which campaign levels are open. The campaign teaches in order, but one hard puzzle must not
 * wall the player in, so:
 *   - a level is open when the level before it is solved;
 *   - the first level of a chapter is also open once at least half of the previous chapter is
 *     solved (the first chapter's first level always is);
 *   - a solved level stays solved whatever else happens.
 * Locks guide, they do not guard: a play or share link still opens any level.
 */
import { CAMPAIGN, CHAPTERS, type CampaignLevel, type ChapterId } from '../../logic/plantank/index.ts';
import { levelRecord, type PlantankProgress } from '../../stores/games/plantankProgress';

export type LevelAccess = 'locked' | 'open' | 'solved';

const solved = (p: PlantankProgress, id: string) => levelRecord(p, id).solved;

export function chapterLevels(chapter: ChapterId, campaign: readonly CampaignLevel[] = CAMPAIGN): CampaignLevel[] {
  return campaign.filter((level) => level.chapter === chapter);
}

export function levelAccess(progress: PlantankProgress, campaign: readonly CampaignLevel[] = CAMPAIGN): Map<string, LevelAccess> {
  const out = new Map<string, LevelAccess>();
  const chapterOpen = new Map<ChapterId, boolean>();
  CHAPTERS.forEach((chapter, i) => {
    const previous = CHAPTERS[i - 1];
    if (!previous) {
      chapterOpen.set(chapter.id, true);
      return;
    }
    const levels = chapterLevels(previous.id, campaign);
    const done = levels.filter((level) => solved(progress, level.id)).length;
    chapterOpen.set(chapter.id, levels.length === 0 || done * 2 >= levels.length);
  });
  campaign.forEach((level, i) => {
    const before = campaign[i - 1];
    const firstOfChapter = !before || before.chapter !== level.chapter;
    if (solved(progress, level.id)) out.set(level.id, 'solved');
    else if ((before && solved(progress, before.id)) || (firstOfChapter && chapterOpen.get(level.chapter))) out.set(level.id, 'open');
    else out.set(level.id, 'locked');
  });
  return out;
}

/** Where #/plantank alone leads: the first open level not yet solved, else the first level. */
export function firstUnsolvedLevel(progress: PlantankProgress, campaign: readonly CampaignLevel[] = CAMPAIGN): CampaignLevel {
  const access = levelAccess(progress, campaign);
  return campaign.find((level) => access.get(level.id) === 'open') ?? (campaign[0] as CampaignLevel);
}

const NUMBERS = new Map(CAMPAIGN.map((level, i) => [level.id, i + 1]));

/** A campaign level's number as players see it (1-based), undefined outside the campaign. */
export function campaignNumber(id: string): number | undefined {
  return NUMBERS.get(id);
}
