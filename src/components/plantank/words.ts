/**
 * Plan Tank's words in the active language, made at the UI edge from the logic's codes and values
 * (the logic modules keep their English, a documented contract). Functions, not hooks: the
 * announcements and the status line call them outside render too; a component that shows them
 * calls useT() so a language switch renders it again.
 */
import { hasArea, t, type Area, type MessageId } from '../../i18n';
// Every Plan Tank screen uses these words: the loaders of Plan Tank's catalog parts come with them.
import '../../i18n/plantankAreas';
import { campaignLevel, CHAPTERS, runResultOf, type Action, type CampaignLevel, type ChapterId, type Color, type Level, type RunState } from '../../logic/plantank/index.ts';
import { formatNumber } from '../ui/formatNumber';

/**
 * A count in the active language's digits. Grouped from five digits only ("1000 steps", "12,345
 * programs"): a four-digit count reads better whole, and English stays as it always read.
 */
export function num(n: number): string {
  return Math.abs(n) >= 10_000 ? formatNumber(n) : String(Math.round(n));
}

/** The catalog area of a chapter's level titles and descriptions. */
export function chapterArea(chapter: ChapterId): Area {
  return `plantank-chapter-${chapter}`;
}

/** Every chapter's area: the screens that name levels of any chapter (the levels screen, the demo). */
export const ALL_CHAPTER_AREAS: readonly Area[] = CHAPTERS.map((c) => chapterArea(c.id));

/**
 * The campaign level whose words a level shows: a campaign id with the campaign's title. A copy
 * edited in the designer keeps the id but not the title, so it keeps its author's words.
 */
function campaignTextOf(level: Pick<Level, 'id' | 'title'>): CampaignLevel | undefined {
  const campaign = campaignLevel(level.id);
  return campaign?.title === level.title ? campaign : undefined;
}

/** Whether a level's words come from the catalogs (a campaign level) or from its author. */
export function isCampaignText(level: Pick<Level, 'id' | 'title'>): boolean {
  return campaignTextOf(level) !== undefined;
}

/** The area with a level's words: its chapter's for a campaign level, none for another. */
export function levelAreas(level: Pick<Level, 'id' | 'title'> | undefined): Area[] {
  const campaign = level && campaignTextOf(level);
  return campaign ? [chapterArea(campaign.chapter)] : [];
}

/**
 * A campaign level's title in the active language; another level's (shared, drawn) is the player's
 * own. The screens load the chapter's words before they show it: if one did not, its English title
 * rather than a message id.
 */
export function levelTitle(level: Pick<Level, 'id' | 'title'>): string {
  const campaign = campaignTextOf(level);
  return campaign && hasArea(chapterArea(campaign.chapter)) ? t(`plantank.level.${level.id}.title` as MessageId) : level.title;
}

/** A campaign level's description in the active language; another's (or an edited one) is its author's. */
export function levelDescription(level: Pick<Level, 'id' | 'title' | 'description'>): string | undefined {
  const campaign = campaignTextOf(level);
  return campaign && campaign.description === level.description && hasArea(chapterArea(campaign.chapter))
    ? t(`plantank.level.${level.id}.description` as MessageId)
    : level.description;
}

export function chapterTitle(id: ChapterId): string {
  return t(`plantank.chapter.${id}` as MessageId);
}

export function colorName(color: Color): string {
  return t(`plantank.color.${color}` as MessageId);
}

export function actionName(action: Action): string {
  switch (action.kind) {
    case 'forward': return t('plantank.action.forward');
    case 'left': return t('plantank.action.left');
    case 'right': return t('plantank.action.right');
    case 'call': return t('plantank.action.call', { fn: action.fn + 1 });
    case 'paint': return t('plantank.action.paint', { color: colorName(action.color) });
  }
}

export function slotDescription(slot: { cond: Color | null; action: Action | null }): string {
  if (!slot.action) return slot.cond ? t('plantank.slot.colorOnly', { color: colorName(slot.cond) }) : t('plantank.slot.empty');
  return slot.cond ? t('plantank.slot.onColor', { color: colorName(slot.cond), action: actionName(slot.action) }) : actionName(slot.action);
}

export function slotName(at: { fn: number; slot: number }): string {
  return t('plantank.slot.name', { fn: at.fn + 1, slot: at.slot + 1 });
}

/** How the run ended and why, for the status line and the live region ('' while it goes on). */
export function outcomeSentence(run: RunState): string {
  const result = runResultOf(run);
  if (!result) return '';
  switch (result.outcome) {
    case 'won':
      return t('plantank.outcome.won', { count: result.steps, steps: num(result.steps) });
    case 'fell': {
      const { row, col } = result.final;
      const onBoard = row >= 0 && row < run.level.items.length && col >= 0 && col < (run.level.items[row]?.length ?? 0);
      if (onBoard) return t('plantank.outcome.fell', { row: row + 1, col: col + 1 });
      const from = result.fellFrom ?? result.final;
      return t('plantank.outcome.droveOff', { row: from.row + 1, col: from.col + 1 });
    }
    case 'outOfFuel':
      return t('plantank.outcome.outOfFuel', { count: result.steps, steps: num(result.steps), stars: result.starsLeft });
    case 'programEnded':
      return t('plantank.outcome.programEnded', { count: result.starsLeft });
    case 'infiniteLoop': {
      if (!result.loop) return t('plantank.outcome.loop');
      const { fn, caller } = result.loop;
      return fn === caller ? t('plantank.outcome.loopSelf', { fn: fn + 1 }) : t('plantank.outcome.loopCalls', { caller: caller + 1, fn: fn + 1 });
    }
    case 'stackOverflow':
      return t('plantank.outcome.stackOverflow', { frames: num(result.maxStack) });
  }
}
