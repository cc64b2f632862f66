import { useEffect, useMemo, useRef } from 'react';
import { useT } from '../../i18n/useT';
import { noticeText, useNotices, type Notice } from '../../stores/notices';

/**
 * A notice goes by itself once it has been on screen long enough to read: its time runs only while
 * the page is visible and the pointer or focus is not on it (a notice from another tab waits for the
 * player to come back; one being read stays).
 */
function useShownFor(ms: number, onDone: () => void): { onPointerEnter: () => void; onPointerLeave: () => void; onFocus: () => void; onBlur: () => void } {
  const held = useRef(false);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  const api = useRef<{ hold: (on: boolean) => void }>({ hold: () => undefined });
  useEffect(() => {
    let left = ms;
    let since = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = () => {
      if (timer !== undefined || held.current || document.visibilityState !== 'visible') return;
      since = performance.now();
      timer = setTimeout(() => done.current(), left);
    };
    const stop = () => {
      if (timer === undefined) return;
      clearTimeout(timer);
      timer = undefined;
      left = Math.max(0, left - (performance.now() - since));
    };
    const onVisibility = () => (document.visibilityState === 'visible' ? run() : stop());
    api.current.hold = (on) => {
      held.current = on;
      if (on) stop();
      else run();
    };
    document.addEventListener('visibilitychange', onVisibility);
    run();
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [ms]);
  return useMemo(
    () => ({
      onPointerEnter: () => api.current.hold(true),
      onPointerLeave: () => api.current.hold(false),
      onFocus: () => api.current.hold(true),
      onBlur: () => api.current.hold(false),
    }),
    [],
  );
}

function Toast({ notice }: { notice: Notice }) {
  const t = useT();
  const dismiss = useNotices((s) => s.dismiss);
  const hold = useShownFor(notice.tone === 'warning' ? 9000 : 3500, () => dismiss(notice.id));
  const tone =
    notice.tone === 'warning' ? 'border-accent-500 bg-ink-800' : notice.tone === 'success' ? 'border-success-500 bg-ink-800' : 'border-ink-500 bg-ink-800';
  return (
    <li className={`toast-in pointer-events-auto flex items-start gap-3 rounded-xl border-l-4 ${tone} px-4 py-3 text-sm text-ink-100 shadow-xl`} {...hold}>
      <span className="flex-1">{notice.message ? noticeText(notice.message) : notice.text}</span>
      <button type="button" className="-m-2 min-h-11 min-w-11 rounded-lg text-ink-300 hover:text-ink-100" aria-label={t('toasts.dismiss')} onClick={() => dismiss(notice.id)}>
        ✕
      </button>
    </li>
  );
}

/** Notices for the player (saves reset, storage full, update ready), announced politely. */
export function Toasts() {
  const t = useT();
  const notices = useNotices((s) => s.notices);
  return (
    <section aria-label={t('toasts.region')} aria-live="polite" className="pointer-events-none fixed inset-x-0 top-2 z-50 flex justify-center px-3">
      <ul className="flex w-full max-w-md flex-col gap-2">
        {notices.map((n) => (
          <Toast key={n.id} notice={n} />
        ))}
      </ul>
    </section>
  );
}
