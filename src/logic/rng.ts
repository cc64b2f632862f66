/**
 * Seeded pseudo-random numbers for every game's logic (no Math.random in src/logic).
 * mulberry32: 32-bit state, fast, good enough for shuffles and playouts; the state is a plain
 * number so it can live inside an immutable game state and be saved.
 */
export type RngState = number;

/** Normalise any seed (number, possibly negative or fractional) into a 32-bit state. */
export function seedRng(seed: number): RngState {
  return (Math.floor(seed) ^ 0x9e3779b9) >>> 0;
}

/** One step: returns the next state and a float in [0, 1). */
export function nextRandom(state: RngState): [value: number, next: RngState] {
  const next = (state + 0x6d2b79f5) >>> 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  const value = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  return [value, next];
}

/** A mutable generator for hot loops (solvers, shuffles) where threading state is awkward. */
export function createRng(seed: number): () => number {
  let state = seedRng(seed);
  return () => {
    const [value, next] = nextRandom(state);
    state = next;
    return value;
  };
}

/** Integer in [0, n). */
export function randomInt(rng: () => number, n: number): number {
  return Math.floor(rng() * n);
}

/** Fisher-Yates shuffle in place (returns the same array). */
export function shuffleInPlace<T>(items: T[], rng: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(rng, i + 1);
    const tmp = items[i] as T;
    items[i] = items[j] as T;
    items[j] = tmp;
  }
  return items;
}
