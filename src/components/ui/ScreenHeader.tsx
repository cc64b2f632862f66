import { useEffect, type ReactNode } from 'react';
import { Link } from 'wouter';
import { useT } from '../../i18n/useT';

/** The tab's title: the screen's (already translated) name, or the arcade's own on the home page. */
export function useDocumentTitle(screen: string | null): void {
  const t = useT();
  const title = screen === null ? t('app.title') : t('app.screenTitle', { screen });
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/**
 * The top bar of every screen: a way back, the title, and the screen's own actions.
 * `back` is an absolute route ("/tetris"); it works from inside a game's nested routes too.
 */
export function ScreenHeader({ title, back = '/', backLabel, children }: { title: string; back?: string; backLabel?: string; children?: ReactNode }) {
  const t = useT();
  useDocumentTitle(title);
  const place = backLabel ?? t('header.arcade');
  return (
    // Three columns, the sides as wide as each other where there is room: the title stays in the
    // middle of the page whatever the way back and the actions measure.
    <header className="mx-auto grid w-full max-w-5xl grid-cols-[minmax(max-content,1fr)_minmax(0,auto)_minmax(max-content,1fr)] items-center gap-2 px-3 pt-3 pb-2">
      <Link href={back.startsWith('~') ? back : `~${back}`} className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1 justify-self-start rounded-xl px-3 font-semibold text-ink-200 hover:bg-ink-800" aria-label={t('header.back', { place })}>
        {/* On a narrow phone the arrow alone leaves the title room (the link keeps its name). */}
        <span aria-hidden="true">←</span> <span className="max-[25rem]:hidden">{place}</span>
      </Link>
      <h1 className="min-w-0 text-center font-display text-lg leading-tight font-bold tracking-wide text-balance break-words text-ink-100 min-[25rem]:text-xl sm:text-2xl">{title}</h1>
      <div className="flex min-w-11 items-center justify-end gap-1">{children}</div>
    </header>
  );
}
