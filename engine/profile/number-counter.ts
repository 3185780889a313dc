// Counts per distinct number with open addressing over typed arrays: a Map keyed by doubles
// allocates a heap number per lookup, which cost more than everything else in a profile.
import { hashNumber } from "./hyperloglog";

export class NumberCounter {
  private readonly keys: Float64Array;
  private readonly counts: Float64Array;
  private readonly used: Uint8Array;
  private readonly mask: number;
  size = 0;

  /** Holds up to `limit` distinct values. */
  constructor(readonly limit: number) {
    let capacity = 16;
    while (capacity < limit * 2) capacity *= 2;
    this.keys = new Float64Array(capacity);
    this.counts = new Float64Array(capacity);
    this.used = new Uint8Array(capacity);
    this.mask = capacity - 1;
  }

  /** Adds `n` to the count of `value` (not NaN); false when a new value would exceed the limit. */
  add(value: number, n: number): boolean {
    const key = value === 0 ? 0 : value;
    let slot = hashNumber(key) & this.mask;
    for (;;) {
      if (!this.used[slot]) {
        if (this.size >= this.limit) return false;
        this.used[slot] = 1;
        this.keys[slot] = key;
        this.counts[slot] = n;
        this.size++;
        return true;
      }
      if (this.keys[slot] === key) {
        this.counts[slot] += n;
        return true;
      }
      slot = (slot + 1) & this.mask;
    }
  }

  /**
   * Adds one to the count of each present value of `values`, in order; returns the index of the first value that
   * did not fit (a new value past the limit), or the length when all did. A loop over the array rather than a call
   * per value, whose number argument is boxed when the call is not inlined.
   */
  addEach(values: Float64Array): number {
    const { keys, counts, used, mask, limit } = this;
    for (let i = 0; i < values.length; i++) {
      const v = values[i];
      if (v !== v) continue;
      const key = v === 0 ? 0 : v;
      let slot = hashNumber(key) & mask;
      for (;;) {
        if (!used[slot]) {
          if (this.size >= limit) return i;
          used[slot] = 1;
          keys[slot] = key;
          counts[slot] = 1;
          this.size++;
          break;
        }
        if (keys[slot] === key) {
          counts[slot] += 1;
          break;
        }
        slot = (slot + 1) & mask;
      }
    }
    return values.length;
  }

  entries(): [number, number][] {
    const out: [number, number][] = [];
    for (let i = 0; i < this.used.length; i++) if (this.used[i]) out.push([this.keys[i], this.counts[i]]);
    return out;
  }
}
