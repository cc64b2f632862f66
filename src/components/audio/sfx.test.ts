import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A fake Web Audio context that records the audible oscillators started (a gain set to 0 is silent).
class FakeParam {
  value = 1;
  setValueAtTime = vi.fn();
  exponentialRampToValueAtTime = vi.fn();
}
const started: number[] = [];
/** Every shape an oscillator was given, in order. */
const shapes: string[] = [];
class FakeContext {
  static created = 0;
  currentTime = 0;
  destination = {};
  /** The shapes given by the end of the task that made the context. */
  static shapesInTask: string[] | null = null;
  constructor() {
    FakeContext.created++;
    queueMicrotask(() => (FakeContext.shapesInTask = [...shapes]));
  }
  resume = vi.fn(() => Promise.resolve());
  createOscillator() {
    let to: { gain: FakeParam } | null = null;
    let type = 'sine';
    const osc = {
      get type() {
        return type;
      },
      set type(shape: string) {
        type = shape;
        shapes.push(shape);
      },
      frequency: new FakeParam(),
      connect: (n: { gain: FakeParam }) => ((to = n), n),
      start: () => {
        if (to?.gain.value !== 0) started.push(1);
      },
      stop: vi.fn(),
    };
    return osc;
  }
  createGain() {
    return { gain: new FakeParam(), connect: (n: unknown) => n };
  }
}

// A media element whose play() the test settles: the silent warm-up of the audio service.
class FakeAudio {
  static plays: { src: string; settle: (ok: boolean) => void }[] = [];
  static autoplay = true;
  constructor(readonly src: string) {}
  play() {
    return new Promise<void>((resolve, reject) => {
      const settle = (ok: boolean) => (ok ? resolve() : reject(new Error('NotAllowedError')));
      FakeAudio.plays.push({ src: this.src, settle });
      if (FakeAudio.autoplay) settle(true);
    });
  }
}

beforeEach(() => {
  vi.resetModules();
  started.length = 0;
  shapes.length = 0;
  FakeContext.created = 0;
  FakeContext.shapesInTask = null;
  FakeAudio.plays = [];
  FakeAudio.autoplay = true;
  vi.stubGlobal('AudioContext', FakeContext);
  vi.stubGlobal('Audio', FakeAudio);
});
afterEach(() => vi.unstubAllGlobals());

/** Lets the frame after a gesture and the task after it run. */
const afterTheFrame = () => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 0)));

describe('sound effects', () => {
  it('nothing before a gesture; the gesture makes the context after its frame, never inside the event', async () => {
    const { installAudioUnlock, sfx } = await import('./sfx');
    installAudioUnlock(window);
    await afterTheFrame();
    expect(FakeContext.created).toBe(0);
    window.dispatchEvent(new Event('keydown'));
    expect(FakeContext.created).toBe(0);
    sfx('pop');
    expect(started).toHaveLength(0);
    await vi.waitFor(() => expect(FakeContext.created).toBe(1));
    sfx('pop');
    expect(started).toHaveLength(1);
  });

  it('warms the audio service with a silent media element first, and makes the context once it plays', async () => {
    const { installAudioUnlock } = await import('./sfx');
    FakeAudio.autoplay = false;
    installAudioUnlock(window);
    window.dispatchEvent(new Event('pointerdown'));
    expect(FakeAudio.plays).toHaveLength(1);
    // A playable WAV: the RIFF header, base64 encoded.
    const wav = atob(FakeAudio.plays[0]!.src.replace('data:audio/wav;base64,', ''));
    expect(wav.slice(0, 4)).toBe('RIFF');
    expect(wav.slice(8, 12)).toBe('WAVE');
    expect(wav.length).toBe(44 + wav.charCodeAt(40));
    await afterTheFrame();
    await afterTheFrame();
    expect(FakeContext.created).toBe(0);
    FakeAudio.plays[0]!.settle(true);
    await vi.waitFor(() => expect(FakeContext.created).toBe(1));
  });

  it('builds every shape the sounds use once the context is made, one an idle moment, before a sound needs it', async () => {
    const { installAudioUnlock, PRESETS } = await import('./sfx');
    const { WARMED_SHAPES } = await import('./audioUnlock');
    const used = new Set(Object.values(PRESETS).flatMap((tones) => tones.map((tone) => tone.type ?? 'sine')));
    expect([...used].filter((shape) => shape !== 'sine' && !WARMED_SHAPES.includes(shape))).toEqual([]);
    installAudioUnlock(window);
    window.dispatchEvent(new Event('keydown'));
    await vi.waitFor(() => expect(FakeContext.created).toBe(1));
    // Not in the task that made the context: each shape waits for an idle moment of its own.
    expect(FakeContext.shapesInTask).toEqual([]);
    await vi.waitFor(() => expect(shapes).toEqual([...WARMED_SHAPES]));
  });

  it('still makes the context when the warm-up is refused', async () => {
    const { installAudioUnlock } = await import('./sfx');
    FakeAudio.autoplay = false;
    installAudioUnlock(window);
    window.dispatchEvent(new Event('keydown'));
    FakeAudio.plays[0]!.settle(false);
    await vi.waitFor(() => expect(FakeContext.created).toBe(1));
    // One context, one warm-up: later gestures change nothing.
    window.dispatchEvent(new Event('keydown'));
    await afterTheFrame();
    expect(FakeContext.created).toBe(1);
    expect(FakeAudio.plays).toHaveLength(1);
  });

  it('with sound off, no context is made until a sound is asked for with sound on', async () => {
    const { installAudioUnlock, sfx } = await import('./sfx');
    const { useSettings } = await import('../../stores/settings');
    useSettings.getState().update('general', { sound: false });
    installAudioUnlock(window);
    window.dispatchEvent(new Event('keydown'));
    await afterTheFrame();
    expect(FakeContext.created).toBe(0);
    useSettings.getState().update('general', { sound: true });
    sfx('pop');
    await vi.waitFor(() => expect(FakeContext.created).toBe(1));
    sfx('pop');
    expect(started).toHaveLength(1);
  });

  it('are muted by the setting and by zero volume', async () => {
    // Fresh modules per test (the unlock state is module-level), so take the settings store from the same graph.
    const { installAudioUnlock, sfx } = await import('./sfx');
    const { useSettings } = await import('../../stores/settings');
    installAudioUnlock(window);
    window.dispatchEvent(new Event('keydown'));
    await vi.waitFor(() => expect(FakeContext.created).toBe(1));
    useSettings.getState().update('general', { sound: false });
    sfx('pop');
    expect(started).toHaveLength(0);
    useSettings.getState().update('general', { sound: true, volume: 0 });
    sfx('pop');
    expect(started).toHaveLength(0);
    useSettings.getState().update('general', { volume: 0.5 });
    sfx('pop');
    expect(started).toHaveLength(1);
  });
});
