import { useWhenIdle } from '../board/useWhenIdle';
import { useAnnouncement } from './announce';

/**
 * One polite live region for the whole app (score events, level changes). It takes the newest
 * message once the browser is idle (useWhenIdle, within 200 ms): its text, laid out from the
 * document down, then stays out of the frame that answers the tap or key that caused it.
 */
export function LiveRegion() {
  const { text, n } = useWhenIdle(useAnnouncement());
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-testid="live-region">
      {/* The key makes a repeated message be read again. */}
      <span key={n}>{text}</span>
    </div>
  );
}
