import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { starterLevel } from '../../logic/plantank/designer.ts';
import { useNotices } from '../notices';
import { createPlantankLevelsStore, LEVELS_KEY, MAX_MY_LEVELS, MY_LEVEL_ID, myLevel, myLevelList, MyLevelsFullError, newMyLevelId } from './plantankLevels';

const PROOF = '_F_F_F_F_F|||||';
const entry = (id: string, title = 'Mine') => ({ level: { ...starterLevel(id), title }, proof: PROOF, par: 5 });

/** A storage of its own per store, so tests do not share one. */
function memoryStorage(): Storage {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, String(v)),
  };
}
const noListen = () => () => {};

beforeEach(() => useNotices.setState({ notices: [] }));

describe('My levels store', () => {
  it('saves, lists newest first, reloads and deletes', () => {
    const storage = memoryStorage();
    let t = 1000;
    const store = createPlantankLevelsStore({ storage: () => storage, listen: noListen }, () => t++);
    store.getState().save(entry('my-a', 'First'));
    store.getState().save(entry('my-b', 'Second'));
    expect(myLevelList(store.getState()).map((l) => l.level.title)).toEqual(['Second', 'First']);
    const again = createPlantankLevelsStore({ storage: () => storage, listen: noListen });
    expect(myLevel(again.getState(), 'my-a')?.level.title).toBe('First');
    again.getState().remove('my-a');
    expect(myLevel(again.getState(), 'my-a')).toBeNull();
    expect(myLevelList(createPlantankLevelsStore({ storage: () => storage, listen: noListen }).getState()).map((l) => l.id)).toEqual(['my-b']);
  });

  it('drops a corrupt entry alone, with a notice, and keeps the rest', () => {
    const storage = memoryStorage();
    const good = { ...entry('my-good'), savedAt: 5 };
    storage.setItem(
      LEVELS_KEY,
      JSON.stringify({
        version: 1,
        state: {
          mine: {
            levels: {
              'my-good': good,
              'my-broken': { ...entry('my-broken'), level: { ...starterLevel('my-broken'), items: ['#'] }, savedAt: 5 },
              // A proof that does not win its level is as good as none.
              'my-unproven': { ...entry('my-unproven'), proof: '_L|||||', savedAt: 5 },
              'my-other-id': { ...entry('my-x'), savedAt: 5 },
            },
          },
          draft: { level: null, proof: '' },
        },
      }),
    );
    const store = createPlantankLevelsStore({ storage: () => storage, listen: noListen });
    expect(myLevelList(store.getState()).map((l) => l.id)).toEqual(['my-good']);
    const notices = useNotices.getState().notices.map((n) => n.text);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatch(/3 saved records of your My Plan Tank levels could not be read and were left out/);
    expect(storage.getItem(`${LEVELS_KEY}:unreadable`)).toContain('my-broken');
  });

  it('keeps the design in progress, a draft with problems too', () => {
    const storage = memoryStorage();
    const store = createPlantankLevelsStore({ storage: () => storage, listen: noListen });
    const draft = { ...starterLevel('my-d'), items: ['#######', '#######', '.......', '#######', '#######'] }; // no stars
    store.getState().setDraft({ level: draft, proof: '' });
    expect(createPlantankLevelsStore({ storage: () => storage, listen: noListen }).getState().draft.level).toEqual(draft);
  });

  it('refuses a save past the limit, saying why', () => {
    const store = createPlantankLevelsStore({ storage: memoryStorage, listen: noListen });
    for (let i = 0; i < MAX_MY_LEVELS; i++) store.getState().save(entry(`my-${i.toString(36)}`));
    expect(() => store.getState().save(entry('my-onemore'))).toThrow(MyLevelsFullError);
    // Replacing one already there is fine.
    store.getState().save(entry('my-0', 'Renamed'));
    expect(myLevel(store.getState(), 'my-0')?.level.title).toBe('Renamed');
  });

  it('two tabs: the copy saved last wins, and a deletion is not undone by an older copy', () => {
    const storage = memoryStorage();
    let t = 100;
    const clock = () => t++;
    const a = createPlantankLevelsStore({ storage: () => storage, listen: noListen }, clock);
    const b = createPlantankLevelsStore({ storage: () => storage, listen: noListen }, clock);
    a.getState().save(entry('my-x', 'From A'));
    b.sync.pull();
    b.getState().remove('my-x');
    a.getState().save(entry('my-y', 'Other'));
    expect(myLevel(a.getState(), 'my-x')).toBeNull();
    expect(myLevelList(a.getState()).map((l) => l.id)).toEqual(['my-y']);
  });

  it('property: new ids are well-formed and differ', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 45 }), fc.double({ min: 0, max: 0.999999, noNaN: true }), (now, r) => {
        expect(newMyLevelId(now, () => r)).toMatch(MY_LEVEL_ID);
      }),
    );
    expect(newMyLevelId(1, () => 0.1)).not.toBe(newMyLevelId(1, () => 0.2));
  });
});
