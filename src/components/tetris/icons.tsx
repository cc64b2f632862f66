/** Small stroke icons for the Tetris controls (inline SVG: nothing to download, CSP-safe). */
function Icon({ d, className = 'size-6' }: { d: string; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth={2.4} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d={d} />
    </svg>
  );
}

export const LeftIcon = () => <Icon d="M15 5l-7 7 7 7" />;
export const RightIcon = () => <Icon d="M9 5l7 7-7 7" />;
export const DownIcon = () => <Icon d="M5 9l7 7 7-7" />;
export const HardDropIcon = () => <Icon d="M6 5l6 6 6-6M6 11l6 6 6-6M5 21h14" />;
export const RotateCwIcon = () => <Icon d="M20 12a8 8 0 1 1-2.34-5.66M20 4v5h-5" />;
export const RotateCcwIcon = () => <Icon d="M4 12a8 8 0 1 0 2.34-5.66M4 4v5h5" />;
/** A piece going into a tray: hold. */
export const HoldIcon = () => (
  <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth={2.2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d="M3 11v8a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-8" />
    <path d="M8 7h8v-4h-8zM10 7v4h4v-4" fill="currentColor" fillOpacity={0.35} />
  </svg>
);
/** Pause while a game runs, play while it is paused: both drawn, one shown, so the swap repaints the icon and lays out nothing. */
export const PauseResumeIcon = ({ paused }: { paused: boolean }) => (
  <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth={2.4} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    {/* The shown one inherits its button's visibility: a hidden button hides it too. */}
    <path d="M9 5v14M15 5v14" visibility={paused ? 'hidden' : undefined} />
    <path d="M7 4l13 8-13 8z" visibility={paused ? undefined : 'hidden'} />
  </svg>
);
