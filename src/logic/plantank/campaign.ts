/**
 * The Plan Tank campaign: 32 original hex levels in six chapters that teach moving and
 * turning on hexagons, loops by recursion, functions, colour conditions, painting and the call
 * stack as memory, and then test them with puzzles. Shipped as data in the bundle.
 */
import { CAMPAIGN_LEVEL_SPECS } from './campaignLevels.ts';
import type { ChapterId } from './campaignLevels.ts';
import { checkInteger, checkString } from './inputError.ts';
import { levelFromMap } from './levelMap.ts';
import type { Level } from './types.ts';
import { FUNCTION_COUNT, MAX_SLOTS } from './types.ts';

export type { ChapterId } from './campaignLevels.ts';

export interface CampaignLevel extends Level {
  chapter: ChapterId;
  description: string;
  solution: string;
  /** Instruction count of the shortest known solution. */
  par: number;
}

export const CHAPTERS: readonly { id: ChapterId; title: string }[] = [
  { id: 'driving', title: 'Driving' },
  { id: 'loops', title: 'Loops' },
  { id: 'functions', title: 'Functions' },
  { id: 'colours', title: 'Colours' },
  { id: 'memory', title: 'Memory' },
  { id: 'puzzles', title: 'Puzzles' },
];

export const CAMPAIGN: readonly CampaignLevel[] = CAMPAIGN_LEVEL_SPECS.map((spec) => ({
  ...levelFromMap(spec),
  chapter: spec.chapter,
  description: spec.description,
  solution: spec.solution,
  par: spec.par,
}));

export function campaignLevel(id: string): CampaignLevel | undefined {
  checkString(id, 'id');
  return CAMPAIGN.find((level) => level.id === id);
}

/** The level after this one in campaign order (undefined after the last). */
export function nextCampaignLevel(id: string): CampaignLevel | undefined {
  checkString(id, 'id');
  const i = CAMPAIGN.findIndex((level) => level.id === id);
  return i < 0 ? undefined : CAMPAIGN[i + 1];
}

/**
 * Stars for a winning program (the win panel): 3 at par or better, 2 within two instructions of
 * par, else 1.
 */
export function starRating(instructions: number, par: number): 1 | 2 | 3 {
  // Both count instructions of a program: at most every slot of every function.
  checkInteger(instructions, 'instructions', 0, FUNCTION_COUNT * MAX_SLOTS);
  checkInteger(par, 'par', 1, FUNCTION_COUNT * MAX_SLOTS);
  if (instructions <= par) return 3;
  return instructions <= par + 2 ? 2 : 1;
}
