import { useSettings } from '../../stores/settings';
import { whenIdle } from '../board/useWhenIdle';

/**
 * The AudioContext, made after the first user gesture (browsers hold audio until one). Made cold,
 * it blocks the main thread for hundreds of milliseconds while the browser starts its audio
 * service. So the gesture first plays a few milliseconds of silence on a media element, which
 * starts that service off the main thread, and the context is made once it plays (then in a few
 * milliseconds), after a frame, never inside the event and never before a gesture.
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
    warmShapes(ctx, WARMED_SHAPES);
  } catch {
    ctx = null;
  }
  void ctx?.resume?.().catch(() => undefined);
}

/**
 * The oscillator shapes the sounds use besides the sine. A context builds a shape's wave tables the
 * first time an oscillator takes it: 3-17 ms each in Chromium, inside the key or tap that played the
 * sound. Each is built ahead, one an idle moment.
 */
export const WARMED_SHAPES: readonly OscillatorType[] = ['square', 'triangle', 'sawtooth'];

function warmShapes(context: AudioContext, shapes: readonly OscillatorType[]): void {
  const [shape, ...rest] = shapes;
  if (!shape) return;
  whenIdle(() => {
    try {
      context.createOscillator().type = shape;
    } catch {
      return;
    }
    warmShapes(context, rest);
  }, WARM_IDLE_TIMEOUT_MS);
}

const WARM_IDLE_TIMEOUT_MS = 1000;

/** Ten milliseconds of silence: an 8 kHz, 8-bit mono WAV as a data URI. */
function silence(): string {
  const samples = 80;
  const u32 = (n: number) => String.fromCharCode(n & 255, (n >> 8) & 255, (n >> 16) & 255, n >>> 24);
  const u16 = (n: number) => String.fromCharCode(n & 255, n >> 8);
  const header = `RIFF${u32(36 + samples)}WAVEfmt ${u32(16)}${u16(1)}${u16(1)}${u32(8000)}${u32(8000)}${u16(1)}${u16(8)}data${u32(samples)}`;
  return `data:audio/wav;base64,${btoa(header + String.fromCharCode(128).repeat(samples))}`;
}

/** Settles once the browser's audio service runs (or at once where media cannot play here). */
function warmAudioService(): Promise<unknown> {
  if (typeof Audio === 'undefined') return Promise.resolve();
  try {
    return Promise.resolve(new Audio(silence()).play());
  } catch {
    return Promise.resolve();
  }
}

/** A media element that never settles must not keep the sound away. */
const WARM_LIMIT_MS = 3000;

/** Warms the audio service, then makes the context after the next frame. */
function createSoon(): void {
  if (ctx || pending) return;
  pending = true;
  let scheduled = false;
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(() => setTimeout(create, 0));
  };
  void warmAudioService().then(schedule, schedule);
  setTimeout(schedule, WARM_LIMIT_MS);
}

/** Starts audio after the first gesture, if sound is on. Returns the uninstall. */
export function installAudioUnlock(target: Window = window): () => void {
  const events = ['pointerdown', 'pointerup', 'keydown'] as const;
  const handler = () => {
    // A touch's pointerdown does not yet allow a page to play sound; its pointerup does.
    if (target.navigator.userActivation && !target.navigator.userActivation.isActive) return;
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
