/**
 * Several browser tabs sharing one localStorage, each with its own progress and settings stores, for
 * the synced store's tests (syncedStore.test.ts, syncedStore.tabsModel.test.ts).
 */
import { useNotices } from './notices';
import { createProgressStore, PROGRESS_KEY } from './progress';
import { createSettingsStore, SETTINGS_KEY } from './settings';

/**
 * Several tabs of one browser. Each tab reads and writes its own copy of localStorage, as a renderer
 * does; a write reaches the browser at once (the log, in the order the browser applies writes) and
 * reaches the other tabs later, one `deliver` at a time, each followed by that tab's storage event.
 */
export class Browser {
  log: { from: number; key: string; value: string }[] = [];
  truth = new Map<string, string>();
  tabs: Tab[] = [];

  open(): Tab {
    const tab = new Tab(this, this.tabs.length);
    this.tabs.push(tab);
    return tab;
  }

  /** Deliver every pending write to every open tab, again and again, until no tab writes back. */
  settle() {
    for (let round = 0; round < 100; round++) {
      let moved = false;
      for (const tab of this.tabs) while (!tab.closed && tab.deliver()) moved = true;
      if (!moved) return;
    }
    throw new Error('the tabs never settled');
  }
}

export class Tab {
  cache: Map<string, string>;
  seen: number;
  ownWrites = new Map<string, number>();
  closed = false;
  progress: ReturnType<typeof createProgressStore>;
  settings: ReturnType<typeof createSettingsStore>;

  constructor(
    private browser: Browser,
    private id: number,
  ) {
    this.cache = new Map(browser.truth);
    this.seen = browser.log.length;
    const storage = () => this.storage();
    this.progress = createProgressStore({ storage, listen: () => () => {} });
    this.settings = createSettingsStore({ storage, listen: () => () => {} });
  }

  storage(): Storage {
    return {
      getItem: (k: string) => this.cache.get(k) ?? null,
      setItem: (k: string, v: string) => {
        this.cache.set(k, v);
        this.browser.truth.set(k, v);
        this.browser.log.push({ from: this.id, key: k, value: v });
        this.ownWrites.set(k, this.browser.log.length - 1);
      },
      removeItem: (k: string) => void this.cache.delete(k),
    } as unknown as Storage;
  }

  /** The next write this tab has not seen: into its copy (unless its own later write is there) and its storage event. */
  deliver(): boolean {
    const entry = this.browser.log[this.seen];
    if (!entry) return false;
    const index = this.seen++;
    if (entry.from === this.id) return true;
    if ((this.ownWrites.get(entry.key) ?? -1) < index) this.cache.set(entry.key, entry.value);
    if (entry.key === PROGRESS_KEY) this.progress.sync.pull(entry.value);
    if (entry.key === SETTINGS_KEY) this.settings.sync.pull(entry.value);
    return true;
  }

  /**
   * A reload: the page starts again from what the browser holds. Writes made before the reload
   * began reach the page before it unloads (they take a moment; a reload takes longer).
   */
  reload() {
    while (this.deliver());
    this.cache = new Map(this.browser.truth);
    this.seen = this.browser.log.length;
    this.ownWrites.clear();
    this.progress.sync.reload();
    this.settings.sync.reload();
  }
}

export const noticeTexts = () => useNotices.getState().notices.map((n) => n.text);
