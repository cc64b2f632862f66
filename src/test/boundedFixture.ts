/** Exports for bounded.test.ts: a call that returns, one that throws, one that never ends. */
export class FixtureError extends Error {}
export const double = (n: number): number => n * 2;
export function fail(typed: boolean): never {
  if (typed) throw new FixtureError('bad: typed');
  throw new TypeError('untyped');
}
export function spin(): never {
  for (;;) {
    /* never returns */
  }
}
