import type { ReactNode } from 'react';
import { useT } from '../../i18n/useT';
import { Button, ButtonLink } from '../ui/Button';

/**
 * Panels over the play area (siblings of the board, so their buttons stay accessible): before the
 * game starts, and while it is paused. Not modal dialogs: the pause keys must keep working under them.
 */
function Panel({ testId, onBackdrop, children }: { testId: string; onBackdrop?: () => void; children: ReactNode }) {
  return (
    <div
      className="t-overlay"
      data-testid={testId}
      onClick={(e) => {
        if (onBackdrop && !(e.target as Element).closest('button, a')) onBackdrop();
      }}
    >
      <div className="t-overlay-card">{children}</div>
    </div>
  );
}

export function ReadyOverlay({
  title,
  detail,
  onStart,
  resume,
  touch = false,
}: {
  title: string;
  detail: string;
  onStart: () => void;
  /** A saved game to continue: "Resume" and a new game (which drops it) instead of the single start. */
  resume?: { summary: string; onNewGame: () => void; newGameLabel: string };
  /** A touch screen: no keys to press. */
  touch?: boolean;
}) {
  const t = useT();
  return (
    // A tap anywhere on the panel starts (a plain start only: with a saved game, pick a button).
    <Panel testId="ready-overlay" onBackdrop={resume ? undefined : onStart}>
      <p className="font-display text-2xl font-bold text-accent-300">{title}</p>
      <p className="text-sm text-ink-200">{detail}</p>
      {resume ? (
        <>
          <p className="rounded-lg bg-ink-800 px-3 py-2 text-sm text-ink-100">{resume.summary}</p>
          <Button tone="primary" onClick={onStart} autoFocus>
            {t('tetris.resume')}
          </Button>
          <Button onClick={resume.onNewGame}>{resume.newGameLabel}</Button>
        </>
      ) : (
        <>
          <Button tone="primary" onClick={onStart} className="self-center px-8 text-lg">
            {t('tetris.start')}
          </Button>
          <p className="text-sm font-semibold text-ink-100">{touch ? t('tetris.tapToStart') : t('tetris.pressToStart')}</p>
        </>
      )}
    </Panel>
  );
}

export function PauseOverlay({
  autoPaused,
  onResume,
  onRestart,
  onEnd,
  onHelp,
  touch = false,
}: {
  autoPaused: boolean;
  onResume: () => void;
  onRestart: () => void;
  onEnd: () => void;
  /** Shows how to play (the touch gestures). */
  onHelp?: () => void;
  touch?: boolean;
}) {
  const t = useT();
  return (
    <Panel testId="pause-overlay">
      <h2 className="font-display text-3xl font-bold text-accent-300">{t('tetris.paused')}</h2>
      {autoPaused && <p className="text-sm text-ink-200">{t('tetris.autoPaused')}</p>}
      <div className="t-overlay-buttons">
        <Button tone="primary" onClick={onResume} autoFocus>
          {t('tetris.resume')}
        </Button>
        <Button onClick={onRestart}>{t('tetris.restart')}</Button>
        <Button onClick={onEnd}>{t('tetris.endGame')}</Button>
        {onHelp && <Button onClick={onHelp}>{t('tetris.howToPlay')}</Button>}
        <ButtonLink href="/tetris/levels" tone="ghost">
          {t('tetris.modesScores')}
        </ButtonLink>
      </div>
      {!touch && <p className="text-xs text-ink-300">{t('tetris.pauseKeys')}</p>}
    </Panel>
  );
}
