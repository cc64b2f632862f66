import { LinguiContext } from '@lingui/react';
import { useCallback, useContext, useSyncExternalStore } from 'react';
import { i18n, type MessageId, type MessageValues } from './index';

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
  const _ = ctx?._;
  return useCallback<Translate>((id, values) => (_ ? _(id, values) : i18n._(id, values)), [_, active]); // eslint-disable-line react-hooks/exhaustive-deps
}
