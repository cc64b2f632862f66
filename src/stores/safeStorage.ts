import type { PersistStorage, StateStorage, StorageValue } from 'zustand/middleware';
import { notify } from './notices';

/**
 * localStorage that never throws: when storage is missing, blocked or full, the game goes on unsaved
 * and the player is told once (issue 2: "storage that is full or unavailable lets the game go on
 * unsaved with a notice").
 */
export function createSafeStorage(getStorage: () => Storage | undefined = () => globalThis.localStorage): StateStorage {
  let warnedRead = false;
  let warnedWrite = false;
  const storage = (): Storage | undefined => {
    try {
      return getStorage();
    } catch {
      return undefined;
    }
  };
  return {
    getItem(name) {
      try {
        const s = storage();
        if (!s) throw new Error('no storage');
        return s.getItem(name);
      } catch {
        if (!warnedRead) {
          warnedRead = true;
          notify('Saving is not available in this browser: you can play, but progress will not be kept.', 'warning');
        }
        return null;
      }
    },
    setItem(name, value) {
      try {
        const s = storage();
        if (!s) throw new Error('no storage');
        s.setItem(name, value);
        warnedWrite = false;
      } catch (err) {
        if (!warnedWrite) {
          warnedWrite = true;
          const full = err instanceof DOMException && /quota/i.test(err.name + err.message);
          notify(
            full
              ? 'Storage is full: your latest progress could not be saved. Play goes on.'
              : 'Progress could not be saved in this browser. Play goes on.',
            'warning',
          );
        }
      }
    },
    removeItem(name) {
      try {
        storage()?.removeItem(name);
      } catch {
        /* nothing to remove when storage is unavailable */
      }
    },
  };
}

/**
 * zustand's JSON storage with a parse that cannot fail silently: a save that is not JSON (or not
 * the {state, version} envelope) is reported and treated as absent, so defaults load and play goes on.
 */
export function createSafeJSONStorage<S>(label: string, raw: StateStorage = createSafeStorage()): PersistStorage<S> {
  return {
    getItem(name) {
      const text = raw.getItem(name) as string | null;
      if (text === null) return null;
      try {
        const parsed = JSON.parse(text) as unknown;
        if (typeof parsed !== 'object' || parsed === null || !('state' in parsed)) throw new Error('not a save');
        return parsed as StorageValue<S>;
      } catch {
        notify(`Your saved ${label} could not be read and were reset.`, 'warning');
        return null;
      }
    },
    setItem(name, value) {
      raw.setItem(name, JSON.stringify(value));
    },
    removeItem(name) {
      raw.removeItem(name);
    },
  };
}
