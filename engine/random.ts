// One seeded pseudo-random generator for everything that must be reproducible: profile samples, the sample
// dataset, test fixtures and the evaluation's generated files.

/**
 * mulberry32: small and fast; uniform floats in [0, 1), the same sequence for the same seed everywhere. Its state is a
 * field, not a closure, so a sliced ingest can store it in a checkpoint and go on with the same sequence.
 */
export class SeededRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(this.state ^ (this.state >>> 15), this.state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
}

/** The generator as a function. */
export function seededRandom(seed: number): () => number {
  const random = new SeededRandom(seed);
  return () => random.next();
}
