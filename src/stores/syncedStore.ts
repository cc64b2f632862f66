import type { MessageId } from '../i18n';
import { create, type StoreApi, type UseBoundStore } from 'zustand';
import { notify } from './notices';
import { defaultSections, restoreSections, type Sections } from './persistShape';
import { createSafeStorage } from './safeStorage';
import { readSave, same, type Generations } from './saveEnvelope';

/**
 * A zustand store of sections kept in localStorage and shared by every tab of the site.
 *
 * Each tab holds a copy. Before every write the tab reads what storage holds and merges it in (by
 * each section's rule: progress that only grows is joined, a replaced value is taken from storage),
 * and when another tab writes, the `storage` event merges that in too. A tab that holds something
 * the stored copy lacks (two writes crossed) writes the merge back, so every tab converges on the
 * union. Resetting a section starts a new generation of it, which wins over older copies.
 *
 * The saved text is `{"state": {...sections}, "version": n, "resets"?: {section: generation}}`.
 * A save from a newer version is never written over; one that cannot be read is kept aside under
 * `<key>:unreadable` before anything replaces it.
 */
export interface SyncedOptions<T> {
  key: string;
  version: number;
  /** How the player reads it, in the catalogs ("progress", "settings"). */
  label: MessageId;
  sections: Sections<T>;
  /** Older versions' saves, each mapped to the next version's state. None exist yet. */
  migrations?: Record<number, (state: unknown) => unknown>;
  storage?: () => Storage | undefined;
  /**
   * Calls back when another tab wrote, with the text it wrote; returns the unsubscribe. Default:
   * `storage` events.
   */
  listen?: (key: string, onChange: (told: string | null) => void) => () => void;
}

export interface SyncApi<T> {
  /** Read storage as a fresh page load would (memory replaced, generations re-read). */
  reload: () => void;
  /** Merge in what another tab wrote, as the `storage` event does (`told`: the text it carried). */
  pull: (told?: string | null) => void;
  /** Called with this tab's copy before and after another tab's change was merged in. */
  onExternalChange: (listener: (before: T, after: T) => void) => () => void;
  /** True when storage holds a newer version's save: this tab then never writes. */
  readOnly: () => boolean;
  /** Stop listening to other tabs (tests). */
  stop: () => void;
}

export const UNREADABLE_SUFFIX = ':unreadable';

function defaultListen(key: string, onChange: (told: string | null) => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const onStorage = (e: StorageEvent) => {
    if (e.key === key) onChange(e.newValue);
  };
  // A last look before the page goes: a write that crossed ours may be in storage, its event not yet here.
  const onHide = () => onChange(null);
  window.addEventListener('storage', onStorage);
  window.addEventListener('pagehide', onHide);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener('pagehide', onHide);
  };
}

