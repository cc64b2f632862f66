import type { ReactNode } from 'react';
import type { MessageId } from '../../i18n';
import { richText } from '../../i18n/rich';
import { useT } from '../../i18n/useT';
import { Button } from '../ui/Button';

function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 32 32" className="size-8 shrink-0 text-accent-300" fill="none" stroke="currentColor" strokeWidth={2.2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      {children}
    </svg>
  );
}

const GESTURES: { glyph: ReactNode; gesture: MessageId; does: MessageId }[] = [
  {
    glyph: (
      <Glyph>
        <path d="M4 16h24M9 11l-5 5 5 5M23 11l5 5-5 5" />
      </Glyph>
    ),
    gesture: 'tetris.gesture.drag',
    does: 'tetris.gesture.dragDoes',
  },
  {
    glyph: (
      <Glyph>
        <path d="M16 4v24" strokeDasharray="2 3" />
        <circle cx="8" cy="16" r="3.5" fill="currentColor" fillOpacity={0.35} />
        <circle cx="24" cy="16" r="3.5" fill="currentColor" fillOpacity={0.35} />
      </Glyph>
    ),
    gesture: 'tetris.gesture.tap',
    does: 'tetris.gesture.tapDoes',
  },
  {
    glyph: (
      <Glyph>
        <path d="M16 4v20M10 18l6 6 6-6M8 28h16" />
      </Glyph>
    ),
    gesture: 'tetris.gesture.flickDown',
    does: 'tetris.gesture.flickDownDoes',
  },
  {
    glyph: (
      <Glyph>
        <path d="M16 28V8M10 14l6-6 6 6M8 4h16" />
      </Glyph>
    ),
    gesture: 'tetris.gesture.flickUp',
    does: 'tetris.gesture.flickUpDoes',
  },
];

/**
 * The board's touch gestures, over the play area: before the first game on a touch screen, and
 * from the pause panel. One button closes it (`doneLabel`: start playing, or back to the pause).
 */
export function GestureHelp({ onDone, doneLabel }: { onDone: () => void; doneLabel: string }) {
  const t = useT();
  return (
    <div className="t-overlay" data-testid="gesture-help">
      <section className="t-overlay-card t-help" aria-labelledby="t-help-title">
        <h2 id="t-help-title" className="font-display text-2xl font-bold text-accent-300">
          {t('tetris.howToPlay')}
        </h2>
        <ul className="t-help-list">
          {GESTURES.map(({ glyph, gesture, does }) => (
            <li key={gesture} className="flex items-center gap-3 text-left text-sm text-ink-200">
              {glyph}
              <span>
                {richText(t, 'tetris.gesture.item', { gesture: <strong className="text-ink-100">{t(gesture)}</strong> }, { does: t(does) })}
              </span>
            </li>
          ))}
        </ul>
        <p className="text-xs text-ink-300">{t('tetris.gesture.buttons')}</p>
        <Button tone="primary" onClick={onDone} autoFocus>
          {doneLabel}
        </Button>
      </section>
    </div>
  );
}
