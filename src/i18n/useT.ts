import { LinguiContext } from '@lingui/react';
import { useCallback, useContext, useSyncExternalStore } from 'react';
import { i18n, translate, type MessageId, type MessageValues } from './index';

export type Translate = (id: MessageId, values?: MessageValues) => string;

const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const locale = () => i18n.locale;

/**
 * The typed translator for components: `t('home.play')`, `t('games.tetris.stat', { score })`.
 * It reads Lingui's context (the app's I18nProvider) like `useLingui()`, and subscribes to the
 * instance's language itself, so a component re-renders on a switch, and one rendered without the
 * provider (a unit test of a single widget) still gets its words instead of a throw.
 */
export function useT(): Translate {
  const ctx = useContext(LinguiContext);
  const active = useSyncExternalStore(subscribe, locale, locale);
  // The app's own instance formats through the shared memory of messages; another (a test's) directly.
  const _ = ctx && ctx.i18n !== i18n ? ctx._ : translate;
  return useCallback<Translate>((id, values) => _(id, values), [_, active]); // eslint-disable-line react-hooks/exhaustive-deps
}
