/** A game seed from the platform's random source (the logic itself only ever sees the seed). */
export function randomSeed(): number {
  const buf = new Uint32Array(1);
  crypto.getRandomValues(buf);
  return buf[0] ?? 0;
}
