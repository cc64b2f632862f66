import { memo, useState } from 'react';
import { t as translate } from '../../i18n';
import { useT } from '../../i18n/useT';
import { encodeShare, type CampaignLevel, type Level, type Program } from '../../logic/plantank/index.ts';
import { withAreas } from '../../i18n/useArea';
import { notify } from '../../stores/notices';
import { shareUrl } from './planTankRoute';
import { SHARE_PROBLEM_AREAS, shareProblem } from './shareWords';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { ShareIcon } from './icons';

/**
 * Share: a link to the level with the program in it (a level of the player's own goes in the link
 * whole), copied to the clipboard, or shown in a dialog to copy by hand where the clipboard is shut.
 */
export const ShareButton = memo(function ShareButton({ level, campaign, program }: { level: Level; campaign?: CampaignLevel; /** The program to share, read when pressed (an edit renders no Share). */ program: () => Program }) {
  const t = useT();
  const [shownUrl, setShownUrl] = useState<string | null>(null);
  const share = async () => {
    let code: string;
    try {
      const shared = program();
      code = encodeShare(campaign ? { levelId: level.id, program: shared } : { levelId: level.id, program: shared, level });
    } catch (error) {
      // A level too large for a link: say why, share nothing.
      const reason = shareProblem(error);
      withAreas(SHARE_PROBLEM_AREAS, () => notify({ id: 'plantank.share.cannot', values: { reason } }, 'warning'));
      return;
    }
    const url = shareUrl(code);
    try {
      await navigator.clipboard.writeText(url);
      notify(translate('plantank.share.copied'), 'success');
    } catch {
      setShownUrl(url);
    }
  };
  return (
    <>
      <Button tone="ghost" className="ml-auto px-3 max-[399px]:px-2" onClick={() => void share()} aria-label={t('plantank.share.title')}>
        <ShareIcon /> {t('plantank.share.button')}
      </Button>
      <Dialog open={shownUrl !== null} title={t('plantank.share.title')} onClose={() => setShownUrl(null)}>
        <p className="mb-2 text-sm text-ink-200">{t('plantank.share.copyThis')}</p>
        <input readOnly value={shownUrl ?? ''} aria-label={t('plantank.share.link')} className="mb-4 w-full rounded-lg bg-ink-800 p-2 text-sm text-ink-100" onFocus={(e) => e.currentTarget.select()} />
        <Button tone="primary" className="w-full" onClick={() => setShownUrl(null)}>
          {t('plantank.share.done')}
        </Button>
      </Dialog>
    </>
  );
});
