/**
 * The saved text of a synced store, read: `{"state": {...sections}, "version": n, "resets"?:
 * {section: generation}}`, its version checked and brought up to date by the migrations.
 */
import { isRecord } from './persistShape';
import type { NoticeMessage } from './notices';

/** Each section's reset generation: a section reset later wins over older copies of it. */
export type Generations<T> = Partial<Record<keyof T, number>>;

export type Read<T> =
  /** why: the reason in words for the player; detail: in English, for the console. */
  | { kind: 'unreadable'; why: NoticeMessage; detail: string }
  | { kind: 'ok' | 'newer'; state: unknown; resets: Generations<T> };

export interface SaveFormat<T> {
  /** The version this app writes. */
  version: number;
  /** The store's sections. */
  keys: readonly (keyof T)[];
  /** Older versions' saves, each mapped to the next version's state. */
  migrations: Record<number, (state: unknown) => unknown>;
}

/** JSON with every object's keys in order, so two copies that differ only in key order compare equal. */
export function canonical(v: unknown): string {
  return JSON.stringify(v, (_k, x: unknown) =>
    isRecord(x) ? Object.fromEntries(Object.keys(x).sort().map((k) => [k, x[k]])) : x,
  );
}
export const same = (a: unknown, b: unknown) => a === b || canonical(a) === canonical(b);

/** A save's text read; a newer version's state is returned as it is, for the caller not to write over. */
export function readSave<T>(text: string, { version, keys, migrations }: SaveFormat<T>): Read<T> {
  let env: unknown;
  try {
    env = JSON.parse(text);
  } catch {
    return { kind: 'unreadable', why: { id: 'store.why.notJson' }, detail: 'it is not valid JSON' };
  }
  if (!isRecord(env) || !isRecord(env.state)) return { kind: 'unreadable', why: { id: 'store.why.notSave' }, detail: 'it is not a save' };
  const state: unknown = env.state;
  const v = env.version;
  if (typeof v !== 'number') {
    // Not a version at all: the player is told so; what stood there is for the console only.
    const raw = (JSON.stringify(v) ?? 'none').slice(0, 20);
    return { kind: 'unreadable', why: { id: 'store.why.noVersion' }, detail: `it names no version (${raw})` };
  }
  if (!Number.isSafeInteger(v) || v < 1) {
    const named = String(v).slice(0, 20);
    return { kind: 'unreadable', why: { id: 'store.why.unknownVersion', values: { version: named } }, detail: `it names no version this app knows (${named})` };
  }
  const resets: Generations<T> = {};
  if (isRecord(env.resets)) {
    for (const k of keys) {
      const g = Object.prototype.hasOwnProperty.call(env.resets, k) ? env.resets[k as string] : undefined;
      if (typeof g === 'number' && Number.isSafeInteger(g) && g > 0) resets[k] = g;
    }
  }
  if (v > version) return { kind: 'newer', state, resets };
  let migrated = state;
  for (let from = v; from < version; from++) {
    const step = Object.prototype.hasOwnProperty.call(migrations, from) ? migrations[from] : undefined;
    if (!step) return { kind: 'unreadable', why: { id: 'store.why.noUpdate', values: { from } }, detail: `no way to bring version ${from} up to date` };
    migrated = step(migrated);
  }
  return { kind: 'ok', state: migrated, resets };
}
