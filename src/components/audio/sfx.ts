import { useSettings } from '../../stores/settings';
import { audioContext } from './audioUnlock';

/**
 * Short sound effects synthesised with Web Audio: nothing to download. They play on the context
 * audioUnlock.ts creates after a user gesture, and every sound honours the mute and volume settings
 * at the moment it plays.
 */
export interface Tone {
  freq: number;
  /** Seconds. */
  dur: number;
  type?: OscillatorType;
  /** Frequency to glide to over the tone. */
  to?: number;
  gain?: number;
  /** Seconds after the call. */
  delay?: number;
}

export type SfxName =
  | 'move' | 'rotate' | 'lock' | 'hardDrop' | 'hold' | 'clear' | 'tetris' | 'tspin' | 'levelUp' | 'gameOver'
  | 'select' | 'pop' | 'praise' | 'levelClear' | 'runOver' | 'bonus'
  | 'turn' | 'forward' | 'paint' | 'star' | 'fall' | 'win' | 'lose' | 'click';

export const PRESETS: Record<SfxName, Tone[]> = {
  move: [{ freq: 420, dur: 0.03, type: 'square', gain: 0.25 }],
  rotate: [{ freq: 620, to: 760, dur: 0.05, type: 'triangle', gain: 0.35 }],
  lock: [{ freq: 160, to: 90, dur: 0.07, type: 'square', gain: 0.35 }],
  hardDrop: [{ freq: 220, to: 60, dur: 0.1, type: 'sawtooth', gain: 0.35 }],
  hold: [{ freq: 500, to: 350, dur: 0.07, type: 'triangle', gain: 0.3 }],
  clear: [{ freq: 520, dur: 0.08, type: 'square', gain: 0.3 }, { freq: 780, dur: 0.12, type: 'square', gain: 0.3, delay: 0.07 }],
  tetris: [523, 659, 784, 1047].map((f, i) => ({ freq: f, dur: 0.1, type: 'square' as const, gain: 0.3, delay: i * 0.06 })),
  tspin: [{ freq: 300, to: 900, dur: 0.18, type: 'sawtooth', gain: 0.3 }, { freq: 900, dur: 0.1, type: 'triangle', gain: 0.3, delay: 0.16 }],
  levelUp: [440, 554, 659, 880].map((f, i) => ({ freq: f, dur: 0.09, type: 'triangle' as const, gain: 0.35, delay: i * 0.07 })),
  gameOver: [392, 330, 262, 196].map((f, i) => ({ freq: f, dur: 0.18, type: 'triangle' as const, gain: 0.35, delay: i * 0.14 })),
  select: [{ freq: 880, dur: 0.04, type: 'sine', gain: 0.3 }],
  pop: [{ freq: 300, to: 120, dur: 0.12, type: 'triangle', gain: 0.4 }],
  praise: [659, 784, 988].map((f, i) => ({ freq: f, dur: 0.1, type: 'sine' as const, gain: 0.35, delay: i * 0.08 })),
  levelClear: [523, 659, 784, 1047, 1319].map((f, i) => ({ freq: f, dur: 0.12, type: 'triangle' as const, gain: 0.35, delay: i * 0.09 })),
  runOver: [330, 262, 220].map((f, i) => ({ freq: f, dur: 0.22, type: 'sine' as const, gain: 0.35, delay: i * 0.18 })),
  bonus: [{ freq: 1200, dur: 0.03, type: 'square', gain: 0.15 }],
  turn: [{ freq: 520, to: 600, dur: 0.05, type: 'triangle', gain: 0.25 }],
  forward: [{ freq: 180, dur: 0.06, type: 'square', gain: 0.2 }],
  paint: [{ freq: 700, to: 500, dur: 0.08, type: 'sine', gain: 0.3 }],
  star: [{ freq: 988, dur: 0.06, type: 'sine', gain: 0.3 }, { freq: 1319, dur: 0.1, type: 'sine', gain: 0.3, delay: 0.05 }],
  fall: [{ freq: 500, to: 60, dur: 0.4, type: 'sawtooth', gain: 0.3 }],
  win: [523, 659, 784, 1047].map((f, i) => ({ freq: f, dur: 0.14, type: 'triangle' as const, gain: 0.35, delay: i * 0.1 })),
  lose: [{ freq: 300, to: 150, dur: 0.3, type: 'triangle', gain: 0.3 }],
  click: [{ freq: 700, dur: 0.02, type: 'square', gain: 0.15 }],
};

export { installAudioUnlock } from './audioUnlock';

export function playTones(tones: Tone[]): void {
  const { sound, volume } = useSettings.getState().general;
  const ctx = audioContext();
  if (!sound || volume <= 0 || !ctx) return;
  const now = ctx.currentTime;
  for (const tone of tones) {
    const start = now + (tone.delay ?? 0);
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = tone.type ?? 'sine';
    osc.frequency.setValueAtTime(tone.freq, start);
    if (tone.to) osc.frequency.exponentialRampToValueAtTime(tone.to, start + tone.dur);
    const peak = (tone.gain ?? 0.3) * volume * 0.5;
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(peak, start + 0.005);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + tone.dur);
    osc.connect(gain).connect(ctx.destination);
    osc.start(start);
    osc.stop(start + tone.dur + 0.02);
  }
}

/** Play a named effect. `pitch` scales every frequency (PopStar: rising with group size). */
export function sfx(name: SfxName, pitch = 1): void {
  const tones = PRESETS[name];
  playTones(pitch === 1 ? tones : tones.map((t) => ({ ...t, freq: t.freq * pitch, to: t.to ? t.to * pitch : undefined })));
}
