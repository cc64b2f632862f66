import type { ReactNode } from 'react';
import { Button } from '../ui/Button';

function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 32 32" className="size-8 shrink-0 text-accent-300" fill="none" stroke="currentColor" strokeWidth={2.2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      {children}
    </svg>
  );
}

const GESTURES: { glyph: ReactNode; gesture: string; does: string }[] = [
  {
    glyph: (
      <Glyph>
        <path d="M4 16h24M9 11l-5 5 5 5M23 11l5 5-5 5" />
      </Glyph>
    ),
    gesture: 'Drag',
    does: 'move the piece (slowly down: soft drop)',
  },
  {
    glyph: (
      <Glyph>
        <path d="M16 4v24" strokeDasharray="2 3" />
        <circle cx="8" cy="16" r="3.5" fill="currentColor" fillOpacity={0.35} />
        <circle cx="24" cy="16" r="3.5" fill="currentColor" fillOpacity={0.35} />
      </Glyph>
    ),
    gesture: 'Tap the left or right half',
    does: 'rotate that way',
  },
  {
    glyph: (
      <Glyph>
        <path d="M16 4v20M10 18l6 6 6-6M8 28h16" />
      </Glyph>
    ),
    gesture: 'Flick down',
    does: 'hard drop',
  },
  {
    glyph: (
      <Glyph>
        <path d="M16 28V8M10 14l6-6 6 6M8 4h16" />
      </Glyph>
    ),
    gesture: 'Flick up',
    does: 'hold the piece',
  },
];

/**
 * The board's touch gestures, over the play area: before the first game on a touch screen, and
 * from the pause panel. One button closes it (`doneLabel`: start playing, or back to the pause).
 */
export function GestureHelp({ onDone, doneLabel }: { onDone: () => void; doneLabel: string }) {
  return (
    <div className="t-overlay" data-testid="gesture-help">
      <section className="t-overlay-card t-help" aria-labelledby="t-help-title">
        <h2 id="t-help-title" className="font-display text-2xl font-bold text-accent-300">
          How to play
        </h2>
        <ul className="t-help-list">
          {GESTURES.map(({ glyph, gesture, does }) => (
            <li key={gesture} className="flex items-center gap-3 text-left text-sm text-ink-200">
              {glyph}
              <span>
                <strong className="text-ink-100">{gesture}</strong>: {does}
              </span>
            </li>
          ))}
        </ul>
        <p className="text-xs text-ink-300">The on-screen buttons do the same.</p>
        <Button tone="primary" onClick={onDone} autoFocus>
          {doneLabel}
        </Button>
      </section>
    </div>
  );
}
