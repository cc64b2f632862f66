import { useEffect, useRef, type ReactNode } from 'react';

/**
 * An accessible modal dialog on the native <dialog> (focus is moved in and trapped by the browser,
 * Esc closes, the rest of the page is inert). `open` is controlled by the game; `onClose` runs when
 * the player dismisses it (Esc or a close button).
 */
export function Dialog({
  open,
  title,
  children,
  onClose,
  className = '',
  passKeys,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  onClose?: () => void;
  className?: string;
  /** Game commands that still reach the game while this dialog is open (a pause key that resumes). */
  passKeys?: readonly string[];
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) {
      if (typeof d.showModal === 'function') d.showModal();
      else d.setAttribute('open', '');
    } else if (!open && d.open) {
      if (typeof d.close === 'function') d.close();
      else d.removeAttribute('open');
    }
  }, [open]);
  return (
    <dialog
      ref={ref}
      data-pass-keys={passKeys?.join(' ')}
      aria-labelledby={open ? 'dialog-title' : undefined}
      className={`m-auto w-[min(92vw,26rem)] rounded-2xl border border-ink-600 bg-ink-900 p-6 text-ink-100 shadow-2xl backdrop:bg-ink-950/70 ${className}`}
      onCancel={(e) => {
        e.preventDefault();
        onClose?.();
      }}
    >
      {open && (
        <>
          <h2 id="dialog-title" className="mb-3 font-display text-2xl font-bold text-accent-300">
            {title}
          </h2>
          {children}
        </>
      )}
    </dialog>
  );
}
