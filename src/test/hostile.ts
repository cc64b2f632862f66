import fc from 'fast-check';

/**
 * Values that break careless input checks, for the API fuzz suites: each suite adds the numbers,
 * strings, objects and keys its own module reads.
 */

const isClass = (f: unknown) => typeof f === 'function' && /^class[\s{]/.test(Function.prototype.toString.call(f));

/** The names of a module's exported functions (classes aside), sorted: a suite checks it has a case for each. */
export function exportedFunctions(module: Record<string, unknown>): string[] {
  return Object.entries(module)
    .filter(([, value]) => typeof value === 'function' && !isClass(value))
    .map(([name]) => name)
    .sort();
}

/** An array nested `depth` deep. */
export function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

const NUMBERS = [NaN, Infinity, -Infinity, -0, 0, -1, 0.5, 2 ** 31, 2 ** 32, 2 ** 53, -(2 ** 53), 1e300, -1e300, Number.MAX_VALUE, Number.MIN_VALUE];
const STRINGS = ['', '__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'x'.repeat(100_000), '\u0000', '\ud83e', 'NaN'];
const objects = (): unknown[] => [
  { constructor: { prototype: { polluted: true } } },
  Object.create(null),
  [],
  [[]],
  { length: 1e9 },
  new Array(100_000),
  nested(2_000),
  new Date(0),
  new Uint8Array(4),
];

export interface HostileExtras {
  numbers?: number[];
  strings?: string[];
  objects?: unknown[];
  /** Keys the module reads: objects built from them reach past the first checks. */
  keys?: string[];
}

/** Hostile numbers, strings and objects, arbitrary values of any shape, and JSON values. */
export function hostile(extras: HostileExtras = {}): fc.Arbitrary<unknown> {
  const anything = fc.anything({
    maxDepth: 3,
    withBigInt: true,
    withBoxedValues: true,
    withDate: true,
    withMap: true,
    withSet: true,
    withNullPrototype: true,
    withObjectString: true,
    withSparseArray: true,
    withTypedArray: true,
    withUnicodeString: true,
    key: fc.oneof(fc.string(), fc.constantFrom('__proto__', 'constructor', ...(extras.keys ?? []))),
  });
  return fc.oneof(
    fc.constantFrom(...NUMBERS, ...(extras.numbers ?? [])),
    fc.constantFrom(...STRINGS, ...(extras.strings ?? [])),
    fc.constantFrom<unknown>(...objects(), ...(extras.objects ?? [])),
    anything,
    fc.jsonValue(),
  );
}
