// One seeded pseudo-random generator for everything that must be reproducible: profile samples, the sample
// dataset, test fixtures and the evaluation's generated files.

/** mulberry32: small and fast; uniform floats in [0, 1), the same sequence for the same seed everywhere. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
