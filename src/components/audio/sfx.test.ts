import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A fake Web Audio context that records the oscillators started.
class FakeParam {
  setValueAtTime = vi.fn();
  exponentialRampToValueAtTime = vi.fn();
}
const started: number[] = [];
class FakeContext {
  static created = 0;
  currentTime = 0;
  destination = {};
  constructor() {
    FakeContext.created++;
  }
  resume = vi.fn(() => Promise.resolve());
  createOscillator() {
    const osc = { type: 'sine', frequency: new FakeParam(), connect: (n: unknown) => n, start: () => started.push(1), stop: vi.fn() };
    return osc;
  }
  createGain() {
    return { gain: new FakeParam(), connect: (n: unknown) => n };
  }
}

beforeEach(() => {
  vi.resetModules();
  started.length = 0;
  FakeContext.created = 0;
  vi.stubGlobal('AudioContext', FakeContext);
});
afterEach(() => vi.unstubAllGlobals());

describe('sound effects', () => {
  it('stay silent until a user gesture unlocks audio, then play', async () => {
    const { installAudioUnlock, sfx } = await import('./sfx');
    installAudioUnlock(window);
    sfx('pop');
    expect(FakeContext.created).toBe(0);
    expect(started).toHaveLength(0);
    window.dispatchEvent(new Event('pointerdown'));
    expect(FakeContext.created).toBe(1);
    sfx('clear');
    expect(started).toHaveLength(2); // the clear preset has two tones
  });

  it('are muted by the setting and by zero volume', async () => {
    // Fresh modules per test (the unlock state is module-level), so take the settings store from the same graph.
    const { installAudioUnlock, sfx } = await import('./sfx');
    const { useSettings } = await import('../../stores/settings');
    installAudioUnlock(window);
    window.dispatchEvent(new Event('keydown'));
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
