import { useEffect } from 'react';
import { useNotices, type Notice } from '../../stores/notices';

function Toast({ notice }: { notice: Notice }) {
  const dismiss = useNotices((s) => s.dismiss);
  useEffect(() => {
    const t = setTimeout(() => dismiss(notice.id), notice.tone === 'warning' ? 9000 : 3500);
    return () => clearTimeout(t);
  }, [notice, dismiss]);
  const tone =
    notice.tone === 'warning' ? 'border-accent-500 bg-ink-800' : notice.tone === 'success' ? 'border-success-500 bg-ink-800' : 'border-ink-500 bg-ink-800';
  return (
    <li className={`toast-in pointer-events-auto flex items-start gap-3 rounded-xl border-l-4 ${tone} px-4 py-3 text-sm text-ink-100 shadow-xl`}>
      <span className="flex-1">{notice.text}</span>
      <button type="button" className="-m-2 min-h-11 min-w-11 rounded-lg text-ink-300 hover:text-ink-100" aria-label="Dismiss" onClick={() => dismiss(notice.id)}>
        ✕
      </button>
    </li>
  );
}

/** Notices for the player (saves reset, storage full, update ready), announced politely. */
export function Toasts() {
  const notices = useNotices((s) => s.notices);
  return (
    <section aria-label="Notifications" aria-live="polite" className="pointer-events-none fixed inset-x-0 top-2 z-50 flex justify-center px-3">
      <ul className="flex w-full max-w-md flex-col gap-2">
        {notices.map((n) => (
          <Toast key={n.id} notice={n} />
        ))}
      </ul>
    </section>
  );
}
