import { useSettings } from '../../stores/settings';

/**
 * The AudioContext, made after the first user gesture (browsers hold audio until one). Making it
 * blocks the main thread for tens of milliseconds, and for hundreds the first time the browser
 * starts its audio service: so it is made after the frame that answers the gesture, never inside
 * the event, and never before a gesture (a page load measured by Lighthouse would pay for it).
 * Kept apart from the sound presets so the home page loads only this.
 */
let ctx: AudioContext | null = null;
let gestured = false;
let pending = false;

function create(): void {
  pending = false;
  if (ctx || typeof AudioContext === 'undefined') return;
  try {
    ctx = new AudioContext();
    // The first nodes start the audio graph: a silent tone now, so the first real sound is cheap.
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    gain.gain.value = 0;
    osc.connect(gain).connect(ctx.destination);
    osc.start();
    osc.stop(ctx.currentTime + 0.01);
  } catch {
    ctx = null;
  }
  void ctx?.resume?.().catch(() => undefined);
}

/** After the frame that paints the gesture's answer. */
function createSoon(): void {
  if (ctx || pending) return;
  pending = true;
  requestAnimationFrame(() => setTimeout(create, 0));
}

/** Starts audio after the first gesture, if sound is on. Returns the uninstall. */
export function installAudioUnlock(target: Window = window): () => void {
  const events = ['pointerdown', 'keydown'] as const;
  const handler = () => {
    gestured = true;
    if (useSettings.getState().general.sound) createSoon();
    events.forEach((e) => target.removeEventListener(e, handler, true));
  };
  events.forEach((e) => target.addEventListener(e, handler, true));
  return () => events.forEach((e) => target.removeEventListener(e, handler, true));
}

/** The context to play on, or null before a gesture (or while it is being made, or without Web Audio). */
export function audioContext(): AudioContext | null {
  if (!gestured) return null;
  // Sound turned on after the start: make the context now, for the sounds after this one.
  if (!ctx) createSoon();
  return ctx;
}
