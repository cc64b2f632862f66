import { memo, useState } from 'react';
import type { MessageId } from '../../i18n';
import { useT } from '../../i18n/useT';
import { richText } from '../../i18n/rich';
import { useAreasReady, withAreas } from '../../i18n/useArea';

/** The help's body (plantank-keys.json): fetched when a pointer or the focus comes to its summary. */
const KEY_AREAS = ['plantank-keys'] as const;

const KEYS: [string, MessageId][] = [
  ['W', 'plantank.keys.forward'],
  ['Q / E', 'plantank.keys.turns'],
  ['1–5', 'plantank.keys.calls'],
  ['R G B', 'plantank.keys.condition'],
  ['N', 'plantank.keys.anyColour'],
  ['Shift+R G B', 'plantank.keys.paint'],
  ['Delete', 'plantank.keys.clear'],
  ['← ↑ → ↓', 'plantank.keys.move'],
  ['X', 'plantank.keys.run'],
  ['S', 'plantank.keys.step'],
  ['F', 'plantank.keys.finish'],
  ['.', 'plantank.keys.breakpoint'],
  ['H', 'plantank.keys.hint'],
  ['Ctrl+Z', 'plantank.keys.undo'],
  ['Ctrl+Shift+Z', 'plantank.keys.redo'],
];

/** RoboZZle's keys, folded away until asked for; it unfolds once its words are there. */
export const KeyboardHelp = memo(function KeyboardHelp() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const ready = useAreasReady(KEY_AREAS, asked);
  const ask = () => setAsked(true);
  return (
    <details className="pt-panel pt-keyboard-help text-sm text-ink-300" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary
        className="cursor-pointer font-semibold text-ink-200"
        onPointerEnter={ask}
        onFocus={ask}
        onClick={(e) => {
          e.preventDefault();
          if (open) setOpen(false);
          else withAreas(KEY_AREAS, () => setOpen(true));
        }}
      >
        {t('plantank.keys.title')}
      </summary>
      {ready && (
        <>
          <p className="mt-2">{t('plantank.keys.intro')}</p>
          <p className="mt-1">{richText(t, 'plantank.keys.breakpointHelp', { key: <kbd className="pt-kbd">.</kbd> })}</p>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            {KEYS.map(([k, what]) => (
              <div key={k} className="contents">
                <dt>
                  <kbd className="pt-kbd">{k}</kbd>
                </dt>
                <dd>{t(what)}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </details>
  );
});
