/**
 * When the app registers its service worker. Registering installs the worker, which downloads and
 * stores the whole site for offline play: on a slow two-core phone that competes with the page for
 * the CPU for a second or more. So it waits REGISTER_DELAY_MS after the start, then for a calm
 * moment: no stretch of continuous play under way (holdBusy: a falling piece, a pop's animations, a
 * running program), no key or press for QUIET_MS, and the browser idle (at most IDLE_TIMEOUT_MS
 * late). A page that is hidden registers at once: nobody is playing it, and it may be closing.
 */
export const REGISTER_DELAY_MS = 3000;
export const IDLE_TIMEOUT_MS = 2000;
export const QUIET_MS = 2000;

let busy = 0;
const calmListeners = new Set<() => void>();

/** Marks a stretch of continuous play; returns its end (calling it again does nothing). */
export function holdBusy(): () => void {
  busy++;
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    busy--;
    if (busy === 0) for (const listener of [...calmListeners]) listener();
  };
}

/** Whether any stretch of continuous play is under way. */
export function isBusy(): boolean {
  return busy > 0;
}

const INPUTS = ['keydown', 'pointerdown'] as const;

/** Why whenSettled ran: a calm moment, or the page hidden (the player switched away or is closing it). */
export type SettledBy = 'calm' | 'hidden';

/** Calls `run` once the page is calm, `delayMs` after now at the earliest (above); returns a cancel. */
export function whenSettled(delayMs: number, run: (by: SettledBy) => void, quietMs = QUIET_MS): () => void {
  let started = false;
  let done = false;
  let lastInput = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const onInput = () => void (lastInput = Date.now());
  const stopWaiting = () => {
    if (timer !== undefined) clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
    timer = idle = undefined;
  };
  const cleanUp = () => {
    done = true;
    stopWaiting();
    calmListeners.delete(check);
    for (const type of INPUTS) window.removeEventListener(type, onInput, true);
    document.removeEventListener('visibilitychange', onVisibility);
  };
  const finish = (by: SettledBy = 'calm') => {
    if (done) return;
    cleanUp();
    run(by);
  };
  function check() {
    if (done || !started) return;
    stopWaiting();
    if (busy > 0) return; // the end of the busy stretch calls check again
    const wait = lastInput + quietMs - Date.now();
    if (wait > 0) {
      timer = setTimeout(check, wait);
      return;
    }
    if (typeof requestIdleCallback !== 'function') return finish();
    idle = requestIdleCallback(
      () => {
        idle = undefined;
        // Play may have started again while the browser was busy.
        if (busy > 0 || lastInput + quietMs > Date.now()) check();
        else finish();
      },
      { timeout: IDLE_TIMEOUT_MS },
    );
  }
  function onVisibility() {
    if (document.visibilityState === 'hidden') finish('hidden');
  }
  for (const type of INPUTS) window.addEventListener(type, onInput, { capture: true, passive: true });
  document.addEventListener('visibilitychange', onVisibility);
  calmListeners.add(check);
  timer = setTimeout(() => {
    timer = undefined;
    started = true;
    check();
  }, delayMs);
  return () => {
    if (!done) cleanUp();
  };
}
