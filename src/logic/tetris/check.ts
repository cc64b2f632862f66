/** Small helpers for checking input at the API boundary (shared by the entry points and the save reader). */

const SHOWN_MAX = 60;
const SHOWN_ITEMS = 8;
const SHOWN_DEPTH = 2;

function show(value: unknown, depth: number): string {
  switch (typeof value) {
    case 'string':
      // Cut before quoting, so a huge string costs nothing.
      return JSON.stringify(value.length > SHOWN_MAX ? value.slice(0, SHOWN_MAX) : value);
    case 'number':
      return Object.is(value, -0) ? '-0' : String(value);
    case 'bigint':
      return `${value}n`;
    case 'symbol':
      return value.toString();
    case 'function':
      return 'a function';
    case 'undefined':
      return 'undefined';
    case 'boolean':
      return String(value);
    default:
      break;
  }
  if (value === null) return 'null';
  if (Array.isArray(value)) {
    if (depth >= SHOWN_DEPTH) return value.length === 0 ? '[]' : '[...]';
    const items: string[] = [];
    for (let i = 0; i < value.length && i < SHOWN_ITEMS; i++) items.push(show(value[i], depth + 1));
    return `[${items.join(',')}${value.length > SHOWN_ITEMS ? ',...' : ''}]`;
  }
  if (depth >= SHOWN_DEPTH) return '{...}';
  const keys = Object.keys(value as object);
  const items = keys
    .slice(0, SHOWN_ITEMS)
    .map((k) => `${JSON.stringify(k)}:${show((value as Record<string, unknown>)[k], depth + 1)}`);
  return `{${items.join(',')}${keys.length > SHOWN_ITEMS ? ',...' : ''}}`;
}

/**
 * A short JSON-like form of any value for an error message. Hand-rolled because JSON.stringify and
 * String can throw (cycles, deep nesting, BigInt, objects without a prototype) or take long on huge input.
 */
export function shown(value: unknown): string {
  let text: string;
  try {
    text = show(value, 0);
  } catch {
    text = 'an unreadable value';
  }
  return text.length > SHOWN_MAX ? `${text.slice(0, SHOWN_MAX - 3)}...` : text;
}

/** A non-null, non-array object (options bags, states, pieces); keeps the declared type's fields. */
export function isRecord<T>(value: T): value is T & Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isWholeIn(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}
