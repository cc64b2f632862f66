import { Button, ButtonLink } from '../ui/Button';

/**
 * Overlays on the board (siblings of the board, so their buttons stay accessible): before the game
 * starts, and while it is paused. Not modal dialogs: the pause keys must keep working under them.
 */
export function ReadyOverlay({
  title,
  detail,
  onStart,
  resume,
}: {
  title: string;
  detail: string;
  onStart: () => void;
  /** A saved game to continue: "Resume" and a new game (which drops it) instead of the single start. */
  resume?: { summary: string; onNewGame: () => void; newGameLabel: string };
}) {
  return (
    <div
      className="t-overlay"
      data-testid="ready-overlay"
      onClick={(e) => {
        // A tap anywhere on the board starts (a plain start only: with a saved game, pick a button).
        if (!resume && e.target === e.currentTarget) onStart();
      }}
    >
      <p className="font-display text-2xl font-bold text-accent-300">{title}</p>
      <p className="text-sm text-ink-200">{detail}</p>
      {resume ? (
        <>
          <p className="rounded-lg bg-ink-800 px-3 py-2 text-sm text-ink-100">{resume.summary}</p>
          <Button tone="primary" onClick={onStart} autoFocus>
            Resume
          </Button>
          <Button onClick={resume.onNewGame}>{resume.newGameLabel}</Button>
        </>
      ) : (
        <>
          <Button tone="primary" onClick={onStart} className="px-6 text-lg">
            Start
          </Button>
          <p className="max-w-[14rem] text-sm font-semibold text-ink-100">Press Enter or tap to start</p>
        </>
      )}
    </div>
  );
}

export function PauseOverlay({
  autoPaused,
  onResume,
  onRestart,
  onEnd,
}: {
  autoPaused: boolean;
  onResume: () => void;
  onRestart: () => void;
  onEnd: () => void;
}) {
  return (
    <div className="t-overlay" data-testid="pause-overlay">
      <h2 className="font-display text-3xl font-bold text-accent-300">Paused</h2>
      {autoPaused && <p className="text-sm text-ink-200">The game paused itself while you were away.</p>}
      <Button tone="primary" onClick={onResume} className="w-44" autoFocus>
        Resume
      </Button>
      <Button onClick={onRestart} className="w-44">
        Restart
      </Button>
      <Button onClick={onEnd} className="w-44">
        End game
      </Button>
      <ButtonLink href="/tetris/levels" tone="ghost" className="w-44">
        Modes &amp; scores
      </ButtonLink>
      <p className="text-xs text-ink-300">Esc, P or F1 resumes</p>
    </div>
  );
}
