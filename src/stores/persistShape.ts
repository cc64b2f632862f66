/**
 * Validation and merging for persisted stores. Each store is made of named sections; every section
 * has its defaults, a validator and a merge rule. A saved section that cannot be trusted is reset to
 * its defaults alone, with a notice; a bad record inside a section is left out alone.
 */
import type { MessageId } from '../i18n';
export interface Section<T> {
  /** What the player calls this data, in the catalogs ("Tetris progress"). */
  label: MessageId;
  defaults: () => T;
  /**
   * The cleaned value, built afresh from the fields the section knows, or null when the saved value
   * cannot be trusted at all. A record that is bad on its own is left out and named through `drop`.
   */
  validate: (raw: unknown, drop?: (what: string) => void) => T | null;
  /**
   * Combines a stored copy (written by another tab) with this tab's. Progress that only grows is
   * joined either way; a value that is replaced is taken from the stored copy when it is `newer`.
   * Without a rule the whole section is such a value.
   */
  merge?: (stored: T, mine: T, newer: boolean) => T;
}

export type Sections<T> = { [K in keyof T]: Section<T[K]> };

export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** An own property only: a saved key such as `__proto__` or `constructor` never reaches the prototype. */
export function ownValue<V>(map: Readonly<Record<string, V>>, key: string | number): V | undefined {
  return Object.prototype.hasOwnProperty.call(map, key) ? map[key] : undefined;
}

/** A fresh object with no prototype, so lookups of any key see only what the save held. */
export function bareRecord<V>(): Record<string, V> {
  return Object.create(null) as Record<string, V>;
}

/**
 * Deep merge of a saved value over defaults: keys the defaults have and the save lacks (a field
 * added in a later version) keep their default; nested objects merge recursively; anything else the
 * save holds wins as it is, so that validation afterwards sees (and rejects) a wrong type. Keys are
 * defined as own data properties on prototype-less objects: a saved `__proto__` stays a plain key.
 */
export function deepMerge<T>(defaults: T, saved: unknown): T {
  if (saved === undefined) return defaults;
  if (!isRecord(defaults) || !isRecord(saved)) return saved as T;
  const out = bareRecord<unknown>();
  for (const [k, v] of Object.entries(defaults)) out[k] = v;
  for (const [k, v] of Object.entries(saved)) {
    const d = ownValue(defaults as Record<string, unknown>, k);
    Object.defineProperty(out, k, { value: d === undefined ? v : deepMerge(d, v), enumerable: true, writable: true, configurable: true });
  }
  return out as T;
}

/**
 * A map of records from a save: each own key that matches `key` and whose value `record` accepts is
 * kept (in a prototype-less object); the others are left out and named through `drop`.
 */
export function validRecords<R>(
  raw: unknown,
  key: RegExp,
  record: (v: unknown, key: string) => R | null,
  drop: ((what: string) => void) | undefined,
  what: string,
): Record<string, R> | null {
  if (!isRecord(raw)) return null;
  const out = bareRecord<R>();
  for (const k of Object.keys(raw)) {
    const r = key.test(k) ? record(raw[k], k) : null;
    if (r === null) drop?.(`${what} "${k.length > 24 ? `${k.slice(0, 24)}…` : k}"`);
    else out[k] = r;
  }
  return out;
}

export interface Restored<T> {
  value: T;
  /** Sections that were reset to their defaults (unreadable), by key. */
  reset: (keyof T)[];
  /** Records left out, per section label. */
  dropped: { label: MessageId; what: string[] }[];
}

/** Validate every section of a saved object; reset only the broken ones, drop only the bad records. */
export function restoreSections<T extends object>(sections: Sections<T>, saved: unknown): Restored<T> {
  const value = {} as T;
  const reset: (keyof T)[] = [];
  const dropped: Restored<T>['dropped'] = [];
  const savedRec = isRecord(saved) ? saved : {};
  for (const key of Object.keys(sections) as (keyof T)[]) {
    const section = sections[key];
    const raw = ownValue(savedRec, key as string);
    if (raw === undefined) {
      value[key] = section.defaults();
      continue;
    }
    const what: string[] = [];
    let v: T[keyof T] | null;
    try {
      v = section.validate(deepMerge(section.defaults(), raw), (w) => what.push(w));
    } catch {
      v = null; // a validator that throws on odd input counts as "cannot be trusted"
    }
    if (v === null) {
      reset.push(key);
      value[key] = section.defaults();
    } else {
      value[key] = v;
      if (what.length > 0) dropped.push({ label: section.label, what });
    }
  }
  return { value, reset, dropped };
}

/** Every section's defaults. */
export function defaultSections<T extends object>(sections: Sections<T>): T {
  return restoreSections(sections, undefined).value;
}

// Small validators shared by the sections.
export const isNum = (v: unknown, min = -Infinity, max = Infinity): v is number =>
  typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max;
export const isInt = (v: unknown, min = -Number.MAX_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER): v is number =>
  isNum(v, min, max) && Number.isSafeInteger(v);
export const isStr = (v: unknown, maxLen = 10_000): v is string => typeof v === 'string' && v.length <= maxLen;
export const isBool = (v: unknown): v is boolean => typeof v === 'boolean';
