import { createSafeJSONStorage } from './safeStorage';
import { notify } from './notices';

/**
 * Validation for persisted stores. Each store is made of named sections; every section has its
 * defaults and a validator. A saved section that fails validation (corrupt, wrong shape) is reset
 * to its defaults alone, with a notice, and the other sections are kept.
 */
export interface Section<T> {
  label: string;
  defaults: () => T;
  /** Returns the cleaned value, or null when the saved value cannot be trusted. */
  validate: (raw: unknown) => T | null;
}

export type Sections<T> = { [K in keyof T]: Section<T[K]> };

export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Deep merge of a saved value over defaults: keys the defaults have and the save lacks (a field
 * added in a later version) keep their default; nested objects merge recursively; anything else the
 * save holds wins as it is, so that validation afterwards sees (and rejects) a wrong type.
 */
export function deepMerge<T>(defaults: T, saved: unknown): T {
  if (saved === undefined) return defaults;
  if (!isRecord(defaults) || !isRecord(saved)) return saved as T;
  const out: Record<string, unknown> = { ...defaults };
  for (const [k, v] of Object.entries(saved)) {
    out[k] = k in defaults ? deepMerge((defaults as Record<string, unknown>)[k], v) : v;
  }
  return out as T;
}

/** Validate every section of a saved object; reset only the broken ones. */
export function restoreSections<T extends object>(sections: Sections<T>, saved: unknown, storeLabel: string): T {
  const out = {} as T;
  const savedRec = isRecord(saved) ? saved : {};
  if (saved !== undefined && saved !== null && !isRecord(saved)) {
    notify(`Your saved ${storeLabel} could not be read and were reset.`, 'warning');
  }
  for (const key of Object.keys(sections) as (keyof T)[]) {
    const section = sections[key];
    const raw = savedRec[key as string];
    if (raw === undefined) {
      out[key] = section.defaults();
      continue;
    }
    let value: T[keyof T] | null;
    try {
      value = section.validate(deepMerge(section.defaults(), raw));
    } catch {
      value = null; // a validator that throws on odd input counts as "cannot be trusted"
    }
    if (value === null) {
      notify(`Your saved ${section.label} could not be read and was reset. Everything else is kept.`, 'warning');
      out[key] = section.defaults();
    } else {
      out[key] = value;
    }
  }
  return out;
}

// Small validators shared by the sections.
export const isNum = (v: unknown, min = -Infinity, max = Infinity): v is number =>
  typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max;
export const isInt = (v: unknown, min = -Infinity, max = Infinity): v is number => isNum(v, min, max) && Number.isInteger(v);
export const isStr = (v: unknown, maxLen = 10_000): v is string => typeof v === 'string' && v.length <= maxLen;
export const isBool = (v: unknown): v is boolean => typeof v === 'boolean';

/**
 * zustand `persist` options shared by the sectioned stores: versioned, a storage that never throws,
 * only the sections saved, and on load a per-section validation in place of the shallow default merge.
 */
export function sectionedPersistOptions<T extends object, S extends T>(name: string, version: number, label: string, sections: Sections<T>) {
  const keys = Object.keys(sections) as (keyof T)[];
  return {
    name,
    version,
    storage: createSafeJSONStorage<T>(label),
    partialize: (state: S): T => Object.fromEntries(keys.map((k) => [k, state[k]])) as T,
    // No older versions exist yet; a future version maps old fields here before validation.
    migrate: (persisted: unknown) => persisted as T,
    merge: (persisted: unknown, current: S): S => ({ ...current, ...restoreSections(sections, persisted, label) }),
  };
}
