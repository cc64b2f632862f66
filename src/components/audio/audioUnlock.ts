/**
 * The AudioContext, created on the first user gesture (browsers block audio before one). Kept apart
 * from the sound presets so the home page loads only this; the games load sfx.ts.
 */
let ctx: AudioContext | null = null;
let unlocked = false;

function unlock(): void {
  unlocked = true;
  if (!ctx && typeof AudioContext !== 'undefined') {
    try {
      ctx = new AudioContext();
    } catch {
      ctx = null;
    }
  }
  void ctx?.resume?.().catch(() => undefined);
}

/** Audio starts only after a user gesture: listen once for the first one. */
export function installAudioUnlock(target: Window = window): () => void {
  const events = ['pointerdown', 'keydown'] as const;
  const handler = () => {
    unlock();
    events.forEach((e) => target.removeEventListener(e, handler, true));
  };
  events.forEach((e) => target.addEventListener(e, handler, true));
  return () => events.forEach((e) => target.removeEventListener(e, handler, true));
}

/** The context to play on, or null before a gesture (or where Web Audio is missing). */
export function audioContext(): AudioContext | null {
  return unlocked ? ctx : null;
}
