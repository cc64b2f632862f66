import { notify } from './notices';

export interface StateStorage {
  getItem: (name: string) => string | null;
  setItem: (name: string, value: string) => void;
  removeItem: (name: string) => void;
}

/**
 * localStorage that never throws: when storage is missing, blocked or full, the game goes on unsaved
 * and the player is told once.
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
          notify({ id: 'store.noStorage' }, 'warning');
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
          notify({ id: full ? 'store.full' : 'store.notSaved' }, 'warning');
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
