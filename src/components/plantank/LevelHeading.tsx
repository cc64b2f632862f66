import { memo } from 'react';
import { useT } from '../../i18n/useT';
import type { CampaignLevel, Level } from '../../logic/plantank/index.ts';
import { campaignNumber } from './levelAccess';
import { chapterTitle, isCampaignText, levelDescription, levelTitle } from './words';

/** The level's number and title over its chapter and description, as the play screen shows them (memoised: an edit does not render it). */
export const LevelHeading = memo(function LevelHeading({ level, campaign }: { level: Level; campaign?: CampaignLevel }) {
  const t = useT();
  const number = campaign ? campaignNumber(campaign.id) : undefined;
  const chapter = campaign ? chapterTitle(campaign.chapter) : undefined;
  // A level drawn by a player keeps its author's words in every language.
  const ownWords = !isCampaignText(level);
  return (
    <div className="w-full max-w-2xl text-center">
      <h2 id="pt-level-title" className="font-display text-lg font-bold text-ink-100 sm:text-xl">
        {number !== undefined && <span className="num mr-2 text-accent-300">{number}</span>}
        <span translate={ownWords ? 'no' : undefined}>{levelTitle(level)}</span>
      </h2>
      <p className="text-sm text-ink-300">
        {chapter && <span className="font-semibold text-ink-200">{chapter} · </span>}
        {level.description !== undefined ? <span translate={ownWords ? 'no' : undefined}>{levelDescription(level)}</span> : campaign ? '' : t('plantank.play.sharedLevel')}
      </p>
    </div>
  );
});
