import type { ButtonHTMLAttributes, PointerEvent, ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { showPress, swallowRestOfTouch } from '../input/pressFeedback';

export type ButtonTone = 'primary' | 'secondary' | 'ghost' | 'danger';

const TONES: Record<ButtonTone, string> = {
  primary: 'bg-accent-500 text-ink-950 hover:bg-accent-400 shadow-[inset_0_-3px_0_rgb(0_0_0/0.2)]',
  secondary: 'bg-ink-700 text-ink-100 hover:bg-ink-600 shadow-[inset_0_-3px_0_rgb(0_0_0/0.25)]',
  ghost: 'bg-transparent text-ink-200 hover:bg-ink-800',
  danger: 'bg-danger-500 text-ink-950 hover:brightness-110',
};

export function buttonClass(tone: ButtonTone = 'secondary', extra = ''): string {
  return `inline-flex min-h-11 items-center justify-center gap-2 rounded-xl text-center px-4 py-2 font-semibold transition-colors active:press-look data-pressed:press-look disabled:cursor-not-allowed disabled:opacity-50 ${TONES[tone]} ${extra}`;
}

export function Button({
  tone = 'secondary',
  className = '',
  children,
  onPointerDown,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { tone?: ButtonTone; children: ReactNode }) {
  return (
    <button
      type="button"
      className={buttonClass(tone, className)}
      onPointerDown={(e) => {
        showPress(e);
        onPointerDown?.(e);
      }}
      {...rest}
    >
      {children}
    </button>
  );
}

/** A link styled as a button. `href` is absolute ("/tetris/levels") even inside nested game routes. */
export function ButtonLink({
  href,
  tone = 'secondary',
  className = '',
  children,
  ...rest
}: { href: string; tone?: ButtonTone; className?: string; children: ReactNode; 'aria-label'?: string }) {
  return (
    <Link href={href.startsWith('~') ? href : `~${href}`} className={buttonClass(tone, className)} onPointerDown={showPress} {...rest}>
      {children}
    </Link>
  );
}

/**
 * A game's link on to what comes next (a win dialog's next level), which a finger opens as it lands,
 * as a game's buttons answer a touch (PopStar's Play): the finger's rest on the glass is no longer
 * part of the wait. The rest of that touch does nothing, since its click would land on the screen
 * just opened. Where the finger may be starting a scroll (a dialog taller than a landscape phone),
 * and for a mouse, a pen and the keyboard, it follows the click as any link.
 */
export function PressButtonLink({ href, ...props }: Parameters<typeof ButtonLink>[0]) {
  const [, navigate] = useLocation();
  const to = href.startsWith('~') ? href : `~${href}`;
  const onPointerDown = (e: PointerEvent<HTMLAnchorElement>) => {
    showPress(e);
    if (e.pointerType !== 'touch' || !e.isPrimary || e.button !== 0 || mayScroll(e.currentTarget)) return;
    swallowRestOfTouch(e.target);
    navigate(to);
  };
  return (
    <Link href={to} className={buttonClass(props.tone, props.className)} onPointerDown={onPointerDown} aria-label={props['aria-label']}>
      {props.children}
    </Link>
  );
}

/** Whether a touch on `el` may begin a scroll: its dialog (or, outside one, the page) overflows. */
function mayScroll(el: Element): boolean {
  const box = el.closest('dialog') ?? document.scrollingElement;
  return box !== null && box.scrollHeight > box.clientHeight + 1;
}

