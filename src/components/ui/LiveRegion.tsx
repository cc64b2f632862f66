import { useAnnouncement } from './announce';

/** One polite live region for the whole app (score events, level changes). */
export function LiveRegion() {
  const text = useAnnouncement((s) => s.text);
  const n = useAnnouncement((s) => s.n);
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-testid="live-region">
      {/* The key makes a repeated message be read again. */}
      <span key={n}>{text}</span>
    </div>
  );
}
