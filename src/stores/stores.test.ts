import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useNotices } from './notices';
import { deepMerge } from './persistShape';
import { defaultProgress, PROGRESS_KEY, useProgress } from './progress';
import { createSafeStorage } from './safeStorage';
import { createSettingsStore, defaultSettings, SETTINGS_KEY, SETTINGS_VERSION, useSettings } from './settings';

function save(key: string, state: unknown, version = 1) {
  localStorage.setItem(key, JSON.stringify({ state, version }));
}
const noticeTexts = () => useNotices.getState().notices.map((n) => n.text);

beforeEach(() => {
  useNotices.setState({ notices: [] });
  useSettings.setState(defaultSettings());
  useProgress.setState(defaultProgress());
});

describe('settings store', () => {
  it('persists changes and restores them after a reload', async () => {
    useSettings.getState().update('tetris', { das: 120 });
    const saved = JSON.parse(localStorage.getItem(SETTINGS_KEY)!);
    expect(saved.version).toBe(SETTINGS_VERSION);
    expect(saved.state.tetris.das).toBe(120);
    const text = localStorage.getItem(SETTINGS_KEY)!;
    useSettings.setState(defaultSettings()); // as after a reload: memory is fresh, storage has the save
    localStorage.setItem(SETTINGS_KEY, text);
    useSettings.sync.reload();
    expect(useSettings.getState().tetris.das).toBe(120);
  });

  it('deep-merges an older save that lacks a newer field', async () => {
    save(SETTINGS_KEY, { general: { sound: false, volume: 0.3, reducedMotion: 'on' }, tetris: { das: 100 } });
    useSettings.sync.reload();
    const s = useSettings.getState();
    expect(s.general.sound).toBe(false);
    expect(s.tetris.das).toBe(100);
    expect(s.tetris.arr).toBe(33); // missing in the save: default kept
    expect(s.tetris.keys.hardDrop).toEqual(['Space']);
    expect(noticeTexts()).toEqual([]);
  });

  it('resets only the corrupt section and says so', async () => {
    save(SETTINGS_KEY, {
      general: { sound: false, volume: 0.2, reducedMotion: 'on' },
      tetris: { das: 'fast', keys: 7 },
      popstar: { popOnOneTap: true },
    });
    useSettings.sync.reload();
    const s = useSettings.getState();
    expect(s.tetris.das).toBe(167);
    expect(s.general.volume).toBe(0.2);
    expect(s.popstar.popOnOneTap).toBe(true);
    expect(noticeTexts().join(' ')).toMatch(/Tetris controls could not be read and was reset/);
  });

  it('gives a version 1 save the browser language and keeps the rest', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['pt-PT', 'en']);
    save(SETTINGS_KEY, { general: { sound: false, volume: 0.4, reducedMotion: 'off' } });
    useSettings.sync.reload();
    const s = useSettings.getState();
    expect(s.general).toEqual({ sound: false, volume: 0.4, reducedMotion: 'off', locale: 'pt-BR' });
    expect(noticeTexts()).toEqual([]);
  });

  it('keeps the chosen language, and resets a language it does not speak with its section', async () => {
    save(SETTINGS_KEY, { general: { sound: true, volume: 0.5, reducedMotion: 'on', locale: 'vi' } }, SETTINGS_VERSION);
    useSettings.sync.reload();
    expect(useSettings.getState().general.locale).toBe('vi');
    save(SETTINGS_KEY, { general: { sound: true, volume: 0.5, reducedMotion: 'on', locale: 'klingon' } }, SETTINGS_VERSION);
    useSettings.sync.reload();
    expect(useSettings.getState().general.locale).toBe('en');
    expect(noticeTexts().join(' ')).toMatch(/could not be read and was reset/);
  });

  it('follows navigator.languages on a first visit', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['zh-TW', 'en-US']);
    const store = createSettingsStore();
    expect(store.getState().general.locale).toBe('zh-Hans');
    store.sync.stop();
  });

  it('survives a save that is not JSON at all', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(SETTINGS_KEY, '{this is not json');
    useSettings.sync.reload();
    expect(useSettings.getState().general.sound).toBe(true);
    // The player reads why in their words; the English detail goes to the console.
    expect(noticeTexts().join(' ')).toMatch(/could not read your saved settings \(it is damaged\)/);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/not valid JSON/));
  });
});

describe('progress store', () => {
  it('keeps the other games when one game save is corrupt', async () => {
    save(PROGRESS_KEY, {
      tetris: { scores: { marathon: [{ score: 'lots' }], sprint: [], ultra: [] }, saved: null },
      popstar: { best: 4200, levels: { 2: { startScore: 1100, best: 4200 } }, run: null },
      plantank: { levels: { 'pt-01': { solved: true, stars: 3, best: 4, program: '_F|||||' } } },
    });
    useProgress.sync.reload();
    const p = useProgress.getState();
    expect(p.tetris.scores.marathon).toEqual([]);
    expect(p.popstar.best).toBe(4200);
    expect(p.plantank.levels['pt-01']?.stars).toBe(3);
    expect(noticeTexts()).toHaveLength(1);
    expect(noticeTexts()[0]).toMatch(/Tetris progress/);
  });

  it('resets everything with a notice when the whole save has the wrong shape', async () => {
    save(PROGRESS_KEY, [1, 2, 3]);
    useProgress.sync.reload();
    expect(useProgress.getState().popstar.best).toBe(0);
    expect(noticeTexts().join(' ')).toMatch(/could not read your saved progress/);
  });
});

describe('storage full or unavailable', () => {
  it('goes on unsaved with one notice when storage is full', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('exceeded', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    const storage = createSafeStorage(() => full);
    expect(() => storage.setItem('a', '1')).not.toThrow();
    expect(() => storage.setItem('a', '2')).not.toThrow();
    expect(noticeTexts()).toEqual(['Storage is full: your latest progress could not be saved. Play goes on.']);
  });

  it('goes on unsaved when storage is missing or blocked', () => {
    const storage = createSafeStorage(() => {
      throw new Error('SecurityError');
    });
    expect(storage.getItem('a')).toBeNull();
    expect(() => storage.setItem('a', '1')).not.toThrow();
    expect(noticeTexts().join(' ')).toMatch(/not available/);
  });

  it('the real stores keep working in memory when localStorage throws', () => {
    const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('exceeded', 'QuotaExceededError');
    });
    useProgress.getState().setGame('popstar', (p) => ({ ...p, best: 999 }));
    expect(useProgress.getState().popstar.best).toBe(999);
    expect(spy).toHaveBeenCalled();
    expect(noticeTexts().join(' ')).toMatch(/could not be saved/);
  });
});

describe('deepMerge', () => {
  it('keeps defaults for missing keys and leaves wrong types for validation to catch', () => {
    expect(deepMerge({ a: 1, b: { c: 2, d: 3 } }, { b: { c: 5 }, e: 1 })).toEqual({ a: 1, b: { c: 5, d: 3 }, e: 1 });
    expect(deepMerge({ a: 1 }, { a: 'x' })).toEqual({ a: 'x' });
    expect(deepMerge({ a: [1] }, { a: [2, 3] })).toEqual({ a: [2, 3] });
  });
});
