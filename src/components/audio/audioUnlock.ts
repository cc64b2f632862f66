import { useSettings } from '../../stores/settings';
import { whenSettled } from '../ui/whenSettled';

/**
 * The AudioContext. Making one blocks the main thread for tens of milliseconds, and for hundreds
 * the first time the browser starts its audio service: so it is made when the page is idle, before
 * any game needs it, and starts suspended (browsers hold audio until a user gesture); the first
 * gesture only resumes it. Kept apart from the sound presets so the home page loads only this.
 */
let ctx: AudioContext | null = null;
let gestured = false;
let pending = false;

/** Soon after the start, at an idle moment (and before the service worker's registration). */
export const AUDIO_PREPARE_MS = 1500;

function create(): void {
  pending = false;
  if (ctx || typeof AudioContext === 'undefined') return;
  try {
    ctx = new AudioContext();
  } catch {
    ctx = null;
  }
  if (gestured) void ctx?.resume?.().catch(() => undefined);
}

/** After the frame the input paints: a gesture before the idle moment still never waits on audio. */
function createSoon(): void {
  if (ctx || pending) return;
  pending = true;
  requestAnimationFrame(() => setTimeout(create, 0));
}

/**
 * Prepares audio at an idle moment (`prepare` schedules it; tests pass their own) if sound is on,
 * and starts it on the first gesture. Returns the uninstall.
 */
export function installAudioUnlock(
  target: Window = window,
  prepare: (run: () => void) => () => void = (run) => whenSettled(AUDIO_PREPARE_MS, run),
): () => void {
  const cancel = prepare(() => {
    if (useSettings.getState().general.sound) create();
  });
  const events = ['pointerdown', 'keydown'] as const;
  const handler = () => {
    gestured = true;
    if (ctx) void ctx.resume?.().catch(() => undefined);
    else if (useSettings.getState().general.sound) createSoon();
    events.forEach((e) => target.removeEventListener(e, handler, true));
  };
  events.forEach((e) => target.addEventListener(e, handler, true));
  return () => {
    cancel();
    events.forEach((e) => target.removeEventListener(e, handler, true));
  };
}

/** The context to play on, or null before a gesture (or while it is being made, or without Web Audio). */
export function audioContext(): AudioContext | null {
  if (!gestured) return null;
  // Sound turned on after the start: make the context now, for the sounds after this one.
  if (!ctx) createSoon();
  return ctx;
}
