import { useEffect } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { useLocation } from 'wouter';
import { t as translate } from '../../i18n';
import { useT } from '../../i18n/useT';
import { announce } from './announce';
import { Button } from './Button';
import { handOver } from './handOver';

/**
 * A new version of the site was downloaded by the service worker: offer it, never reload by itself
 * (a reload mid-game would lose the game). Offered on the arcade's home page, at the bottom, where
 * it covers nothing the player needs (the page leaves room under its last line): over a game or a
 * level list it had covered the screen's header, its way back and its actions, until answered. On
 * any other screen the offer waits for the player to come home; a player who never does gets the
 * new version on their next visit anyway, once the old one has no tab left. Being ready offline
 * needs no message: the home page says the site works offline after the first visit.
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({ immediate: true });
  const t = useT();
  const [location] = useLocation();
  const shown = needRefresh && location === '/';
  // A screen reader hears of it when it shows: it sits at the end of the page.
  useEffect(() => {
    if (shown) announce(translate('update.announce'));
  }, [shown]);
  if (!shown) return null;
  return (
    <aside aria-label={t('update.region')} className="rise-in fixed right-3 bottom-3 left-3 z-50 mx-auto flex max-w-md items-center gap-3 rounded-xl border border-ink-600 bg-ink-800 px-4 py-2 text-sm shadow-xl">
      <span className="flex-1">{t('update.ready')}</span>
      <Button tone="primary" onClick={() => void handOver(navigator.serviceWorker, () => window.location.reload(), () => updateServiceWorker(true))}>
        {t('update.update')}
      </Button>
      <Button tone="ghost" onClick={() => setNeedRefresh(false)}>
        {t('update.later')}
      </Button>
    </aside>
  );
}