/** The engine behind a synced store, without zustand: what to read, merge and write. */
export function createSync<T extends object>(options: SyncedOptions<T>) {
  const { key, version, label, sections, migrations = {} } = options;
  const getStorage = options.storage ?? (() => globalThis.localStorage);
  const raw = createSafeStorage(getStorage);
  const keys = Object.keys(sections) as (keyof T)[];
  let generations: Generations<T> = {};
  let lastText: string | null = null;
  let readOnly = false;
  let toldNewer = false;
  let keptAside: string | null = null;
  const parse = (text: string) => readSave<T>(text, { version, keys, migrations });

  function keepAside(text: string) {
    if (keptAside === text) return;
    keptAside = text;
    try {
      getStorage()?.setItem(key + UNREADABLE_SUFFIX, text);
    } catch {
      /* storage full or gone: the notice already says the save was reset */
    }
  }

  function tellNewer() {
    readOnly = true;
    if (toldNewer) return;
    toldNewer = true;
    notify({ id: 'store.newerVersion', values: { what: { id: label } } }, 'warning');
  }

  /** A saved text restored section by section; only a page load reports what it left out. */
  function restore(text: string | null, report: boolean): { value: T; resets: Generations<T> } | null {
    if (text === null) return null;
    const read = parse(text);
    if (read.kind === 'unreadable') {
      if (report) {
        keepAside(text);
        console.warn(`saved ${key} not read: ${read.detail}`);
        notify({ id: 'store.unreadable', values: { what: { id: label }, why: read.why } }, 'warning');
      }
      return null;
    }
    if (read.kind === 'newer') tellNewer();
    const restored = restoreSections(sections, read.state);
    if (report && read.kind === 'ok' && (restored.reset.length > 0 || restored.dropped.length > 0)) {
      keepAside(text);
      for (const k of restored.reset) {
        notify({ id: 'store.sectionReset', values: { what: { id: sections[k].label } } }, 'warning');
      }
      for (const d of restored.dropped) {
        // Which records, in English (the sections name them so): for the console, not the notice.
        console.warn(`saved ${key}: records left out: ${d.what.join(', ')}`);
        notify({ id: 'store.recordsDropped', values: { count: d.what.length, what: { id: d.label } } }, 'warning');
      }
    }
    return { value: restored.value, resets: read.resets };
  }

  /**
   * `mine` with a stored copy merged in, section by section. `newer`: the copy was written after
   * this tab's, so its replaced values win; an older copy only adds what accumulates.
   */
  function mergeIn(mine: T, stored: { value: T; resets: Generations<T> }, newer: boolean): T {
    const value = { ...mine };
    for (const k of keys) {
      const theirs = stored.resets[k] ?? 0;
      const ours = generations[k] ?? 0;
      const section = sections[k];
      if (theirs > ours) value[k] = stored.value[k];
      else if (theirs === ours) value[k] = section.merge ? section.merge(stored.value[k], mine[k], newer) : newer ? stored.value[k] : mine[k];
      generations[k] = Math.max(theirs, ours);
    }
    return value;
  }

  return {
    load(): T {
      generations = {};
      readOnly = false;
      lastText = raw.getItem(key);
      const stored = restore(lastText, true);
      if (!stored) return defaultSections(sections);
      generations = { ...stored.resets };
      return stored.value;
    },

    /**
     * `mine` with what storage holds merged in, and `told`: the text a storage event carried, which
     * this tab's copy of storage may already have lost to a later write of its own. `write` is true
     * when storage lacks something the merge has.
     */
    pull(mine: T, told: string | null = null): { value: T; changed: boolean; write: boolean } {
      const current = raw.getItem(key);
      // An event's text that storage no longer holds was overtaken by a later write (of this tab
      // or another): it adds its progress but not its replaced values.
      const older = told !== null && told !== current && told !== lastText ? told : null;
      const fresh = current !== null && current !== lastText ? current : null;
      lastText = current;
      if (older === null && fresh === null) return { value: mine, changed: false, write: false };
      let value = mine;
      for (const [text, newer] of [[older, false], [fresh, true]] as const) {
        const stored = restore(text, false);
        if (stored) value = mergeIn(value, stored, newer);
      }
      const changed = keys.some((k) => !same(value[k], mine[k]));
      const now = restore(current, false);
      const write = current !== null && (!now || keys.some((k) => (now.resets[k] ?? 0) !== (generations[k] ?? 0) || !same(value[k], now.value[k])));
      return { value: changed ? value : mine, changed, write };
    },

    push(value: T): void {
      if (readOnly) return;
      const resets = Object.fromEntries(keys.filter((k) => (generations[k] ?? 0) > 0).map((k) => [k, generations[k]]));
      const state = Object.fromEntries(keys.map((k) => [k, value[k]]));
      const text = JSON.stringify(Object.keys(resets).length > 0 ? { state, version, resets } : { state, version });
      if (text === lastText) return;
      const before = raw.getItem(key);
      if (before !== null && before !== lastText && parse(before).kind === 'unreadable') keepAside(before);
      raw.setItem(key, text);
      lastText = text;
    },

    /** A section starts over: its new generation wins over every older copy in other tabs. */
    nextGeneration(k: keyof T): void {
      generations[k] = (generations[k] ?? 0) + 1;
    },

    readOnly: () => readOnly,
  };
}

/**
 * A zustand store over `createSync`. `actions` gets `commit`, which applies an update to the
 * merged copy and saves it, and `reset`, which starts a section over.
 */
export function createSyncedStore<T extends object, A extends object>(
  options: SyncedOptions<T>,
  actions: (api: { commit: (update: (current: T) => Partial<T>) => void; reset: (section: keyof T) => void }) => A,
): UseBoundStore<StoreApi<T & A>> & { sync: SyncApi<T> } {
  const sync = createSync(options);
  const keys = Object.keys(options.sections) as (keyof T)[];
  const listeners = new Set<(before: T, after: T) => void>();
  const pick = (s: T & A): T => Object.fromEntries(keys.map((k) => [k, s[k]])) as T;

  const store = create<T & A>()((set, get) => {
    const merged = (): T => {
      const mine = pick(get());
      const pulled = sync.pull(mine);
      if (pulled.changed) {
        set(pulled.value as Partial<T & A>);
        for (const l of listeners) l(mine, pulled.value);
      }
      return pulled.value;
    };
    const commit = (update: (current: T) => Partial<T>) => {
      const current = merged();
      const next = { ...current, ...update(current) };
      set(next as Partial<T & A>);
      sync.push(next);
    };
    const reset = (section: keyof T) => {
      merged();
      sync.nextGeneration(section);
      commit(() => ({ [section]: options.sections[section].defaults() }) as Partial<T>);
    };
    return { ...sync.load(), ...actions({ commit, reset }) } as T & A;
  });

  const pull = (told: string | null = null) => {
    const mine = pick(store.getState());
    const pulled = sync.pull(mine, told);
    if (pulled.changed) {
      store.setState(pulled.value as Partial<T & A>);
      for (const l of listeners) l(mine, pulled.value);
    }
    if (pulled.write) sync.push(pulled.value);
  };
  const stop = (options.listen ?? defaultListen)(options.key, pull);

  const api: SyncApi<T> = {
    reload: () => store.setState(sync.load() as Partial<T & A>),
    pull,
    onExternalChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    readOnly: sync.readOnly,
    stop,
  };
  return Object.assign(store, { sync: api });
}
