import { useEffect, useRef, type ReactNode } from 'react';

/**
 * An on-screen control that fires on press and, while held, repeats (hold-to-repeat) after `delayMs`
 * every `intervalMs`. `onRelease` lets games that run their own handling (Tetris DAS/ARR) take the
 * press and release instead of the repeat. At least 44 px, keyboard-activatable like any button.
 */
export function HoldButton({
  label,
  children,
  onPress,
  onRelease,
  repeat = true,
  delayMs = 170,
  intervalMs = 50,
  className = '',
}: {
  label: string;
  children: ReactNode;
  onPress: () => void;
  onRelease?: () => void;
  repeat?: boolean;
  delayMs?: number;
  intervalMs?: number;
  className?: string;
}) {
  const timers = useRef<{ delay?: ReturnType<typeof setTimeout>; every?: ReturnType<typeof setInterval> }>({});
  const held = useRef(false);
  const stop = () => {
    clearTimeout(timers.current.delay);
    clearInterval(timers.current.every);
    if (held.current) {
      held.current = false;
      onRelease?.();
    }
  };
  useEffect(() => () => {
    clearTimeout(timers.current.delay);
    clearInterval(timers.current.every);
  }, []);
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={`min-h-11 min-w-11 touch-none select-none rounded-xl border border-ink-600 bg-ink-800/90 text-ink-100 shadow-[inset_0_1px_0_rgb(255_255_255/0.1)] active:bg-ink-700 active:press-look ${className}`}
      onPointerDown={(e) => {
        e.preventDefault();
        e.currentTarget.setPointerCapture?.(e.pointerId);
        held.current = true;
        onPress();
        if (repeat) {
          timers.current.delay = setTimeout(() => {
            timers.current.every = setInterval(onPress, intervalMs);
          }, delayMs);
        }
      }}
      onPointerUp={stop}
      onPointerCancel={stop}
      onLostPointerCapture={stop}
      onContextMenu={(e) => e.preventDefault()}
      onClick={(e) => {
        // Keyboard activation (Enter/Space on the focused button): detail 0 means no pointer.
        if (e.detail === 0) {
          onPress();
          onRelease?.();
        }
      }}
    >
      {children}
    </button>
  );
}
