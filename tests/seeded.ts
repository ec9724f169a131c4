// Seeded generators for the equivalence tests (a scan against the regex it replaces, a rewritten
// regex against the original): the same inputs every run, so a failure replays.

/** mulberry32: numbers in [0, 1). */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` strings of up to `maxParts` items of `parts` each (a linear congruential generator). */
export function randomJoins(parts: readonly string[], count: number, maxParts: number, seed: number): string[] {
  let s = seed;
  const next = (n: number) => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s % n;
  };
  const out: string[] = [];
  for (let k = 0; k < count; k++) {
    let text = "";
    for (let n = next(maxParts + 1); n > 0; n--) text += parts[next(parts.length)];
    out.push(text);
  }
  return out;
}
