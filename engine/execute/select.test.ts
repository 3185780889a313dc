import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { selectNth, sortFirst } from "./select";

describe("sortFirst", () => {
  it("puts the k smallest first, in order, keeping every id", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 50 }), { maxLength: 6000 }), fc.nat(7000), (weights, k) => {
        const ids = Int32Array.from(weights.keys());
        const compare = (a: number, b: number) => weights[a] - weights[b] || a - b;
        const result = sortFirst(ids.slice(), k, compare);
        const expected = ids.slice().sort(compare);
        const shown = Math.min(k, weights.length);
        expect(Array.from(result.subarray(0, shown))).toEqual(Array.from(expected.subarray(0, shown)));
        expect(Array.from(result).sort((a, b) => a - b)).toEqual(Array.from(ids));
      }),
      { numRuns: 60 },
    );
  });

  it("selects from large inputs with many ties", () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    for (const [n, k, spread] of [[100_000, 100, 1000], [50_000, 5_000, 3], [30_000, 1, 30_000]]) {
      const weights = Array.from({ length: n }, () => Math.floor(random() * spread));
      const compare = (a: number, b: number) => weights[a] - weights[b] || a - b;
      const ids = Int32Array.from(weights.keys());
      const result = sortFirst(ids.slice(), k, compare);
      expect(Array.from(result.subarray(0, k))).toEqual(Array.from(ids.slice().sort(compare).subarray(0, k)));
    }
  });
});

describe("selectNth", () => {
  it("finds the k-th smallest with nothing larger before it and nothing smaller after, keeping every value", () => {
    const values = fc.array(fc.oneof(fc.integer({ min: -5, max: 5 }), fc.double({ noNaN: true })), { minLength: 1, maxLength: 3000 });
    fc.assert(
      fc.property(values, fc.nat(), (list, at) => {
        const k = at % list.length;
        const array = Float64Array.from(list);
        const sorted = Float64Array.from(list).sort();
        // === rather than toBe: -0 and 0 are the same number here.
        expect(selectNth(array, k) === sorted[k]).toBe(true);
        for (let i = 0; i < k; i++) expect(array[i] <= array[k]).toBe(true);
        for (let i = k + 1; i < array.length; i++) expect(array[i] >= array[k]).toBe(true);
        expect(array.slice().sort()).toEqual(sorted);
      }),
      { numRuns: 200 },
    );
  });
});
