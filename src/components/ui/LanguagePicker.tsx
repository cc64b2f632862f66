import { useId } from 'react';
import { LOCALES, LOCALE_NAMES, isLocale } from '../../i18n/locales';
import { useT } from '../../i18n/useT';
import { useSettings } from '../../stores/settings';

/**
 * The language, each shown in its own name. The choice is a setting: the app follows it (LocaleSync),
 * without a reload, in this tab and the others. `compact` hides the visible label (the home page's corner).
 */
export function LanguagePicker({ compact = false, className = '' }: { compact?: boolean; className?: string }) {
  const t = useT();
  const id = useId();
  const locale = useSettings((s) => s.general.locale);
  const update = useSettings((s) => s.update);
  return (
    <span className={`flex items-center gap-3 ${compact ? '' : 'min-h-11 justify-between'} ${className}`}>
      <label htmlFor={id} className={compact ? 'sr-only' : ''}>
        {t('app.language')}
      </label>
      <select
        id={id}
        value={locale}
        onChange={(e) => {
          if (isLocale(e.target.value)) update('general', { locale: e.target.value });
        }}
        // As wide as the language shown, not the widest name: sized by every option, the first
        // layout of the page would load a Chinese font for one word nobody reads there.
        className={`min-h-11 rounded-lg border border-ink-600 bg-ink-800 px-2 text-ink-100 field-sizing-content ${compact ? 'text-sm' : ''}`}
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LOCALE_NAMES[l]}
          </option>
        ))}
      </select>
    </span>
  );
}
